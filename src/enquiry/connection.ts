// Whether this device's connection carries requests at all. navigator.onLine says only that a network is attached: it
// reads true on a captive portal, on a network without internet and under Chrome's offline emulation. Runs in a page
// and in the service worker.

/** How long the site's own origin may take to answer before the connection counts as not working. */
export const CONNECTION_CHECK_TIMEOUT_MS = 5_000;

/**
 * True when the site's own origin answers (any status) a HEAD that no cache may answer: the service worker routes
 * only GET, so the request goes past it to the network. False at once when the device says it has no network.
 */
export async function connectionWorks(origin = location.origin, online = navigator.onLine, request: typeof fetch = fetch): Promise<boolean> {
  if (!online) return false;
  try {
    await request(`${origin}/`, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(CONNECTION_CHECK_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}
