// React Router's BrowserRouter, but a page change whose next page is in hand is drawn within the tap's own task, not
// as a transition: a transition renders in 5 ms slices and lets the browser draw frames of the old page in between.
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router-dom';

/** A change of location: how (a link's 'PUSH' or 'REPLACE', Back or Forward's 'POP') and where to. */
export interface LocationChange {
  action: string;
  location: Location;
}

/**
 * `drawsAtOnce(change, shown)`: whether the next page can be drawn without waiting, `shown` being the location on
 * screen. Otherwise the change is a transition, and the page on screen stays until the next one has loaded.
 */
export function SiteRouter({ drawsAtOnce, children }: { drawsAtOnce: (change: LocationChange, shown: Location) => boolean; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  // Heard anew for each location shown, as it is what the change starts from. A page not in hand shows at once that it
  // is coming (renderer/styles.css: `data-loading`), as the address already has: a tap is never left without an answer.
  useLayoutEffect(() => history.listen((update) => (drawsAtOnce(update, state.location) ? setState(update) : ((document.documentElement.dataset.loading = ''), startTransition(() => setState(update))))), [history, drawsAtOnce, state.location]);
  useLayoutEffect(() => void delete document.documentElement.dataset.loading, [state.location]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
