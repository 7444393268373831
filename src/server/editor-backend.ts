// The editor's local backend (`npm run edit`): decap-server's file-system API, run inside a guard on 127.0.0.1 that
// answers only the editor. A request is refused unless its Host is this server's own (a DNS-rebinding page sends its
// own name) and its Origin, when sent, is the editor's page; and its action may only read or write the content files
// and the media folder the editor's configuration names, never vite.config.ts, package.json, .data/ or scripts/.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the guard needs of the editor's Decap configuration: its collections' files and folders, and the media folder. */
export interface EditorContentConfig {
  media_folder: string;
  collections: ReadonlyArray<{ folder?: string; extension?: string; files?: ReadonlyArray<{ file: string }> }>;
}

interface EditorBackendOptions {
  /** The project folder whose content files are edited. */
  root: string;
  port: number;
  /** The editor page's origins, e.g. http://127.0.0.1:5173 and http://localhost:5173. */
  editorOrigins: readonly string[];
  config: EditorContentConfig;
  log?: (line: string) => void;
}

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage & { body?: unknown }, res: ServerResponse, next: Next) => void;
/** Express knows an error handler by its four parameters. */
type ErrorMiddleware = (error: unknown, req: IncomingMessage, res: ServerResponse, next: Next) => void;
interface ExpressApp {
  use: (middleware: Middleware | ErrorMiddleware) => void;
  listen: (port: number, host: string, ready: () => void) => Server;
}
interface Express {
  (): ExpressApp;
  json: (options: { limit: string }) => Middleware;
}

/** A path as the editor sends it: relative, with /, no `.` or `..` segment, no backslash or NUL; else undefined. */
function cleanPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value || /[\\\0]/.test(value) || value.startsWith('/')) return undefined;
  return value.split('/').some((segment) => segment === '' || segment === '.' || segment === '..') ? undefined : value;
}

/** Which paths the editor's configuration lets it read and write. */
export function editorFiles(config: EditorContentConfig) {
  const files = new Set(config.collections.flatMap((collection) => (collection.files ?? []).map((entry) => entry.file)));
  const folders = config.collections.flatMap((collection) => (collection.folder ? [{ folder: collection.folder, extension: collection.extension ?? 'md' }] : []));
  const media = config.media_folder.replace(/\/$/, '');
  const isMedia = (value: unknown) => cleanPath(value)?.startsWith(`${media}/`) ?? false;
  const isFolderEntry = (value: unknown) => {
    const file = cleanPath(value);
    return file !== undefined && folders.some(({ folder, extension }) => file.startsWith(`${folder}/`) && file.endsWith(`.${extension}`));
  };
  const isContent = (value: unknown) => isFolderEntry(value) || files.has(cleanPath(value) ?? '');
  const isFolder = (folder: unknown, extension: unknown) => folders.some((entry) => entry.folder === folder && entry.extension === extension);
  return { media, isMedia, isContent, isFolder, isFolderEntry };
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/**
 * Why a call of decap-server's API is refused, or undefined when it only touches what the editor may: every action
 * the local file-system backend serves is listed; anything else (the editorial workflow, a new action) is refused.
 */
function refusedAction(body: unknown, config: EditorContentConfig): string | undefined {
  const { media, isMedia, isContent, isFolder, isFolderEntry } = editorFiles(config);
  const params = (field(body, 'params') ?? {}) as Record<string, unknown>;
  const every = (values: unknown[], allowed: (value: unknown) => boolean) => values.length > 0 && values.every(allowed);
  const dataFiles = [field(params, 'entry'), ...list(params.dataFiles)].filter(Boolean);
  const allowed: Record<string, () => boolean> = {
    info: () => true,
    getDeployPreview: () => true,
    entriesByFolder: () => isFolder(params.folder, params.extension),
    entriesByFiles: () => every(list(params.files).map((file) => field(file, 'path')), isContent),
    getEntry: () => isContent(params.path),
    persistEntry: () =>
      every(dataFiles.flatMap((file) => [field(file, 'path'), ...(field(file, 'newPath') === undefined ? [] : [field(file, 'newPath')])]), isContent) &&
      list(params.assets).every((asset) => isMedia(field(asset, 'path'))),
    getMedia: () => params.mediaFolder === media,
    getMediaFile: () => isMedia(params.path),
    persistMedia: () => isMedia(field(params.asset, 'path')),
    deleteFile: () => isMedia(params.path),
    // A page removed in the Routes form is deleted once its address leads to another page; pages.yaml and the like never.
    deleteFiles: () => every(list(params.paths), (file) => isMedia(file) || isFolderEntry(file)),
  };
  const action = field(body, 'action');
  if (typeof action !== 'string' || !Object.hasOwn(allowed, action)) return `the editor's backend has no action ${JSON.stringify(action)}`;
  return allowed[action]!() ? undefined : `${action} may only touch the content files and ${media}/ the editor's configuration names`;
}

/** Why a request is refused as not the editor's: not this server's Host (a DNS-rebinding page sends its own), or an Origin that is not the editor's. */
export function refusedCaller(req: IncomingMessage, editorOrigins: readonly string[]): string | undefined {
  // The port this server was reached on, which is the one it listens on, also when started on port 0.
  const port = req.socket.localPort;
  const host = req.headers.host;
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return `Host ${JSON.stringify(host)} is not this server's`;
  const origin = req.headers.origin;
  if (origin !== undefined && !editorOrigins.includes(origin)) return `Origin ${origin} is not the editor's`;
  return undefined;
}

/** Why a request is refused before its body is read: not the editor's (refusedCaller), or not the API. */
function refusedRequest(req: IncomingMessage, editorOrigins: readonly string[]): string | undefined {
  const caller = refusedCaller(req, editorOrigins);
  if (caller) return caller;
  if (req.url !== '/api/v1' || (req.method !== 'POST' && req.method !== 'OPTIONS')) return `${req.method} ${req.url} is not the editor's API`;
  return undefined;
}

const refuse = (res: ServerResponse, reason: string) => {
  res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: `Refused: ${reason}` }));
};

