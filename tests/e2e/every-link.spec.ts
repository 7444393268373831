// Every link in the pages' content, followed as a visitor follows it from far down the page: the next page opens at
// its top, or at the anchor the link names, with focus there. One test a route, so the routes share the workers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { hydrated } from './axe';
import { routes } from './routes';
import { pageFile } from '../../src/app/offline/offline-routes';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const SITE = 'http://site';
const dist = path.join(import.meta.dirname, '../../dist');

/** The links of a built page's content to the site's own pages and sections; files (a PDF) and other sites are not pages of the app. */
const contentLinks = (route: string) =>
  [...(readFileSync(path.join(dist, pageFile(route)), 'utf8').match(/<main[\s\S]*<\/main>/)?.[0].matchAll(/<a [^>]*?href="([^"]+)"/g) ?? [])]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .filter((href) => /^[/#]/.test(href) && !/\.\w+$/.test(new URL(href, SITE).pathname));

/**
 * Each distinct destination once, from the first route whose content links to it: where a link lands depends on where it
 * points and on whether the app or the browser navigates, which the first page that carries it shows as well as the tenth.
 */
const followedFrom = new Map<string, string[]>();
const destinations = new Set<string>();
for (const { path: route } of routes) {
  const own = [...new Set(contentLinks(route))].filter((href) => !destinations.has(new URL(href, SITE + route).href));
  own.forEach((href) => destinations.add(new URL(href, SITE + route).href));
  followedFrom.set(route, own);
}

/** Marks the document, so the test can tell an in-app navigation (the mark stays) from a document load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { stillSameDocument: boolean }).stillSameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => Boolean((window as unknown as { stillSameDocument?: boolean }).stillSameDocument));

/** Opens the closed <details> a link sits in, as a visitor opens a FAQ answer before following its link. */
const reveal = (link: Locator) =>
  link.evaluate((element) => {
    for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
  });

/** Back on the route, scrolled to its bottom: through history where the link left the page, by a load if that fails. */
async function returnTo(page: Page, route: string, heading: string) {
  if (new URL(page.url()).pathname !== route) {
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === route, { waitUntil: 'commit', timeout: 10_000 }).catch(() => page.goto(route));
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await hydrated(page);
  // At once: the page's smooth scrolling would leave it on its way down while the next step waits for it (1.3 s a link).
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
}

test.use({ viewport: { width: 1280, height: 800 } });

test('the content of the pages links somewhere', () => {
  expect([...followedFrom.values()].flat().length).toBeGreaterThan(100);
});

for (const [path, hrefs] of followedFrom) {
  if (hrefs.length === 0) continue;
  test(`${path}: each link in its content to a place no earlier route links to, followed from far down the page, opens at the top or at its anchor, with focus there`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(path);
    await hydrated(page);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
    for (const href of hrefs) {
      await returnTo(page, path, heading);
      const link = page.locator(`main a[href="${href}"]`).last();
      await reveal(link);
      await link.scrollIntoViewIfNeeded();
      const from = await scrollY(page);
      const target = new URL(href, SITE + path);
      await markDocument(page);
      await link.click();
      await expect(page, `${href}, followed from ${from} px`).toHaveURL(target.pathname + target.search + target.hash);
      const anchor = decodeURIComponent(target.hash.slice(1));
      // The next page is on screen: the current one stays while the next one loads.
      if (target.pathname !== path) await expect(page.getByRole('heading', { level: 1 }), `${href}: the next page's heading`).not.toHaveText(heading);
      const arrival = anchor ? page.locator(`[id="${anchor}"]`) : page.getByRole('heading', { level: 1 });
      if (anchor) await expect(arrival, `${href}, followed from ${from} px, shows its anchor`).toBeInViewport();
      // At once, not after a smooth scroll up the new page.
      else await expect.poll(() => scrollY(page), { message: `${href}, followed from ${from} px, opens at the top` }).toBe(0);
      // Inside the app focus moves to where the visitor arrived; a document load starts at the top of the document anyway.
      if (await sameDocument(page)) {
        const focused = anchor ? page.locator(`[id="${anchor}"]:is(h1, h2, h3, h4, h5, h6), [id="${anchor}"] :is(h1, h2, h3, h4, h5, h6)`).first() : arrival;
        await expect(focused, `${href}: focus on the heading where the visitor arrived`).toBeFocused();
      }
    }
  });
}
