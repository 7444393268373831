// Publishing as a team, in a throwaway git copy of the project driven through `npm run edit`: a save is a draft (a
// branch of the editor's clone, not the project's files), listed on the workflow board, previewed as the whole site,
// marked Ready and published as one commit; a draft that breaks the site is refused at publish in the validator's
// words; two people saving the same page never overwrite each other.
import type { Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { expand, openEntryAt } from './editor-form';
import { commitsOf, discardDraft, draftText, editorFor, markReady, publish, saveDraft } from './editor-workflow';
import { boxWithValue, editorInACopy } from './editor-copy';
import { expect, test } from './test';

const editing = editorInACopy({ portOffset: 307 });
const { site } = editing;
const NAVIGATION = 'site/navigation.yaml';
const FAQ = 'site/pages/faq.yaml';

const openEntry = (page: Page, hash: string) => openEntryAt(page, site, hash);

test('a draft of the menu stays off the site, is listed under Drafts, previews as the whole site, and is published as one commit', async ({ browser }) => {
  const page = await editorFor(browser, 'Alex Marketer');
  const published = editing.project.read(NAVIGATION);
  const commits = commitsOf(editing.project.root).length;
  await openEntry(page, '/collections/navigation/entries/navigation');
  // The menu's FAQ link, in the folded Header group's list of links.
  await page.locator('div:has(> [data-testid="expand-button"])', { hasText: /^Header$/ }).getByTestId('expand-button').click();
  const link = page.locator('[class*="listControlItem"]:has(> [class*="NestedObjectLabel"]:text-is("FAQ"))').filter({ visible: true });
  await link.locator('> [class*="TopBar"] > button').first().click();
  await (await boxWithValue(page, 'FAQ')).fill('Answers');
  await saveDraft(page);
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible({ timeout: 30_000 });
  // A draft: on its branch of the editor's clone, not in the project's files or history.
  expect(editing.project.read(NAVIGATION)).toBe(published);
  expect(commitsOf(editing.project.root)).toHaveLength(commits);
  expect(draftText(editing.project.root, 'cms/navigation/navigation', NAVIGATION)).toContain('{ label: Answers, href: /faq }');

  // Listed on the workflow board, under Drafts.
  await page.goto(`${site}/admin/#/workflow`);
  const drafts = page.locator('div', { has: page.getByRole('heading', { name: 'Drafts', exact: true }) }).last();
  await expect(drafts.getByText('Navigation').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('div', { has: page.getByRole('heading', { name: 'Ready', exact: true }) }).last().getByText('Navigation')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('workflow-board.png') });

  // Its preview link shows the whole site with the draft: the menu of every page, and the links of another page.
  await openEntry(page, '/collections/navigation/entries/navigation');
  const previewLink = page.getByRole('link', { name: 'View Preview' });
  // Decap asks for a draft's link once the draft has loaded; opened straight from its address, it offers to check.
  const check = page.getByRole('button', { name: 'Check for Preview' });
  await expect(async () => {
    if (await check.isVisible()) await check.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(previewLink).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const preview = await page.context().newPage();
  await preview.goto(`${(await previewLink.getAttribute('href'))!.replace(/\/$/, '')}/contact`, { timeout: 60_000 });
  await expect(preview.getByRole('note')).toContainText('Preview: the site with the draft of navigation');
  const menu = preview.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Answers', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'FAQ', exact: true })).toHaveCount(0);
  await preview.screenshot({ path: test.info().outputPath('draft-preview-contact.png') });
  // The link leads to the FAQ page of the same preview, not of the published site.
  await menu.getByRole('link', { name: 'Answers', exact: true }).click();
  await expect(preview).toHaveURL(/\/_preview\/navigation\/navigation\/faq$/);
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(preview.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Answers', exact: true })).toBeVisible();
  // The published site beside it still has the old menu.
  await preview.goto(`${site}/contact`, { timeout: 60_000 });
  await expect(preview.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();

  // Marked Ready, it is in the preview of every Ready draft, then published: in the project's files, one commit by Alex.
  await markReady(page);
  await preview.goto(`${site}/_preview/ready/resources`, { timeout: 60_000 });
  await expect(preview.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Answers', exact: true })).toBeVisible();
  await preview.close();
  await publish(page);
  await expect(page.getByText('Entry published')).toBeVisible();
  await expect.poll(() => editing.project.read(NAVIGATION)).toContain('{ label: Answers, href: /faq }');
  expect(editing.project.read(NAVIGATION)).toBe(published.replace('{ label: FAQ, href: /faq }', '{ label: Answers, href: /faq }'));
  expect(commitsOf(editing.project.root)).toEqual([`Alex Marketer|Publish navigation “navigation” from the browser editor`, ...commitsOf(editing.project.root).slice(1)]);
  expect(commitsOf(editing.project.root)).toHaveLength(commits + 1);
  const validate = editing.project.run('validate');
  expect(validate.status, validate.output).toBe(0);
  await page.context().close();
});

test('a draft that would break the site is saved as a draft, and refused at publish in the validator’s words', async ({ browser }) => {
  const page = await editorFor(browser, 'Alex Marketer');
  const before = editing.project.read(FAQ);
  const commits = commitsOf(editing.project.root).length;
  await openEntry(page, '/collections/pages/entries/faq');
  await expand(page, 'Process and safety');
  await expand(page, 'Is laser cleaning safe for operators and people nearby?');
  await (await boxWithValue(page, 'Is laser cleaning safe for operators and people nearby?')).fill('Is it safe? Call {phones.mian}');
  await publish(page);
  const refusal = page.getByRole('alert', { name: 'Not published: fix these first' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/FAQ page, block \d+ \(FAQ\), question \d+ \(Is it safe[^)]*\), Question: /);
  await expect(refusal).toContainText('phones.main');
  await page.screenshot({ path: test.info().outputPath('publish-refused.png') });
  // Kept as a draft; the site and its history as they were.
  expect(draftText(editing.project.root, 'cms/pages/faq', FAQ)).toContain('Call {phones.mian}');
  expect(editing.project.read(FAQ)).toBe(before);
  expect(commitsOf(editing.project.root)).toHaveLength(commits);
  await discardDraft(page);
  await page.context().close();
});

test('two people save the same page: the second is refused with who changed it, and "apply my changes again" keeps both', async ({ browser }) => {
  const question = (text: string, at: number) => (parseDocument(text).toJS().blocks as { title?: string; items?: { question: string }[] }[]).find((block) => block.title === 'General questions')!.items![at]!.question;
  const first = question(editing.project.read(FAQ), 0);
  const second = question(editing.project.read(FAQ), 1);
  const alex = await editorFor(browser, 'Alex Marketer');
  const sam = await editorFor(browser, 'Sam Sales');
  await openEntry(alex, '/collections/pages/entries/faq');
  await openEntry(sam, '/collections/pages/entries/faq');

  for (const page of [alex, sam]) {
    await expand(page, 'General questions');
    await expand(page, first);
    await expand(page, second);
  }
  await (await boxWithValue(alex, first)).fill(`${first} (Alex)`);
  await saveDraft(alex);
  await expect(alex.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });

  await (await boxWithValue(sam, second)).fill(`${second} (Sam)`);
  await saveDraft(sam);
  const notice = sam.getByRole('alertdialog', { name: 'This page changed after you opened it' });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText('Alex Marketer saved a newer version on');
  await expect(notice.getByRole('region', { name: 'Your changes' })).toContainText(`${second} (Sam)`);
  await expect(notice.getByRole('region', { name: "Alex Marketer's changes in the newer version" })).toContainText(`${first} (Alex)`);
  await sam.screenshot({ path: test.info().outputPath('newer-version-notice.png') });
  // Nothing of Alex's was overwritten.
  expect(question(draftText(editing.project.root, 'cms/pages/faq', FAQ), 0)).toBe(`${first} (Alex)`);
  expect(question(draftText(editing.project.root, 'cms/pages/faq', FAQ), 1)).toBe(second);

  await notice.getByRole('button', { name: 'Apply my changes again' }).click();
  await expect.poll(() => question(draftText(editing.project.root, 'cms/pages/faq', FAQ), 1), { timeout: 60_000 }).toBe(`${second} (Sam)`);
  expect(question(draftText(editing.project.root, 'cms/pages/faq', FAQ), 0)).toBe(`${first} (Alex)`);
  // The form reads the page again, with both changes.
  const login = sam.getByRole('button', { name: 'Login' });
  const save = sam.getByRole('button', { name: 'Save', exact: true });
  await expect(login.or(save)).toBeVisible({ timeout: 120_000 });
  if (await login.isVisible()) await login.click();
  await expect(save).toBeVisible({ timeout: 60_000 });
  await expand(sam, 'General questions');
  for (const changed of [`${first} (Alex)`, `${second} (Sam)`]) await expect(sam.locator(`[class*="NestedObjectLabel"]:text-is(${JSON.stringify(changed)})`)).toBeVisible({ timeout: 30_000 });
  await alex.context().close();
  await sam.context().close();
});