/** Starts decap-server's file-system API for `root` behind the guard, on 127.0.0.1:`port`. */
export async function startEditorBackend({ root, port, editorOrigins, config, log = console.error }: EditorBackendOptions): Promise<Server> {
  // decap-server's own express and its documented middleware entry, so the guard runs in front of its routes in one process.
  const decapRequire = createRequire(createRequire(import.meta.url).resolve('decap-server/package.json'));
  const express = decapRequire('express') as Express;
  const { registerLocalFs } = decapRequire('./dist/middlewares.js') as { registerLocalFs: (app: ExpressApp, options: { logLevel: string }) => Promise<void> };
  // decap-server reads the folder it serves from here when its routes are registered.
  process.env.GIT_REPO_DIRECTORY = path.resolve(root);
  const onlyTheEditor: Middleware = (req, res, next) => {
    const reason = refusedRequest(req, editorOrigins);
    if (!reason) return next();
    log(`editor backend refused ${req.method} ${JSON.stringify(req.url?.slice(0, 200))}: ${reason}`);
    refuse(res, reason);
  };
  const onlyContentFiles: Middleware = (req, res, next) => {
    if (req.method !== 'POST') return next();
    const reason = refusedAction(req.body, config);
    if (!reason) return next();
    log(`editor backend refused ${JSON.stringify(field(req.body, 'action'))}: ${reason}`);
    refuse(res, reason);
  };
  const app = express();
  app.use(onlyTheEditor);
  app.use(express.json({ limit: '50mb' }));
  // A body that is not JSON gets a short refusal, not express's development page with its stack trace.
  app.use((error: unknown, _req: IncomingMessage, res: ServerResponse, _next: Next) => {
    res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: `Bad request: ${error instanceof Error ? error.message : 'unreadable body'}` }));
  });
  app.use(onlyContentFiles);
  await registerLocalFs(app, { logLevel: 'warn' });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, '127.0.0.1', () => resolve(server));
    server.once('error', reject);
    // A slow client is cut off as on the site's server; a save of a large page still has a minute.
    server.headersTimeout = 10_000;
    server.requestTimeout = 60_000;
  });
}
