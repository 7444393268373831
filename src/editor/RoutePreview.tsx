// The Routes form as a marketer looks a page up: each route listed as "/address · Title", a box above the list that
// shows only the routes whose address or title holds what is typed, and beside the form the page of the route being
// edited (the one opened or focused last, or the one route found), under its search result as the form now has it.
import { fromJS } from 'immutable';
import { useMemo, useSyncExternalStore, type CSSProperties } from 'react';
import { PAGES_DIR } from '../content/content-files';
import type { Validators } from '../content/schemas';
import { pagePreview } from './PagePreview';
import type { SiteStore } from './site-content';
import { readYaml } from './yaml-edit';

/** The Routes list's settings: each route by its address then title, and the finder above it (list-item-controls.tsx). */
export const ROUTE_LIST = {
  summary: '{{fields.path}} · {{fields.title}}',
  find_label: 'Find a page by its address or title',
  find_in: ['path', 'title'],
};

interface Collection {
  name: string;
  editor?: { preview?: boolean };
  files?: Array<{ fields: Array<{ name: string }> }>;
}

/** The editor's config with the Routes list found by address and its preview pane shown. */
export function withRouteFinder<T extends { collections: readonly object[] }>(config: T): T {
  const collections = (config.collections as Collection[]).map((collection) =>
    collection.name === 'routes' && collection.files
      ? {
          ...collection,
          editor: { ...collection.editor, preview: true },
          files: collection.files.map((file) => ({ ...file, fields: file.fields.map((field) => (field.name === 'routes' ? { ...field, ...ROUTE_LIST } : field)) })),
        }
      : collection,
  );
  return { ...config, collections };
}

/** The page file (as Routes names it: faq.yaml) of the route the marketer is on. */
let pageInView: string | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Puts a route's page beside the form (the Routes list calls it as an item is opened, focused or found alone). */
export function showRouteOf(page: unknown) {
  if (typeof page !== 'string' || page === pageInView) return;
  pageInView = page;
  for (const listener of listeners) listener();
}

interface Entry {
  get: (key: string) => unknown;
}
interface Route {
  get: (key: string) => unknown;
}

const note: CSSProperties = { padding: 24, fontFamily: 'system-ui', color: '#334155' };
const result: CSSProperties = { fontFamily: 'arial, sans-serif', margin: '16px', padding: '12px 16px', border: '1px solid #dadce0', borderRadius: 8, background: '#fff', maxWidth: 600 };

/** A page file's text as Decap's entry for it, which the page preview reads. */
const pageEntry = (file: string, text: string): Entry => {
  const data = fromJS(readYaml(text));
  return { get: (key) => (key === 'data' ? data : key === 'path' ? file : key === 'raw' ? text : undefined) };
};

export function routePreview(validators: Validators, site: SiteStore) {
  const PagePreview = pagePreview(validators, site);
  return function RoutePreview({ entry }: { entry: Entry }) {
    const page = useSyncExternalStore(subscribe, () => pageInView);
    const texts = useSyncExternalStore(site.subscribe, site.texts);
    const routes = (entry.get('data') as { get: (key: string) => { find?: (test: (route: Route) => boolean) => Route | undefined } | undefined }).get('routes');
    const route = page === undefined ? undefined : routes?.find?.((item) => item.get('page') === page);
    const file = route ? `${PAGES_DIR}/${String(route.get('page'))}` : undefined;
    const text = file === undefined ? undefined : texts.get(file);
    const shown = useMemo(() => (file !== undefined && text !== undefined ? pageEntry(file, text) : undefined), [file, text]);
    if (!route) return <p style={note}>Open a route, or find one by its address above the list, to see its page here.</p>;
    return (
      <div>
        <section style={result} aria-label="In search results">
          <div style={{ fontSize: 12, color: '#4d5156' }}>{String(route.get('path') ?? '')}</div>
          <div style={{ fontSize: 20, color: '#1a0dab', margin: '4px 0' }}>{String(route.get('title') ?? '')}</div>
          <div style={{ fontSize: 14, color: '#4d5156' }}>{String(route.get('description') ?? '')}</div>
        </section>
        {shown ? <PagePreview entry={shown} clickToEdit={false} /> : <p style={note}>Reading the site&apos;s content…</p>}
      </div>
    );
  };
}
