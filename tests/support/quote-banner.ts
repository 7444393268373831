// A block type added by hand, as docs/architecture.md describes it: one folder (schema, component, example) plus one
// registry line. The unit test checks that validation, docs and the gallery pick it up; an e2e spec, that it type-checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectCopy } from './project-copy';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../fixtures/new-block', name), 'utf8');

/** The registry with the toc block's line(s) repeated for the new block, in whatever style the registry uses. */
function withRegistryLine(registry: string): string {
  return registry
    .split('\n')
    .flatMap((line) => (/\btoc\b|\bToc\b/.test(line) ? [line, line.replace(/\btoc\b/g, 'quote-banner').replace(/\bToc\b/g, 'QuoteBanner').replace(/'?quote-banner'?:/, "'quote-banner':")] : [line]))
    .join('\n');
}

/** Writes the quote-banner block's folder and registry line into the copy (the generated files are left to `generate`). */
export function addQuoteBanner(project: ProjectCopy): void {
  project.write('renderer/blocks/quote-banner/schema.json', fixture('schema.json'));
  project.write('renderer/blocks/quote-banner/example.yaml', fixture('example.yaml'));
  project.write('renderer/blocks/quote-banner/QuoteBanner.tsx', fixture('QuoteBanner.tsx.txt'));
  project.write('renderer/registry.ts', withRegistryLine(project.read('renderer/registry.ts')));
}
