// docs/architecture.md promises: a block type is one folder (schema, component, example) plus one registry line.
// This adds one to a copy of the project and checks that validation, types, docs and the gallery all pick it up; that the
// copy then type-checks (a full `tsc`, half a minute) is tests/e2e/block-by-hand.spec.ts, with the other slow checks.
import path from 'node:path';
import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { copyProject } from '../support/project-copy';
import { addQuoteBanner } from '../support/quote-banner';

describe('adding a block type', () => {
  it('one schema, one component, one example and one registry line reach validation, types, docs and the gallery', async () => {
    const project = copyProject();
    try {
      addQuoteBanner(project);

      expect(project.run('generate').status).toBe(0);
      expect(project.read('schema/generated/types.ts')).toMatch(/export interface QuoteBannerBlock \{/);
      expect(project.read('docs/blocks.md')).toContain('## quote-banner\n\nA single customer quote across the page, with who said it.');
      expect(project.read('docs/blocks.md')).toContain("| `source` | yes | text | Who said it: role and industry. Example: Maintenance manager, Port of Brisbane |");

      const page = 'site/pages/not-found.yaml';
      const original = project.read(page);
      project.write(page, `${original.trimEnd()}\n  - type: quote-banner\n    quote: The crane rails were back in service the same afternoon.\n    sourse: Maintenance manager\n`);
      const invalid = project.run('validate');
      expect(invalid.status).toBe(1);
      expect(invalid.output).toContain("'sourse' is not a field of a quote banner block");
      expect(invalid.output).toContain("how to fix: did you mean 'source'?");
      project.write(page, project.read(page).replace('sourse:', 'source:'));
      expect(project.run('validate').status).toBe(0);

      // Only server-rendered HTML is fetched: no browser needs the pre-bundled dependencies.
      const server = await createServer({ configFile: path.join(project.root, 'vite.config.ts'), root: project.root, server: { port: 0, host: '127.0.0.1' }, optimizeDeps: { noDiscovery: true }, logLevel: 'silent' });
      try {
        await server.listen();
        const gallery = await fetch(server.resolvedUrls!.local[0]!.replace(/\/$/, '') + '/_blocks', { headers: { accept: 'text/html' } });
        const html = await gallery.text();
        expect(html).toContain('id="block-quote-banner"');
        expect(html).toContain('<blockquote class="text-2xl">The crane rails were back in service the same afternoon.</blockquote>');
      } finally {
        await server.close();
      }
    } finally {
      project.remove();
    }
  }, 400_000);
});
