// A draft's whole-site preview keeps the marketer inside it: its address names the draft and the page, and every link
// to a page of the site stays under the same preview, while the server's own files keep their addresses.
import { describe, expect, it } from 'vitest';
import { previewAddress, withPreviewLinks } from '../../scripts/build/vite-plugin-draft-preview';

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
