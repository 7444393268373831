// The browser editor at /admin: Decap CMS with the config generated from the schemas (src/editor/cms-config.json),
// files saved through yaml's Document (yaml-edit.ts), saves kept as drafts (Decap's editorial workflow), every publish
// validated as `npm run validate` does, a save over a newer version refused with a way to apply it again, and the
// real page as the preview.
import siteStylesUrl from '../../renderer/styles.css?url';
import { withPageFields, CMS_FORMAT, LISTED_AS, NEW_PAGE_FIELD, NEW_PAGE_WIDGET, type GeneratedCmsConfig } from './cms-config';
import { createPageListing } from './page-list';
import { createValidators } from '../content/schemas';
import { schemaFiles } from './schema-files';
import generated from './cms-config.json';
import { backendConfig, type BackendEnv } from './backend';
import { folderOf, newPageFiles, pageData, savesNewPage, withNewPageFiles, type BackendImplementation, type DataFile, type NewPageRequest } from './new-page';
import { pagePreview } from './PagePreview';
import { createSiteStore, readSiteTexts, saveProblems } from './site-content';
import { BUSINESS_FILE, schemaOf } from '../content/content-files';
import { removedPageFiles } from '../content/address-changes';
import { placeInWords } from '../content/field-words';
import type { Problem, Segment } from '../content/problems';
import { changedFields, mergeByField, type FieldChange } from './merge-fields';
import { watchLocalCalls, type NewerVersion } from './local-calls';
import { showNewerVersion } from './NewerVersionDialog';
import { optionalGroup, ownFields } from './object-controls';
import { newPageGroup, newPageGroupStyles } from './new-page-group';
import { shownAsTyped } from './shown-as-typed';
import { keptLayout } from './kept-layout';
import { deletePages, removalMessage, reopenEntryAfterSave, routesSaveFiles, withRouteFiles, withRouteRemoval, type RouteFiles } from './route-changes';
import { deleteInDraft, gitHubDraftApi } from './draft-removal';
import { fromJS } from 'immutable';
import { newYaml, readYaml, savedText } from './yaml-edit';
import { startHistory } from './history/history-button';
import { startSchedule } from './scheduling/schedule-button';
import { askGitHubSchedule, publishedTimeZone, type GitHubScheduleApi } from './scheduling/github-schedule';
import { keepScheduleWith } from './scheduling/SchedulePanel';
import { SEARCH_RESULT_WIDGET, withSearchResultLength } from './widgets/search-result-text';
import { followEntryInAddress, keepFormOnAddressEntry, unreadableRefusal, withUnreadableRefused, wrongEntryRefusal } from './entry-in-address';
import { dateTimeIn } from './dates';
import { hideRefusal, showRefusal } from './RefusalNotice';
import { refusingInWords, withPlainNotices, withPlainRefusals } from './plain-notices';
import { FAILED_CHECK_HEADING, neverForced } from './checked-publish';
import { askForName, NAME_KEY } from './NameDialog';
import { askDeleteOnce, type DeleteQuestions } from './delete-question';
import { backupsOnlyWhileUnsaved } from './backup-guard';
import localforage from 'localforage';
import { authorSource } from './author';
import { followEditedField, keepPlace } from './kept-place';
import { routePreview, showRouteOf, withRouteFinder } from './RoutePreview';
import { listItemControls, watchItemInView } from './list-item-controls';
import { draftOfAddress, startReleases } from './releases/releases-button';
import { localReleaseCalls, type ReleaseCalls } from './releases/release-calls';
import type { GitHubReleasesApi } from './releases/github-releases';

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}

window.CMS_MANUAL_INIT = true;
// Before Decap makes its store: a read it did not wait for never fills another entry's form (entry-in-address.ts).
keepFormOnAddressEntry(window as unknown as Record<string, unknown>, () => location.hash);
const { default: CMS } = await import('decap-cms-app');
// Decap's notices say what was not done, then the reason in words (plain-notices.ts).
CMS.registerLocale('en', withPlainNotices(CMS.getLocale('en') as never) as never);
// Deleting a draft with unsaved changes is asked once, not twice (delete-question.ts).
askDeleteOnce(window, (CMS.getLocale('en') as unknown as { editor: { editor: DeleteQuestions } }).editor.editor);

