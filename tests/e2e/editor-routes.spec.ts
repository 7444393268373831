// The Routes form and the form's place over a save, as a marketer meets them in a throwaway git copy of the project
// driven through `npm run edit`: a page's route is found by typing part of its address, with the page beside the
// form; a save leaves the form where it was (the items open, the field being edited in view), on a page and on Routes;
// a campaign's landing page is made from the Pages list at the address the marketer chose.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { expand, listItem, openEntryAt } from './editor-form';
import { discardDraft, draftText, editorFor, publish, saveDraft } from './editor-workflow';
import { boxWithValue, editorInACopy } from './editor-copy';
import { expect, test } from './test';

// Its own ports: EDITOR_ROUTES_PORT when set (a helper's range), else beside the other editor specs'.
const editing = editorInACopy({ portOffset: 411, portVariable: 'EDITOR_ROUTES_PORT' });
const { site } = editing;
const FINDER = 'Find a page by its address or title';

/** A screenshot of a state this spec checks, kept with the run's results (and under SHOTS when set, to look at). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(name) });
  if (process.env.SHOTS) {
    mkdirSync(process.env.SHOTS, { recursive: true });
    await page.screenshot({ path: `${process.env.SHOTS}/${name}` });
  }
}

interface Route {
  path: string;
  page: string;
  title: string;
  description: string;
}
const routes = () => (parseDocument(editing.project.read('pages.yaml')).toJS() as { routes: Route[] }).routes;
const routeOf = (file: string) => routes().find((route) => route.page === file)!;
const summaryOf = (route: Route) => `${route.path} · ${route.title}`;

/** Marks what the form shows now, to tell once Decap has drawn it anew (the marked element is gone). */
const markDrawn = (page: Page) => page.locator('[class*="listControlItem"]').first().evaluate((element) => element.setAttribute('data-drawn-before-save', ''));
const drawnAnew = (page: Page) => expect(page.locator('[data-drawn-before-save]')).toHaveCount(0, { timeout: 60_000 });

test('a page’s route is found by typing part of its address, with the page beside the form', async ({ browser }) => {
  const page = await editorFor(browser, 'Alex Marketer');
  const [faq, enhanced] = [routeOf('faq.yaml'), routeOf('enhanced-faq.yaml')];
  const count = routes().length;
  await openEntryAt(page, site, '/collections/routes/entries/routes');
  // Each route by its address, then its title.
  await expect(listItem(page, summaryOf(faq))).toBeVisible({ timeout: 60_000 });
  await expect(listItem(page, summaryOf(enhanced))).toBeVisible();
  const preview = page.frameLocator('iframe');
  await expect(preview.getByText('Open a route, or find one by its address above the list, to see its page here.')).toBeVisible({ timeout: 30_000 });

  const typed = enhanced.path.slice(1, 9);
  expect(faq.path).not.toContain(typed);
  await page.getByLabel(FINDER).fill(typed);
  await expect(page.getByRole('status').filter({ hasText: ` of ${count} routes` })).toHaveText(`1 of ${count} routes`);
  await expect(listItem(page, summaryOf(enhanced))).toBeVisible();
  await expect(listItem(page, summaryOf(faq))).toHaveCount(0);
  // The one route found is previewed: its search result as the form has it, and its page.
  const result = preview.getByRole('region', { name: 'In search results' });
  await expect(result).toContainText(enhanced.title, { timeout: 30_000 });
  await expect(result).toContainText(enhanced.path);
  const heading = (parseDocument(editing.project.read(`site/pages/${enhanced.page}`)).toJS() as { blocks: Array<{ title?: string }> }).blocks[0]!.title!;
  await expect(preview.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  // A click in this page has no field of its own to open in the Routes form: the preview does not offer it.
  await expect(page.getByRole('group', { name: 'Preview width' })).toBeVisible();
  await expect(page.getByText('Click a text in the page to edit it')).toHaveCount(0);
  await shot(page, 'routes-found-by-address.png');

  // Opening another route (found by its address) previews that one, and its title follows the form as typed.
  await page.getByLabel(FINDER).fill(faq.path);
  await expand(page, summaryOf(faq));
  await expect(result).toContainText(faq.title, { timeout: 30_000 });
  await (await boxWithValue(page, faq.title)).fill(`${faq.title} (draft)`);
  await expect(result).toContainText(`${faq.title} (draft)`, { timeout: 30_000 });
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'routes-preview-follows-form.png');
  await page.context().close();
});

test('a save leaves the FAQ form where it was: the question open and its answer in view', async ({ browser }) => {
  const page = await editorFor(browser, 'Alex Marketer');
  const blocks = (parseDocument(editing.project.read('site/pages/faq.yaml')).toJS() as { blocks: Array<{ type: string; title?: string; items?: Array<{ question: string }> }> }).blocks;
  const faqBlocks = blocks.filter((block) => block.type === 'faq');
  const block = faqBlocks[faqBlocks.length - 1]!;
  const question = block.items![block.items!.length - 1]!.question;
  await openEntryAt(page, site, '/collections/pages/entries/faq');
  await expand(page, block.title!);
  await expand(page, question);
  const box = await boxWithValue(page, question);
  await box.scrollIntoViewIfNeeded();
  await box.fill(`${question} Today`);
  const pane = await box.evaluate((element) => {
    for (let at = element.parentElement; at; at = at.parentElement) if (/(auto|scroll)/.test(getComputedStyle(at).overflowY)) return at.scrollTop;
    return 0;
  });
  expect(pane).toBeGreaterThan(500);
  await markDrawn(page);
  await saveDraft(page);
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });
  // Decap reads a page back after its first save as a draft, and draws the form anew.
  await drawnAnew(page);
  await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible({ timeout: 60_000 });
  const saved = await boxWithValue(page, `${question} Today`);
  await expect(saved).toBeInViewport({ timeout: 10_000 });
  await expect(listItem(page, block.title!)).toBeVisible();
  await shot(page, 'faq-after-save-kept-place.png');
  await discardDraft(page);
  await page.context().close();
});

