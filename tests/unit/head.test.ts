import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, segmentLabel } from '../../src/content/breadcrumb';
import { redirects, robotsTxt, sitemapXml } from '../../scripts/build/crawl-files';
import { pageHead, truncateTitle } from '../../src/content/head';
import { loadSiteFrom } from '../../scripts/build/content-files';
import type { Site } from '../../src/content/load-site';
import { allPageData, notFoundPageData } from '../../src/content/site-pages';
import { plainText, structuredData } from '../../src/content/structured-data';
import { jsonForScript } from '../../src/content/page-data';
import type { Route } from '../../schema/generated/types';

const loaded = loadSiteFrom();
if (!loaded.site) throw new Error('the real content must validate for these tests');
const site: Site = loaded.site;

describe('title rule', () => {
  it('keeps a title of 60 characters or fewer', () => {
    const sixty = 'x'.repeat(60);
    expect(truncateTitle(sixty)).toBe(sixty);
    expect(truncateTitle('Laser Rust Removal')).toBe('Laser Rust Removal');
  });
  it('cuts a longer title to 57 characters plus an ellipsis', () => {
    const title = 'Industrial Laser Cleaning Services for Rust, Paint and Coating Removal';
    expect(title.length).toBeGreaterThan(60);
    expect(truncateTitle(title)).toBe('Industrial Laser Cleaning Services for Rust, Paint and Co...');
    expect(truncateTitle(title)).toHaveLength(60);
  });
});

describe('breadcrumb', () => {
  const labels = new Map([
    ['/', 'Home'],
    ['/faq', 'FAQ'],
    ['/enhanced-faq', 'Enhanced FAQ'],
    ['/locations/middle-east', 'Middle East'],
    ['/resources', 'Resources'],
  ]);
  it('is hidden on home', () => expect(breadcrumbTrail('/', labels)).toEqual([]));
  it('starts with Home and uses the friendly label', () =>
    expect(breadcrumbTrail('/faq', labels)).toEqual([
      { label: 'Home', path: '/', href: '/' },
      { label: 'FAQ', path: '/faq' },
    ]));
  it('capitalises the words of a segment without a label', () => {
    expect(segmentLabel('steel-surface-preparation')).toBe('Steel Surface Preparation');
    expect(breadcrumbTrail('/equipment-sales', new Map()).at(-1)?.label).toBe('Equipment Sales');
  });
  it('links parents that are pages and not those that are only path segments', () => {
    expect(breadcrumbTrail('/locations/middle-east', labels)).toEqual([
      { label: 'Home', path: '/', href: '/' },
      { label: 'Locations', path: '/locations', href: undefined },
      { label: 'Middle East', path: '/locations/middle-east' },
    ]);
    expect(breadcrumbTrail('/resources/laser-cleaning-safety-standards', labels)[1]).toEqual({ label: 'Resources', path: '/resources', href: '/resources' });
  });
});

describe('head tags', () => {
  const route: Route = { path: '/laser-rust-removal', page: 'laser-rust-removal.yaml', title: 'A'.repeat(70), description: 'About laser rust removal.', structuredData: ['Service', 'BreadcrumbList'], index: true };
  const page = site.pages.get('laser-rust-removal.yaml')!;
  const head = pageHead(route, page, site.business, breadcrumbTrail(route.path, new Map()));
  it('builds an absolute canonical from the site address', () => expect(head.canonical).toBe(`${site.business.company.siteUrl}/laser-rust-removal`));
  it('applies the title rule to the title and social tags', () => {
    expect(head.title).toBe('A'.repeat(57) + '...');
    expect(head.openGraph.title).toBe(head.title);
  });
  it('sets social preview tags', () =>
    expect(head.openGraph).toMatchObject({ type: 'website', url: head.canonical, image: `${site.business.company.siteUrl}${site.business.company.socialImage}`, locale: 'en_AU', siteName: site.business.company.name }));
  it('emits the declared structured data kinds', () => expect(head.jsonLd.map((item) => (item as { '@type': string })['@type'])).toEqual(['Service', 'BreadcrumbList']));
  it('is indexable unless the route says otherwise', () => {
    expect(head.robots).toBeUndefined();
    expect(pageHead({ ...route, index: false }, page, site.business, []).robots).toBe('noindex, follow');
  });
});

