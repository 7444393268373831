// The content files by their paths from the project root, and which schema each one follows. The content model takes
// their texts; reading them from disk (scripts/) or from the editor's backend is the caller's business.

export const ROUTES_FILE = 'pages.yaml';
export const BUSINESS_FILE = 'site/business.yaml';
export const NAVIGATION_FILE = 'site/navigation.yaml';
export const PAGES_DIR = 'site/pages';

/** Every content file's text by its path: pages.yaml, site/business.yaml, site/navigation.yaml and site/pages/**.yaml. */
export type ContentTexts = ReadonlyMap<string, string>;

/** True for a file the content model reads. */
export const isContentFile = (file: string) => file === ROUTES_FILE || (file.startsWith('site/') && file.endsWith('.yaml'));

/** The page files among the texts, relative to site/pages/, sorted. */
export const pageFilesOf = (texts: ContentTexts): string[] =>
  [...texts.keys()].filter((file) => file.startsWith(`${PAGES_DIR}/`) && file.endsWith('.yaml')).map((file) => file.slice(PAGES_DIR.length + 1)).sort();

/** The schema of a content file, relative to the project root. */
export function schemaOf(file: string): string {
  if (file === ROUTES_FILE) return 'schema/pages.schema.json';
  if (file === BUSINESS_FILE) return 'schema/business.schema.json';
  if (file === NAVIGATION_FILE) return 'schema/navigation.schema.json';
  return 'schema/page.schema.json';
}
