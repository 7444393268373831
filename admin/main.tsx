// The browser editor at /admin: Decap CMS with the config generated from the schemas (admin/cms-config.json),
// files saved through yaml's Document (yaml-edit.ts), every save validated as `npm run validate` does, and the
// real page as the preview.
import siteStylesUrl from '../src/styles.css?url';
import { withPageFields, CMS_FORMAT, type GeneratedCmsConfig } from '../scripts/content/cms-config';
import { createValidators } from '../scripts/content/schemas';
import { business } from '../src/site';
import generated from './cms-config.json';
import { backendConfig, type BackendEnv } from './backend';
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

/** The file being saved as it was read, set by the preSave check just before Decap asks the format for the text. */
let saving: { path: string; raw: string } | undefined;

CMS.registerCustomFormat(CMS_FORMAT, 'yaml', {
  fromFile: (text) => readYaml(text),
  toFile: (data) => {
    const original = saving;
    saving = undefined;
    return original ? savedText(original.path, original.raw, data as Record<string, unknown>) : newYaml('', data as Record<string, unknown>);
  },
});

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const path = String(entry.get('path') ?? '');
    const raw = String(entry.get('raw') ?? '');
    const text = savedText(path, raw, entry.get('data').toJS());
    const { problems } = checkFile(validators, path, text, business);
    // Throwing stops the save: Decap shows the message and writes nothing.
    if (problems.length) throw new Error(refusal(problems));
    saving = { path, raw };
    return entry.get('data');
  },
});

CMS.registerPreviewStyle(siteStylesUrl);
const PagePreview = pagePreview(validators, business);
const config = withPageFields(generated as unknown as GeneratedCmsConfig);
for (const collection of config.collections) if ('folder' in collection) CMS.registerPreviewTemplate(collection.name, PagePreview as never);

const localBackend = document.querySelector<HTMLMetaElement>('meta[name="cms-local-backend"]')?.content;
CMS.init({ config: { ...config, ...backendConfig(import.meta.env as BackendEnv, localBackend) } as never });
