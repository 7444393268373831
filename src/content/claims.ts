// Claims the owner must stand behind before the site goes live: ratings, reviews, testimonials, named people and
// marketing figures, most of them invented by the specification. Each is unconfirmed until `confirmed: true` is set on
// it (the editor's tick box), and `npm run deploy -- --check` lists every one still unconfirmed with where it is.
// Pure: it takes the content files' texts and returns positions.
import { LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { BUSINESS_FILE, PAGES_DIR, ROUTES_FILE, type ContentTexts } from './content-files';
import type { Segment } from './problems';

/** One claim not yet confirmed: where it is (file, line, field) and what it says, in plain words. */
export interface UnconfirmedClaim {
  file: string;
  line: number;
  field: string;
  claim: string;
}

/** A figure a visitor reads as a measured fact: 60%, 30-60%, 1000+, $50,000+, 10x, 4.9/5, 4.9 out of 5. */
const FIGURE = /\d[\d,.]*(?:\s?-\s?\d[\d,.]*)?\s?%|\$?\d[\d,]*\+|\b\d+(?:\.\d+)?x\b|\b\d(?:\.\d)?\s?(?:\/|out of)\s?5\b/g;
/** A fact reference ({ratings.overall.value}) is the fact's own claim, confirmed where the fact is. */
const FACT_TOKEN = /\{[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9-]+)+\}/g;

/** The figures in one text, references left out. */
export const figuresIn = (text: string): string[] => text.replace(FACT_TOKEN, ' ').match(FIGURE)?.map((figure) => figure.trim()) ?? [];

type Values = Record<string, unknown>;
const isRecord = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);
const isConfirmed = (value: unknown) => isRecord(value) && value.confirmed === true;

/** One file, parsed with positions. */
interface Located {
  file: string;
  doc: Document;
  lines: LineCounter;
}

function located(file: string, text: string): Located {
  const lines = new LineCounter();
  return { file, doc: parseDocument(text, { lineCounter: lines }), lines };
}

const fieldOf = (segments: Segment[]) => segments.reduce<string>((field, segment) => (typeof segment === 'number' ? `${field}[${segment}]` : field ? `${field}.${segment}` : segment), '');

function claimAt({ file, doc, lines }: Located, segments: Segment[], claim: string): UnconfirmedClaim {
  const node = doc.getIn(segments, true) as Node | undefined;
  return { file, line: lines.linePos(node?.range?.[0] ?? 0).line, field: fieldOf(segments), claim };
}

/** Every text under a value, with its segments, skipping what `skip` says carries a claim of its own. */
function textsUnder(value: unknown, segments: Segment[], skip: (segments: Segment[]) => boolean = () => false): { segments: Segment[]; text: string }[] {
  if (skip(segments)) return [];
  if (typeof value === 'string') return [{ segments, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsUnder(item, [...segments, index], skip));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => textsUnder(item, [...segments, key], skip));
  return [];
}

/** The figures of an unconfirmed part (a block, a route), as one claim placed at its first figure. */
function figureClaim(source: Located, value: unknown, segments: Segment[], what: string, skip?: (segments: Segment[]) => boolean): UnconfirmedClaim[] {
  if (isConfirmed(value)) return [];
  const found = textsUnder(value, segments, skip).map((text) => ({ ...text, figures: figuresIn(text.text) })).filter((text) => text.figures.length);
  if (!found.length) return [];
  const figures = [...new Set(found.flatMap((text) => text.figures))];
  return [{ ...claimAt(source, found[0]!.segments, ''), field: fieldOf(segments), claim: `${what} states ${figures.join(', ')}` }];
}

function businessClaims(source: Located): UnconfirmedClaim[] {
  const facts = source.doc.toJS() as Values;
  const entries = (name: string) => Object.entries(isRecord(facts[name]) ? facts[name] : {});
  return [
    ...entries('ratings')
      .filter(([, rating]) => !isConfirmed(rating))
      .map(([name, rating]) => {
        const { value, best = 5, count } = rating as { value?: number; best?: number; count?: number };
        return claimAt(source, ['ratings', name], `the ${name} rating, ${value}/${best}${count ? ` from ${count} reviews` : ''}`);
      }),
    ...entries('contacts')
      .filter(([, person]) => !isConfirmed(person))
      .map(([name, person]) => {
        const { name: shown, role } = person as { name?: string; role?: string };
        return claimAt(source, ['contacts', name], `a named person, ${shown}${role ? `, ${role}` : ''}`);
      }),
    ...entries('promises').flatMap(([name, promise]) => {
      const text = isRecord(promise) ? promise.display : promise;
      return typeof text === 'string' && figuresIn(text).length && !isConfirmed(promise) ? [claimAt(source, ['promises', name], `the promise "${text}"`)] : [];
    }),
  ];
}

/** Testimonials are claims each; a case study is one as a whole (its results and quote); any other block by its figures. */
function blockClaims(source: Located, block: unknown, index: number): UnconfirmedClaim[] {
  if (!isRecord(block)) return [];
  const segments: Segment[] = ['blocks', index];
  const what = `block ${index + 1} (${String(block.type)})`;
  if (block.type === 'case-study') return isConfirmed(block) ? [] : [claimAt(source, segments, `${what}, the case study "${String(block.title)}" with its results${isRecord(block.quote) ? ' and quote' : ''}`)];
  if (block.type !== 'testimonials') return figureClaim(source, block, segments, what);
  const items = Array.isArray(block.items) ? block.items : [];
  const testimonials = items.flatMap((item, itemIndex) =>
    isConfirmed(item) ? [] : [claimAt(source, [...segments, 'items', itemIndex], `${what}, the testimonial of ${String((item as Values).name)}${(item as Values).role ? `, ${String((item as Values).role)}` : ''}`)],
  );
  // An item's figures are its own claim, confirmed with it.
  return [...figureClaim(source, block, segments, what, (at) => at.length === 4 && at[2] === 'items'), ...testimonials];
}

function pageClaims(source: Located): UnconfirmedClaim[] {
  const page = source.doc.toJS() as Values;
  const blocks = Array.isArray(page.blocks) ? page.blocks : [];
  return [...(isRecord(page.article) ? figureClaim(source, page.article, ['article'], 'the article details') : []), ...blocks.flatMap((block, index) => blockClaims(source, block, index))];
}

function routeClaims(source: Located): UnconfirmedClaim[] {
  const table = source.doc.toJS() as Values;
  const routes = Array.isArray(table.routes) ? table.routes : [];
  return routes.flatMap((route, index) => figureClaim(source, route, ['routes', index], `the route ${isRecord(route) ? String(route.path) : index + 1} (its title or description)`));
}

/** Every claim not yet confirmed, business facts first, then the routes, then the pages in file order. */
export function unconfirmedClaims(texts: ContentTexts): UnconfirmedClaim[] {
  const claims: UnconfirmedClaim[] = [];
  const business = texts.get(BUSINESS_FILE);
  if (business !== undefined) claims.push(...businessClaims(located(BUSINESS_FILE, business)));
  const routes = texts.get(ROUTES_FILE);
  if (routes !== undefined) claims.push(...routeClaims(located(ROUTES_FILE, routes)));
  for (const file of [...texts.keys()].filter((name) => name.startsWith(`${PAGES_DIR}/`) && name.endsWith('.yaml')).sort()) claims.push(...pageClaims(located(file, texts.get(file)!)));
  return claims;
}
