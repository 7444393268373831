// The editor's local backend (`npm run edit`): decap-server's git API (drafts as branches, Decap's editorial workflow)
// over the editor's own clone, run inside a guard on 127.0.0.1 that answers only the editor. A request is refused
// unless its Host is this server's own (a DNS-rebinding page sends its own name) and its Origin, when sent, is the
// editor's page; and its action may only read or write the content files and the media folder the editor's
// configuration names, never vite.config.ts, package.json, .data/ or scripts/. Around decap-server: the clone follows
// the project's branch before each request; only a Ready draft is published, checked with the whole site (pictures
// included, as are uploads and deletions) and as one commit; and a save or publish over a newer version than the
// editor opened, or than the draft began from, is refused with who changed it and when.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { draftBranch, DRAFT_NAME, MAIN_BRANCH, type Author, type EditorRepo } from './editor-repo';

/** What the guard needs of the editor's Decap configuration: its collections' files and folders, and the media folder. */
export interface EditorContentConfig {
  media_folder: string;
  collections: ReadonlyArray<{ name: string; folder?: string; extension?: string; files?: ReadonlyArray<{ name: string; file: string; label?: string }> }>;
}

/** `Pictures`: the site's pictures as the content model measures them, handed from the check to the check untouched. */
interface EditorBackendOptions<Pictures = unknown> {
  /** The editor's clone of the project (src/server/editor-repo.ts): drafts are its branches, publishes reach the project from it. */
  repo: EditorRepo;
  port: number;
  /** The editor page's origins, e.g. http://127.0.0.1:5173 and http://localhost:5173. */
  editorOrigins: readonly string[];
  config: EditorContentConfig;
  /** The names of the photos the build makes copies of (src/content/pictures.ts): the only uploads taken. */
  photoNames: RegExp;
  /**
   * The whole site's check (npm run validate's) of `changes` over the site's `texts`, with the pictures before and after
   * when given: the page files a publish of them removes (their route gone, their address on another page), and what
   * would break the site with them deleted, as the validator reports it (each problem by page and field).
   */
  siteCheck: (texts: ReadonlyMap<string, string>, changes: ReadonlyMap<string, string>, pictures?: { before: Pictures; after: Pictures }) => { removed: string[]; report?: string };
  /**
   * The pictures at `rev` (a commit or a tree of the clone), with the files of `replaced` put in (bytes) or taken out
   * (undefined), measured as the build measures them; without it, pictures go unchecked.
   */
  picturesAt?: (rev: string, replaced?: ReadonlyMap<string, Buffer | undefined>) => Promise<Pictures>;
  /** The address a page file is published at on `rev` (its route in pages.yaml), for refusals in the editor's words. */
  publishedAddress: (rev: string, file: string) => Promise<string | undefined>;
  /** The whole-site preview of a draft (or, for an entry with none, its published page): Decap's "View Preview". */
  previewUrl: (collection: string, slug: string, isDraft: boolean) => string;
  /** A moment (ISO 8601, as git gives it) as the editor shows dates: en-AU in the business's time zone (src/editor/dates.ts). */
  dateInWords: (date: string) => string | Promise<string>;
  log?: (line: string) => void;
  /** The calls of releases (groups of drafts published together), run in the backend's turn like Decap's own. */
  releases?: ReleaseCalls;
}

/** The editor's release calls (scripts/build/editor-releases.ts): their action names, and each call's answer. */
export interface ReleaseCalls {
  actions: ReadonlySet<string>;
  run: (action: string, params: Record<string, unknown>, author: Author) => Promise<{ status: number; body: unknown }>;
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

/**
 * A path as the editor sends it: relative, with /, no segment that starts with a dot (`..`, `.git`, a hidden file), no
 * backslash or control character; else undefined.
 */
function cleanPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value || /[\\\p{Cc}]/u.test(value) || value.startsWith('/')) return undefined;
  return value.split('/').some((segment) => segment === '' || segment.startsWith('.')) ? undefined : value;
}

/** Decap's three statuses of a draft: anything else would be written into the clone's git config as it is. */
export const DRAFT_STATUSES = ['draft', 'pending_review', 'pending_publish'] as const;

