// The browser editor as a marketer uses it: `npm run edit` (decap-server, the editor's bundle) in a copy of the
// project, /admin/ driven through its form, and the files, `npm run validate` and the built page read afterwards.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, type Node } from 'yaml';
import type { Page } from '@playwright/test';
import { editorInACopy } from './editor-copy';
import { expect, test } from './test';
import { business } from '../support/business-facts';
import { changedLines } from '../support/changed-lines';
import { discardDraft, namedEditor, publish, saveDraft } from './editor-workflow';
import { expand, openEntryAt } from './editor-form';

const editing = editorInACopy({ portOffset: 103, testTimeout: 240_000 });
const { site } = editing;

// Someone who gave the editor their name, so a save is not held by the question.
test.use(namedEditor(site));

/** Fails the test when the editor's page was loaded anew while in use: whatever the marketer had typed is gone. */
test.afterEach(async ({ page }) => {
  const keptItsPage = await page.evaluate(() => (window as { editorSession?: boolean }).editorSession).catch(() => false);
  expect(keptItsPage, 'the editor reloaded itself while in use').toBe(true);
});

/** Opens an entry of the editor, past the local backend's sign-in button. */
const openEntry = (page: Page, hash: string) => openEntryAt(page, site, hash);

/** The lines a YAML node spans in its file, 1-based and inclusive. */
function linesOf(text: string, at: (string | number)[]) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const node = doc.getIn(at, true) as Node;
  const [start, , end] = node.range!;
  return { first: lineCounter.linePos(start).line, last: lineCounter.linePos(text.slice(0, end).trimEnd().length).line };
}

const FAQ = 'site/pages/faq.yaml';
const NEW_ANSWER = 'Laser cleaning removes rust with light: no blast media, no water and no chemicals.';

test('a FAQ answer changed in the form is saved in its own lines only and validates', async ({ page }) => {
  const before = editing.project.read(FAQ);
  // The site, open beside the editor, shows each save by itself.
  const sitePage = await page.context().newPage();
  await sitePage.goto(`${site}/faq`);
  await openEntry(page, '/collections/pages/entries/faq');
  await expand(page, 'General questions');
  const question = await expand(page, 'What is industrial laser cleaning?');
  const answer = question.locator('[aria-label="markdown field"] [contenteditable="true"]');
  await answer.click();
  await page.keyboard.press('Control+A');
  // One input of the whole answer, as a paste is: key by key took 11 s here (130 ms a key in the editor's development
  // build, issue 28) and three times that on a loaded CI host, where the preview then missed its 30 s.
  await page.keyboard.insertText(NEW_ANSWER);
  // The preview beside the form is the site's own FAQ block.
  await expect(page.frameLocator('iframe').getByText(NEW_ANSWER)).toBeAttached({ timeout: 30_000 });
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });
  await expect(sitePage.getByText(NEW_ANSWER)).toBeAttached({ timeout: 30_000 });
  await sitePage.close();

  const after = editing.project.read(FAQ);
  const blockIndex = (parseDocument(before).toJS().blocks as { title?: string }[]).findIndex((block) => block.title === 'General questions');
  const answerLines = linesOf(before, ['blocks', blockIndex, 'items', 0, 'answer']);
  const changed = changedLines(before, after);
  expect(changed.first).toBeGreaterThanOrEqual(answerLines.first);
  expect(changed.last).toBeLessThanOrEqual(answerLines.last);
  expect(after).toContain(NEW_ANSWER);

  const validate = editing.project.run('validate');
  expect(validate.output).toMatch(/content is valid/);
  expect(validate.status).toBe(0);
  // The built page and its FAQPage data are read in the last test, which builds the site once with every edit.
});

