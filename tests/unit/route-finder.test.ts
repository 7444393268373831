// The Routes form as a marketer looks a page up: each route by address and title, found by typing part of either, and
// the form's place kept over a save that draws it anew.
import { describe, expect, it } from 'vitest';
import { foundInWords, isFound } from '../../src/editor/list-finder';
import { collapsedAsKept, KEPT_FOR_MS, listPath, type Place } from '../../src/editor/kept-place';
import { ROUTE_LIST, withRouteFinder } from '../../src/editor/RoutePreview';
import generated from '../../src/editor/cms-config.json' with { type: 'json' };

describe('finding a route', () => {
  it('finds an item by part of its address or title, in any case, every word typed', () => {
    const faq = ['/faq', 'Laser Cleaning FAQ | Costs, Safety'];
    const enhanced = ['/enhanced-faq', 'Enhanced FAQ'];
    expect(isFound('/faq', faq)).toBe(true);
    expect(isFound('/faq', enhanced)).toBe(false);
    expect(isFound('faq', enhanced)).toBe(true);
    expect(isFound('SAFETY laser', faq)).toBe(true);
    expect(isFound('safety rust', faq)).toBe(false);
    expect(isFound('  ', enhanced)).toBe(true);
    expect(isFound('faq', [undefined, 3])).toBe(false);
  });

  it('says how many it shows, or that none holds what was typed', () => {
    expect(foundInWords('', 0, 45, 'route', 'routes')).toBe('45 routes');
    expect(foundInWords('faq', 2, 45, 'route', 'routes')).toBe('2 of 45 routes');
    expect(foundInWords(' /nowhere ', 0, 45, 'route', 'routes')).toBe('No route holds “/nowhere”');
  });

  it('lists Routes by address then title, with the finder over address and title, and its preview shown', () => {
    const config = withRouteFinder(generated.config as unknown as { collections: object[] });
    const routes = config.collections.find((collection) => (collection as { name: string }).name === 'routes') as { editor: { preview: boolean }; files: Array<{ fields: Array<Record<string, unknown>> }> };
    expect(routes.editor.preview).toBe(true);
    expect(routes.files[0]!.fields.find((field) => field.name === 'routes')).toMatchObject({ summary: '{{fields.path}} · {{fields.title}}', find_in: ['path', 'title'], find_label: ROUTE_LIST.find_label });
    // Every other collection as generated.
    const others = (collections: object[]) => collections.filter((collection) => (collection as { name: string }).name !== 'routes');
    expect(others(config.collections)).toEqual(others(generated.config.collections as object[]));
  });
});

describe("the form's place over a save", () => {
  const place = (lists: Place['lists']): Place => ({ entry: '#/collections/pages/entries/faq', at: 1_000, lists, scrollTop: 640, drawn: new Set() });

  it('names a list by the item it sits in: blocks, blocks.2/items', () => {
    const itemPaths = new Map([['key-of-block-3', 'blocks.2']]);
    expect(listPath('blocks', [], itemPaths)).toBe('blocks');
    expect(listPath('items', ['form-id', 'list-id', 'key-of-block-3', 'object-id'], itemPaths)).toBe('blocks.2/items');
  });

  it('gives a list drawn anew its open items back, for the same entry soon after the save only', () => {
    const kept = place(new Map([['blocks.2/items', { count: 5, open: [0, 3], finding: '' }]]));
    expect(collapsedAsKept(kept, kept.entry, 2_000, 'blocks.2/items', 5)).toEqual([false, true, true, false, true]);
    expect(collapsedAsKept(kept, '#/collections/pages/entries/contact', 2_000, 'blocks.2/items', 5)).toBeUndefined();
    expect(collapsedAsKept(kept, kept.entry, 1_000 + KEPT_FOR_MS + 1, 'blocks.2/items', 5)).toBeUndefined();
    // A list not drawn at the time, or one whose length changed (an item removed or added), is drawn as Decap draws it.
    expect(collapsedAsKept(kept, kept.entry, 2_000, 'blocks', 5)).toBeUndefined();
    expect(collapsedAsKept(kept, kept.entry, 2_000, 'blocks.2/items', 4)).toBeUndefined();
    expect(collapsedAsKept(kept, kept.entry, 2_000, 'blocks.2/items', 6)).toBeUndefined();
  });
});
