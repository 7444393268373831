// Layout on every route at every common width, measured as a visitor meets it: no sideways scrolling, nothing cut at
// the viewport's edge, and on phones every tap target at least 24 × 24 px. One page per width visits every route.
import { edgeStraddlers, settled, sidewaysOverflow, smallTapTargets } from './on-screen';
import { routes } from './routes';
import { expect, test } from './test';

const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1440];
const PHONE_MAX = 390;

for (const width of WIDTHS) {
  test(`at ${width} px no route scrolls sideways or cuts text or a control at the edge${width <= PHONE_MAX ? ', and every tap target is 24 px or more' : ''}`, async ({ page }) => {
    test.setTimeout(routes.length * 10_000);
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(route.path);
      await settled(page);
      const { overflow, scroll } = await sidewaysOverflow(page);
      expect.soft(overflow, `${route.path} at ${width} px scrolls sideways: the page is ${scroll} px wide`).toBe(0);
      expect.soft(await edgeStraddlers(page), `${route.path} at ${width} px: cut at the viewport's edge`).toEqual([]);
      if (width <= PHONE_MAX) expect.soft(await smallTapTargets(page), `${route.path} at ${width} px: tap targets under 24 × 24 px`).toEqual([]);
    }
  });
}