test('a publish the validator refuses names the field and the fix, and leaves the file as it was', async ({ page }) => {
  const before = editing.project.read(FAQ);
  await openEntry(page, '/collections/pages/entries/faq');
  await expand(page, 'Process and safety');
  const item = await expand(page, 'Is laser cleaning safe for operators and people nearby?');

  // A required field left empty is refused by the form, at the field.
  // Held by its id: the item's summary, which found it, changes with the question.
  const question = page.locator(`#${await item.getByRole('textbox').first().getAttribute('id')}`);
  await question.fill('');
  await saveDraft(page);
  await expect(page.getByText('Question is required.')).toBeVisible();
  expect(editing.project.read(FAQ)).toBe(before);

  // What only the validator knows (the facts) is kept as a draft, and refused at publish with `npm run validate`'s own message.
  await question.fill('Is laser cleaning safe for people nearby? Call {phones.mian}');
  await publish(page);
  const refusal = page.getByRole('alert', { name: 'Not published: fix these first' });
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  // The field by the words of the form, never a path such as blocks.2.items.1.question.
  await expect(refusal).toContainText(/FAQ page, block \d+ \(FAQ\), question \d+ \(Is laser cleaning safe[^)]*\), Question: /);
  await expect(refusal).not.toContainText(/blocks\.\d/);
  await expect(refusal).toContainText('phones.main');
  expect(editing.project.read(FAQ)).toBe(before);
  await discardDraft(page);
});

test('letters typed into a box are in the form as soon as the box is left, and the save has every one', async ({ page }) => {
  const before = editing.project.read(FAQ);
  await openEntry(page, '/collections/pages/entries/faq');
  await expand(page, 'Lead paint removal');
  const item = await expand(page, 'What happens to the lead waste?');
  const id = await item.getByRole('textbox').first().getAttribute('id');
  await page.locator(`#${id}`).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Who takes it');
  // The last letter and the leaving in one task, with no frame between them: the item's summary is drawn from the
  // form's own value, which the box hands over on leaving (otherwise only once the next frame is painted).
  const summary = await page.evaluate(async (boxId) => {
    const box = document.getElementById(boxId) as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, `${box.value}?`);
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.blur();
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    return box.closest('[class*="listControlItem"]')!.querySelector('[class*="NestedObjectLabel"]')!.textContent;
  }, id!);
  expect(summary).toBe('What happens to the lead waste? Who takes it?');
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });
  const after = editing.project.read(FAQ);
  expect(after).toBe(before.replace('question: What happens to the lead waste?', 'question: What happens to the lead waste? Who takes it?'));
});

