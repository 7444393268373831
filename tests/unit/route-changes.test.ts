// The editor's save of the Routes form that renames or removes a page: pages.yaml changes in the lines of what changed
// only (the removed route's, the old address added), the links follow, the removed page's file is to be deleted.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Route } from '../../schema/generated/types';
import { readContentTexts, readValidators } from '../../scripts/build/content-files';
import { REMOVAL_FIELD } from '../../src/content/address-changes';
import { routesSaveFiles, withRouteFiles } from '../../src/editor/route-changes';
import { changedLines } from '../support/changed-lines';

const texts = readContentTexts();
const validators = readValidators();
const raw = texts.get('pages.yaml')!;
const data = parse(raw) as { routes: Route[] };

describe("the Routes form's save", () => {
  it('of a removal writes the removed route out and the old address in, and leaves every other line as it was', () => {
    const routes = data.routes.map((route) => (route.path === '/localised-rust-removal' ? { ...route, [REMOVAL_FIELD]: '/laser-rust-removal' } : route));
    const save = routesSaveFiles(texts, raw, { ...data, routes }, validators);
    if ('refusal' in save) throw new Error(save.refusal);
    const removedRoute = raw.slice(raw.indexOf('  - path: /localised-rust-removal'), raw.indexOf('  - path: /full-asset-preparation'));
    expect(save.text).toBe(raw.replace(removedRoute, '').replace('    structuredData: [Service, FAQPage, BreadcrumbList]\n\n  - path: /faq', '    structuredData: [Service, FAQPage, BreadcrumbList]\n    redirectFrom:\n      - /localised-rust-removal\n\n  - path: /faq'));
    expect(save.routeFiles.removed).toEqual(['site/pages/localised-rust-removal.yaml']);
    expect(save.routeFiles.files.map((file) => file.path)).toContain('site/navigation.yaml');
  });

  it('of a rename changes the route’s address and adds its old one, in those lines only', () => {
    const routes = data.routes.map((route) => (route.path === '/plant-maintenance' ? { ...route, path: '/plant-care' } : route));
    const save = routesSaveFiles(texts, raw, { ...data, routes }, validators);
    if ('refusal' in save) throw new Error(save.refusal);
    const changed = changedLines(raw, save.text);
    expect(changed.removed).toEqual(['  - path: /plant-maintenance', ...changed.removed.slice(1)]);
    expect(changed.added).toEqual(['  - path: /plant-care', ...changed.removed.slice(1), '    redirectFrom:', '      - /plant-maintenance']);
  });

  it('refuses, in plain words, a route deleted from the list without saying where its visitors go', () => {
    const save = routesSaveFiles(texts, raw, { ...data, routes: data.routes.filter((route) => route.path !== '/plant-maintenance') }, validators);
    expect(save).toEqual({ refusal: expect.stringContaining('The page at /plant-maintenance is gone from the list, so its address would lead nowhere') });
  });

  it('of a removal saved as a draft writes the files and deletes nothing; saved straight to the site, deletes the page in a commit after', async () => {
    const calls: string[] = [];
    const backend = {
      getEntry: async () => ({ data: '' }),
      entriesByFolder: async () => [],
      persistEntry: async (entry: { dataFiles: Array<{ path: string }> }) => void calls.push(`save ${entry.dataFiles.map((file) => file.path).join(' ')}`),
      deleteFiles: async (paths: string[], message: string) => void calls.push(`delete ${paths.join(' ')}: ${message}`),
    };
    const removal = { files: [{ path: 'site/navigation.yaml', slug: 'site/navigation.yaml', raw: 'x' }], removed: ['site/pages/offer.yaml'] };
    const saving = withRouteFiles(backend, () => removal);
    const entry = { dataFiles: [{ path: 'pages.yaml', slug: 'routes', raw: 'routes: []' }], assets: [] };
    await saving.persistEntry(entry, { useWorkflow: true });
    expect(calls).toEqual(['save pages.yaml site/navigation.yaml']);
    await saving.persistEntry(entry, { useWorkflow: false });
    expect(calls.slice(1)).toEqual(['save pages.yaml site/navigation.yaml', 'delete site/pages/offer.yaml: Remove site/pages/offer.yaml in the browser editor (its address leads to another page)']);
  });
});
