// What a person sees, not what the DOM holds: shared assertions for interaction and layout tests.
import { expect, type Locator, type Page } from '@playwright/test';

export interface OnScreenReport {
  /** The element's rectangle, in viewport pixels. */
  rect: { x: number; y: number; width: number; height: number };
  viewport: { width: number; height: number };
  /** True when the whole rectangle lies inside the viewport. */
  inside: boolean;
  /** True when the element at the rectangle's centre is the element itself or one of its descendants. */
  onTop: boolean;
  /** A short description of what `document.elementFromPoint` returned at the centre. */
  hit: string;
}

/** Measures where a control is on screen and what a tap at its centre would reach. */
export async function onScreenReport(locator: Locator): Promise<OnScreenReport> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const inside = box.width > 0 && box.height > 0 && box.left >= -0.5 && box.top >= -0.5 && box.right <= viewport.width + 0.5 && box.bottom <= viewport.height + 0.5;
    const hitElement = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const describe = (node: Element | null) => (node ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute('class') ? ` class="${node.getAttribute('class')!.slice(0, 60)}"` : ''}> "${(node.textContent ?? '').trim().slice(0, 40)}"` : 'nothing');
    return {
      rect: { x: Math.round(box.left), y: Math.round(box.top), width: Math.round(box.width), height: Math.round(box.height) },
      viewport,
      inside,
      onTop: !!hitElement && (hitElement === element || element.contains(hitElement)),
      hit: describe(hitElement),
    };
  });
}

/**
 * Fails unless the control is wholly inside the viewport and is what a tap at its centre reaches.
 * Being in the DOM, or CSS-visible, is not enough: a clipped or covered control fails here.
 */
export async function expectOnScreen(locator: Locator, label?: string): Promise<void> {
  await expect(locator.first()).toBeVisible();
  await expect
    .poll(async () => {
      const report = await onScreenReport(locator.first());
      return report.inside && report.onTop ? 'on screen' : JSON.stringify(report);
    }, { message: `${label ?? String(locator)} should be inside the viewport and on top at its centre`, timeout: 3_000 })
    .toBe('on screen');
}

/** Fails when the page scrolls sideways: the document is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page, label = page.url()): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `${label}: page is ${widths.scroll} px wide in a ${widths.client} px viewport`).toBeLessThanOrEqual(widths.client);
}

/**
 * Text and controls that cross the viewport's left or right edge, outside a box that scrolls sideways on purpose.
 * Wholly off-screen elements (visually hidden labels, the honeypot) are not counted: only what is cut.
 */
export async function edgeStraddlers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const insideScroller = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth) return true;
      }
      return false;
    };
    const candidates = document.body.querySelectorAll('a, button, input, select, textarea, label, summary, h1, h2, h3, h4, p, li, td, th, dt, dd, figcaption, img, svg');
    for (const element of candidates) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      const cut = (box.left < -1 && box.right > 1) || (box.left < width - 1 && box.right > width + 1);
      if (cut && !insideScroller(element)) {
        found.push(`<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}" spans ${Math.round(box.left)}..${Math.round(box.right)} in ${width} px`);
      }
    }
    return found;
  });
}
