// How the tests start Chromium, with the desktop it hands tel: and mailto: links to played by the tests' own stand-ins
// (./desktop/): xdg-open for tel:, xdg-email for mailto: and xdg-settings, asked first whether Chromium is the handler.
// They answer at once: the host's own look for a mail client or a browser and can hold the browser that waits on them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROME_FLAGS, chromePath, testChromePath } from '../../scripts/build/chromium';
import { projectRoot } from '../../scripts/build/content-files';

const STAND_INS = path.join(projectRoot, 'tests/support/desktop');

/**
 * Chromium's launch options for a test: the project's flags, and the stand-ins first on its PATH. Given a file, they
 * are the phone's dialer and mail client and write each URL they are handed to it; without one (the browsers the
 * specs share), Chromium takes itself for the handler of tel: and mailto: and opens nothing outside the page.
 */
export function testBrowser(openedUrlsFile?: string) {
  return {
    // The headless shell hands a tel: or mailto: link to no desktop: a phone's dialer and mail client need the browser.
    executablePath: openedUrlsFile ? chromePath() : testChromePath(),
    args: CHROME_FLAGS,
    env: { ...process.env, PATH: `${STAND_INS}${path.delimiter}${process.env.PATH ?? ''}`, ...(openedUrlsFile ? { OPENED_URLS_FILE: openedUrlsFile } : {}) },
  };
}

/** The URLs the browser handed to the desktop so far (a dialer's tel:, a mail client's mailto:), oldest first. */
export const openedUrls = (openedUrlsFile: string): string[] => (existsSync(openedUrlsFile) ? readFileSync(openedUrlsFile, 'utf8').split('\n').filter(Boolean) : []);
