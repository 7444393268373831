// The editor's history, limits and click to edit as a marketer meets them: `npm run edit` in a copy of the project made
// a git repository with two earlier versions of the FAQ, /admin/ driven through its History panel, form and preview,
// and the commits, files and `npm run validate` read afterwards.
import { execFileSync } from 'node:child_process';
import { parseDocument } from 'yaml';
import type { Page } from '@playwright/test';
import { namedEditor } from './editor-workflow';
import { expect, test } from './test';
import { copyProject } from '../support/project-copy';
import { editorInACopy } from './editor-copy';
import { openEntryAt } from './editor-form';

// The copy made a git repository with the history below, before the editor starts on it.
const editing = editorInACopy({ portOffset: 313, testTimeout: 240_000, makeCopy: copyWithHistory });
const { site } = editing;
const FAQ = 'site/pages/faq.yaml';
// Someone who gave the editor their name, so a save is not held by the question.
test.use(namedEditor(site));

/** The project copy's git, as a named person when given. */
const git = (args: string[], author?: string) =>
  execFileSync('git', [...(author ? ['-c', `user.name=${author}`, '-c', `user.email=${author.split(' ')[0]!.toLowerCase()}@example.com`] : []), ...args], { cwd: editing.project.root, encoding: 'utf8' });

/** The answer of the FAQ's first question in the block titled `block`, and where it is. */
function answerOf(text: string, block: string) {
  const blocks = parseDocument(text).toJS().blocks as { title?: string; items?: { question: string; answer: string }[] }[];
  const index = blocks.findIndex((entry) => entry.title === block);
  return { blockNumber: index + 1, question: blocks[index]!.items![0]!.question, answer: blocks[index]!.items![0]!.answer };
}

const ALEX_ANSWER = 'Laser cleaning removes rust and paint with pulses of light: nothing is blasted, washed or dissolved.';
const SAM_ANSWER = 'Yes. The beam is enclosed or guarded, and the work area is fenced off with warning signs while we work.';
let original: string;
const SPRING_PAGE = 'site/pages/spring-offer.yaml';
const SPRING_ROUTE = `
  - path: /spring-offer
    page: spring-offer.yaml
    title: Spring Rust Removal Offer
    description: Ten per cent off laser rust removal booked in September, October or November, anywhere we work in Australia.
    index: false
`;

function copyWithHistory() {
  editing.project = copyProject();
  original = editing.project.read(FAQ);
  git(['init', '--quiet', '--initial-branch=main']);
  git(['add', '-A']);
  git(['commit', '--quiet', '-m', 'The site as it was launched'], 'Site Setup');
  // A spring campaign's page (off the menu, out of search) added to Routes, then removed with its file.
  const routes = editing.project.read('pages.yaml');
  editing.project.write(SPRING_PAGE, '# yaml-language-server: $schema=../../schema/page.schema.json\nblocks:\n  - type: hero\n    variant: page\n    title: Spring Rust Removal Offer\n');
  editing.project.write('pages.yaml', routes.replace('\nnotFound:', `${SPRING_ROUTE}\nnotFound:`));
  git(['add', '-A']);
  git(['commit', '--quiet', '-m', 'Spring campaign page'], 'Alex Marketer');
  git(['rm', '--quiet', SPRING_PAGE]);
  // Its address, once published, leads to the contact page (validate refuses a published address that leads nowhere).
  editing.project.write('pages.yaml', routes.replace('\n  - path: /contact\n', '\n  - path: /contact\n    redirectFrom: [/spring-offer]\n'));
  git(['commit', '--quiet', '-am', 'Spring campaign over'], 'Sam Manager');
  // Two later versions of the FAQ, each by another person: an answer of General questions, then one of Process and safety.
  const general = answerOf(original, 'General questions');
  editing.project.write(FAQ, original.replace(general.answer.split('\n')[0]!, ALEX_ANSWER));
  git(['commit', '--quiet', '-am', 'Plainer first answer'], 'Alex Marketer');
  const safety = answerOf(original, 'Process and safety');
  editing.project.write(FAQ, editing.project.read(FAQ).replace(safety.answer.split('\n')[0]!, SAM_ANSWER));
  git(['commit', '--quiet', '-am', 'Safety answer'], 'Sam Manager');
  git(['config', 'user.name', 'Jo Editor']);
  git(['config', 'user.email', 'jo@example.com']);
  return editing.project;
}

