// The framework floor: React, react-dom and react-router-dom's declarative router (the site's) hydrating one route, and nothing of the site.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

hydrateRoot(
  document,
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Link to="/">floor</Link>} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
