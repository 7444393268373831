// Vite plugin for `npm run edit`: each entry's history beside the editor, read from git in the project folder.
//   POST /_history/api {action: "versions", file}: the commits that changed the file, with what each changed in the form's words;
//   POST /_history/api {action: "restore", file, commit, author?}: the file as it was then, checked with the whole site as
//     a publish is, committed as a new version on the project's branch (published, not a draft: docs/decisions.md);
//   GET /_history/<commit>/<file>: that version as the real page (the site as it is now with that file as it was then,
//     rendered on the server as the development server renders every page), without scripts.
// Behind the editor backend's guard: this server's Host, the editor's Origin, content files only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import type { RenderInput, RenderResult } from '../../src/app/entry-server';
import { changeInWords, entryChanges } from '../../src/content/entry-changes';
import { loadSite } from '../../src/content/load-site';
import { formatReport } from '../../src/content/problems';
import { allPageData, notFoundPageData } from '../../src/content/site-pages';
import { BUSINESS_FILE, PAGES_DIR } from '../../src/content/content-files';
import { dateIn, dateTimeIn } from '../../src/editor/dates';
import { parse } from 'yaml';
import { saveProblems } from '../../src/editor/site-content';
import { editorFiles, oneLine, refusedPageRequest, type EditorContentConfig } from '../../src/server/editor-backend';
import { commitFile, committedText, committerName, fileVersions, hasHistory, LinkedFileError, restoreInWords, restoreSubject } from '../../src/server/editor-history';
import { projectRoot, readContentTexts, readStaticFiles, readValidators } from './content-files';
import { previewHeaders } from './editor-headers';
import { escapeHtml, problemListHtml } from './problems-html';
import { jsonBody, sendJson } from './json-api';
import { readPictures } from './pictures';

export const HISTORY_PATH = '/_history';

const COMMIT = /^[0-9a-f]{40}$/;

/** The file's versions, newest first, each with what it changed; and the folder's unsaved-to-git changes when there are some. */
async function versions(root: string, file: string) {
  const { schemas } = readValidators(root);
  const describe = (before: string | undefined, after: string | undefined) => entryChanges(schemas, file, before, after).map(changeInWords);
  const [found, head, author] = await Promise.all([fileVersions(root, file), committedText(root, file), committerName(root)]);
  const now = readContentTexts(root).get(file);
  const uncommitted = head !== undefined && now !== undefined && now !== head ? describe(head, now) : undefined;
  return {
    author: author ?? null,
    uncommitted: uncommitted ?? null,
    versions: found.map((version, index) => {
      // A restore reads as one, not as the edits it undid.
      const restored = restoreInWords(version.subject);
      return {
        commit: version.commit,
        date: version.date,
        author: version.author,
        subject: version.subject,
        changes: restored ? [restored] : describe(version.previous, version.text),
        current: index === 0 && uncommitted === undefined,
      };
    }),
  };
}

/** Restores `file` as it was at `commit`, when the site as it is now takes it: a new commit, or the validator's report. */
async function restore(root: string, file: string, commit: string, author: string | undefined) {
  const version = (await fileVersions(root, file)).find((entry) => entry.commit === commit);
  if (!version) return { status: 404, body: { error: `${file} has no version ${commit.slice(0, 7)} in this folder's history` } };
  // npm run validate's check: a version naming a picture since deleted (or too small since replaced) is refused.
  const texts = readContentTexts(root);
  const pictures = await readPictures(root);
  const problems = saveProblems(texts, readValidators(root), new Map([[file, version.text]]), [], { pictures: { before: pictures, after: pictures }, staticFiles: readStaticFiles(root) });
  if (problems.length) return { status: 409, body: { error: `Not restored: this version would break the site as it is now.\n\n${formatReport(problems)}` } };
  const message = oneLine(restoreSubject(file, version, (date) => dateIn(timeZoneOf(texts), date), commit), 300);
  try {
    return { status: 200, body: { commit: await commitFile(root, file, version.text, message, author) } };
  } catch (error) {
    if (error instanceof LinkedFileError) return { status: 409, body: { error: error.message } };
    throw error;
  }
}

/** The page a content file shows: a page file its route's, every other file (routes, facts, menu) the home page's. */
const pathOf = (routes: ReadonlyArray<{ path: string; page: string }>, file: string) => routes.find((route) => `${PAGES_DIR}/${route.page}` === file)?.path ?? '/';

/** A strip at the top of an earlier version's page: which version it is, and the way back. */
const banner = (version: { date: string; author: string }, timeZone: string | undefined) =>
  `<div role="note" style="position:sticky;top:0;z-index:1000;background:#313d3e;color:#fff;font:15px/1.5 system-ui,sans-serif;padding:10px 16px">` +
  `<strong>Earlier version</strong>, saved ${escapeHtml(dateTimeIn(timeZone, version.date))} by ${escapeHtml(version.author)}: the page as it looks if this version is restored.</div>`;

