import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bundleInlineScript, inlineScriptHashes, inlineScripts } from '../../scripts/build/inline-script';

describe('inline scripts', () => {
  it('are the scripts a page runs from its own text, not JSON data blocks or script files', () => {
    const html = '<script data-boot="/b.js">go()</script><script type="application/ld+json">{"a":1}</script><script type="module" src="/m.js"></script><script src="/c.js"></script>';
    expect(inlineScripts(html)).toEqual(['go()']);
  });

  it("are allowed by the SHA-256 of their exact text, as CSP's hash sources are", () => {
    const digest = createHash('sha256').update('go()').digest('base64');
    expect(inlineScriptHashes('<script>go()</script>')).toEqual([`'sha256-${digest}'`]);
    expect(inlineScriptHashes('<script>go() </script>')).not.toEqual([`'sha256-${digest}'`]);
  });

  it("allow the page's speculation rules by their hash too (Chrome holds them to script-src), but no JSON data block", () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const digest = createHash('sha256').update(rules).digest('base64');
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script><script type="application/ld+json">{"a":1}</script>`)).toEqual([`'sha256-${digest}'`]);
  });

  it('bundle the starter into one classic script: no module syntax, its import inlined, and the boot script imported after the paint', async () => {
    const code = await bundleInlineScript('src/app/start-after-paint.ts');
    expect(code).not.toMatch(/^\s*(import|export)\b|\bimport\s*\{|\bexport\s*\{/m);
    expect(code).toContain('hydration-preloads');
    expect(code).toContain('first-contentful-paint');
    expect(code).toMatch(/\bimport\(/);
    // Every page carries it: the paint, the preloads, boot, the taps heard before boot and the wait for a prerendered page
    // to be opened (1,406 characters with them).
    expect(code).toContain('trackedTaps');
    expect(code.length).toBeLessThan(1500);
  });
});
