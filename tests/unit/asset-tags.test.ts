import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { assetTags } from '../../scripts/build';

const manifest: Manifest = {
  'src/app/boot.ts': { file: 'assets/boot.js', src: 'src/app/boot.ts', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/app/entry-client.tsx'], css: ['assets/boot.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/app/entry-client.tsx': { file: 'assets/entry-client.js', src: 'src/app/entry-client.tsx', isDynamicEntry: true, imports: ['_shared.js', '_react.js'] },
  '_react.js': { file: 'assets/react.js' },
};

describe("a page's asset tags", () => {
  const tags = assetTags(manifest, 'start()', [], '/_data/index.json');
  const [beforeTemplate, template] = tags.split('<template id="hydration-preloads">');

  it('name no script file before the first paint: only the stylesheet and the inline starter, which knows the boot script', () => {
    expect(beforeTemplate).toBe('<script data-boot="/assets/boot.js">start()</script><link rel="stylesheet" href="/assets/boot.css">');
  });

  it('keep the boot script, its imports, the app and the data in the template, for after the first paint', () => {
    expect([...template!.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/assets/boot.js', '/assets/shared.js', '/assets/entry-client.js', '/assets/react.js', '/_data/index.json']);
  });
});
