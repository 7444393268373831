import { describe, expect, it } from 'vitest';
import { headProblems, linkProblems, searchProblems, sitemapProblems, structuredDataProblems, unreachableRoutes, type BuiltPage } from '../../scripts/build/built-site-checks';

const page = (path: string, body: string, head = `<title>${path}</title><meta name="description" content="About ${path}"/>`, indexable = true): BuiltPage => ({
  path,
  html: `<!DOCTYPE html><html><head>${head}<link rel="canonical" href="https://x.example${path}"/></head><body>${body}</body></html>`,
  indexable,
});

describe('link check', () => {
  const pages = [page('/', '<a href="/faq">FAQ</a><section id="roi"></section>'), page('/faq', '<a href="/#roi">ROI</a><a href="/#nope">x</a><a href="/missing">m</a><img src="/images/a.svg"><a href="#top">t</a>')];
  it('finds a link to no route, an unknown anchor on another page and on the same page', () => {
    expect(linkProblems(pages, new Set(['/images/a.svg']))).toEqual([
      'link to /#nope names an anchor that / does not have (on /faq)',
      'link to /missing goes nowhere: no route or file has that path (on /faq)',
      'link to /faq#top names an anchor that /faq does not have (on /faq)',
    ]);
  });
  it('accepts links to files and existing anchors', () => {
    expect(linkProblems([page('/', '<a href="/images/a.svg">a</a><a href="#x">x</a><p id="x"></p>')], new Set(['/images/a.svg']))).toEqual([]);
  });
  it('ignores head links (canonical is absolute, assets are files)', () => {
    expect(linkProblems([page('/', '', '<title>t</title><link rel="stylesheet" href="/assets/missing.css"/>')], new Set())).toEqual([]);
  });
});

describe('reachability', () => {
  it('lists indexable routes no link reaches from home', () => {
    const pages = [page('/', '<a href="/a">a</a>'), page('/a', '<a href="/b#x">b</a>'), page('/b', ''), page('/orphan', '<a href="/">home</a>'), page('/thank-you', '', undefined, false)];
    expect(unreachableRoutes(pages)).toEqual(['/orphan']);
  });
});

describe('head tags', () => {
  it('finds missing and duplicate titles and descriptions among indexable pages', () => {
    const same = '<title>Same</title><meta name="description" content="Same text"/>';
    expect(headProblems([page('/a', '', same), page('/b', '', same), page('/c', '', ''), page('/d', '', same, false)])).toEqual([
      '/b: same title as /a: "Same"',
      '/b: same description as /a: "Same text"',
      '/c: no <title>',
      '/c: no meta description',
    ]);
  });
});

describe('structured data', () => {
  const withJsonLd = (item: object) => page('/x', `<script type="application/ld+json">${JSON.stringify(item)}</script>`);
  it('accepts a complete Article', () => {
    const item = { '@context': 'https://schema.org', '@type': 'Article', headline: 'h', datePublished: '2024-01-10', dateModified: '2024-01-10', author: { name: 'a' }, publisher: { name: 'p' }, image: 'https://x/i.png' };
    expect(structuredDataProblems([withJsonLd(item)])).toEqual([]);
  });
  it('names each missing required property', () => {
    expect(structuredDataProblems([withJsonLd({ '@context': 'https://schema.org', '@type': 'EmergencyService', name: 'n', telephone: '+61', serviceType: 's', priceRange: 'p' })])).toEqual([
      '/x: EmergencyService lacks areaServed.name',
      '/x: EmergencyService lacks openingHoursSpecification',
    ]);
  });
  it('checks every FAQ question has an answer', () => {
    expect(structuredDataProblems([withJsonLd({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'q' }] })])).toEqual(['/x: FAQPage has a question without name or answer']);
  });
  it('reports JSON-LD that does not parse', () => {
    expect(structuredDataProblems([page('/x', '<script type="application/ld+json">{oops</script>')])[0]).toMatch(/^\/x: JSON-LD does not parse/);
  });
});

describe('search checks', () => {
  const description = 'Laser rust removal for structural steel, plant and infrastructure, with no chemicals.';
  const searchPage = (path: string, { title = 'Laser Rust Removal', lang = 'en-AU', body = '<h1>Rust</h1><h2>Why</h2><h3>Cost</h3><h2>FAQ</h2>', canonical = `https://x.example${path}` } = {}): BuiltPage => ({
    path,
    html: `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title><meta name="description" content="${description}"/><link rel="canonical" href="${canonical}"/><meta property="og:image" content="https://x.example/og.png"/></head><body>${body}</body></html>`,
    indexable: true,
  });

  it('accepts a page with a short title, a full description, its own canonical, one h1 and no skipped level', () => {
    expect(searchProblems([searchPage('/laser-rust-removal')], 'https://x.example', 'en-AU')).toEqual([]);
  });

  it('reports a long title, a wrong canonical, another language, two h1s and a skipped level', () => {
    const bad = searchPage('/a', { title: 'Laser Rust Removal &amp; Coating Removal for Structural Steel Plant', lang: 'en', body: '<h1>A</h1><h3>B</h3><h1>C</h1>', canonical: 'https://x.example/' });
    expect(searchProblems([bad], 'https://x.example', 'en-AU')).toEqual([
      '/a: title is 63 characters, over 60: "Laser Rust Removal & Coating Removal for Structural Steel Plant"',
      '/a: canonical is https://x.example/, not its own address https://x.example/a',
      '/a: <html> lacks lang="en-AU"',
      '/a: has 2 h1 headings, not one',
      '/a: heading h3 follows h1, skipping a level',
    ]);
  });

  it('reports a description outside 70-160 characters', () => {
    const short = { ...searchPage('/b'), html: searchPage('/b').html.replace(description, 'Too short.') };
    expect(searchProblems([short], 'https://x.example', 'en-AU')).toEqual(['/b: description is 10 characters, not 70-160: "Too short."']);
  });

  it('finds sitemap entries missing, extra or twice, and leaves out pages kept from search', () => {
    const pages = [searchPage('/'), searchPage('/faq'), { ...searchPage('/thank-you'), indexable: false }];
    const sitemap = '<urlset><url><loc>https://x.example/</loc></url><url><loc>https://x.example/old</loc></url><url><loc>https://x.example/</loc></url></urlset>';
    expect(sitemapProblems(sitemap, pages, 'https://x.example')).toEqual([
      'sitemap.xml lacks https://x.example/faq',
      'sitemap.xml lists https://x.example/old, which is no indexable page',
      'sitemap.xml lists https://x.example/ twice',
    ]);
  });
});
