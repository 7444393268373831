import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { assetTags } from '../../scripts/build';

const manifest: Manifest = {
  'src/boot.ts': { file: 'assets/boot.js', src: 'src/boot.ts', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/entry-client.tsx'], css: ['assets/boot.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/entry-client.tsx': { file: 'assets/entry-client.js', src: 'src/entry-client.tsx', isDynamicEntry: true, imports: ['_shared.js', '_react.js'] },
  '_react.js': { file: 'assets/react.js' },
};

describe("a page's asset tags", () => {
  const tags = assetTags(manifest, [], '/_data/index.json');

  it('load the boot script and its imports at low priority, so they never hold the first paint', () => {
    expect(tags).toContain('<script type="module" async fetchpriority="low" src="/assets/boot.js"></script>');
    expect(tags).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/shared.js">');
  });

  it('keep what hydration needs in the template, for after the first paint', () => {
    const [beforeTemplate, template] = tags.split('<template id="hydration-preloads">');
    expect(beforeTemplate).toBe('<link rel="stylesheet" href="/assets/boot.css"><script type="module" async fetchpriority="low" src="/assets/boot.js"></script><link rel="modulepreload" fetchpriority="low" href="/assets/shared.js">');
    expect(template).toContain('href="/assets/entry-client.js"');
    expect(template).toContain('href="/assets/react.js"');
    expect(template).not.toContain('shared.js');
  });
});