describe('page data of the real site', () => {
  const pages = allPageData(site);
  it('has FAQPage structured data with the four questions of the rust removal page', () => {
    const faq = pages.get('/laser-rust-removal')!.head.jsonLd.find((item) => (item as { '@type': string })['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faq.mainEntity).toHaveLength(4);
    for (const question of faq.mainEntity) expect(question.acceptedAnswer.text).not.toMatch(/<[a-z]/);
  });
  it('has a LocalBusiness on home with the main phone in international form', () => {
    const business = pages.get('/')!.head.jsonLd[0] as Record<string, unknown>;
    expect(business).toMatchObject({ '@type': 'LocalBusiness', name: site.business.company.name, telephone: site.business.phones.main.tel });
    expect(String(business.telephone)).toMatch(/^\+61/);
  });
  it('marks the not-found page noindex', () => expect(notFoundPageData(site).head.robots).toContain('noindex'));
});

describe('ratings in structured data', () => {
  const emergency = site.routes.find((route) => route.emergencyService?.rating)!;
  const home = site.routes.find((route) => route.path === '/')!;
  /** The site's facts with every rating given a review count, confirmed by the owner or not. */
  const withRatings = (confirmed: boolean) => ({
    ...site.business,
    ratings: Object.fromEntries(Object.entries(site.business.ratings).map(([name, rating]) => [name, { ...rating, count: rating.count ?? 12, confirmed }])) as Site['business']['ratings'],
  });
  const ratingOf = (kind: 'EmergencyService' | 'LocalBusiness', route: Route, confirmed: boolean) =>
    (structuredData(kind, { route, page: site.pages.get(route.page)!, business: withRatings(confirmed), breadcrumb: [], articles: [] }) as { aggregateRating?: Record<string, unknown> }).aggregateRating;

  it('publishes no AggregateRating from a rating the owner has not confirmed', () => {
    expect(ratingOf('EmergencyService', emergency, false)).toBeUndefined();
    expect(ratingOf('LocalBusiness', home, false)).toBeUndefined();
  });
  it('publishes the AggregateRating of a confirmed rating, with its value and review count', () => {
    const rating = withRatings(true).ratings[emergency.emergencyService!.rating!]!;
    expect(ratingOf('EmergencyService', emergency, true)).toEqual({ '@type': 'AggregateRating', ratingValue: rating.value, bestRating: rating.best, reviewCount: rating.count });
    expect(ratingOf('LocalBusiness', home, true)).toMatchObject({ '@type': 'AggregateRating', ratingValue: withRatings(true).ratings.overall.value });
  });
});

describe('crawl files', () => {
  it('lists every indexable route at its canonical address, and only those', () => {
    const indexable = site.routes.filter((route) => route.index !== false);
    const xml = sitemapXml({ ...site, routes: [...indexable, { path: '/hidden', page: 'x.yaml', title: 'Hidden page', description: 'x', index: false }] });
    for (const route of indexable) expect(xml).toContain(`<loc>${site.business.company.siteUrl}${route.path}</loc>`);
    expect(xml).not.toContain('/hidden');
    expect(xml.match(/<url>/g)).toHaveLength(indexable.length);
  });
  it('points robots.txt at the sitemap', () => expect(robotsTxt(site)).toContain(`Sitemap: ${site.business.company.siteUrl}/sitemap.xml`));
  it('redirects alternative paths to their route', () => {
    const withAlias: Site = { ...site, routes: [{ path: '/compliance-certification', page: 'x.yaml', title: 'Compliance', description: 'x', redirectFrom: ['/services/compliance-certification'], index: true }] };
    expect(redirects(withAlias)).toEqual([{ from: '/services/compliance-certification', to: '/compliance-certification' }]);
  });
});

describe('structured data text', () => {
  it('strips HTML from answers', () => expect(plainText('<p>Yes &amp; <strong>no</strong></p>')).toBe('Yes & no'));
  it('escapes < so no text can close the script', () => expect(jsonForScript({ name: '</script><script>' })).not.toContain('</script>'));
});
