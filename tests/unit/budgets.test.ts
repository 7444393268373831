import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadScripts, staticImports } from '../../scripts/audit/budgets';

describe("a page's first-load JavaScript", () => {
  it('follows static imports of built chunks but not dynamic ones', () => {
    const code = 'import"./boot-shared-a1.js";import{a as e,t}from"./react-b2.js";const n=()=>import("./ContactForm-c3.js");';
    expect(staticImports(code)).toEqual(['boot-shared-a1.js', 'react-b2.js']);
  });

  it('is the module script, the preloads the page names (its hydration template too) and all they import', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
    mkdirSync(path.join(dist, 'assets'));
    const chunks: Record<string, string> = {
      'boot.js': 'import"./shared.js";import("./app.js");',
      'shared.js': 'export const s=1;',
      'app.js': 'import{r}from"./react.js";',
      'react.js': 'export const r=1;',
      'form.js': 'import{r}from"./react.js";',
      'never.js': 'export const n=1;',
    };
    for (const [name, code] of Object.entries(chunks)) writeFileSync(path.join(dist, 'assets', name), code);
    const html = '<script type="module" async src="/assets/boot.js"></script><template id="hydration-preloads"><link rel="modulepreload" href="/assets/app.js"><link rel="modulepreload" href="/assets/form.js"></template>';
    expect(firstLoadScripts(dist, html).sort()).toEqual(['/assets/app.js', '/assets/boot.js', '/assets/form.js', '/assets/react.js', '/assets/shared.js']);
  });
});
