// A double of the sign-in Worker's OAuth handshake (the proxy at VITE_CMS_AUTH_URL, else Netlify's): its last page, as
// decap-cms-oauth providers write it, announces itself to the opener and, once the editor answers from the origin it
// trusts, posts the token to it. Without an opener it says so.
import type { BrowserContext } from '@playwright/test';

/** The OAuth proxy the e2e build's editor signs in through: Decap's default, as .env.e2e names none. */
export const SIGN_IN_PROXY = 'https://api.netlify.com';

export const signInPage = (token: string) => `<!doctype html><title>Signing in</title><p id="state">waiting</p><script>
  const state = document.getElementById('state');
  if (!window.opener) state.textContent = 'no opener';
  else {
    window.addEventListener('message', (event) => {
      if (event.data !== 'authorizing:github') return;
      state.textContent = 'answered';
      window.opener.postMessage('authorization:github:success:' + JSON.stringify({ token: '${token}', provider: 'github' }), event.origin);
    });
    window.opener.postMessage('authorizing:github', '*');
  }
</script>`;

/** The proxy answering every sign-in with `token`; the addresses it was asked for. */
export async function signInProxy(context: BrowserContext, token: string) {
  const asked: string[] = [];
  await context.route(`${SIGN_IN_PROXY}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: signInPage(token) });
  });
  return asked;
}