const objectWidget = CMS.getWidget('object') as unknown as { control: Parameters<typeof ownFields>[0]; preview: unknown; schema: object };
const objectControl = ownFields(objectWidget.control);
// Decap's types leave out the schema its registry takes, which checks a group's config as an object's.
CMS.registerWidget({ name: 'object', controlComponent: objectControl, previewComponent: objectWidget.preview, schema: objectWidget.schema } as never);
CMS.registerWidget({ name: 'group', controlComponent: optionalGroup(objectControl), previewComponent: objectWidget.preview, schema: objectWidget.schema } as never);
// The New page group, on the form of a page being created only (new-page-group.tsx).
CMS.registerWidget({ name: NEW_PAGE_WIDGET, controlComponent: newPageGroup(optionalGroup(objectControl) as never), previewComponent: objectWidget.preview, schema: objectWidget.schema, globalStyles: newPageGroupStyles } as never);
// Every list (blocks, questions, buttons) gets move buttons and an Add below on each item; by the registry's four-argument
// form, which keeps the list's config schema.
const listWidget = CMS.getWidget('list') as unknown as { control: Parameters<typeof listItemControls>[0]; preview: unknown; schema: object };
(CMS.registerWidget as unknown as (name: string, control: unknown, preview: unknown, schema: object) => void)('list', listItemControls(listWidget.control), listWidget.preview, listWidget.schema);
// Text fields show each letter before the whole form takes it in (shown-as-typed.tsx); the rest of each widget's
// registration (schema, global styles) is kept.
for (const name of ['string', 'text', 'markdown']) {
  const { control, preview, ...registration } = CMS.getWidget(name) as unknown as { control: Parameters<typeof shownAsTyped>[0]; preview: unknown };
  const typed = shownAsTyped(control, { keepsItsText: name === 'markdown' });
  // A Markdown field keeps the file's wrapping and list markers where its words did not change (kept-layout.tsx).
  CMS.registerWidget({ name, controlComponent: name === 'markdown' ? keptLayout(typed) : typed, previewComponent: preview, ...registration } as never);
  // Titles and descriptions: a text box that counts against search results' limits as it is typed.
  if (name === 'string') CMS.registerWidget({ ...registration, name: SEARCH_RESULT_WIDGET, controlComponent: shownAsTyped(withSearchResultLength(control)), previewComponent: preview } as never);
}

const validators = createValidators(schemaFiles);
const config = withRouteFinder(withRouteRemoval(withPageFields(generated as unknown as GeneratedCmsConfig)));

/**
 * The file being saved as it was read, set by the preSave check just before Decap asks the format for the text; with
 * `data`, the page to write instead of the form's (the editor's changes laid over a newer version).
 */
let saving: { path: string; raw: string; data?: Record<string, unknown> } | undefined;
/** Per file, the text this editor last saved over the version it had opened (`raw`): what its next save builds on. */
const lastSaved = new Map<string, { raw: string; text: string }>();
/** The save under way: its file, the form's version as read, the text the form builds on, and the form's page. */
let pending: { path: string; raw: string; opened: string; data: Record<string, unknown>; reapplied: boolean } | undefined;
/** "Apply my changes again": the next save of `path` lays the form's changes over the newer version. */
let reapply: { path: string; newer: string; merged: Record<string, unknown> } | undefined;
/** The file of the draft being published (prePublish), whose fields a failed check's problems link to. */
let publishing = '';
/** A new page's files (page, pages.yaml, navigation), checked by preSave and written by the backend's persistEntry. */
let newPage: DataFile[] | undefined;
let backend: BackendImplementation | undefined;
const takeNewPage = () => {
  const files = newPage;
  newPage = undefined;
  return files;
};
/** What a save of the Routes form that renames or removes a page writes besides pages.yaml (route-changes.ts). */
let routeFiles: RouteFiles | undefined;
const takeRouteFiles = () => {
  const files = routeFiles;
  routeFiles = undefined;
  return files;
};

/** Each page file's title and address from pages.yaml, for the Pages lists and their search (page-list.ts). */
const pageListing = createPageListing();

// Each backend the editor may use gets the new-page files added to its save (see new-page.ts).
for (const name of ['proxy', 'github', 'gitlab']) {
  const registered = CMS.getBackend(name) as { init: (...args: unknown[]) => BackendImplementation } | undefined;
  if (!registered) continue;
  const init = registered.init;
  // GitHub's Publish never forces a merge the checks have not passed (checked-publish.ts).
  // An address naming no page of its list opens the notice, never a blank form (entry-in-address.ts).
  // A failed check's problems are shown over the form as a refused publish is (RefusalNotice.tsx).
  const showFailed = (problems: Problem[]) => showRefusal(FAILED_CHECK_HEADING, problems, publishing);
  registered.init = (...args) => (backend = withPlainRefusals(withUnreadableRefused(withRouteFiles(withNewPageFiles(pageListing.wrap(neverForced(init(...args), showFailed), name), takeNewPage), takeRouteFiles))));
}

