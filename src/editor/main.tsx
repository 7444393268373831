// The browser editor at /admin: Decap CMS with the config generated from the schemas (src/editor/cms-config.json),
// files saved through yaml's Document (yaml-edit.ts), every save validated as `npm run validate` does, and the
// real page as the preview.
import siteStylesUrl from '../../renderer/styles.css?url';
import { withPageFields, CMS_FORMAT, NEW_PAGE_FIELD, type GeneratedCmsConfig } from './cms-config';
import { createValidators } from '../content/schemas';
import { schemaFiles } from './schema-files';
import generated from './cms-config.json';
import { backendConfig, type BackendEnv } from './backend';
import { folderOf, newPageFiles, pageData, withNewPageFiles, type BackendImplementation, type DataFile, type NewPageRequest } from './new-page';
import { pagePreview } from './PagePreview';
import { createSiteStore, readSiteTexts, refusal, saveProblems } from './site-content';
import { optionalGroup, ownFields } from './object-controls';
import { listItemControls } from './list-item-controls';
import { shownAsTyped } from './shown-as-typed';
import { reopenEntryAfterSave, routesSaveFiles, withRouteFiles, withRouteRemoval, type RouteFiles } from './route-changes';
import { fromJS } from 'immutable';
import { newYaml, readYaml, savedText } from './yaml-edit';
import { startHistory } from './history/history-button';
import { SEARCH_RESULT_WIDGET, withSearchResultLength } from './widgets/search-result-text';

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}

window.CMS_MANUAL_INIT = true;
const { default: CMS } = await import('decap-cms-app');

const objectWidget = CMS.getWidget('object') as unknown as { control: Parameters<typeof ownFields>[0]; preview: unknown; schema: object };
const objectControl = ownFields(objectWidget.control);
// Decap's types leave out the schema its registry takes, which checks a group's config as an object's.
CMS.registerWidget({ name: 'object', controlComponent: objectControl, previewComponent: objectWidget.preview, schema: objectWidget.schema } as never);
CMS.registerWidget({ name: 'group', controlComponent: optionalGroup(objectControl), previewComponent: objectWidget.preview, schema: objectWidget.schema } as never);
// Every list (blocks, questions, buttons) gets move buttons and an Add below on each item; by the registry's four-argument
// form, which keeps the list's config schema.
const listWidget = CMS.getWidget('list') as unknown as { control: Parameters<typeof listItemControls>[0]; preview: unknown; schema: object };
(CMS.registerWidget as unknown as (name: string, control: unknown, preview: unknown, schema: object) => void)('list', listItemControls(listWidget.control), listWidget.preview, listWidget.schema);
// Text fields show each letter before the whole form takes it in (shown-as-typed.tsx); the rest of each widget's
// registration (schema, global styles) is kept.
for (const name of ['string', 'text', 'markdown']) {
  const { control, preview, ...registration } = CMS.getWidget(name) as unknown as { control: Parameters<typeof shownAsTyped>[0]; preview: unknown };
  CMS.registerWidget({ name, controlComponent: shownAsTyped(control, { keepsItsText: name === 'markdown' }), previewComponent: preview, ...registration } as never);
  // Titles and descriptions: a text box that counts against search results' limits as it is typed.
  if (name === 'string') CMS.registerWidget({ ...registration, name: SEARCH_RESULT_WIDGET, controlComponent: shownAsTyped(withSearchResultLength(control)), previewComponent: preview } as never);
}

const validators = createValidators(schemaFiles);
const config = withRouteRemoval(withPageFields(generated as unknown as GeneratedCmsConfig));

/** The file being saved as it was read, set by the preSave check just before Decap asks the format for the text. */
let saving: { path: string; raw: string } | undefined;
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

// Each backend the editor may use gets the new-page files added to its save (see new-page.ts).
for (const name of ['proxy', 'github', 'gitlab']) {
  const registered = CMS.getBackend(name) as { init: (...args: unknown[]) => BackendImplementation } | undefined;
  if (!registered) continue;
  const init = registered.init;
  registered.init = (...args) => (backend = withRouteFiles(withNewPageFiles(init(...args), takeNewPage), takeRouteFiles));
}

CMS.registerCustomFormat(CMS_FORMAT, 'yaml', {
  fromFile: (text) => readYaml(text),
  toFile: (data) => {
    const original = saving;
    saving = undefined;
    const page = pageData(data as Record<string, unknown>);
    return original ? savedText(original.path, original.raw, page) : newYaml('', page);
  },
});

const site = createSiteStore(validators, () => backend);

CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const data = entry.get('data').toJS() as Record<string, unknown>;
    const folder = config.collections.find((collection) => collection.name === entry.get('collection'));
    // The whole site as the backend has it now: the save is checked in its context, as the build will check it.
    const texts = await readSiteTexts(backend!);
    // Throwing stops the save: Decap shows the message and writes nothing.
    if (entry.get('newRecord') && folder && 'folder' in folder) {
      const prepared = newPageFiles((data[NEW_PAGE_FIELD] ?? {}) as NewPageRequest, folderOf(folder.folder), data, texts, validators);
      if (prepared.problems.length) throw new Error(prepared.problems.join('\n'));
      newPage = prepared.files;
      return entry.get('data');
    }
    const path = String(entry.get('path') ?? '');
    const raw = String(entry.get('raw') ?? '');
    if (entry.get('collection') === 'routes') {
      // pages.yaml as saved last, not as the form opened it: a rename adds old addresses the form does not show.
      const saved = texts.get(path) ?? raw;
      const prepared = routesSaveFiles(texts, saved, data, validators);
      if ('refusal' in prepared) throw new Error(prepared.refusal);
      routeFiles = prepared.routeFiles;
      // The text is written here, each removed route's lines alone; the format then finds nothing left to change.
      saving = { path, raw: prepared.text };
      return fromJS(prepared.data);
    }
    const problems = saveProblems(texts, validators, new Map([[path, savedText(path, raw, pageData(data))]]));
    if (problems.length) throw new Error(refusal(problems));
    saving = { path, raw };
    return entry.get('data');
  },
});

// The preview shows pages with the facts as saved: a changed phone number reaches every page's preview.
CMS.registerEventListener({ name: 'postSave', handler: () => site.refresh() });
CMS.registerEventListener({ name: 'postSave', handler: ({ entry }) => (entry.get('collection') === 'routes' ? reopenEntryAfterSave() : undefined) });

CMS.registerPreviewStyle(siteStylesUrl);
const PagePreview = pagePreview(validators, site);
for (const collection of config.collections) if ('folder' in collection) CMS.registerPreviewTemplate(collection.name, PagePreview as never);

const localBackend = document.querySelector<HTMLMetaElement>('meta[name="cms-local-backend"]')?.content;
const backendSettings = backendConfig(import.meta.env as BackendEnv, localBackend);
CMS.init({ config: { ...config, ...backendSettings } as never });
startHistory({ collections: config.collections, backend: backendSettings.backend, local: localBackend !== undefined });
