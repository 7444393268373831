// The browser editor at /admin: Decap CMS with the config generated from the schemas (admin/cms-config.json),
// files saved through yaml's Document (yaml-edit.ts), every save validated as `npm run validate` does, and the
// real page as the preview.
import siteStylesUrl from '../src/styles.css?url';
import { withPageFields, CMS_FORMAT, NEW_PAGE_FIELD, type GeneratedCmsConfig } from '../scripts/content/cms-config';
import { createValidators } from '../scripts/content/schemas';
import { business } from '../src/site';
import generated from './cms-config.json';
import { backendConfig, type BackendEnv } from './backend';
import { folderOf, newPageFiles, pageFileOf, pageData, withNewPageFiles, NAVIGATION_FILE, PAGES_FILE, type BackendImplementation, type DataFile, type NewPageRequest } from './new-page';
import { pagePreview } from './PagePreview';
import { checkFile, refusal } from './validate-file';
import { newYaml, readYaml, savedText } from './yaml-edit';

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}

window.CMS_MANUAL_INIT = true;
const { default: CMS } = await import('decap-cms-app');

const validators = createValidators();
const config = withPageFields(generated as unknown as GeneratedCmsConfig);

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

// Each backend the editor may use gets the new-page files added to its save (see new-page.ts).
for (const name of ['proxy', 'github', 'gitlab']) {
  const registered = CMS.getBackend(name) as { init: (...args: unknown[]) => BackendImplementation } | undefined;
  if (!registered) continue;
  const init = registered.init;
  registered.init = (...args) => (backend = withNewPageFiles(init(...args), takeNewPage));
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

/** The text of a file as the backend has it now, or undefined when there is none. */
const current = (path: string) =>
  backend!.getEntry(path).then(
    (entry) => (typeof entry?.data === 'string' ? entry.data : undefined),
    () => undefined,
  );

CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const data = entry.get('data').toJS() as Record<string, unknown>;
    const folder = config.collections.find((collection) => collection.name === entry.get('collection'));
    // Throwing stops the save: Decap shows the message and writes nothing.
    if (entry.get('newRecord') && folder && 'folder' in folder) {
      const request = (data[NEW_PAGE_FIELD] ?? {}) as NewPageRequest;
      const [pages, navigation] = await Promise.all([current(PAGES_FILE), current(NAVIGATION_FILE)]);
      const pageExists = request.address ? (await current(pageFileOf(folderOf(folder.folder), request.address))) !== undefined : false;
      const prepared = newPageFiles(request, folderOf(folder.folder), data, { pages: pages ?? '', navigation: navigation ?? '', pageExists }, validators, business);
      if (prepared.problems.length) throw new Error(prepared.problems.join('\n'));
      newPage = prepared.files;
      return entry.get('data');
    }
    const path = String(entry.get('path') ?? '');
    const raw = String(entry.get('raw') ?? '');
    const { problems } = checkFile(validators, path, savedText(path, raw, pageData(data)), business);
    if (problems.length) throw new Error(refusal(problems));
    saving = { path, raw };
    return entry.get('data');
  },
});

CMS.registerPreviewStyle(siteStylesUrl);
const PagePreview = pagePreview(validators, business);
for (const collection of config.collections) if ('folder' in collection) CMS.registerPreviewTemplate(collection.name, PagePreview as never);

const localBackend = document.querySelector<HTMLMetaElement>('meta[name="cms-local-backend"]')?.content;
CMS.init({ config: { ...config, ...backendConfig(import.meta.env as BackendEnv, localBackend) } as never });
