// The framework floor: React, react-dom and react-router-dom's declarative router hydrating one page chosen by its
// location, as the site chooses its pages (src/app/routes.tsx), with a link made as the site makes its links
// (renderer/ui/PageLink.tsx), and nothing of the site.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useHref, useLinkClickHandler, useLocation } from 'react-router-dom';

function FloorPage() {
  const { pathname } = useLocation();
  return (
    <a href={useHref('/')} onClick={useLinkClickHandler('/')}>
      {pathname === '/' ? 'floor' : 'not found'}
    </a>
  );
}

hydrateRoot(
  document,
  <StrictMode>
    <BrowserRouter>
      <FloorPage />
    </BrowserRouter>
  </StrictMode>,
);
