// The route table: one route per path in pages.yaml (case-sensitive, as the built files are), each rendering its own page data; anything else is not found.
import { Route, Routes } from 'react-router-dom';
import { Layout } from './shell/Layout';
import { NotFoundView } from './shell/NotFound';
import { PageView } from './shell/PageView';

export function SiteRoutes({ paths }: { paths: readonly string[] }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        {paths.map((path) => (
          <Route key={path} path={path} caseSensitive element={<PageView path={path} />} />
        ))}
        <Route path="*" element={<NotFoundView />} />
      </Route>
    </Routes>
  );
}
