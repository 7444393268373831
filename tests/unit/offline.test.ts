import { readFileSync } from 'node:fs';
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/functions-js';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../schema/generated/types';
import { connectionWorks } from '../../src/enquiry/connection';
import { attemptOutcome } from '../../src/enquiry/enquiry-queue';
import { EnquiryNotSent } from '../../src/enquiry/send-enquiry';
import { enquiryEndpoint, isNetworkFailure } from '../../src/enquiry/send-or-queue';
import { offlineFiles, offlinePaths } from '../../scripts/build/offline-pages';
import { clickIdsOf, continuesVisit, landingAttribution, parseClickIds, parseVisit, referrerOrigin, VISIT_IDLE_MS } from '../../src/attribution/attribution';
import { pageFile, workerRoute } from '../../src/app/offline/offline-routes';

const SITE = 'https://www.example.com.au';
const landing = (query: string, path = '/') => new URL(`${SITE}${path}${query}`);

describe('where a visit came from', () => {
  it('keeps the landing path and the five UTM parameters, and nothing else of the URL', () => {
    const attribution = landingAttribution(landing('?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=rust&utm_content=hero&fbclid=x&utm_id=9', '/faq'), '');
    expect(attribution).toEqual({ landingPage: '/faq', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', utmTerm: 'rust', utmContent: 'hero' });
  });

  it('reduces the referrer to its origin, and drops our own site and addresses that are not web pages', () => {
    expect(referrerOrigin('https://www.google.com.au/search?q=laser+rust+removal&client=x', SITE)).toBe('https://www.google.com.au');
    expect(referrerOrigin(`${SITE}/faq?x=1`, SITE)).toBeUndefined();
    expect(referrerOrigin('android-app://com.google.android.gm/', SITE)).toBeUndefined();
    expect(referrerOrigin('', SITE)).toBeUndefined();
    expect(landingAttribution(landing(''), 'https://news.example.org/story/123?ref=abc')).toEqual({ landingPage: '/', referrerOrigin: 'https://news.example.org' });
  });

  it('takes Google\'s three click ids apart from the rest, each as the schema takes it', () => {
    expect(landingAttribution(landing('?gclid=Cj0KCQ_abc-1'), '')).toEqual({ landingPage: '/' });
    expect(clickIdsOf(landing('?gclid=Cj0KCQ_abc-1&gbraid=0AAAAA-g&wbraid=Cj-w&utm_source=x'))).toEqual({ gclid: 'Cj0KCQ_abc-1', gbraid: '0AAAAA-g', wbraid: 'Cj-w' });
    expect(clickIdsOf(landing('?gclid=<script>'))).toEqual({});
  });

  it('keeps a visit across pages, reloads and tabs until 30 idle minutes pass or a campaign link starts another', () => {
    const stored = { attribution: { landingPage: '/', utmSource: 'newsletter' }, lastSeenAt: 1_000_000 };
    expect(continuesVisit(stored, landing('', '/contact'), 1_000_000 + VISIT_IDLE_MS - 1)).toBe(true);
    expect(continuesVisit(stored, landing('', '/contact'), 1_000_000 + VISIT_IDLE_MS)).toBe(false);
    expect(continuesVisit(stored, landing('?utm_source=ads', '/contact'), 1_000_001)).toBe(false);
    expect(continuesVisit(stored, landing('?gbraid=0AAAAA', '/contact'), 1_000_001)).toBe(false);
    expect(continuesVisit(undefined, landing(''), 0)).toBe(false);
  });

  it('reads click ids back for 90 days, and never from the visit record', () => {
    const ids = JSON.stringify({ ids: { gclid: 'Cj0KCQ_abc-1', evil: 'x' }, storedAt: 0 });
    expect(parseClickIds(ids, 89 * 24 * 3600 * 1000)).toEqual({ gclid: 'Cj0KCQ_abc-1' });
    expect(parseClickIds(ids, 91 * 24 * 3600 * 1000)).toBeUndefined();
    expect(parseVisit(JSON.stringify({ attribution: { landingPage: '/', gclid: 'Cj0KCQ' }, lastSeenAt: 5 }))).toEqual({ attribution: { landingPage: '/' }, lastSeenAt: 5 });
  });

  it('cuts values to the lengths the enquiry schema takes, so attribution never blocks an enquiry', () => {
    const attribution = landingAttribution(landing(`?utm_campaign=${'c'.repeat(500)}`, `/${'p'.repeat(400)}`), '');
    expect(attribution.utmCampaign).toHaveLength(200);
    expect(attribution.landingPage).toHaveLength(300);
  });

  it('reads back only the attribution fields from storage, and nothing from what is not a visit', () => {
    expect(parseVisit('{"attribution":{"landingPage":"/faq","utmSource":"x","evil":"y","utmTerm":5},"lastSeenAt":1}')).toEqual({ attribution: { landingPage: '/faq', utmSource: 'x' }, lastSeenAt: 1 });
    expect(parseVisit('[1]')).toBeUndefined();
    expect(parseVisit('not json')).toBeUndefined();
    expect(parseVisit(null)).toBeUndefined();
  });
});

describe('an enquiry that could not be sent', () => {
  const notSent = (cause: unknown) => new EnquiryNotSent('not sent', [], cause);

  it('is queued when the request never reached a server, or the browser is offline and no answer came', () => {
    expect(isNetworkFailure(notSent(new FunctionsFetchError(new TypeError('Failed to fetch'))), true)).toBe(true);
    expect(isNetworkFailure(notSent(new TypeError('Failed to fetch')), false)).toBe(true);
  });

  it('is not queued when the server answered, whatever the browser believes, nor for errors of other kinds', () => {
    const answer = (status: number) => new FunctionsHttpError(new Response('{}', { status }));
    expect(isNetworkFailure(notSent(answer(400)), true)).toBe(false);
    expect(isNetworkFailure(notSent(answer(400)), false)).toBe(false);
    expect(isNetworkFailure(notSent(answer(500)), true)).toBe(false);
    expect(isNetworkFailure(notSent(new FunctionsRelayError({})), false)).toBe(false);
    expect(isNetworkFailure(new TypeError('a bug'), false)).toBe(false);
  });

  it('is replayed until sent or refused: no answer waits for the connection (offline) or the server (connection works), a 4xx refuses, rate limits and 5xx try again later', () => {
    expect(attemptOutcome(undefined, false)).toBe('offline');
    expect(attemptOutcome(undefined, true)).toBe('unreachable');
    expect(attemptOutcome(200, true)).toBe('sent');
    expect(attemptOutcome(400, true)).toBe('refused');
    expect(attemptOutcome(403, true)).toBe('refused');
    expect(attemptOutcome(413, true)).toBe('refused');
    expect(attemptOutcome(429, true)).toBe('later');
    expect(attemptOutcome(503, false)).toBe('later');
  });

  it('is told apart as no connection or our server not answering by whether the site\'s own origin answers a HEAD no cache may answer', async () => {
    const asked: { url: string; init?: RequestInit }[] = [];
    const answering = (status: number) => (async (url: string, init?: RequestInit) => (asked.push({ url, init }), new Response(null, { status }))) as typeof fetch;
    const refusing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await connectionWorks(SITE, true, answering(200))).toBe(true);
    expect(await connectionWorks(SITE, true, answering(503)), 'any answer means the connection works').toBe(true);
    expect(asked[0]).toMatchObject({ url: `${SITE}/`, init: { method: 'HEAD', cache: 'no-store' } });
    expect(await connectionWorks(SITE, true, refusing), 'navigator.onLine true, nothing answers: a captive portal or offline emulation').toBe(false);
    expect(await connectionWorks(SITE, false, answering(200)), 'the device says it has no network: nothing is asked').toBe(false);
    expect(asked).toHaveLength(2);
  });

  it('is posted where the form posts, with the Supabase headers when the build names a project', () => {
    expect(enquiryEndpoint({ VITE_SUPABASE_URL: 'https://abcd.supabase.co/', VITE_SUPABASE_ANON_KEY: 'anon' } as unknown as ImportMetaEnv, SITE)).toEqual({
      url: 'https://abcd.supabase.co/functions/v1/send-contact-email',
      headers: { Authorization: 'Bearer anon', apikey: 'anon' },
    });
    expect(enquiryEndpoint({} as ImportMetaEnv, SITE)).toEqual({ url: `${SITE}/functions/v1/send-contact-email`, headers: {} });
  });
});

describe('what the service worker answers', () => {
  const get = (mode: string, destination = '') => ({ method: 'GET', mode, destination });
  const route = (request: ReturnType<typeof get>, url: string) => workerRoute(request, new URL(url, SITE), SITE);

  it('answers the site’s pages, their data files and images', () => {
    expect(route(get('navigate', 'document'), '/faq')).toBe('page');
    expect(route(get('cors'), '/_data/faq.json')).toBe('page-data');
    expect(route(get('no-cors', 'image'), '/images/hero-laser.webp')).toBe('image');
  });

  it('leaves the enquiry POST, the functions, /admin, the worker itself, Google and every other origin to the network', () => {
    expect(route({ method: 'POST', mode: 'cors', destination: '' }, '/functions/v1/send-contact-email')).toBeUndefined();
    expect(route(get('cors'), '/functions/v1/send-contact-email')).toBeUndefined();
    expect(route(get('navigate', 'document'), '/admin')).toBeUndefined();
    expect(route(get('navigate', 'document'), '/admin/index.html')).toBeUndefined();
    expect(route(get('no-cors', 'script'), '/sw.js')).toBeUndefined();
    expect(route(get('no-cors', 'script'), 'https://www.googletagmanager.com/gtag/js?id=G-X')).toBeUndefined();
    expect(route(get('no-cors', 'image'), 'https://www.google-analytics.com/g/collect')).toBeUndefined();
    expect(route(get('cors'), 'https://abcd.supabase.co/functions/v1/send-contact-email')).toBeUndefined();
  });

  it('finds a route’s prerendered file', () => {
    expect(pageFile('/')).toBe('/index.html');
    expect(pageFile('/contact')).toBe('/contact.html');
    expect(pageFile('/contact/')).toBe('/contact.html');
    expect(pageFile('/locations/perth')).toBe('/locations/perth.html');
  });
});

describe('the pages precached for a visitor without a network', () => {
  const routes = (load(readFileSync('pages.yaml', 'utf8')) as { routes: Route[] }).routes;

  it('are /contact, every emergency landing page, /thank-you and the offline page, with their data files', () => {
    const paths = offlinePaths(routes);
    expect(paths).toEqual(expect.arrayContaining(['/contact', '/thank-you', '/offline', '/emergency-rust-removal-sydney', '/emergency-rust-removal-melbourne', '/emergency-rust-removal-brisbane']));
    expect(paths).toHaveLength(6);
    expect(offlineFiles(['/contact'])).toEqual(['contact.html', '_data/contact.json']);
  });

  it('include every page the offline page offers', () => {
    const offline = readFileSync('site/pages/offline.yaml', 'utf8');
    const linked = [...offline.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]);
    expect(linked.length).toBeGreaterThan(0);
    expect(offlinePaths(routes)).toEqual(expect.arrayContaining(linked));
  });

  it('fail the build when a page to precache is missing from pages.yaml', () => {
    expect(() => offlinePaths(routes.filter((route) => route.path !== '/contact'))).toThrow(/\/contact/);
  });
});
