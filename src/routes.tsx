// The route table: one route per path in pages.yaml, each loading its own page data; anything else is not found.
import type { RouteObject } from 'react-router-dom';
import type { PageData } from './page-data';
import { Layout } from './shell/Layout';
import { NotFoundView } from './shell/NotFound';
import { PageView } from './shell/PageView';
import { RouteError } from './shell/RouteError';

export interface PageSource {
  page: (path: string) => Promise<PageData>;
  notFound: () => Promise<PageData>;
}

export const NOT_FOUND_ROUTE_ID = 'not-found';
export const pageRouteId = (path: string) => `page:${path}`;

export function createRoutes(paths: string[], source: PageSource): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Layout,
      ErrorBoundary: RouteError,
      children: [
        ...paths.map((path) => ({ id: pageRouteId(path), path, loader: () => source.page(path), Component: PageView })),
        { id: NOT_FOUND_ROUTE_ID, path: '*', loader: () => source.notFound(), Component: NotFoundView },
      ],
    },
  ];
}
