// pages.yaml as a release's take-back writes it (issue 56), the same on this computer (scripts/build/editor-releases.ts)
// and on the live site (src/editor/releases/github-take-back.ts): the routes put back as they were before the release,
// each address the release added (a new page, which goes with it) added to the old addresses of the page the team chose.
import { isRefusal, removedAddresses, withRedirects, type Refusal } from './releases';

/**
 * `routesBefore`: pages.yaml as the take-back puts it back (undefined when the release did not change it); `routesNow`:
 * as published now. The text to write (undefined: pages.yaml left alone), or why not, in the editor's words.
 */
export function takeBackRoutes(
  name: string,
  routesNow: string | undefined,
  routesBefore: string | undefined,
  sendTo: ReadonlyMap<string, string>,
  sendAllTo = '',
): { routes: string | undefined } | Refusal {
  if (routesBefore === undefined) return { routes: undefined };
  const gone = removedAddresses(routesNow, routesBefore);
  const sentTo = (address: string) => sendTo.get(address) || sendAllTo;
  const unsent = gone.filter((address) => !sentTo(address));
  if (unsent.length) return { refused: `Not taken back: choose the page the visitors of ${unsent.join(', ')} are sent to (a page that stays, like /contact): ${unsent.length === 1 ? 'that page was' : 'those pages were'} published by "${name}" and go with it.` };
  const routes = withRedirects(routesBefore, new Map(gone.map((address) => [address, sentTo(address)])));
  if (isRefusal(routes)) return { refused: `Not taken back: ${routes.refused}` };
  return { routes };
}
