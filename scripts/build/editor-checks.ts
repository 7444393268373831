// What the editor's checked publish needs from the project (npm run edit's backend, and the scheduled publishes of
// npm run edit and npm run publish-due): npm run validate's whole-site check, the pictures measured as the build
// measures them, a page file's address, and dates in the business's time zone.
import { parse } from 'yaml';
import { removedPageFiles } from '../../src/content/address-changes';
import { routesIn } from '../../src/content/addresses';
import { BUSINESS_FILE, PAGES_DIR, ROUTES_FILE } from '../../src/content/content-files';
import { checkChanges } from '../../src/content/load-site';
import type { PictureFiles } from '../../src/content/pictures';
import { formatReport } from '../../src/content/problems';
import { dateTimeIn } from '../../src/editor/dates';
import { MAIN_BRANCH, type EditorRepo } from '../../src/server/editor-repo';
import { projectRoot, readStaticFiles, readValidators } from './content-files';
import { measurePictures, PICTURE_FOLDERS } from './pictures';

/** The business's time zone as site/business.yaml states it (undefined, the computer's, while the file cannot say). */
export const timeZoneIn = (business: string | undefined) => (parse(business ?? '') as { company?: { timeZone?: string } } | null)?.company?.timeZone;

export function editorChecks(repo: EditorRepo) {
  const validators = readValidators();
  return {
    // npm run validate's check, pictures and the files the site serves included, with the pages a Routes draft removes deleted.
    siteCheck: (texts: ReadonlyMap<string, string>, changes: ReadonlyMap<string, string>, pictures?: { before: PictureFiles; after: PictureFiles }) => {
      const removed = removedPageFiles(texts.get(ROUTES_FILE), changes.get(ROUTES_FILE));
      const { problems } = checkChanges(texts, validators, changes, removed, { pictures, staticFiles: readStaticFiles(projectRoot) });
      return { removed, report: problems.length ? formatReport(problems) : undefined };
    },
    // The pictures of a version in the editor's clone, measured as the build does (its cache of sizes is the project's).
    picturesAt: async (rev: string, replaced: ReadonlyMap<string, Buffer | undefined> = new Map()) => {
      const files = (await repo.filesAt(rev, PICTURE_FOLDERS)).filter((file) => !replaced.has(file.path));
      const put = [...replaced].flatMap(([file, bytes]) => (bytes ? [{ path: file, bytes }] : []));
      return measurePictures([...files, ...put].map((file) => ({ path: file.path, bytes: () => file.bytes })), projectRoot);
    },
    publishedAddress: async (rev: string, file: string) => routesIn(await repo.textAt(rev, ROUTES_FILE)).find((entry) => `${PAGES_DIR}/${entry.page}` === file)?.path,
    /** The business's time zone as published (a changed zone counts from its publish). */
    timeZone: async () => timeZoneIn(await repo.textAt(MAIN_BRANCH, BUSINESS_FILE)),
    // As the editor shows every date: in the business's time zone as published.
    dateInWords: async (date: string) => dateTimeIn(timeZoneIn(await repo.textAt(MAIN_BRANCH, BUSINESS_FILE)), date),
  };
}
