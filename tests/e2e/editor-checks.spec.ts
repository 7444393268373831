// Every way content reaches the site's branch from the local editor (`npm run edit`, in a throwaway git copy) runs
// npm run validate's whole-site check, pictures included, and no older draft undoes a newer publish (issue 55). The
// calls are the ones Decap sends (POST /api/v1), and the history's restore, over HTTP: no browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { readContentTexts, readValidators } from '../../scripts/build/content-files';
import { newPageFiles } from '../../src/editor/new-page';
import { editorInACopy } from './editor-copy';
import { expect, test } from './test';

const editing = editorInACopy({ portOffset: 521 });
const { site, sitePort } = editing;
const cmsPort = sitePort + 1;
const HOME = 'site/pages/home.yaml';
const CASE_STUDY = 'site/pages/resources/industrial-rust-removal-case-study.yaml';
const NAVIGATION = 'site/navigation.yaml';
/** The home page gallery's first photo, as the file writes it. */
const GALLERY_PHOTO = '          src: /images/girder-half-cleaned.jpg\n          alt: A steel bridge girder';

interface Answer {
  status: number;
  text: string;
}

/** A POST from the editor's page, to its backend or its server, on a connection of its own: Node 20 keeps sockets alive, and one the server closes after its 5 s idle limit as the next call reuses it hangs up. */
function post(port: number, pathname: string, body: unknown) {
  return new Promise<Answer>((resolve, reject) => {
    const headers = { Host: `127.0.0.1:${port}`, Origin: site, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
    const sent = request({ host: '127.0.0.1', port, path: pathname, method: 'POST', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}
const api = (body: unknown) => post(cmsPort, '/api/v1', body);
const errorOf = (answer: Answer) => String(JSON.parse(answer.text).error);

/** A draft's save as Decap sends it, with the text the editor opened. */
const save = (collection: string, slug: string, dataFiles: Array<{ path: string; raw: string }>, { opened, assets = [] as unknown[] }: { opened?: string; assets?: unknown[] } = {}) =>
  api({ action: 'persistEntry', editor: 'Alex Marketer', params: { branch: 'main', dataFiles: dataFiles.map((file) => ({ slug, ...file })), assets, ...(opened === undefined ? {} : { opened }), options: { commitMessage: 'Edit', useWorkflow: true, status: 'draft', collectionName: collection } } });
/** Marks the draft Ready, then publishes it. */
async function publish(collection: string, slug: string) {
  expect((await api({ action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection, slug, newStatus: 'pending_publish' } })).status).toBe(200);
  return api({ action: 'publishUnpublishedEntry', editor: 'Alex Marketer', params: { branch: 'main', collection, slug } });
}
const deleteDraft = async (collection: string, slug: string) => expect((await api({ action: 'deleteUnpublishedEntry', params: { branch: 'main', collection, slug } })).status).toBe(200);
const deletePicture = (file: string) => api({ action: 'deleteFile', params: { branch: 'main', path: file, options: { commitMessage: 'Delete' } } });
/** A JPEG of `width` × `height`, base64 as Decap uploads it. */
const photo = async (width: number, height: number) => (await sharp({ create: { width, height, channels: 3, background: '#8a6d4f' } }).jpeg().toBuffer()).toString('base64');
const head = () => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: editing.project.root, encoding: 'utf8' }).trim();
/** A developer's commit in the project folder (the editor takes it in with its next call). */
function commitInProject(message: string, files: Record<string, string | Buffer | null>) {
  for (const [file, content] of Object.entries(files)) {
    if (content === null) execFileSync('git', ['rm', '-q', file], { cwd: editing.project.root });
    else {
      editing.project.write(file, content as string);
      execFileSync('git', ['add', file], { cwd: editing.project.root });
    }
  }
  execFileSync('git', ['-c', 'user.name=Site developer', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', message], { cwd: editing.project.root });
  return head();
}

test('a publish is refused, naming the page and field, when a gallery names a picture that is not there or a draft replaces a photo with one too small', async () => {
  const home = editing.project.read(HOME);
  expect(home).toContain(GALLERY_PHOTO);
  expect((await save('pages', 'home', [{ path: HOME, raw: home.replace(GALLERY_PHOTO, GALLERY_PHOTO.replace('girder-half-cleaned', 'no-such-photo')) }], { opened: home })).status).toBe(200);
  const before = head();
  const missing = await publish('pages', 'home');
  expect(missing.status).toBe(422);
  expect(errorOf(missing)).toMatch(/^Not published: fix these first\.\n\n[^]*error in Home page, block 10 \(Picture gallery\), picture 1 \(Bridge steelwork restoration\), Picture, Picture file: there is no picture \/images\/no-such-photo\.jpg/);
  expect(head()).toBe(before);
  expect(editing.project.read(HOME)).toBe(home);
  await deleteDraft('pages', 'home');

  // The case study's before/after photo replaced in its draft by a 200 × 150 one: too small for the copies the build makes.
  const study = editing.project.read(CASE_STUDY);
  const original = editing.project.read('site/images/flange-before.jpg');
  const small = { path: 'site/images/flange-before.jpg', content: await photo(200, 150), encoding: 'base64' };
  expect((await save('pages-resources', 'industrial-rust-removal-case-study', [{ path: CASE_STUDY, raw: study.replace('Photos from the job', 'Photos from this job') }], { opened: study, assets: [small] })).status).toBe(200);
  const tooSmall = await publish('pages-resources', 'industrial-rust-removal-case-study');
  expect(tooSmall.status).toBe(422);
  expect(errorOf(tooSmall)).toMatch(/\/images\/flange-before\.jpg is 200 px wide, smaller than the 1024 px a before\/after comparison shows it at/);
  expect(head()).toBe(before);
  expect(editing.project.read('site/images/flange-before.jpg')).toBe(original);
  await deleteDraft('pages-resources', 'industrial-rust-removal-case-study');
});

test('a picture is not deleted while a page or a draft shows it, nor replaced on the site outside a draft; one nothing shows is', async () => {
  const before = head();
  const shown = await deletePicture('site/images/flange-before.jpg');
  expect(shown.status).toBe(409);
  expect(errorOf(shown)).toMatch(/^Not deleted: the site still shows this picture\.[^]*there is no picture \/images\/flange-before\.jpg/);
  const replaced = await api({ action: 'persistMedia', params: { branch: 'main', asset: { path: 'site/images/flange-before.jpg', content: await photo(1600, 1200), encoding: 'base64' }, options: { commitMessage: 'Upload' } } });
  expect(replaced.status).toBe(409);
  expect(head()).toBe(before);

  // A new photo, then a draft of the home page that shows it in the gallery.
  expect((await api({ action: 'persistMedia', params: { branch: 'main', asset: { path: 'site/images/new-wide.jpg', content: await photo(1600, 1200), encoding: 'base64' }, options: { commitMessage: 'Upload' } } })).status).toBe(200);
  expect(existsSync(path.join(editing.project.root, 'site/images/new-wide.jpg'))).toBe(true);
  const home = editing.project.read(HOME);
  expect((await save('pages', 'home', [{ path: HOME, raw: home.replace(GALLERY_PHOTO, GALLERY_PHOTO.replace('girder-half-cleaned', 'new-wide')) }], { opened: home })).status).toBe(200);
  const drafted = await deletePicture('site/images/new-wide.jpg');
  expect(drafted.status).toBe(409);
  expect(errorOf(drafted)).toMatch(/^Not deleted: the draft of pages\/home shows this picture\.[^]*error in Home page, block 10 \(Picture gallery\), picture 1 \(Bridge steelwork restoration\), Picture, Picture file: there is no picture \/images\/new-wide\.jpg/);
  expect(existsSync(path.join(editing.project.root, 'site/images/new-wide.jpg'))).toBe(true);
  await deleteDraft('pages', 'home');
  expect((await deletePicture('site/images/new-wide.jpg')).status).toBe(200);
  expect(existsSync(path.join(editing.project.root, 'site/images/new-wide.jpg'))).toBe(false);
});

test('a restore of a page whose picture has since gone is refused, naming the page and field, and nothing is committed', async () => {
  const home = editing.project.read(HOME);
  const withPhoto = commitInProject('A job photo in the gallery', { 'site/images/job-photo.jpg': Buffer.from(await photo(1600, 1200), 'base64'), [HOME]: home.replace(GALLERY_PHOTO, GALLERY_PHOTO.replace('girder-half-cleaned', 'job-photo')) });
  const before = commitInProject('The job photo goes', { 'site/images/job-photo.jpg': null, [HOME]: home });
  const restored = await post(sitePort, '/_history/api', { action: 'restore', file: HOME, commit: withPhoto, author: 'Alex Marketer' });
  expect(restored.status).toBe(409);
  expect(errorOf(restored)).toMatch(/^Not restored: this version would break the site as it is now\.[^]*error in Home page, block 10 \(Picture gallery\), picture 1 \(Bridge steelwork restoration\), Picture, Picture file: there is no picture \/images\/job-photo\.jpg/);
  expect(head()).toBe(before);
  expect(editing.project.read(HOME)).toBe(home);
});

test('an older Navigation draft is refused at save and at publish with who and when, and keeps the footer link a new location page published meanwhile', async () => {
  const navigation = editing.project.read(NAVIGATION);
  const renamed = navigation.replace('{ label: FAQ, href: /faq }', '{ label: FAQs, href: /faq }');
  expect(renamed).not.toBe(navigation);
  expect((await save('navigation', 'navigation', [{ path: NAVIGATION, raw: renamed }], { opened: navigation })).status).toBe(200);

  // A new location page, as the editor's New Page saves it: its file, its route and its footer link, in one draft.
  const texts = readContentTexts(editing.project.root);
  const sydney = parse(editing.project.read('site/pages/locations/sydney.yaml')) as Record<string, unknown>;
  const created = newPageFiles({ address: 'perth', title: 'Laser Cleaning Perth | Rust & Coating Removal WA', description: 'Laser rust, paint and coating removal across Perth and WA: on-site crews, no blast media, fixed quotes within 24 hours.' }, 'locations', sydney, texts, readValidators(editing.project.root));
  expect(created.problems).toEqual([]);
  expect(created.files.map((file) => file.path)).toEqual(['site/pages/locations/perth.yaml', 'pages.yaml', NAVIGATION]);
  const saved = await save('pages-locations', 'perth', created.files);
  expect(saved.status, saved.text).toBe(200);
  const published = await publish('pages-locations', 'perth');
  expect(published.status, published.text).toBe(200);
  const withLink = editing.project.read(NAVIGATION);
  expect(withLink).toContain('href: /locations/perth');

  // Back to the Navigation draft, as the editor opened it: one more change, then save and publish.
  const before = head();
  const again = await save('navigation', 'navigation', [{ path: NAVIGATION, raw: renamed.replace('{ label: Resources, href: /resources }', '{ label: Guides, href: /resources }') }], { opened: renamed });
  expect(again.status).toBe(409);
  const refusal = JSON.parse(again.text) as { error: string; changed: { text: string; base: string } };
  expect(refusal.error).toMatch(/^Not saved: Alex Marketer changed this page on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m, after you opened it\./);
  expect(refusal.changed.text).toBe(withLink);
  expect(refusal.changed.base).toBe(navigation);
  const publishing = await publish('navigation', 'navigation');
  expect(publishing.status).toBe(409);
  expect(errorOf(publishing)).toMatch(/^Not published: Alex Marketer changed this page on .*, after this draft was started, and publishing the draft would undo their change\./);
  expect(head()).toBe(before);
  expect(editing.project.read(NAVIGATION)).toBe(withLink);

  // Applied again on the newer version (what the notice's "Apply my changes again" saves), both changes and the link are published.
  const merged = withLink.replace('{ label: FAQ, href: /faq }', '{ label: FAQs, href: /faq }').replace('{ label: Resources, href: /resources }', '{ label: Guides, href: /resources }');
  expect((await save('navigation', 'navigation', [{ path: NAVIGATION, raw: merged }], { opened: withLink })).status).toBe(200);
  const last = await publish('navigation', 'navigation');
  expect(last.status, last.text).toBe(200);
  expect(editing.project.read(NAVIGATION)).toBe(merged);
  expect(merged).toContain('href: /locations/perth');
});
