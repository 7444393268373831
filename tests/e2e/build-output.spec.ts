// The built scripts, checked in dist/ as a host would serve them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../../scripts/vite-plugin-compile-hints';

const assets = path.join(import.meta.dirname, '../../dist/assets');

test("every script chunk starts with V8's compile hint, so the browser compiles it off the main thread", () => {
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(5);
  expect(chunks.filter((file) => !readFileSync(path.join(assets, file), 'utf8').startsWith(COMPILE_HINT))).toEqual([]);
});
