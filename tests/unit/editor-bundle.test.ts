import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshBundleMode, stampBundle } from '../../scripts/build/editor-bundle';

describe("the editor bundle's cache", () => {
  it('is kept while its sources and its backend settings stay, and built again when .env names another repository', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'editor-bundle-'));
    const cache = path.join(root, '.build/admin');
    mkdirSync(cache, { recursive: true });
    stampBundle(root, cache, 'production');
    expect(freshBundleMode(root, cache)).toBe('production');
    // Tracking ids are not the editor's business: its bundle stays.
    writeFileSync(path.join(root, '.env'), 'VITE_GA_MEASUREMENT_ID=G-ABCDEF1234\n');
    expect(freshBundleMode(root, cache)).toBe('production');
    writeFileSync(path.join(root, '.env'), 'VITE_CMS_REPO=southern-cross/site\nVITE_CMS_AUTH_URL=https://auth.example.com.au\n');
    expect(freshBundleMode(root, cache)).toBeUndefined();
    stampBundle(root, cache, 'production');
    expect(freshBundleMode(root, cache)).toBe('production');
    // A bundle stamped before the environment was part of the stamp is built again.
    writeFileSync(path.join(cache, 'built-from'), 'production 0');
    expect(freshBundleMode(root, cache)).toBeUndefined();
  });
});