test('a save leaves the Routes form where it was: the route found and opened, its field in view', async ({ browser }) => {
  const page = await editorFor(browser, 'Alex Marketer');
  const all = routes();
  const route = all[all.length - 4]!;
  await openEntryAt(page, site, '/collections/routes/entries/routes');
  await expand(page, summaryOf(route));
  const box = await boxWithValue(page, route.description);
  await box.scrollIntoViewIfNeeded();
  await expect(box).toBeInViewport();
  for (const [round, word] of [[1, 'first'], [2, 'second']] as const) {
    const typed = `${route.description.replace(/\.$/, '')} (${word} edit).`;
    await (await boxWithValue(page, round === 1 ? route.description : `${route.description.replace(/\.$/, '')} (first edit).`)).fill(typed);
    await markDrawn(page);
    await saveDraft(page);
    await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });
    // The first save Decap reads back, drawing the form anew; a later one may open Routes again (route-changes.ts),
    // a second after the save, while its notice shows.
    if (round === 1) await drawnAnew(page);
    await expect(page.getByText('Entry saved')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible({ timeout: 60_000 });
    const saved = await boxWithValue(page, typed);
    await expect(saved).toBeInViewport({ timeout: 10_000 });
    await shot(page, `routes-after-save-${round}.png`);
  }
  await discardDraft(page);
  await page.context().close();
});

test('a landing page is made from the Pages list at the address chosen, keeps its title and description after the first save, and is linked from nowhere', async ({ browser }) => {
  const page = await editorFor(browser, 'Alex Marketer');
  const navigation = editing.project.read('site/navigation.yaml');
  const offer = {
    address: 'spring-rust-offer',
    title: 'Spring Rust Offer | Laser Rust Removal',
    description: 'Laser rust removal at a spring price: book a site visit before the offer ends and get a fixed quote within 24 hours.',
  };
  await page.goto(`${site}/admin/#/collections/pages`);
  const login = page.getByRole('button', { name: 'Login' });
  const quickAdd = page.getByRole('button', { name: 'Quick add' });
  await expect(login.or(quickAdd)).toBeVisible({ timeout: 90_000 });
  if (await login.isVisible()) await login.click();
  // Quick add names each kind of page by what it is for, once each.
  await quickAdd.click();
  await expect(page.getByRole('menuitem')).toHaveText(['Landing page', 'Location page', 'Article']);
  await page.keyboard.press('Escape');
  const newButton = page.getByRole('link', { name: 'Create entry of type Landing page' });
  await expect(newButton).toHaveText('New Landing page');
  await newButton.click();

  // The new page's form leads with its New page group, which a published page's form does not show.
  await expect(page.locator('label', { hasText: /^New page/ })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'new-landing-page-form.png');
  await page.getByLabel('Address').fill(offer.address);
  await page.getByLabel('Title').first().fill(offer.title);
  await page.getByLabel('Description').first().fill(offer.description);
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Hero banner', exact: true }).click();
  const hero = page.locator('[class*="listControlItem"]').filter({ has: page.locator('> label', { hasText: /^Hero/ }) }).last();
  await hero.getByLabel('Title').fill('Spring offer: laser rust removal');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await saveDraft(page);
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible({ timeout: 60_000 });

  // Read back after the save, the form still shows what was typed.
  await expect(page.getByLabel('Address')).toHaveValue(offer.address);
  await expect(page.getByLabel('Title').first()).toHaveValue(offer.title);
  await expect(page.getByLabel('Description').first()).toHaveValue(offer.description);
  // The draft holds the page at /spring-rust-offer and no menu or footer link.
  const branch = `cms/pages/${offer.address}`;
  const drafted = (parseDocument(draftText(editing.project.root, branch, 'pages.yaml')).toJS() as { routes: Route[] }).routes;
  expect(drafted.find((route) => route.path === `/${offer.address}`)).toMatchObject({ page: `${offer.address}.yaml`, title: offer.title, description: offer.description });
  expect(draftText(editing.project.root, branch, 'site/navigation.yaml')).toBe(navigation);

  // A title changed after the first save is saved with the page, and the page is published as typed.
  await page.getByLabel('Title').first().fill(`${offer.title} 2027`);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await saveDraft(page);
  const draftTitle = () => (parseDocument(draftText(editing.project.root, branch, 'pages.yaml')).toJS() as { routes: Route[] }).routes.find((route) => route.path === `/${offer.address}`)?.title;
  await expect.poll(draftTitle, { timeout: 60_000 }).toBe(`${offer.title} 2027`);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled({ timeout: 30_000 });
  await publish(page);
  await expect(page.getByText('Entry published')).toBeVisible();
  // Published, the page's form, opened again from the Pages list, no longer has the group: its title and description are in Routes now.
  await page.goto(`${site}/admin/#/collections/pages`);
  await openEntryAt(page, site, `/collections/pages/entries/${offer.address}`);
  await expect(page.locator('label', { hasText: /^Blocks/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('label', { hasText: /^New page/ })).toBeHidden();
  await expect(page.getByLabel('Address', { exact: true })).toHaveCount(0);
  expect(routeOf(`${offer.address}.yaml`)).toMatchObject({ path: `/${offer.address}`, title: `${offer.title} 2027`, description: offer.description });
  expect(editing.project.read('site/navigation.yaml')).toBe(navigation);
  const validate = editing.project.run('validate');
  expect(validate.status, validate.output).toBe(0);
  await page.context().close();
});
