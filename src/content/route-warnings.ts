// Head-tag advice that does not stop the build: what search results will show of a title or description.
import type { RouteTable } from '../../schema/generated/types';
import { SEARCH_LIMITS, TITLE_LIMIT, truncateTitle } from './head';
import { problemAt, type Problem, type SourceFile } from './problems';

/** Starts every text a new page's template leaves to be written, so a forgotten one is reported. */
export const TEMPLATE_MARKER = 'Replace this';

const TEMPLATE_TEXT_MESSAGE = 'this is still the template text of a new page';

/** One warning per line of a content file that still holds template text. */
export function templateTextWarnings(file: string, text: string): Problem[] {
  // Most files have none: skip splitting them into lines.
  if (!text.includes(TEMPLATE_MARKER)) return [];
  return text.split('\n').flatMap((line, index) => {
    const col = line.indexOf(TEMPLATE_MARKER);
    if (col < 0 || line.trimStart().startsWith('#')) return [];
    return [{ file, line: index + 1, col: col + 1, field: '', message: TEMPLATE_TEXT_MESSAGE, hint: 'write the real text in its place' }];
  });
}

/** The warnings a production build refuses to ship: template text would go live as a page's words and meta description. */
export const productionErrors = (warnings: Problem[]): Problem[] =>
  warnings.filter((warning) => warning.message === TEMPLATE_TEXT_MESSAGE).map((warning) => ({ ...warning, hint: `${warning.hint}: a production build will not publish template text` }));

export function titleWarning(title: string): { message: string; hint: string } | undefined {
  if (title.length <= TITLE_LIMIT) return undefined;
  return {
    message: `the title is ${title.length} characters, so it will be cut to "${truncateTitle(title)}"`,
    hint: `shorten it to ${TITLE_LIMIT} characters or fewer to show it whole`,
  };
}

export function descriptionWarning(description: string): { message: string; hint: string } | undefined {
  const { min, max } = SEARCH_LIMITS.description;
  if (description.length > max) {
    return { message: `the description is ${description.length} characters; search results show about ${max}: "${description.slice(0, max)}…"`, hint: `shorten it to ${max} characters or fewer` };
  }
  if (description.length < min) {
    return { message: `the description is only ${description.length} characters`, hint: `write ${min} to ${max} characters that say what the page offers and where` };
  }
  return undefined;
}

/** Which search-result text a field holds, as a schema's `searchResult` keyword names it. */
export type SearchResultText = 'title' | 'description';

/** What search results make of a title or description as it is being typed: its length, the limit, and the validator's warning. */
export function searchResultLength(kind: SearchResultText, text: string): { length: number; limit: string; warning?: { message: string; hint: string } } {
  const { min, max } = SEARCH_LIMITS.description;
  const warning = kind === 'title' ? titleWarning(text) : descriptionWarning(text);
  return { length: text.length, limit: kind === 'title' ? `${TITLE_LIMIT} or fewer` : `${min} to ${max}`, ...(warning && { warning }) };
}

/**
 * One warning per route whose title search results will cut, and for the not-found page's description; a route's
 * description out of range is an error (site-checks.ts), since the build refuses it.
 */
export function routeWarnings(source: SourceFile, table: RouteTable): Problem[] {
  const titles = [...table.routes.map((route, index) => ({ route, at: ['routes', index] })), { route: table.notFound, at: ['notFound'] }].flatMap(({ route, at }) => {
    const title = titleWarning(route.title);
    return title ? [problemAt(source, [...at, 'title'], title.message, title.hint)] : [];
  });
  const description = descriptionWarning(table.notFound.description);
  return description ? [...titles, problemAt(source, ['notFound', 'description'], description.message, description.hint)] : titles;
}
