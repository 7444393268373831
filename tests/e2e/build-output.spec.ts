// The built scripts and pages, checked in dist/ as a host would serve them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { COMPILE_HINT } from '../../scripts/build/vite-plugin-compile-hints';
import { staticImports } from '../../scripts/audit/budgets';

const assets = path.join(import.meta.dirname, '../../dist/assets');

test("every script chunk starts with V8's compile hint, so the browser compiles it off the main thread", () => {
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(5);
  expect(chunks.filter((file) => !readFileSync(path.join(assets, file), 'utf8').startsWith(COMPILE_HINT))).toEqual([]);
});

test("no script carries the build's settings beyond the two the form needs (the editor's repository, tracking labels)", () => {
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const carried = chunks.filter((file) => /VITE_(?!SUPABASE_URL\b|SUPABASE_ANON_KEY\b)[A-Z_]+/.test(readFileSync(path.join(assets, file), 'utf8')));
  expect(carried).toEqual([]);
});

test('every icon a page draws is a symbol of the sprite inlined in that page', () => {
  const pages = readdirSync(path.join(assets, '..'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(40);
  const missing = pages.flatMap((file) => {
    const html = readFileSync(path.join(assets, '..', file), 'utf8');
    const symbols = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
    return [...html.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]).filter((name) => !symbols.has(name)).map((name) => `${file}: ${name}`);
  });
  expect(missing).toEqual([]);
});

test("the boot script's consent defaults and Trusted Types policy come first: nothing it imports starts the app", () => {
  const html = readFileSync(path.join(assets, '../faq.html'), 'utf8');
  const boot = /<script data-boot="\/assets\/([^"]+)"/.exec(html)?.[1];
  expect(boot, 'the page names its boot script').toBeTruthy();
  const imported = new Set<string>();
  const visit = (file: string) => {
    if (imported.has(file)) return;
    imported.add(file);
    staticImports(readFileSync(path.join(assets, file), 'utf8')).forEach(visit);
  };
  visit(boot!);
  // A chunk runs its modules as it loads; the one that hydrates the page must come by the boot script's dynamic import.
  const starting = [...imported].filter((file) => /hydrateRoot\)?\(document\b/.test(readFileSync(path.join(assets, file), 'utf8')));
  expect(imported.size).toBeGreaterThan(1);
  expect(starting).toEqual([]);
});
