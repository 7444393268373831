// The fs edge of "an address once published never dies": every version of pages.yaml in the site's git history, read
// with two git commands, and the addresses they published (src/content/addresses.ts). Without git or its history (a
// tarball, a copy) the check is skipped, said once.
import { spawnSync } from 'node:child_process';
import { publishedAddresses } from '../../src/content/addresses';
import type { PublishedAddresses } from '../../src/content/load-site';

const git = (root: string, args: string[], input?: string) => spawnSync('git', ['-C', root, ...args], { encoding: 'utf8', input, maxBuffer: 1 << 30 });

/** The texts of the git objects named, from one `git cat-file --batch`. */
function blobTexts(root: string, ids: string[]): string[] {
  const out = spawnSync('git', ['-C', root, 'cat-file', '--batch'], { input: ids.join('\n') + '\n', maxBuffer: 1 << 30 }).stdout as Buffer;
  const texts: string[] = [];
  let at = 0;
  while (at < out.length) {
    const headerEnd = out.indexOf(10, at);
    const size = Number(out.subarray(at, headerEnd).toString('utf8').split(' ')[2]);
    if (!Number.isFinite(size)) break;
    texts.push(out.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'));
    at = headerEnd + 1 + size + 1;
  }
  return texts;
}

export interface PublishedHistory {
  addresses?: PublishedAddresses;
  /** Why the history was not read, or read only in part. */
  note?: string;
}

/** Every address pages.yaml ever published in the history of `root`'s commit (HEAD), or why it cannot be known. */
export function readPublishedHistory(root: string): PublishedHistory {
  const inside = git(root, ['rev-parse', '--is-shallow-repository']);
  if (inside.error || inside.status !== 0) return { note: 'git or the site\'s git history is not available here, so the check that every published address still leads to a page is skipped' };
  // Each commit that changed pages.yaml, oldest first, with the id of the text it left.
  const log = git(root, ['log', '--reverse', '--format=', '--raw', '--no-abbrev', '--no-renames', 'HEAD', '--', 'pages.yaml']);
  const ids = [...log.stdout.matchAll(/^:\d+ \d+ [0-9a-f]+ ([0-9a-f]+) [AM]\t/gm)].map((match) => match[1]!);
  const addresses = publishedAddresses(blobTexts(root, ids));
  const shallow = inside.stdout.trim() === 'true';
  return { addresses, ...(shallow && { note: 'this is a shallow clone: only the addresses published in the commits it holds are checked to still lead to a page' }) };
}

const read = new Map<string, PublishedHistory>();
let noted = false;

/** The history of `root`, read once per process; the first note is printed, once. */
export function publishedHistoryOf(root: string): PublishedAddresses | undefined {
  let history = read.get(root);
  if (!history) {
    history = readPublishedHistory(root);
    read.set(root, history);
    if (history.note && !noted) console.warn(`Note: ${history.note}.`);
    noted ||= Boolean(history.note);
  }
  return history.addresses;
}