test("the home page's form is labelled in a marketer's words: block kinds, field labels, required fields never optional", async ({ page }) => {
  await openEntry(page, '/collections/pages/entries/home');
  const hero = await expand(page, 'Industrial Laser Cleaning Across Australia');
  // The picture group opens like a block: its alt text is asked for once there is a picture, and never called optional.
  await hero.locator('div:has(> [data-testid="expand-button"])', { hasText: /^Picture$/ }).getByTestId('expand-button').click();
  // As written: the form shows labels in capitals by its stylesheet alone.
  const labels = async () => (await hero.locator('label').allTextContents()).map((text) => text.trim());
  await expect.poll(labels).toContain('Alt text');
  const shown = await labels();
  expect(shown).toEqual(expect.arrayContaining(['Hero banner', 'Section ID (optional)', 'Line above the heading (optional)', 'Title', 'Introduction (optional)', 'Buttons (optional)', 'Picture (optional)', 'Picture file', 'Alt text']));
  expect(shown.filter((label) => /^(Id|Href|Src|Alt|Cta|Eyebrow|Intro)( \(optional\))?$/.test(label))).toEqual([]);
  // A published page has no New page group: no empty Address, Title and Description, no warning of an empty description.
  await expect(page.locator('label', { hasText: /^New page/ })).toBeHidden();
  await expect(page.getByLabel('Address', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/characters; search results show/)).toHaveCount(0);
  await page.evaluate(() => document.querySelectorAll('*').forEach((element) => (element.scrollTop = 0)));
  await page.screenshot({ path: test.info().outputPath('home-form-top.png') });
  await page.screenshot({ path: test.info().outputPath('home-hero-labels.png') });
  // The preview is the page inside the site's own header and footer, with the facts as saved.
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('banner').getByRole('link', { name: /, home$/ })).toContainText(business.company.logoText!, { timeout: 30_000 });
  await expect(preview.getByRole('contentinfo')).toContainText(business.phones.main!.display);
  await expect(preview.getByRole('contentinfo')).toContainText(`${business.company.name}. All rights reserved.`);
  await page.screenshot({ path: test.info().outputPath('preview-with-header.png') });
  // Block kinds as a marketer names them, in the menu that adds one.
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  for (const kind of ['Call to action', 'Table of contents', 'FAQ', 'Hero banner']) await expect(page.getByRole('menuitem', { name: kind, exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /^(Cta|Toc|Faq)$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test("the preview draws the page at desktop width, shrunk to fit its pane, or at a phone's 390 px at the press of a button", async ({ page }) => {
  await openEntry(page, '/collections/pages/entries/home');
  const preview = page.frameLocator('iframe');
  const frame = page.locator('iframe');
  const widths = page.getByRole('group', { name: 'Preview width' });
  const drawnWidth = () => preview.locator('html').evaluate((html) => html.ownerDocument.defaultView!.innerWidth);
  // Desktop first: the header shows its menu's links, and the frame fits the pane however wide the page is drawn.
  await expect(widths.getByRole('button', { name: 'Desktop width' })).toHaveAttribute('aria-pressed', 'true');
  await expect(preview.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole('button', { name: 'Open menu' })).toBeHidden();
  expect(await drawnWidth()).toBe(1280);
  // Shrunk into the pane, which is half the window beside the form.
  const pane = await frame.evaluate((element) => element.parentElement!.getBoundingClientRect().width);
  expect(pane).toBeLessThan(800);
  expect((await frame.boundingBox())!.width).toBeCloseTo(pane, 0);

  await widths.getByRole('button', { name: 'Phone width (390 px)' }).click();
  await expect(widths.getByRole('button', { name: 'Phone width (390 px)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(preview.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(preview.getByRole('navigation', { name: 'Main' })).toBeHidden();
  expect(await drawnWidth()).toBe(390);
  expect(Math.round((await frame.boundingBox())!.width)).toBe(390);
  await page.screenshot({ path: test.info().outputPath('preview-phone-width.png') });

  await widths.getByRole('button', { name: 'Desktop width' }).click();
  await expect(preview.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await drawnWidth()).toBe(1280);
});

test('a block moved up by keyboard is saved as a move of its own lines: nothing else in the file changes', async ({ page }) => {
  const HOME = 'site/pages/home.yaml';
  const before = editing.project.read(HOME);
  const blocks = parseDocument(before).toJS().blocks as { title?: string }[];
  const count = blocks.length;
  const third = blocks[2]!.title!;
  await openEntry(page, '/collections/pages/entries/home');
  const moveUp = (position: number) => page.getByRole('button', { name: `Move up: ${third} (${position} of ${count})`, exact: true });
  // Reached from the block's own remove button with Tab, and pressed with Enter, as a keyboard user would.
  await moveUp(3).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(moveUp(3)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(moveUp(2)).toBeFocused();
  // A screen reader hears the move from the page's polite live region.
  await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveText(`Moved block 3 (${third}) up to position 2 of ${count}`);
  await page.screenshot({ path: test.info().outputPath('block-moved-up.png') });
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });

  const after = editing.project.read(HOME);
  expect((parseDocument(after).toJS().blocks as { title?: string }[]).map((block) => block.title)).toEqual([blocks[0], blocks[2], blocks[1], ...blocks.slice(3)].map((block) => block!.title));
  // The moved block's lines (and the blank line after them) taken out of both versions leave the same text.
  const { first, last } = linesOf(before, ['blocks', 2]);
  const moved = before.split('\n').slice(first - 1, last).join('\n') + '\n\n';
  expect(after.replace(moved, '')).toBe(before.replace(moved, ''));
  expect(after.split('\n').sort()).toEqual(before.split('\n').sort());
  const validate = editing.project.run('validate');
  expect(validate.status, validate.output).toBe(0);
});

test('a publish that breaks another file is refused as the build would refuse it: a cleared section ID the menu links to', async ({ page }) => {
  const HOME = 'site/pages/home.yaml';
  const before = editing.project.read(HOME);
  // A section of the home page that the menu links to, and the title its form item is found by.
  const linked = [...editing.project.read('site/navigation.yaml').matchAll(/href: "?\/#([a-z-]+)/g)].map((match) => match[1]!);
  const id = linked.find((name) => before.includes(`\n    id: ${name}\n`))!;
  const title = new RegExp(`\\n {4}id: ${id}\\n(?:.*\\n)*? {4}title: (.*)\\n`).exec(before)![1]!;
  await openEntry(page, '/collections/pages/entries/home');
  const block = await expand(page, title);
  const boxes = block.getByRole('textbox');
  let idBox = -1;
  for (let index = 0; idBox < 0 && index < (await boxes.count()); index++) if ((await boxes.nth(index).inputValue()) === id) idBox = index;
  await boxes.nth(idBox).fill('');
  await publish(page);
  const refusal = page.getByRole('alert', { name: 'Not published: fix these first' });
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  // The other file is named for a developer, under the problem in the form's words.
  await expect(refusal).toContainText('site/navigation.yaml');
  await expect(refusal).toContainText(new RegExp(`(Header|Footer), [^:]*Link: the link to /#${id} names a section ID that / does not have`));
  await expect(refusal).not.toContainText(/(header|footer)\.\w+\.\d/);
  expect(editing.project.read(HOME)).toBe(before);
  await discardDraft(page);
});

test('a cards block added through the form is saved as a block of the page and validates', async ({ page }) => {
  const file = 'site/pages/precision-cleaning.yaml';
  const before = editing.project.read(file);
  await openEntry(page, '/collections/pages/entries/precision-cleaning');
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Cards', exact: true }).click();
  const cards = page.locator('[class*="listControlItem"]').filter({ has: page.locator('> label', { hasText: /^Cards/ }) }).last();
  await cards.getByLabel('Title', { exact: false }).first().fill('Why plant managers choose laser');
  // Half-filled (no card yet), the new block is a placeholder in the preview, and the rest of the page stays on show.
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('region', { name: 'Cards, not filled in yet' })).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText((parseDocument(before).toJS().blocks as { title: string }[])[0]!.title);
  await preview.getByRole('region', { name: 'Cards, not filled in yet' }).screenshot({ path: test.info().outputPath('half-filled-block.png') });
  await cards.getByRole('button', { name: 'Add card', exact: true }).click();
  const card = cards.locator('[class*="listControlItem"]').last();
  await card.getByLabel('Title', { exact: false }).fill('No blast media');
  await card.locator('[aria-label="markdown field"] [contenteditable="true"]').click();
  await page.keyboard.type('Nothing to contain, collect or dispose of.');
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });

  const blocks = parseDocument(editing.project.read(file)).toJS().blocks as { type: string; title?: string; items?: { title: string; text: string }[] }[];
  expect(blocks.at(-1)).toMatchObject({ type: 'cards', title: 'Why plant managers choose laser', items: [{ title: 'No blast media', text: 'Nothing to contain, collect or dispose of.' }] });
  expect(changedLines(before, editing.project.read(file)).first).toBeGreaterThan(before.split('\n').length - 1);
  const validate = editing.project.run('validate');
  expect(validate.status, validate.output).toBe(0);
});

test('a block added below another lands after it, by keyboard, with focus in it, and is saved as its own new lines only', async ({ page }) => {
  const file = 'site/pages/precision-cleaning.yaml';
  const before = editing.project.read(file);
  const blocks = parseDocument(before).toJS().blocks as { type: string; title?: string }[];
  const hero = blocks[0]!.title!;
  await openEntry(page, '/collections/pages/entries/precision-cleaning');
  const addBelow = page.locator(`summary[aria-label=${JSON.stringify(`Add block below: ${hero}`)}]`);
  await addBelow.focus();
  await page.keyboard.press('Enter');
  const kinds = page.locator('details[data-add-below][open]');
  await expect(kinds.getByRole('button', { name: 'Call to action', exact: true })).toBeVisible();
  await kinds.getByRole('button', { name: 'Cards', exact: true }).focus();
  await page.keyboard.press('Enter');
  // The new block is the second of the form, and the marketer's cursor is in it.
  const items = page.locator('[class*="listControlItem"]').filter({ has: page.locator('> label') });
  const added = items.nth(1);
  await expect(added.locator('> label')).toHaveText(/^Cards/);
  await expect.poll(() => added.evaluate((item) => item.contains(document.activeElement))).toBe(true);
  await expect(kinds).toHaveCount(0);
  await added.getByLabel('Title', { exact: false }).first().fill('Why plant managers choose laser');
  await added.getByRole('button', { name: 'Add card', exact: true }).click();
  const card = added.locator('[class*="listControlItem"]').last();
  await card.getByLabel('Title', { exact: false }).fill('No blast media');
  await card.locator('[aria-label="markdown field"] [contenteditable="true"]').click();
  await page.keyboard.type('Nothing to contain, collect or dispose of.');
  await page.screenshot({ path: test.info().outputPath('block-added-below.png') });
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });

  const after = editing.project.read(file);
  expect((parseDocument(after).toJS().blocks as { type: string }[]).map((block) => block.type)).toEqual([blocks[0]!.type, 'cards', ...blocks.slice(1).map((block) => block.type)]);
  const change = changedLines(before, after);
  expect(change.removed).toEqual([]);
  expect(change.added.join('\n')).toContain('Why plant managers choose laser');
  // The new lines sit between the hero's last line and the next block's first.
  expect(change.first).toBeGreaterThan(linesOf(before, ['blocks', 0]).last);
  expect(change.first).toBeLessThanOrEqual(linesOf(before, ['blocks', 1]).first);
  const validate = editing.project.run('validate');
  expect(validate.status, validate.output).toBe(0);
});

// Decap passes each drawn field of a list's items up to the form as if it were the list: opening a text block drew its
// empty Aside box, whose Title then stood for the whole list of blocks on save ("Title is required"), and the other
// blocks went unchecked.
test('a notice added below a text block that was opened is saved: the text block’s empty aside box asks for nothing', async ({ page }) => {
  const file = 'site/pages/precision-cleaning.yaml';
  const before = editing.project.read(file);
  const prose = (parseDocument(before).toJS().blocks as { type: string; title?: string }[]).find((block) => block.type === 'prose')!;
  await openEntry(page, '/collections/pages/entries/precision-cleaning');
  const text = await expand(page, prose.title!);
  await expect(text.getByText('Aside', { exact: true }).first()).toBeVisible();
  await page.locator(`summary[aria-label=${JSON.stringify(`Add block below: ${prose.title}`)}]`).click();
  await page.locator('details[data-add-below][open]').getByRole('button', { name: 'Notice', exact: true }).click();
  const notice = page.locator('[class*="listControlItem"]').filter({ has: page.locator('> label', { hasText: /^Notice/ }) });
  await notice.getByLabel('Title', { exact: false }).first().fill('Parts are cleaned in a clean room');
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/is required/)).toHaveCount(0);
  const blocks = parseDocument(editing.project.read(file)).toJS().blocks as { type: string; title?: string; aside?: unknown }[];
  const at = blocks.findIndex((block) => block.title === prose.title);
  expect(blocks[at]!.aside).toBeUndefined();
  expect(blocks[at + 1]).toMatchObject({ type: 'notice', title: 'Parts are cleaned in a clean room' });
  const validate = editing.project.run('validate');
  expect(validate.status, validate.output).toBe(0);
});

test('a Perth page created in the editor gets its route and footer link in the same save, and the site builds with it and every edit before', async ({ page, browser }) => {
  const pagesBefore = editing.project.read('pages.yaml');
  const navigationBefore = editing.project.read('site/navigation.yaml');
  await openEntry(page, '/collections/pages-locations/new');
  await page.getByLabel('Address').fill('perth');
  await page.getByLabel('Title').first().fill('Laser Cleaning Perth | Mining, Port & Plant Steel');
  await page.getByLabel('Description').fill('Industrial laser rust, paint and coating removal in Perth and the Pilbara, for mining, port and processing plant steel.');
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Hero banner', exact: true }).click();
  const hero = page.locator('[class*="listControlItem"]').filter({ has: page.locator('> label', { hasText: /^Hero/ }) }).last();
  await hero.getByLabel('Title').fill('Laser Cleaning in Perth');
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Laser Cleaning in Perth' })).toBeVisible({ timeout: 30_000 });
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });

  // One save wrote all three: the page file with its schema line, the route beside its siblings, the footer link.
  const pageFile = editing.project.read('site/pages/locations/perth.yaml');
  expect(pageFile.split('\n')[0]).toBe('# yaml-language-server: $schema=../../../schema/page.schema.json');
  expect(parseDocument(pageFile).toJS()).toMatchObject({ blocks: [{ type: 'hero', title: 'Laser Cleaning in Perth' }] });
  const routes = parseDocument(editing.project.read('pages.yaml')).toJS().routes as { path: string; page: string; title: string }[];
  expect(routes.find((route) => route.path === '/locations/perth')).toMatchObject({ page: 'locations/perth.yaml', title: 'Laser Cleaning Perth | Mining, Port & Plant Steel' });
  expect(changedLines(pagesBefore, editing.project.read('pages.yaml')).last - changedLines(pagesBefore, editing.project.read('pages.yaml')).first).toBeLessThan(2);
  expect(editing.project.read('site/navigation.yaml')).toContain('{ label: Perth, href: /locations/perth }');
  expect(editing.project.read('site/navigation.yaml').split('\n').length).toBe(navigationBefore.split('\n').length + 1);

  const build = editing.project.run('build', '--no-admin');
  expect(build.status, build.output).toBe(0);
  const built = await browser.newPage();
  await built.goto(`file://${path.join(editing.project.root, 'dist/locations/perth.html')}`);
  await expect(built.getByRole('heading', { level: 1, name: 'Laser Cleaning in Perth' })).toBeVisible();
  await expect(built).toHaveTitle(/Laser Cleaning Perth/);
  await expect(built.getByRole('contentinfo').getByRole('link', { name: 'Perth' })).toHaveAttribute('href', '/locations/perth');

  // The FAQ answer changed in the first test is on the built page and in its FAQPage data.
  const html = readFileSync(path.join(editing.project.root, 'dist/faq.html'), 'utf8');
  const faqPage = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .flatMap((match) => [JSON.parse(match[1]!)].flat())
    .find((data: { '@type'?: string }) => data['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
  expect(faqPage.mainEntity.find((entry) => entry.name === 'What is industrial laser cleaning?')?.acceptedAnswer.text).toContain(NEW_ANSWER);
  await built.goto(`file://${path.join(editing.project.root, 'dist/faq.html')}`);
  await built.getByRole('heading', { name: 'What is industrial laser cleaning?' }).click();
  await expect(built.getByText(NEW_ANSWER)).toBeVisible();
  await built.close();
});