const openEntry = (page: Page, hash: string) => openEntryAt(page, site, hash);

test("the FAQ's history lists its earlier versions with date, author and what changed in the form's words, and opens one as the real page", async ({ page }) => {
  await openEntry(page, '/collections/pages/entries/faq');
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const panel = page.getByRole('dialog', { name: /^History of / });
  const versions = panel.getByRole('list', { name: 'Versions, newest first' }).locator('> li');
  await expect(versions).toHaveCount(3, { timeout: 30_000 });
  const general = answerOf(original, 'General questions');
  const safety = answerOf(original, 'Process and safety');
  await expect(versions.nth(0)).toContainText('by Sam Manager');
  await expect(versions.nth(0)).toContainText('current version');
  await expect(versions.nth(0)).toContainText(`Block ${safety.blockNumber} (FAQ), question 1 (${safety.question.slice(0, 30)}`);
  await expect(versions.nth(0)).toContainText('Answer: changed');
  // The two earlier versions, each in words, each restorable.
  await expect(versions.nth(1)).toContainText('by Alex Marketer');
  await expect(versions.nth(1)).toContainText(`Block ${general.blockNumber} (FAQ), question 1 (${general.question}), Answer: changed`);
  await expect(versions.nth(2)).toContainText('by Site Setup');
  await expect(versions.nth(2)).toContainText('The first version');
  for (const earlier of [1, 2]) await expect(versions.nth(earlier).getByRole('button', { name: 'Restore this version' })).toBeVisible();
  await expect(versions.nth(0).getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
  await expect(versions.nth(1)).toContainText(String(new Date().getFullYear()));
  await page.screenshot({ path: test.info().outputPath('history-panel.png') });

  // Alex's version as the real page: the site's header, the answer as Alex left it, before Sam's.
  const opened = page.context().waitForEvent('page');
  await versions.nth(1).getByRole('link', { name: 'Open this version' }).click();
  const earlier = await opened;
  await expect(earlier.getByRole('note')).toContainText('Earlier version');
  await expect(earlier.getByRole('note')).toContainText('Alex Marketer');
  await expect(earlier.getByRole('heading', { level: 1 })).toHaveText('Laser Cleaning FAQ');
  await expect(earlier.getByText(ALEX_ANSWER)).toBeAttached();
  await expect(earlier.getByText(SAM_ANSWER)).toHaveCount(0);
  await expect(earlier.getByRole('banner')).toBeVisible();
  await earlier.screenshot({ path: test.info().outputPath('earlier-version.png') });
  await earlier.close();
});

test('restoring an earlier version puts its text back as a new commit by the editor, which validates', async ({ page }) => {
  const head = git(['rev-parse', 'HEAD']).trim();
  await openEntry(page, '/collections/pages/entries/faq');
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const versions = page.getByRole('dialog', { name: /^History of / }).getByRole('list', { name: 'Versions, newest first' }).locator('> li');
  await expect(versions).toHaveCount(3, { timeout: 30_000 });
  await versions.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  await versions.nth(1).getByRole('button', { name: 'Restore it as a new version' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored the version of' })).toBeVisible({ timeout: 30_000 });

  // The file is Alex's version again: Sam's answer gone, Alex's kept.
  const restored = editing.project.read(FAQ);
  expect(restored).toContain(ALEX_ANSWER);
  expect(restored).not.toContain(SAM_ANSWER);
  // One new commit on top, of the FAQ alone, by the person at the editor.
  expect(git(['rev-parse', 'HEAD~1']).trim()).toBe(head);
  expect(git(['log', '-1', '--format=%an|%s'])).toMatch(/^Jo Editor\|Restore site\/pages\/faq\.yaml to the version of .* by Alex Marketer/);
  expect(git(['show', '--name-only', '--format=', 'HEAD']).trim()).toBe(FAQ);
  expect(git(['status', '--porcelain', '--', FAQ])).toBe('');
  // The list now has the restore on top, and the form shows the restored answer.
  await expect(versions).toHaveCount(4, { timeout: 30_000 });
  await expect(versions.nth(0)).toContainText('by Jo Editor');
  await expect(page.frameLocator('iframe').getByText(ALEX_ANSWER)).toBeAttached({ timeout: 30_000 });
  const validate = editing.project.run('validate');
  expect(validate.status, validate.output).toBe(0);
});

test('a version the site as it is now cannot take is refused in the validator’s words, and nothing changes', async ({ page }) => {
  const head = git(['rev-parse', 'HEAD']).trim();
  const before = editing.project.read('pages.yaml');
  await openEntry(page, '/collections/routes/entries/routes');
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'History of Routes' });
  const versions = panel.getByRole('list', { name: 'Versions, newest first' }).locator('> li');
  await expect(versions).toHaveCount(3, { timeout: 30_000 });
  await expect(versions.nth(0)).toContainText(/Route \d+ \(\/spring-offer\): removed/);
  await expect(versions.nth(1)).toContainText(/Route \d+ \(\/spring-offer\): added/);
  await versions.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  await versions.nth(1).getByRole('button', { name: 'Restore it as a new version' }).click();
  const refusal = panel.getByRole('alert');
  await expect(refusal).toContainText('Not restored: this version would break the site as it is now.', { timeout: 30_000 });
  await expect(refusal).toContainText('there is no file site/pages/spring-offer.yaml');
  await panel.screenshot({ path: test.info().outputPath('restore-refused.png') });
  expect(editing.project.read('pages.yaml')).toBe(before);
  expect(git(['rev-parse', 'HEAD']).trim()).toBe(head);
});

test('an 83-character title shows its length and the validator’s warning as it is typed, before any save', async ({ page }) => {
  const before = editing.project.read('pages.yaml');
  const homeTitle = (parseDocument(before).toJS().routes as { title: string }[])[0]!.title;
  await openEntry(page, '/collections/routes/entries/routes');
  // The home page's route, the first, shown collapsed by its address and title (which the typing below changes).
  await expect(page.locator(`[class*="NestedObjectLabel"]:text-is(${JSON.stringify(`/ · ${homeTitle}`)})`)).toBeVisible({ timeout: 30_000 });
  const route = page.locator('[class*="listControlItem"]').first();
  await route.locator('> [class*="TopBar"] > button').first().click();
  const title = route.getByLabel('Title', { exact: true });
  const length = route.locator('[data-search-length="title"]');
  await expect(length).toHaveText(`${homeTitle.length} characters; search results show 60 or fewer.`);
  const long = 'Industrial Laser Cleaning Across Australia: Rust, Paint and Coating Removal On Site';
  expect(long).toHaveLength(83);
  await title.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(long);
  await expect(length).toHaveText(
    '83 characters; search results show 60 or fewer. Warning: the title is 83 characters, so it will be cut to "Industrial Laser Cleaning Across Australia: Rust, Paint a...". Shorten it to 60 characters or fewer to show it whole.',
  );
  await length.screenshot({ path: test.info().outputPath('title-length.png') });
  await route.screenshot({ path: test.info().outputPath('route-with-long-title.png') });
  // Nothing saved: the warning came while typing.
  expect(editing.project.read('pages.yaml')).toBe(before);
});

test("clicking the hero's heading in the preview opens the hero in the form with its title field focused", async ({ page }) => {
  const heroTitle = (parseDocument(editing.project.read('site/pages/home.yaml')).toJS().blocks as { title: string }[])[0]!.title;
  await openEntry(page, '/collections/pages/entries/home');
  const preview = page.frameLocator('iframe');
  await preview.getByRole('heading', { level: 1, name: heroTitle }).click({ timeout: 30_000 });
  const focused = page.locator('input:focus');
  await expect(focused).toHaveValue(heroTitle);
  await expect(page.locator(`label[for="${await focused.getAttribute('id')}"]`)).toHaveText('Title');
  await page.screenshot({ path: test.info().outputPath('hero-title-focused.png') });
  // A FAQ question of another page: its block opens, and the question's own field takes the focus.
  const faq = await page.context().newPage();
  await openEntry(faq, '/collections/pages/entries/faq');
  const general = answerOf(editing.project.read(FAQ), 'General questions');
  await faq.frameLocator('iframe').getByRole('heading', { name: general.question }).click({ timeout: 30_000 });
  await expect(faq.locator('input:focus')).toHaveValue(general.question);
  await faq.screenshot({ path: test.info().outputPath('faq-question-focused.png') });
});
