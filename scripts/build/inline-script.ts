// A page's inline script: a source module bundled into one minified classic script (an IIFE), and the hash the CSP
// allows it by. Vite's own bundler builds it, so it is written, typed and linted like the rest of src/.
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { projectRoot } from './content-files';
import { hashSource } from './security-headers';

export async function bundleInlineScript(entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root: projectRoot,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry: path.join(projectRoot, entry), formats: ['iife'], name: 'inlineScript', fileName: 'inline' } },
  })) as Rolldown.RolldownOutput[];
  const code = output[0]!.output[0].code.trim();
  if (code.includes('</script')) throw new Error(`${entry} bundles to text that would end its <script> element early`);
  return code;
}

/** The text of every inline script the page runs: not JSON data blocks (typed, and never run) nor scripts with a src. */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\s(src|type)=/.test(attributes!)).map(([, , code]) => code!);

/** The page's speculation rules: JSON the browser reads, which the CSP allows by its hash like an inline script. */
export const speculationRules = (html: string) => [...html.matchAll(/<script type="speculationrules">([\s\S]*?)<\/script>/g)].map(([, rules]) => rules!);

/** The CSP sources of every inline script the page runs, its speculation rules included. */
export const inlineScriptHashes = (html: string) => [...inlineScripts(html), ...speculationRules(html)].map(hashSource);
