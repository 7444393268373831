// The framework floor: React, react-dom and react-router-dom's data router hydrating one route, and nothing of the site.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '/', loader: () => ({ title: 'floor' }), Component: () => <h1>floor</h1> }]);

hydrateRoot(
  document,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
