import { describe, expect, it } from 'vitest';
import { readSchemaFiles } from '../../scripts/build/content-files';
import { figuresIn, unconfirmedClaims } from '../../src/content/claims';
import { schemaText } from '../../src/content/new-block';
import { blockSchemaFile, blockTypes } from '../../src/content/schemas';

// Content of its own, so the tests hold whatever the owner has confirmed or removed in the real files.
const business = `company:
  name: Harbourline Laser Services
promises:
  reply: Reply within 24 hours
  projects: { display: 1000+ projects, confirmed: false }
  sites: { display: 250+ sites, confirmed: true }
  plants: 40+ plants
contacts:
  ana-lee: { name: Ana Lee, role: Site Supervisor, phone: main }
  tom-ng: { name: Tom Ng, role: Estimator, phone: main, confirmed: true }
ratings:
  overall: { value: 4.8, best: 5, confirmed: false }
  perth: { value: 4.7, best: 5, count: 31 }
  darwin: { value: 4.6, best: 5, count: 12, confirmed: true }
`;

const routes = `routes:
  - path: /
    page: home.yaml
    description: Laser cleaning for plant and infrastructure, 24/7.
  - path: /rust
    page: rust.yaml
    description: Rust removal 80% faster than blasting.
  - path: /paint
    page: paint.yaml
    description: Paint removal 60% faster.
    confirmed: true
`;

const home = `blocks:
  - type: hero
    title: Laser cleaning
    rating: "Rated {ratings.overall.value}/5 · {promises.projects}"
  - type: cards
    items:
      - title: 60% faster
        text: Savings of 30-60% and coatings that last 10x longer.
  - type: cards
    confirmed: true
    items:
      - title: 40% lower cost
  - type: testimonials
    title: What clients say
    intro: Rated 4.9/5 by plant managers.
    items:
      - quote: Back in production 50% sooner.
        name: Maintenance Manager
        role: Mining operation
      - quote: Passed inspection first time.
        name: Asset Manager
        role: Port operator
        confirmed: true
  - type: case-study
    title: Conveyor frames cleaned in a weekend
    results:
      - { metric: 70%, label: cost reduction }
    quote: { text: On schedule., author: Plant manager }
  - type: case-study
    title: Wharf steel prepared for recoating
    confirmed: true
    results:
      - { metric: 3 days, label: on site }
`;

const article = `article:
  summary: A plant saved $50,000+ a day of downtime with a three-day laser job instead of a shutdown.
blocks:
  - type: prose
    body: Open 24/7, quotes in 24 hours, crews within 48 hours.
`;

const texts = new Map([
  ['site/business.yaml', business],
  ['pages.yaml', routes],
  ['site/pages/home.yaml', home],
  ['site/pages/resources/case.yaml', article],
]);

describe('claims the owner has not confirmed', () => {
  const claims = unconfirmedClaims(texts);
  const listed = claims.map(({ file, line, field }) => `${file}:${line} ${field}`);

  it('lists every unconfirmed rating, named person and promise with a figure, at its line', () => {
    expect(listed.filter((claim) => claim.startsWith('site/business.yaml'))).toEqual([
      'site/business.yaml:12 ratings.overall',
      'site/business.yaml:13 ratings.perth',
      'site/business.yaml:9 contacts.ana-lee',
      'site/business.yaml:5 promises.projects',
      'site/business.yaml:7 promises.plants',
    ]);
    expect(claims.find((claim) => claim.field === 'ratings.perth')?.claim).toBe('the perth rating, 4.7/5 from 31 reviews');
    expect(claims.find((claim) => claim.field === 'contacts.ana-lee')?.claim).toBe('a named person, Ana Lee, Site Supervisor');
  });

  it('lists each unconfirmed testimonial and case study, and the figures of every other unconfirmed block, route and article', () => {
    expect(listed.filter((claim) => !claim.startsWith('site/business.yaml'))).toEqual([
      'pages.yaml:7 routes[1]',
      'site/pages/home.yaml:7 blocks[1]',
      'site/pages/home.yaml:15 blocks[3]',
      'site/pages/home.yaml:17 blocks[3].items[0]',
      'site/pages/home.yaml:24 blocks[4]',
      'site/pages/resources/case.yaml:2 article',
    ]);
    const claimOf = (field: string, file = 'site/pages/home.yaml') => claims.find((claim) => claim.file === file && claim.field === field)?.claim;
    expect(claimOf('blocks[1]')).toBe('block 2 (cards) states 60%, 30-60%, 10x');
    // The testimonial's own 50% is confirmed with it; the block's intro states a rating of its own.
    expect(claimOf('blocks[3]')).toBe('block 4 (testimonials) states 4.9/5');
    expect(claimOf('blocks[3].items[0]')).toBe('block 4 (testimonials), the testimonial of Maintenance Manager, Mining operation');
    expect(claimOf('blocks[4]')).toBe('block 5 (case-study), the case study "Conveyor frames cleaned in a weekend" with its results and quote');
    expect(claimOf('routes[1]', 'pages.yaml')).toBe('the route /rust (its title or description) states 80%');
  });

  it('lists nothing once every claim is confirmed', () => {
    const confirmed = new Map([...texts].map(([file, text]) => [file, text.replace(/confirmed: false/g, 'confirmed: true')]));
    confirmed.set('site/business.yaml', business.replace(/confirmed: false/g, 'confirmed: true').replace(/count: 31 \}/, 'count: 31, confirmed: true }').replace('phone: main }', 'phone: main, confirmed: true }').replace('plants: 40+ plants', 'plants: { display: 40+ plants, confirmed: true }'));
    confirmed.set('pages.yaml', routes.replace('page: rust.yaml', 'page: rust.yaml\n    confirmed: true'));
    confirmed.set('site/pages/home.yaml', home.replace(/^( {2}- type: (?:cards|testimonials|case-study))$/gm, '$1\n    confirmed: true').replace(/^( {8}role: Mining operation)$/m, '$1\n        confirmed: true'));
    confirmed.set('site/pages/resources/case.yaml', article.replace('article:', 'article:\n  confirmed: true'));
    expect(unconfirmedClaims(confirmed)).toEqual([]);
  });
});

describe('a figure', () => {
  it('is a percentage, a count with a plus, a multiple or a score out of five, not a reference, a time or a standard', () => {
    expect(figuresIn('80% faster, 30-60% savings, 1000+ projects, $50,000+ a day, 10x longer, 4.9/5, 4.8 out of 5')).toEqual(['80%', '30-60%', '1000+', '$50,000+', '10x', '4.9/5', '4.8 out of 5']);
    expect(figuresIn('Rated {ratings.overall.value}/5 · {promises.projects}, 24/7, SA 2.5, AS/NZS 2312.1, 48-hour mobilisation, $7,250, (02) 5550 0199')).toEqual([]);
  });
});

describe('the tick box', () => {
  it('is on every block, including one made by npm run new-block, so any figure can be confirmed', () => {
    const files = readSchemaFiles();
    const confirmed = { $ref: '../../../schema/common.schema.json#/definitions/confirmed' };
    for (const type of blockTypes(files)) expect(files.get(blockSchemaFile(type))!.properties!.confirmed, type).toEqual(confirmed);
    expect(JSON.parse(schemaText({ type: 'pricing-table', title: 'Pricing table', interactive: false })).properties.confirmed).toEqual(confirmed);
  });
});
