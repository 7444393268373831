// React Router 7 resolves to its development build everywhere (remix-run/react-router#14102: its package exports
// name no "production" condition), with dev warnings and messages, and its module sets `X.displayName = ...` on every
// component it defines, a side effect that keeps Form, Link, NavLink and their helpers in the bundle even where the
// site uses none of them. The build takes its production files and lets the bundler leave out what is unused.
// Framework on a content page, gzip: 81.0 kB before, about 78.9 kB with this, 76.1 kB with the site's own links (PageLink).
import type { Plugin } from 'vite';

/** A file of the router's development build; its production build has the same files under production/. */
const DEVELOPMENT_BUILD = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;
/** The router's own module files (chunk-*.mjs), where its components and contexts are defined. */
const ROUTER_MODULE = /react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;

export function routerProductionPlugin(): Plugin {
  return {
    name: 'site:router-production',
    apply: 'build',
    enforce: 'pre',
    // Resolved as usual first, so a copy of an older router nested under another package (the editor's) keeps its own files.
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || !DEVELOPMENT_BUILD.test(resolved.id)) return resolved;
        return { ...resolved, id: resolved.id.replace(DEVELOPMENT_BUILD, '$1production$2') };
      },
    },
    transform: {
      filter: { id: ROUTER_MODULE },
      handler: (code) => ({
        code: code
          // A display name is for React's developer tools, which a production build does not name components for.
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
          // Components and contexts made at the top of the module, kept only where used.
          .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2('),
        map: null,
      }),
    },
  };
}
