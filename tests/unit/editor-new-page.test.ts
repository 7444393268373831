// A page made in the browser editor: a landing page at the top level at the address the marketer chose, with its route
// and no link anywhere; a draft's later save still carries what the New page group holds.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readContentTexts, readValidators } from '../../scripts/build/content-files';
import { createsPage, newPageFiles, savesNewPage } from '../../src/editor/new-page';

const texts = readContentTexts();
const validators = readValidators();
const home = parse(texts.get('site/pages/home.yaml')!) as Record<string, unknown>;
const offer = { address: 'spring-rust-offer', title: 'Spring Rust Offer | Laser Rust Removal', description: 'Laser rust removal at a spring price: book a site visit before the offer ends and get a fixed quote within 24 hours.' };

describe('a landing page made in the editor', () => {
  it('is served at the top-level address the marketer chose, with its title and description in its route and no menu or footer link', () => {
    const created = newPageFiles(offer, '', home, texts, validators);
    expect(created.problems).toEqual([]);
    expect(created.files.map((file) => file.path)).toEqual(['site/pages/spring-rust-offer.yaml', 'pages.yaml']);
    const routes = (parse(created.files[1]!.raw) as { routes: Array<Record<string, unknown>> }).routes;
    expect(routes.find((route) => route.path === '/spring-rust-offer')).toMatchObject({ page: 'spring-rust-offer.yaml', title: offer.title, description: offer.description, index: false });
  });

  it('is refused at an address a page already has, naming it', () => {
    expect(newPageFiles({ ...offer, address: 'faq' }, '', home, texts, validators).problems.join('\n')).toMatch(/\/faq is already a page/);
  });

  it("is saved again as a new page while only its draft holds it, and never once it is published or holds no address", () => {
    expect(savesNewPage(true, undefined, '', texts)).toBe(true);
    expect(savesNewPage(false, offer, 'site/pages/spring-rust-offer.yaml', texts)).toBe(true);
    expect(savesNewPage(false, { ...offer, address: 'faq' }, 'site/pages/faq.yaml', texts)).toBe(false);
    expect(savesNewPage(false, {}, 'site/pages/spring-rust-offer.yaml', texts)).toBe(false);
  });

  it('has its New page group on a new entry and on its draft not yet published, never on a published page nor on its draft', () => {
    expect(createsPage({ newRecord: true })).toBe(true);
    expect(createsPage({ newRecord: false, isModification: false })).toBe(true);
    expect(createsPage({ newRecord: false, isModification: null })).toBe(false);
    expect(createsPage({ newRecord: false, isModification: true })).toBe(false);
  });
});
