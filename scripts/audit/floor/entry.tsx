// The framework floor: React, react-dom and react-router-dom's declarative router hydrating one route, with a link
// made as the site makes its links (renderer/ui/PageLink.tsx), and nothing of the site.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useHref, useLinkClickHandler } from 'react-router-dom';

function FloorLink() {
  return (
    <a href={useHref('/')} onClick={useLinkClickHandler('/')}>
      floor
    </a>
  );
}

hydrateRoot(
  document,
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<FloorLink />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