CMS.registerCustomFormat(CMS_FORMAT, 'yaml', {
  fromFile: (text) => {
    const listed = pageListing.of(text);
    // A new page's draft shows its address, title and description as typed, which its own file does not hold.
    const newPage = pageListing.newPageOf(text);
    return listed ? { ...readYaml(text), [LISTED_AS]: listed, ...(newPage && { [NEW_PAGE_FIELD]: newPage }) } : readYaml(text);
  },
  toFile: (data) => {
    const original = saving;
    saving = undefined;
    const page = original?.data ?? pageData(data as Record<string, unknown>);
    return original ? savedText(original.path, original.raw, page) : newYaml('', page);
  },
});

/** The Business facts entry, whose saved draft's facts the previews show (site-content.ts). */
const factsEntry = config.collections.flatMap((collection) => ('files' in collection ? collection.files.filter((file) => file.file === BUSINESS_FILE).map((file) => ({ collection: collection.name, slug: file.name })) : []))[0]!;
const site = createSiteStore(validators, () => backend, factsEntry);

CMS.registerEventListener({
  name: 'preSave',
  handler: refusingInWords(async ({ entry }) => {
    // Where the marketer is, given back if Decap draws the form anew after the save (kept-place.ts).
    keepPlace(location.hash);
    const data = entry.get('data').toJS() as Record<string, unknown>;
    const folder = config.collections.find((collection) => collection.name === entry.get('collection'));
    // The whole site as the backend has it now: the save is checked in its context, as the build will check it.
    const texts = await readSiteTexts(backend!);
    // Throwing stops the save: Decap shows the message and writes nothing.
    const request = data[NEW_PAGE_FIELD] as NewPageRequest | undefined;
    if (folder && 'folder' in folder && savesNewPage(!!entry.get('newRecord'), request, String(entry.get('path') ?? ''), texts)) {
      const prepared = newPageFiles(request ?? {}, folderOf(folder.folder), data, texts, validators);
      if (prepared.problems.length) throw new Error(prepared.problems.join('\n'));
      newPage = prepared.files;
      return entry.get('data');
    }
    // A page's draft is saved as it is: the whole site's check comes at publish (prePublish below, and the local
    // backend's). A Routes save is checked now, as it works out the old addresses and links a move changes.
    const path = String(entry.get('path') ?? '');
    const unreadable = unreadableRefusal(config.collections, location.hash, { collection: String(entry.get('collection')), slug: String(entry.get('slug')), raw: String(entry.get('raw') ?? '') });
    if (unreadable) throw new Error(unreadable);
    const wrongEntry = wrongEntryRefusal(config.collections, location.hash, { collection: String(entry.get('collection')), path });
    if (wrongEntry) throw new Error(wrongEntry);
    const raw = String(entry.get('raw') ?? '');
    const again = reapply?.path === path ? reapply : undefined;
    reapply = undefined;
    const last = lastSaved.get(path);
    const opened = again?.newer ?? (last?.raw === raw ? last.text : raw);
    await askName();
    if (entry.get('collection') === 'routes') {
      // pages.yaml as saved last, not as the form opened it: a rename adds old addresses the form does not show.
      const prepared = routesSaveFiles(texts, again?.newer ?? texts.get(path) ?? raw, again?.merged ?? data, validators);
      if ('refusal' in prepared) throw new Error(prepared.refusal);
      routeFiles = prepared.routeFiles;
      // The text is written here, each removed route's lines alone; the format then finds nothing left to change.
      saving = { path, raw: prepared.text };
      pending = { path, raw, opened, data, reapplied: !!again };
      return fromJS(prepared.data);
    }
    saving = again ? { path, raw: again.newer, data: again.merged } : { path, raw };
    pending = { path, raw, opened, data: pageData(data), reapplied: !!again };
    return entry.get('data');
  }),
});

