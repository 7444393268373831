// A draft's whole-site preview keeps the marketer inside it: its address names the draft and the page, and every link
// to a page of the site stays under the same preview, while the server's own files keep their addresses.
import { describe, expect, it } from 'vitest';
import { readContentTexts, readValidators } from '../../scripts/build/content-files';
import { previewAddress, problemsPage, withPreviewLinks } from '../../scripts/build/vite-plugin-draft-preview';
import { BUSINESS_FILE } from '../../src/content/content-files';
import { loadSite } from '../../src/content/load-site';
import { business } from '../support/business-facts';

describe('previewAddress', () => {
  it('reads the draft and the page of an address', () => {
    expect(previewAddress('/_preview/pages/faq/contact')).toEqual({ drafts: { collection: 'pages', slug: 'faq' }, prefix: '/_preview/pages/faq', path: '/contact' });
    expect(previewAddress('/_preview/pages-locations/perth/locations/perth')).toMatchObject({ path: '/locations/perth' });
    expect(previewAddress('/_preview/pages/faq/')).toMatchObject({ path: '/' });
  });

  it("leaves the page out for the draft's own page, and reads the Ready drafts' preview", () => {
    expect(previewAddress('/_preview/navigation/navigation')).toMatchObject({ drafts: { collection: 'navigation', slug: 'navigation' }, path: undefined });
    expect(previewAddress('/_preview/ready/resources')).toEqual({ drafts: 'ready', prefix: '/_preview/ready', path: '/resources' });
    expect(previewAddress('/_preview/ready')).toMatchObject({ drafts: 'ready', path: '/' });
  });

  it("reads a release's preview: its id and the page, / when none", () => {
    expect(previewAddress('/_preview/release/spring-campaign/spring-rust-offer')).toEqual({ drafts: 'release', release: 'spring-campaign', prefix: '/_preview/release/spring-campaign', path: '/spring-rust-offer' });
    expect(previewAddress('/_preview/release/spring-campaign')).toMatchObject({ drafts: 'release', path: '/' });
    expect(previewAddress('/_preview/release/..%2Fmain/faq')).toBe('malformed');
  });

  it('is no preview without a draft, or outside /_preview/', () => {
    expect(previewAddress('/_preview/')).toBeUndefined();
    expect(previewAddress('/_preview/pages')).toBeUndefined();
    expect(previewAddress('/faq')).toBeUndefined();
  });
});

describe('withPreviewLinks', () => {
  it("keeps links to the site's pages inside the preview, sections and queries included", () => {
    const html = '<a href="/">Home</a><a href="/faq">FAQ</a><a href="/#roi">ROI</a><a href="/contact?from=menu">Quote</a>';
    expect(withPreviewLinks(html, '/_preview/pages/faq')).toBe('<a href="/_preview/pages/faq/">Home</a><a href="/_preview/pages/faq/faq">FAQ</a><a href="/_preview/pages/faq/#roi">ROI</a><a href="/_preview/pages/faq/contact?from=menu">Quote</a>');
  });

  it("leaves the server's own files, other sites and in-page anchors as they are", () => {
    const html = '<link href="/renderer/styles.css"><a href="/images/flange-before-1024.abc.webp">Photo</a><link href="/@vite/client"><a href="https://example.com/">Other</a><a href="#main">Skip</a><link rel="icon" href="/src/x.svg">';
    expect(withPreviewLinks(html, '/_preview/pages/faq')).toBe(html);
  });
});

describe('the preview of a draft that breaks the site', () => {
  it("shows each problem in the form's words, as the refused publish does, the file and line folded away for a developer", () => {
    const texts = readContentTexts();
    const shown = business.phones.main!.display;
    // The main phone's shown number with its last digit changed: a number nobody dials.
    const wrong = shown.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10));
    const { problems } = loadSite(new Map(texts).set(BUSINESS_FILE, texts.get(BUSINESS_FILE)!.replace(`display: ${shown}`, `display: ${wrong}`)), readValidators());
    expect(problems.length).toBe(1);
    const html = problemsPage(problems);
    const forMarketer = html.replace(/<details[^]*?<\/details>/g, '');
    expect(forMarketer).toContain(`${problems[0]!.place}: the main phone shows ${wrong}`);
    expect(forMarketer).toContain('change Number as shown and Number to dial together');
    expect(forMarketer).not.toMatch(/site\/business\.yaml|:\d+:\d+|display and tel/);
    expect(html).toMatch(/<summary>For a developer<\/summary>site\/business\.yaml, line \d+, column \d+/);
  });
});
