// The route table: one page per path in pages.yaml (case-sensitive, as the built files are, with or without a trailing
// slash), each rendering its own page data; anything else is not found. The table is flat, so the content model's
// pageKeyFor matches it, and React Router's nested route matching (3.8 kB gzip on every page) is not shipped. Each page
// is a tree of its own (keyed by its path): leaving a prerendered page removes its blocks, where updating them would
// first need the code of every block still waiting to hydrate.
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { NOT_FOUND_KEY, pageKeyFor } from '../content/page-data';
import { Layout } from './shell/Layout';
import { NotFoundView } from './shell/NotFound';
import { PageView } from './shell/PageView';

export function SiteRoutes({ paths }: { paths: readonly string[] }) {
  const known = useMemo(() => new Set(paths), [paths]);
  const key = pageKeyFor(useLocation().pathname, known);
  return <Layout>{key === NOT_FOUND_KEY ? <NotFoundView /> : <PageView key={key} path={key} />}</Layout>;
}