// Publishing is checked with the whole site as the build checks it: a draft that would break it stays a draft. A new
// page's draft also holds its route and link, and a Routes draft the files whose links follow a move, which only the
// backend sees: the local backend checks those whole (a Routes save is checked whole as it is saved).
CMS.registerEventListener({
  name: 'prePublish',
  handler: refusingInWords(async ({ entry }) => {
    const path = String(entry.get('path') ?? '');
    publishing = path;
    if (entry.get('collection') === 'routes') {
      // A draft cannot delete a file: on GitHub the deletion is committed to the draft's branch now, so its merge is one
      // commit that builds (draft-removal.ts); on GitLab the pages go right after the publish, in a second commit. The
      // local backend deletes them in the publish's own commit.
      if (!localBackend) {
        const removed = removedPageFiles((await readSiteTexts(backend!)).get(path), String(entry.get('raw') ?? ''));
        const github = gitHubDraftApi(backend);
        if (github && removed.length) await deleteInDraft(github, 'routes', String(entry.get('slug')), removed, removalMessage(removed));
        else removedAtPublish = removed;
      }
      return undefined;
    }
    if (!entry.get('isModification') || !path.endsWith('.yaml')) return undefined;
    const texts = await readSiteTexts(backend!);
    const page = pageData(entry.get('data').toJS() as Record<string, unknown>);
    const problems = saveProblems(texts, validators, new Map([[path, savedText(path, String(entry.get('raw') ?? ''), page)]]));
    hideRefusal();
    if (problems.length) {
      showRefusal('Not published: fix these first', problems, path);
      throw new Error(`Not published: ${problems.length === 1 ? 'one problem' : `${problems.length} problems`} to fix, listed over the form.`);
    }
    return undefined;
  }),
});

/** The page files the Routes draft being published removes, on the live site's backends (prePublish above). */
let removedAtPublish: string[] = [];
CMS.registerEventListener({
  name: 'postPublish',
  handler: async () => {
    const removed = removedAtPublish;
    removedAtPublish = [];
    if (removed.length) await deletePages(backend!, removed);
  },
});

let nameAsked = false;
/** The name given on this computer, which local saves and publishes carry (author.ts). */
const editorName = () => {
  const source = authorSource(localBackend !== undefined, localStorage.getItem(NAME_KEY));
  return source.from === 'name given' ? source.name : undefined;
};
/**
 * Asks once for the editor's name in its own dialog (NameDialog.tsx), locally: left unanswered, the project's git user
 * is the author. On the live site the signed-in account is, and nothing is asked.
 */
async function askName() {
  if (authorSource(localBackend !== undefined, localStorage.getItem(NAME_KEY)).from !== 'to ask' || nameAsked) return;
  nameAsked = true;
  await askForName();
}

/** A field of a page file in the form's words: Block 2 (FAQ), question 1 (…), Answer. */
const placeOf = (path: string, at: Segment[], data: unknown) => {
  const valueAt = (segments: Segment[]) => segments.reduce<unknown>((inside, segment) => (inside && typeof inside === 'object' ? (inside as Record<string, unknown>)[segment] : undefined), data);
  const words = placeInWords(validators.schemas, schemaOf(path), at, valueAt);
  return words.length ? words.join(', ') : 'The page';
};

/** A save refused over a newer version: the editor's changes beside the newer version's, and the way to apply them again. */
function offerToApplyAgain(newer: NewerVersion) {
  const save = pending;
  if (!save || save.path !== newer.path) return;
  // A draft's earlier saves are the editor's changes too: counted from where the draft began, they stay in the merge.
  const opened = readYaml(newer.base ?? save.opened);
  const theirs = readYaml(newer.text);
  const merge = mergeByField(opened, save.data, theirs);
  const inWords = (data: unknown) => (change: FieldChange) => ({ ...change, place: placeOf(newer.path, change.at, data) });
  const notice = {
    author: newer.author,
    date: dateTimeIn(site.current()?.business.company.timeZone, newer.date),
    mine: changedFields(opened, save.data).map(inWords(save.data)),
    theirs: changedFields(opened, theirs).map(inWords(theirs)),
    merge,
    clashes: merge.notApplied.map((change) => placeOf(newer.path, change.at, opened)),
  };
  showNewerVersion(notice, () => {
    reapply = { path: newer.path, newer: newer.text, merged: merge.merged as Record<string, unknown> };
    [...document.querySelectorAll('button')].find((button) => button.textContent === 'Save')?.click();
  });
}

// The preview shows pages with the facts as saved: a changed phone number reaches every page's preview, drafted or published.
for (const name of ['postSave', 'postPublish'] as const) CMS.registerEventListener({ name, handler: () => site.refresh() });
CMS.registerEventListener({ name: 'postSave', handler: ({ entry }) => (entry.get('collection') === 'routes' ? reopenEntryAfterSave() : undefined) });

