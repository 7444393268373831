import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ConsentHost } from '../consent/ConsentHost';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout() {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <Header />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
      <ConsentHost />
      <ScrollRestoration />
    </>
  );
}