/** The first bytes of the photo types the build makes copies of (JPEG, PNG, WebP, AVIF, TIFF). */
const PHOTO_SIGNATURES: ReadonlyArray<(bytes: Buffer) => boolean> = [
  (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  (bytes) => bytes.subarray(4, 8).toString('latin1') === 'ftyp',
  (bytes) => ['II*\0', 'MM\0*'].includes(bytes.subarray(0, 4).toString('latin1')),
];

/** Whether an upload is a photo the build makes copies of, by its name and its first bytes: no SVG, HTML or script. */
export function isPhotoUpload(photoNames: RegExp, file: unknown, base64: unknown): boolean {
  if (typeof file !== 'string' || !photoNames.test(file) || typeof base64 !== 'string') return false;
  const bytes = Buffer.from(base64.slice(0, 64), 'base64');
  return PHOTO_SIGNATURES.some((matches) => matches(bytes));
}

/** A commit message or a name as git keeps it: no control character (a line break would add a trailer or a config line). */
export const oneLine = (text: string, length = 200) => text.replace(/\p{Cc}+/gu, ' ').trim().slice(0, length);

/** Which paths the editor's configuration lets it read and write. */
export function editorFiles(config: EditorContentConfig) {
  const files = new Set(config.collections.flatMap((collection) => (collection.files ?? []).map((entry) => entry.file)));
  const folders = config.collections.flatMap((collection) => (collection.folder ? [{ folder: collection.folder, extension: collection.extension ?? 'md' }] : []));
  const media = config.media_folder.replace(/\/$/, '');
  const isMedia = (value: unknown) => cleanPath(value)?.startsWith(`${media}/`) ?? false;
  const isContent = (value: unknown) => {
    const file = cleanPath(value);
    return file !== undefined && (files.has(file) || folders.some(({ folder, extension }) => file.startsWith(`${folder}/`) && file.endsWith(`.${extension}`)));
  };
  const isFolder = (folder: unknown, extension: unknown) => folders.some((entry) => entry.folder === folder && entry.extension === extension);
  const collection = (name: unknown) => config.collections.find((entry) => entry.name === name);
  /** A draft's name: a collection of the configuration and one path segment (decap-server makes its branch cms/<collection>/<slug>). */
  const isDraft = (name: unknown, slug: unknown) => !!collection(name) && typeof name === 'string' && DRAFT_NAME.test(name) && typeof slug === 'string' && DRAFT_NAME.test(slug);
  /** Whether `file` is the entry's own file (not another file a new page's draft also changes, such as pages.yaml). */
  const isEntryFile = (name: unknown, file: string) => {
    const found = collection(name);
    if (found?.files) return found.files.some((entry) => entry.file === file);
    return !!found?.folder && file.startsWith(`${found.folder}/`) && file.endsWith(`.${found.extension ?? 'md'}`);
  };
  /** Whether `file` is the file of the entry `slug` of the collection (a page's save never lands in site/navigation.yaml). */
  const isFileOfEntry = (name: unknown, slug: unknown, file: unknown) => {
    const found = collection(name);
    if (found?.files) return found.files.some((entry) => entry.name === slug && entry.file === file);
    return !!found?.folder && file === `${found.folder}/${String(slug)}.${found.extension ?? 'md'}`;
  };
  return { media, isMedia, isContent, isFolder, isDraft, isEntryFile, isFileOfEntry };
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/** The draft an unpublishedEntry call names, by collection and slug or by Decap's id (<collection>/<slug>). */
function draftOf(params: Record<string, unknown>) {
  if (typeof params.id !== 'string') return { collection: params.collection, slug: params.slug };
  const at = params.id.indexOf('/');
  return { collection: params.id.slice(0, at), slug: params.id.slice(at + 1) };
}

/**
 * Why a call of decap-server's API is refused, or undefined when it only touches what the editor may: every action
 * the local git backend serves is listed, each limited to the content files, the media folder and drafts of the
 * configuration's collections; anything else (a new action) is refused.
 */
function refusedAction(body: unknown, config: EditorContentConfig, photoNames: RegExp, releaseActions: ReadonlySet<string> = new Set()): string | undefined {
  const { media, isMedia, isContent, isFolder, isDraft, isFileOfEntry } = editorFiles(config);
  const params = (field(body, 'params') ?? {}) as Record<string, unknown>;
  const every = (values: unknown[], allowed: (value: unknown) => boolean) => values.length > 0 && values.every(allowed);
  const dataFiles = [field(params, 'entry'), ...list(params.dataFiles)].filter(Boolean);
  const draft = () => isDraft(params.collection, params.slug);
  const allowed: Record<string, () => boolean> = {
    info: () => true,
    getDeployPreview: draft,
    entriesByFolder: () => isFolder(params.folder, params.extension),
    entriesByFiles: () => every(list(params.files).map((file) => field(file, 'path')), isContent),
    getEntry: () => isContent(params.path),
    // Always a draft (the editor's configuration has the editorial workflow): only a publish, checked, reaches the site's branch.
    // A file is never moved (newPath): the editor's collections keep an entry's file name.
    persistEntry: () =>
      every(
        dataFiles.map((file) => field(file, 'path')),
        isContent,
      ) &&
      dataFiles.every((file) => field(file, 'newPath') === undefined || field(file, 'newPath') === field(file, 'path')) &&
      list(params.assets).every((asset) => isMedia(field(asset, 'path')) && isPhotoUpload(photoNames, field(asset, 'path'), field(asset, 'content'))) &&
      field(params.options, 'useWorkflow') === true &&
      (DRAFT_STATUSES as readonly unknown[]).includes(field(params.options, 'status') ?? 'draft') &&
      isDraft(field(params.options, 'collectionName'), field(dataFiles[0], 'slug')) &&
      isFileOfEntry(field(params.options, 'collectionName'), field(dataFiles[0], 'slug'), field(dataFiles[0], 'path')),
    getMedia: () => params.mediaFolder === media,
    getMediaFile: () => isMedia(params.path),
    persistMedia: () => isMedia(field(params.asset, 'path')) && isPhotoUpload(photoNames, field(params.asset, 'path'), field(params.asset, 'content')),
    deleteFile: () => isMedia(params.path),
    // A page removed in the Routes form is deleted by its draft's publish, in the publish's commit: never by a call.
    deleteFiles: () => every(list(params.paths), isMedia),
    unpublishedEntries: () => true,
    unpublishedEntry: () => {
      const { collection, slug } = draftOf(params);
      return isDraft(collection, slug);
    },
    unpublishedEntryDataFile: () => draft() && isContent(params.path),
    unpublishedEntryMediaFile: () => draft() && isMedia(params.path),
    updateUnpublishedEntryStatus: () => draft() && (DRAFT_STATUSES as readonly unknown[]).includes(params.newStatus),
    deleteUnpublishedEntry: draft,
    publishUnpublishedEntry: draft,
  };
  const action = field(body, 'action');
  // A release's call names releases and drafts, which the releases' model checks: it writes no file of the site but by a checked publish.
  if (typeof action === 'string' && releaseActions.has(action)) return undefined;
  if (typeof action !== 'string' || !Object.hasOwn(allowed, action)) return `the editor's backend has no action ${JSON.stringify(action)}`;
  // decap-server writes it before a status into the clone's git config.
  if (params.cmsLabelPrefix !== undefined && !(typeof params.cmsLabelPrefix === 'string' && /^[A-Za-z0-9_-]{0,40}$/.test(params.cmsLabelPrefix))) return 'the label prefix is letters, digits, - and _';
  if (allowed[action]!()) return undefined;
  if (action === 'persistEntry' && field(params.options, 'useWorkflow') !== true) return 'a save is always a draft (the editorial workflow); only a checked publish reaches the site';
  if (action === 'updateUnpublishedEntryStatus' && !(DRAFT_STATUSES as readonly unknown[]).includes(params.newStatus)) return `a draft's status is one of ${DRAFT_STATUSES.join(', ')}`;
  if ((action === 'persistMedia' || action === 'persistEntry') && [field(params.asset, 'path'), ...list(params.assets).map((asset) => field(asset, 'path'))].some(isMedia)) {
    return `a picture must be a photo the site makes copies of (JPEG, PNG, WebP, AVIF or TIFF) in ${media}/, named and made as one; an SVG or any other file is added by a developer`;
  }
  return `${action} may only touch the content files and ${media}/ the editor's configuration names`;
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

/**
 * Why a request for one of the editor's own pages (a draft's preview, the history) is refused: not the editor's
 * (refusedCaller), or sent by a page of another site, which a browser names in Sec-Fetch-Site even for an <img> or a
 * frame that sends no Origin. Only the editor's own pages (same-origin) and an address typed or bookmarked (none) pass.
 */
export function refusedPageRequest(req: IncomingMessage, editorOrigins: readonly string[]): string | undefined {
  const caller = refusedCaller(req, editorOrigins);
  if (caller) return caller;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `a page of another site (Sec-Fetch-Site: ${String(site)}) may not read the editor's pages`;
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

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/** A name the editor gave (the page sends it with each call), fit for a commit's author; undefined when none. */
function editorName(body: unknown): string | undefined {
  const name = field(body, 'editor');
  if (typeof name !== 'string') return undefined;
  const clean = name.replace(/[\p{Cc}<>]/gu, '').trim().slice(0, 80);
  return clean || undefined;
}

/** What the editor is told when the page changed after it was opened: who changed it, when (in the editor's words), and what to do. */
export const staleRefusal = (author: string, when: string) =>
  `Not saved: ${author} changed this page on ${when}, after you opened it. Your changes are still in the form: compare them with the newer page and apply them again.`;

/**
 * What the editor is told when a draft would be saved or published over a newer version of one of its files: who
 * changed it, when, and the way on. Its own page a save brings up to date (the editor shows both sets of changes, to
 * apply again); another file the draft changed (a new page's footer link) the form does not show, so the draft is made again.
 */
export function overtakenRefusal(verb: 'saved' | 'published', author: string, when: string, what: string, ownPage: boolean) {
  const undo = verb === 'published' ? 'publishing the draft would undo their change' : 'the draft holds its older version';
  const wayOn = ownPage
    ? 'Open the draft, change anything and save: the editor shows your changes beside theirs, to apply again on their version.'
    : 'Delete this draft (Delete unpublished changes) and make your change again: the editor starts it from their version.';
  return `Not ${verb}: ${author} changed ${ownPage ? 'this page' : what} on ${when}, after this draft was started, and ${undo}. ${wayOn}`;
}

/** A draft published before it was marked Ready, in the Workflow's words. */
export const notReadyRefusal = (status: string | undefined) =>
  `Not published: this draft is ${status === 'pending_review' ? 'In review' : 'still a Draft'}, and only a Ready draft is published. Set its Status to Ready once it has been read, then publish.`;

/** A draft whose file was also changed on the published site since the draft began: git could only merge it blindly. */
export const conflictRefusal = (verb: 'saved' | 'published', files: string[]) =>
  `Not ${verb}: this draft and the published site both changed ${files.join(', ')} since the draft was started, and git will not merge them blindly. ` +
  'Open the published page, apply your changes to it again, and delete this draft (Delete unpublished changes).';

/** The calls that make commits (decap-server's and the publish), whose author is the editor's name or git's user. */
const COMMITTING = new Set(['persistEntry', 'persistMedia', 'deleteFile', 'deleteFiles', 'publishUnpublishedEntry']);

/** What the checks of a draft's publish need: the clone, the configuration, and the editor's words for a file and a moment. */
type DraftCheckOptions = Pick<EditorBackendOptions, 'repo' | 'config' | 'publishedAddress' | 'dateInWords'>;

/**
 * The checks every publish of drafts runs before the site's check, alone or in a release: the draft is there, marked
 * Ready, changes only what the editor may, and no file of it changed on main since it began (its publish would undo that).
 * Each answers the refusal in the editor's words, or undefined.
 */
export function draftPublishChecks({ repo, config, publishedAddress, dateInWords }: DraftCheckOptions) {
  const { isContent, isMedia, isEntryFile } = editorFiles(config);
  /** A file in the editor's words: its entry's label (Navigation, Routes), else the page by its address as published. */
  const fileInWords = async (file: string) => {
    const label = config.collections.flatMap((collection) => collection.files ?? []).find((entry) => entry.file === file)?.label;
    if (label) return label;
    const address = await publishedAddress(MAIN_BRANCH, file);
    return address ? `the page ${address}` : 'a page of this draft';
  };

  /**
   * Why a draft's changes must not be published: it deletes a file, changes a file's type, adds a link or a
   * submodule, or touches anything but the content files and pictures. Every kind of change git knows is looked at.
   */
  const changeRefusal = (changes: ReadonlyArray<{ file: string; kind: string; mode: string }>) => {
    const outside = changes.filter(({ file }) => !isContent(file) && !isMedia(file)).map(({ file }) => file);
    if (outside.length) return `Refused: this draft changes ${outside.join(', ')}, which the editor may not publish`;
    const deleted = changes.filter(({ kind }) => kind === 'D').map(({ file }) => file);
    if (deleted.length) return `Refused: this draft deletes ${deleted.join(', ')}; the editor never deletes a file (a page goes when its route is removed in Routes). Delete this draft and edit again.`;
    const linked = changes.filter(({ kind, mode }) => kind === 'T' || mode === '120000' || mode === '160000').map(({ file }) => file);
    if (linked.length) return `Refused: this draft turns ${linked.join(', ')} into a link or a repository, which the site never holds. Delete this draft and edit again.`;
    const unknown = changes.filter(({ kind }) => kind !== 'A' && kind !== 'M').map(({ file }) => file);
    if (unknown.length) return `Refused: this draft changes ${unknown.join(', ')} in a way the editor never does. Delete this draft and edit again.`;
    return undefined;
  };

  /** Why the draft of `collection`/`slug` cannot be published as it is, before the site's check; undefined when it may. */
  const publishRefusal = async (collection: string, slug: string) => {
    const branch = draftBranch(collection, slug);
    if (!(await repo.hasBranch(branch))) return { status: 404, error: 'Not published: this draft is no longer there (someone published or deleted it meanwhile). Reload the page.' };
    const status = await repo.draftStatus(branch);
    if (status !== 'pending_publish') return { status: 409, error: notReadyRefusal(status) };
    const refusedChange = changeRefusal(await repo.draftChanges(branch));
    if (refusedChange) return { status: 403, error: refusedChange };
    const [overtaken] = (await repo.sinceDraftBegan(branch)).onBoth;
    if (overtaken) {
      const change = (await repo.latestChange(MAIN_BRANCH, overtaken)) ?? { author: 'someone', date: new Date().toISOString() };
      return { status: 409, error: overtakenRefusal('published', change.author, await dateInWords(change.date), await fileInWords(overtaken), isEntryFile(collection, overtaken)) };
    }
    return undefined;
  };
  return { fileInWords, changeRefusal, publishRefusal };
}

/** What a checked publish of a draft needs: the clone, the configuration's files, and the whole site's check. */
type PublishOptions<Pictures> = Pick<EditorBackendOptions<Pictures>, 'repo' | 'config' | 'siteCheck' | 'picturesAt' | 'publishedAddress' | 'dateInWords'>;

/**
 * The checked publish of a Ready draft, the one a person's Publish goes through (and a scheduled publish when it is
 * due): draftPublishChecks, then the whole site checked with the draft merged, one commit. Answers the refusal in the
 * editor's words with its HTTP status, or undefined once published.
 */
export function draftPublishing<Pictures>({ repo, config, siteCheck, picturesAt, publishedAddress, dateInWords }: PublishOptions<Pictures>) {
  const { fileInWords, changeRefusal, publishRefusal } = draftPublishChecks({ repo, config, publishedAddress, dateInWords });
  /** The pictures before and after `replaced` at `rev`, for the whole-site check; undefined where the backend measures none. */
  const picturesAround = async (rev: string, before: string, replaced?: ReadonlyMap<string, Buffer | undefined>) =>
    picturesAt ? { before: await picturesAt(before), after: await picturesAt(rev, replaced) } : undefined;

  const publish = async (collection: string, slug: string, author: Author, message = `Publish ${collection} “${slug}” from the browser editor\n`) => {
    const refused = await publishRefusal(collection, slug);
    if (refused) return refused;
    const branch = draftBranch(collection, slug);
    const merged = await repo.mergeDraft(branch);
    if ('conflicts' in merged) return { status: 409, error: conflictRefusal('published', merged.conflicts) };
    const { removed, report } = siteCheck(await repo.textsAt(MAIN_BRANCH), merged.changes, await picturesAround(merged.tree, MAIN_BRANCH));
    if (report) return { status: 422, error: `Not published: fix these first.\n\n${report}` };
    await repo.publish(branch, await repo.withoutFiles(merged.tree, removed), message, author);
    return undefined;
  };
  return { publish, changeRefusal, fileInWords, picturesAround };
}

/** The workflow's steps around decap-server's git API, each run alone (decap-server switches branches in the clone). */
function workflowSteps<Pictures>({ repo, config, siteCheck, picturesAt, publishedAddress, previewUrl, dateInWords, log, releases }: Required<Omit<EditorBackendOptions<Pictures>, 'port' | 'editorOrigins' | 'photoNames' | 'picturesAt' | 'releases'>> & Pick<EditorBackendOptions<Pictures>, 'picturesAt' | 'releases'>) {
  const { isMedia, isEntryFile } = editorFiles(config);
  const { publish: publishDraft, changeRefusal, fileInWords, picturesAround } = draftPublishing({ repo, config, siteCheck, picturesAt, publishedAddress, dateInWords });
  /** The author of what this call commits: the name the editor gave, else the project's git user. */
  const authorOf = async (body: unknown): Promise<Author> => {
    const name = editorName(body);
    return name ? { name, email: '' } : repo.projectAuthor();
  };
  const publish = (params: Record<string, unknown>, author: Author) => publishDraft(String(params.collection), String(params.slug), author);

  /** Why a save must not go on: the page changed after the editor opened it, or the draft cannot follow main without a conflict. */
  const saveRefusal = async (params: Record<string, unknown>) => {
    const files = [field(params, 'entry'), ...list(params.dataFiles)].filter(Boolean);
    const [entry] = files;
    const file = String(field(entry, 'path'));
    const branch = draftBranch(String(field(params.options, 'collectionName')), String(field(entry, 'slug')));
    const onDraft = await repo.hasBranch(branch);
    const rev = onDraft ? branch : MAIN_BRANCH;
    // decap-server writes in the clone's folder: through a link it would write outside it.
    const written = [...files.map((data) => String(field(data, 'path'))), ...list(params.assets).map((asset) => String(field(asset, 'path')))];
    const linked = [...new Set([...(await repo.linkedPaths(MAIN_BRANCH, written)), ...(onDraft ? await repo.linkedPaths(branch, written) : [])])];
    if (linked.length) return { status: 403, error: `Refused: ${linked.join(', ')} is a link or a repository in git, which the editor never writes through. Delete this draft and ask a developer.` };
    if (onDraft) {
      const refusal = changeRefusal(await repo.draftChanges(branch));
      if (refusal) return { status: 403, error: refusal };
    }
    const opened = params.opened;
    // A draft's file that main changed since the draft began is saved over main's version, never over the draft's older one.
    const since = onDraft ? await repo.sinceDraftBegan(branch) : undefined;
    const newerOnMain = since?.onMain.includes(file) ?? false;
    const newerRev = newerOnMain ? MAIN_BRANCH : rev;
    const current = await repo.textAt(newerRev, file);
    if (typeof opened === 'string' && current !== undefined && opened !== current) {
      const change = (await repo.latestChange(newerRev, file)) ?? { author: 'someone', date: new Date().toISOString() };
      // The draft's own changes are counted from where it began, so applying them again keeps them as well as the newer version's.
      const base = newerOnMain && since!.onDraft.includes(file) ? { base: await repo.textAt(since!.base, file) } : {};
      return { status: 409, error: staleRefusal(change.author, await dateInWords(change.date)), changed: { path: file, ...change, text: current, ...base } };
    }
    if (since) {
      // Another file both changed (a new page's navigation): the form cannot show it, so the draft cannot take the newer one.
      const [overtaken] = since.onBoth.filter((changed) => changed !== file || opened === undefined);
      if (overtaken) {
        const change = (await repo.latestChange(MAIN_BRANCH, overtaken)) ?? { author: 'someone', date: new Date().toISOString() };
        return { status: 409, error: overtakenRefusal('saved', change.author, await dateInWords(change.date), await fileInWords(overtaken), overtaken === file) };
      }
      // Written over main's version: the draft's older lines of it go, main's stay for the save to write the file whole.
      if (since.onBoth.includes(file)) await repo.rebaseOntoMain(branch);
      const merged = await repo.mergeDraft(branch);
      if ('conflicts' in merged) return { status: 409, error: conflictRefusal('saved', merged.conflicts) };
    }
    return undefined;
  };

  /**
   * Why pictures must not be deleted: the site, or a draft as it would be published, needs them (the whole site's check
   * with them gone finds a page that shows one). Each draft is checked with its own pictures.
   */
  const deleteRefusal = async (paths: unknown[]) => {
    const gone = new Map(paths.map((file) => [String(file), undefined]));
    const texts = await repo.textsAt(MAIN_BRANCH);
    const { report } = siteCheck(texts, new Map(), await picturesAround(MAIN_BRANCH, MAIN_BRANCH, gone));
    if (report) return `Not deleted: the site still shows ${paths.length === 1 ? 'this picture' : 'these pictures'}. Remove ${paths.length === 1 ? 'it' : 'them'} from the pages below first, publish them, then delete.\n\n${report}`;
    for (const branch of await repo.drafts()) {
      const merged = await repo.mergeDraft(branch);
      if ('conflicts' in merged) continue;
      const drafted = siteCheck(new Map([...texts, ...merged.changes]), new Map(), await picturesAround(merged.tree, merged.tree, gone));
      if (drafted.report) return `Not deleted: the draft of ${branch.slice('cms/'.length)} shows ${paths.length === 1 ? 'this picture' : 'these pictures'}. Remove ${paths.length === 1 ? 'it' : 'them'} from that draft first (or delete the draft), then delete.\n\n${drafted.report}`;
    }
    return undefined;
  };

  /**
   * Why an upload must not go on the site's branch: a picture of that name is published (replacing it would change
   * every page that shows it, outside any draft), or the site would not build with it (a page names it and it is too small).
   */
  const uploadRefusal = async (asset: unknown) => {
    const file = String(field(asset, 'path'));
    if (await repo.hasFile(MAIN_BRANCH, file)) {
      return { status: 409, error: `Not uploaded: the site already has a picture named ${file.slice(file.lastIndexOf('/') + 1)}, and a published picture is never replaced outside a draft. Give the new one another name (add -2 before .jpg), upload it, and choose it in the page's draft.` };
    }
    const bytes = Buffer.from(String(field(asset, 'content')), field(asset, 'encoding') === 'base64' ? 'base64' : 'utf8');
    const { report } = siteCheck(await repo.textsAt(MAIN_BRANCH), new Map(), await picturesAround(MAIN_BRANCH, MAIN_BRANCH, new Map([[file, bytes]])));
    return report ? { status: 422, error: `Not uploaded: with this picture the site would not build.\n\n${report}` } : undefined;
  };

  /** The draft's own file (and pictures) only: a new page's draft also changes pages.yaml, which Decap would take for the page. */
  const ownDiffs = (res: ServerResponse & { json?: (body: unknown) => void }, collection: unknown) => {
    const json = res.json!.bind(res);
    res.json = (body: unknown) => {
      const diffs = list(field(body, 'diffs'));
      json(diffs.length ? { ...(body as object), diffs: diffs.filter((diff) => isMedia(field(diff, 'path')) || isEntryFile(collection, String(field(diff, 'path')))) } : body);
    };
  };

  /** Lets decap-server's answer go out once the project's branch has taken what it committed to main. */
  const thenPushOut = (res: ServerResponse & { json?: (body: unknown) => void }) => {
    const json = res.json!.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode >= 400) return json(body);
      repo.pushOut().then(
        () => json(body),
        (error: unknown) => answer(res, 409, { error: error instanceof Error ? error.message : String(error) }),
      );
    };
  };

  /** A call that commits nothing (reading, a draft's status, deleting a draft): no author to ask git for. */
  const readingStep = async (action: string, params: Record<string, unknown>, res: ServerResponse & { json?: (body: unknown) => void }, next: Next) => {
    switch (action) {
      case 'unpublishedEntry':
        ownDiffs(res, draftOf(params).collection);
        return next();
      case 'updateUnpublishedEntryStatus':
        // decap-server writes a status into git's config for any name: one for no draft would count as Ready in the previews.
        if (!(await repo.hasBranch(draftBranch(String(params.collection), String(params.slug))))) {
          return answer(res, 404, { error: 'this draft is no longer there (someone published or deleted it meanwhile). Reload the page.' });
        }
        return next();
      case 'getDeployPreview': {
        const collection = String(params.collection);
        const slug = String(params.slug);
        return answer(res, 200, { url: previewUrl(collection, slug, await repo.hasBranch(draftBranch(collection, slug))), status: 'SUCCESS' });
      }
      default:
        return next();
    }
  };

  return async (req: IncomingMessage & { body?: unknown }, res: ServerResponse & { json?: (body: unknown) => void }, next: Next) => {
    const action = field(req.body, 'action');
    const params = (field(req.body, 'params') ?? {}) as Record<string, unknown>;
    if (action === 'info') return next();
    await repo.syncIn();
    if (releases?.actions.has(String(action))) {
      const { status, body } = await releases.run(String(action), params, await authorOf(req.body));
      return answer(res, status, body);
    }
    if (!COMMITTING.has(String(action))) return readingStep(String(action), params, res, next);
    const author = await authorOf(req.body);
    // git keeps a message's lines as they are: a caller's line breaks would add trailers (Signed-off-by, Co-authored-by).
    const options = field(params, 'options');
    if (options && typeof field(options, 'commitMessage') === 'string') (options as Record<string, unknown>).commitMessage = oneLine(String(field(options, 'commitMessage')));
    // A failed write may leave its files in the clone's folder: the next call puts them back first.
    onceWritten(res, () => {
      if (res.statusCode >= 400) repo.failedWrite();
    });
    // decap-server's commits (a draft's saves, a picture) are by the editor who asked for them, for this call only.
    const identity = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email };
    const before = Object.fromEntries(Object.keys(identity).map((key) => [key, process.env[key]]));
    Object.assign(process.env, identity);
    // Put back when the answer is written: the call's commits are made by then, also for a page that has left.
    onceWritten(res, () => {
      for (const [key, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    });
    switch (action) {
      case 'publishUnpublishedEntry': {
        const refused = await publish(params, author);
        if (refused) log(`editor backend did not publish ${draftBranch(String(params.collection), String(params.slug))}: ${refused.error.split('\n')[0]}`);
        return refused ? answer(res, refused.status, { error: refused.error }) : answer(res, 200, { message: 'published' });
      }
      case 'persistEntry': {
        const refused = await saveRefusal(params);
        if (refused) return answer(res, refused.status, refused);
        return next();
      }
      case 'deleteFile':
      case 'deleteFiles': {
        const refusal = await deleteRefusal(action === 'deleteFile' ? [params.path] : list(params.paths));
        if (refusal) return answer(res, 409, { error: refusal });
        thenPushOut(res);
        return next();
      }
      case 'persistMedia': {
        const refused = await uploadRefusal(params.asset);
        if (refused) return answer(res, refused.status, refused);
        thenPushOut(res);
        return next();
      }
      default:
        return next();
    }
  };
}

/** Calls `then` once the answer's end is written, or thrown away when the page has left: either way the call's work is over. */
function onceWritten(res: ServerResponse, then: () => void) {
  const end = res.end;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    res.end = end;
    const ended = (end as (...args: unknown[]) => ServerResponse).apply(this, args);
    then();
    return ended;
  } as ServerResponse['end'];
}

/**
 * Runs a call (`work`, which may end its turn early with `over`) when every earlier call is over: decap-server switches
 * branches in the clone, so one call at a time. A call the page gave up on before its turn is skipped, or it would hold
 * the turn for good; one under way keeps the turn until its answer is written, even when the page has left meanwhile
 * (Decap aborts its preview-link polls at each save): the next call's first step puts the clone back on main, which
 * under a save still being committed on its draft's branch lost the save's last edit.
 */
export function inTurn(exclusive: <T>(work: () => Promise<T>) => Promise<T>, res: ServerResponse, work: (over: () => void) => Promise<unknown>): Promise<void> {
  let left = false;
  res.once('close', () => (left = true));
  return exclusive(
    () =>
      new Promise<void>((over) => {
        if (left) return over();
        onceWritten(res, over);
        void work(over);
      }),
  );
}

/** Starts decap-server's git API over the editor's clone behind the guard, on 127.0.0.1:`port`. */
export async function startEditorBackend<Pictures>({ repo, port, editorOrigins, config, photoNames, siteCheck, picturesAt, publishedAddress, previewUrl, dateInWords, log = console.error, releases }: EditorBackendOptions<Pictures>): Promise<Server> {
  // decap-server's own express and its documented middleware entry, so the guard runs in front of its routes in one process.
  const decapRequire = createRequire(createRequire(import.meta.url).resolve('decap-server/package.json'));
  const express = decapRequire('express') as Express;
  const { registerLocalGit } = decapRequire('./dist/middlewares.js') as { registerLocalGit: (app: ExpressApp, options: { logLevel: string }) => Promise<void> };
  // decap-server reads the folder it serves from here when its routes are registered.
  process.env.GIT_REPO_DIRECTORY = repo.repo;
  const onlyTheEditor: Middleware = (req, res, next) => {
    const reason = refusedRequest(req, editorOrigins);
    if (!reason) return next();
    log(`editor backend refused ${req.method} ${JSON.stringify(req.url?.slice(0, 200))}: ${reason}`);
    refuse(res, reason);
  };
  const onlyContentFiles: Middleware = (req, res, next) => {
    if (req.method !== 'POST') return next();
    const reason = refusedAction(req.body, config, photoNames, releases?.actions);
    if (!reason) return next();
    log(`editor backend refused ${JSON.stringify(field(req.body, 'action'))}: ${reason}`);
    refuse(res, reason);
  };
  const steps = workflowSteps({ repo, config, siteCheck, picturesAt, publishedAddress, previewUrl, dateInWords, log, releases });
  // One call at a time, held until its answer is sent: the next one finds the clone back on main.
  const oneAtATime: Middleware = (req, res, next) => {
    if (req.method !== 'POST') return next();
    // An answer of the steps below goes out before decap-server's CORS middleware: the editor's page (its Origin checked above) may read it.
    if (req.headers.origin) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
      res.setHeader('Vary', 'Origin');
    }
    inTurn(repo.exclusive, res, (over) =>
      steps(req, res, next).catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        log(`editor backend failed ${JSON.stringify(field(req.body, 'action'))}: ${message}`);
        if (!res.headersSent) answer(res, 409, { error: message });
        over();
      }),
    );
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
  app.use(oneAtATime);
  await registerLocalGit(app, { logLevel: 'warn' });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, '127.0.0.1', () => resolve(server));
    server.once('error', reject);
    // A slow client is cut off as on the site's server; a save of a large page still has a minute.
    server.headersTimeout = 10_000;
    server.requestTimeout = 60_000;
  });
}
