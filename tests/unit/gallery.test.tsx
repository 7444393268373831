import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderGallery } from '../../renderer/gallery/render-gallery';
import { loadSiteFrom, projectRoot, readBlockExamples, readSchemaFiles, readValidators } from '../../scripts/build/content-files';
import { GALLERY_PATH } from '../../src/content/block-examples';
import { blockTypes } from '../../src/content/schemas';

const site = loadSiteFrom().site!;
const examples = readBlockExamples(site, readValidators());
const types = blockTypes(readSchemaFiles());

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('the block gallery', () => {
  it('has one valid example per block folder', () => {
    expect(examples.map((example) => example.type)).toEqual(types);
    expect(examples.filter((example) => example.problems.length)).toEqual([]);
  });

  it('renders every block with its YAML, ready to paste under blocks:, beside it', async () => {
    const html = await renderGallery(examples);
    for (const example of examples) {
      expect(html).toContain(`id="block-${example.type}"`);
      expect(html).toContain(escaped(`  - type: ${example.type}\n`));
      const title = (example.block as { title?: string }).title;
      if (title) expect(html).toContain(escaped(title));
    }
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });
});

describe('the development server', () => {
  let server: ViteDevServer;
  beforeAll(async () => {
    // Only server-rendered HTML is fetched: no browser needs the pre-bundled dependencies.
    server = await createServer({ configFile: `${projectRoot}/vite.config.ts`, root: projectRoot, server: { port: 0, host: '127.0.0.1' }, optimizeDeps: { noDiscovery: true }, logLevel: 'silent' });
    await server.listen();
  }, 60_000);
  afterAll(() => server?.close());

  it(`serves the gallery at ${GALLERY_PATH} with the site's styles`, async () => {
    const address = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
    const response = await fetch(address + GALLERY_PATH, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 class="text-3xl font-extrabold">Block gallery</h1>');
    expect(html).toContain('src="/renderer/gallery/gallery-client.ts"');
    for (const type of types) expect(html).toContain(`id="block-${type}"`);
  }, 60_000);
});