CMS.registerPreviewStyle(siteStylesUrl);
const PagePreview = pagePreview(validators, site);
for (const collection of config.collections) if ('folder' in collection) CMS.registerPreviewTemplate(collection.name, PagePreview as never);
// Routes: the page of the route being edited beside the form (RoutePreview.tsx).
CMS.registerPreviewTemplate('routes', routePreview(validators, site) as never);
watchItemInView('routes', (route) => showRouteOf(route.get?.('page')));
followEditedField();

const localBackend = document.querySelector<HTMLMetaElement>('meta[name="cms-local-backend"]')?.content;
if (localBackend) {
  watchLocalCalls(localBackend, {
    editor: editorName,
    opened: (path) => (pending?.path === path ? pending.opened : undefined),
    saved: (path, text) => {
      if (pending?.path !== path) return;
      lastSaved.set(path, { raw: pending.raw, text });
      // The form still holds the version it was opened with: read the page again, with both people's changes, once
      // Decap has taken the save in (before, its "unsaved changes" guard would hold the page).
      if (pending.reapplied) {
        const started = Date.now();
        const reloadWhenSaved = () => (/Changes saved/i.test(document.body.textContent ?? '') || Date.now() - started > 10_000 ? location.reload() : window.setTimeout(reloadWhenSaved, 100));
        window.setTimeout(reloadWhenSaved, 100);
      }
    },
    refused: offerToApplyAgain,
  });
}
/** Whether the form has changes not saved: its Save button can be clicked. */
const unsaved = () => [...document.querySelectorAll('button')].some((button) => button.textContent === 'Save' && !button.disabled);
// Before CMS.init, so that a move from one entry to another is seen before Decap's router takes it.
followEntryInAddress(unsaved);
// Decap's copy of the form in the browser, offered after a reload, only while it holds something unsaved (backup-guard.ts).
backupsOnlyWhileUnsaved(localforage, unsaved);
const backendSettings = backendConfig(import.meta.env as BackendEnv, localBackend);
CMS.init({ config: { ...config, ...backendSettings } as never });
startHistory({ collections: config.collections, backend: backendSettings.backend, local: localBackend !== undefined, timeZone: () => site.current()?.business.company.timeZone });
// Releases: drafts published together (releases/releases-button.tsx): kept by npm run edit's backend, which also takes
// them back and schedules them; on the live site each is a pull request on GitHub (releases/github-releases.ts, loaded
// on the panel's first call), and so is its take-back (releases/github-take-back.ts).
// A release's Schedule on GitHub writes its time into the release's pull request, composed again first (composeForSchedule).
let githubReleases: ReleaseCalls | undefined;
if (localBackend) startReleases({ calls: localReleaseCalls(localBackend), collections: config.collections });
else if (backendSettings.backend.name === 'github') {
  const labelOf = (draft: string) => draftOfAddress(config.collections, `#/collections/${draft.replace('/', '/entries/')}`)?.label ?? draft;
  const options = { api: () => (backend as { api?: GitHubReleasesApi } | undefined)?.api, labelOf, timeZone: () => site.current()?.business.company.timeZone, previewContext: backendSettings.backend.preview_context };
  const calls: ReleaseCalls = async (action, params) => (await import('./releases/github-releases')).githubReleaseCalls(options)(action, params);
  githubReleases = calls;
  startReleases({ calls, features: { schedule: true, takeBack: true, scheduleEnd: false }, collections: config.collections });
}
// Publishing at a time (scheduling/schedule-button.tsx): npm run edit's schedule; on GitHub the drafts' pull requests,
// which the scheduled workflow reads (scheduling/github-schedule.ts), through the signed-in editor's GitHub API.
if (localBackend) startSchedule({ collections: config.collections });
else if (backendSettings.backend.name === 'github') {
  let publishedZone: Promise<string | undefined> | undefined;
  keepScheduleWith(async (body) => {
    const api = (backend as { api?: GitHubScheduleApi } | undefined)?.api;
    if (!api?.repoURL) return { error: 'The schedule could not be reached: sign in again.' };
    // The business's clock: as the preview read it, else as published (once a session).
    publishedZone ??= publishedTimeZone(api).catch(() => undefined);
    const composeRelease = async (id: string) => {
      const answer = await githubReleases!('composeForSchedule', { id });
      return answer.ok ? undefined : answer.error;
    };
    return askGitHubSchedule(api, site.current()?.business.company.timeZone ?? (await publishedZone) ?? 'UTC', body, undefined, { composeRelease });
  }, 'by the scheduled workflow on GitHub (within about 5 minutes), once its checks have passed');
  startSchedule({ collections: config.collections });
}