/** The business's time zone (site/business.yaml), which the editor gives every date in. */
const timeZoneOf = (texts: ReadonlyMap<string, string>) => (parse(texts.get(BUSINESS_FILE) ?? '') as { company?: { timeZone?: string } } | null)?.company?.timeZone;

/** An earlier version drawn as the real page, or the validator's report when the site as it is now cannot take it. */
async function versionPage(server: ViteDevServer, root: string, file: string, commit: string): Promise<{ status: number; html: string }> {
  const version = (await fileVersions(root, file)).find((entry) => entry.commit === commit);
  if (!version) return { status: 404, html: `<p>${escapeHtml(file)} has no version ${commit.slice(0, 7)} in this folder's history.</p>` };
  const texts = new Map([...readContentTexts(root), [file, version.text]]);
  const result = loadSite(texts, readValidators(root), readStaticFiles(root), await readPictures(root));
  if (!result.site) {
    return { status: 409, html: `<!doctype html><html lang="en"><meta charset="utf-8"><title>Earlier version</title><body style="margin:0">${banner(version, timeZoneOf(texts))}<div style="padding:16px;font-family:system-ui"><p>This version cannot be shown with the site as it is now:</p>${problemListHtml(result.problems)}</div></body></html>` };
  }
  const { render } = (await server.ssrLoadModule('/src/app/entry-server.tsx')) as { render: (input: RenderInput) => Promise<RenderResult> };
  // The site's stylesheet and no script: hydrating would draw the page as it is now over the earlier version.
  const rendered = await render({ url: pathOf(result.site.routes, file), pages: allPageData(result.site), notFound: notFoundPageData(result.site), assetTags: '<link rel="stylesheet" href="/renderer/styles.css">' });
  return { status: rendered.status, html: rendered.html.replace(/<body[^>]*>/, (body) => body + banner(version, timeZoneOf(texts))) };
}

interface HistoryOptions {
  editorOrigins: readonly string[];
  config: EditorContentConfig;
  root?: string;
  /** Runs a restore's commit in its turn with the editor backend's calls (a publish also commits to the project's branch). */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The history's API and pages on the editor's server, for the project at `root`. */
export function historyPlugin({ editorOrigins, config, root = projectRoot, exclusive = (work) => work() }: HistoryOptions): Plugin {
  const editable = editorFiles(config);
  // No control character either: git reads the names it is given one a line.
  const isContent = (file: string) => !/[\x00-\x1f]/.test(file) && editable.isContent(file);
  return {
    name: 'editor-history',
    configureServer(server) {
      server.middlewares.use(HISTORY_PATH, async (req: IncomingMessage, res: ServerResponse) => {
        const caller = refusedPageRequest(req, editorOrigins);
        if (caller) return sendJson(res, 403, { error: `Refused: ${caller}` });
        try {
          if (req.method === 'POST' && req.url === '/api') {
            const body = await jsonBody(req, 65_536);
            const file = body?.file;
            if (!body || typeof file !== 'string' || !isContent(file)) return sendJson(res, 403, { error: 'Refused: the history shows the content files the editor edits, and no other file' });
            if (!(await hasHistory(root))) return sendJson(res, 404, { error: 'This folder is not a git repository with commits, so it has no history to show.' });
            if (body.action === 'versions') return sendJson(res, 200, await versions(root, file));
            if (body.action === 'restore' && typeof body.commit === 'string' && COMMIT.test(body.commit)) {
              const author = typeof body.author === 'string' && oneLine(body.author, 100) ? oneLine(body.author, 100) : undefined;
              if (!author && !(await committerName(root))) return sendJson(res, 400, { error: 'Say who you are first: your name goes with the restored version.' });
              const restored = await exclusive(() => restore(root, file, body.commit as string, author));
              return sendJson(res, restored.status, restored.body);
            }
            return sendJson(res, 400, { error: 'The history knows the actions versions and restore (with a commit).' });
          }
          const shown = /^\/([0-9a-f]{40})\/(.+)$/.exec(req.url?.split('?')[0] ?? '');
          if (req.method === 'GET' && shown) {
            const file = decodeURIComponent(shown[2]!);
            if (!isContent(file)) return sendJson(res, 403, { error: 'Refused: the history shows the content files the editor edits, and no other file' });
            const page = await versionPage(server, root, file, shown[1]!);
            res.writeHead(page.status, { ...previewHeaders(), 'Content-Type': 'text/html; charset=utf-8' });
            return res.end(page.html);
          }
          sendJson(res, 404, { error: `${req.method} ${HISTORY_PATH}${req.url?.slice(0, 200)} is not part of the history` });
        } catch (error) {
          // The reason goes to the terminal; the editor gets a sentence, never a stack trace.
          server.config.logger.error(`history ${req.method} ${req.url?.slice(0, 200)} failed: ${error instanceof Error ? error.message : String(error)}`);
          if (res.headersSent) return void res.end();
          const malformed = error instanceof URIError;
          sendJson(res, malformed ? 400 : 500, { error: malformed ? 'This address names no file of the history.' : 'The history could not answer: the terminal running npm run edit says why.' });
        }
      });
    },
  };
}
