// An entry's history for the browser editor, read from git in the project folder (git holds every version; nothing is
// kept beside it): the commits that changed a content file with each one's text and its parent's, and a restore
// committed as a new version of that file alone.
import { execFile, spawn } from 'node:child_process';
import { existsSync, lstatSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One commit that changed the file: when, by whom, its message, the file's text after it and before it. */
export interface FileVersion {
  commit: string;
  date: string;
  author: string;
  subject: string;
  text: string;
  /** The file's text in the commit's parent; undefined where the commit created it. */
  previous?: string;
}

/** The newest commits an entry's history shows. */
const HISTORY_LENGTH = 30;

const FIELD = '\x1f';
const RECORD = '\x1e';

const git = async (root: string, args: string[], env?: NodeJS.ProcessEnv) => (await run('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } })).stdout;

/** True when the project folder is a git repository with at least one commit. */
export const hasHistory = (root: string) =>
  git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']).then(
    () => true,
    () => false,
  );

/** The texts of `names` (commit:path), read by one `git cat-file --batch`; undefined where the file did not exist. */
function readObjects(root: string, names: string[]): Promise<Array<string | undefined>> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd: root });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`git cat-file exited with ${code}`));
      const output = Buffer.concat(chunks);
      const texts: Array<string | undefined> = [];
      let at = 0;
      for (let n = 0; n < names.length; n++) {
        const end = output.indexOf(0x0a, at);
        const header = output.subarray(at, end).toString();
        at = end + 1;
        const size = / blob (\d+)$/.exec(header)?.[1];
        if (size === undefined) {
          texts.push(undefined);
          continue;
        }
        texts.push(output.subarray(at, at + Number(size)).toString('utf8'));
        at += Number(size) + 1;
      }
      resolve(texts);
    });
    child.stdin.end(names.map((name) => `${name}\n`).join(''));
  });
}

/** The newest commits that changed `file` (a path from the project root), newest first, each with its text and its parent's. */
export async function fileVersions(root: string, file: string): Promise<FileVersion[]> {
  const log = await git(root, ['log', `-n${HISTORY_LENGTH}`, `--format=%H${FIELD}%an${FIELD}%aI${FIELD}%s${RECORD}`, '--', file]);
  const commits = log
    .split(RECORD)
    .map((record) => record.trim())
    .filter(Boolean)
    .map((record) => {
      const [commit, author, date, subject] = record.split(FIELD) as [string, string, string, string];
      return { commit, author, date, subject };
    });
  const texts = await readObjects(root, commits.flatMap(({ commit }) => [`${commit}:${file}`, `${commit}^:${file}`]));
  return commits.flatMap((entry, n) => {
    const text = texts[2 * n];
    return text === undefined ? [] : [{ ...entry, text, previous: texts[2 * n + 1] }];
  });
}

/** The file's text in the last commit, or undefined when no commit has it. */
export const committedText = async (root: string, file: string) => (await readObjects(root, [`HEAD:${file}`]))[0];

/** Who git says commits here (git config user.name), or undefined when nobody is set. */
export const committerName = (root: string) =>
  git(root, ['config', 'user.name']).then(
    (name) => name.trim() || undefined,
    () => undefined,
  );

/** A restore refused: the file, or a folder above it, is a link (or not a plain file) in the project folder. */
export class LinkedFileError extends Error {
  constructor(readonly file: string) {
    super(`Not restored: ${file} is a link or not a plain file in the project folder, and the editor never writes through one. Ask a developer to put the file back.`);
  }
}

/**
 * Writes `text` into `file` and commits that file alone (other changes in the folder stay as they are), as `author`
 * when given (the editor's name, asked once: the local editor has no sign-in), else as git's configured user.
 */
export async function commitFile(root: string, file: string, text: string, message: string, author?: string): Promise<string> {
  // Never through a link: a page file (or a folder above it) turned into one would have the restore write outside the project.
  const target = path.join(root, file);
  const real = realpathSync(path.dirname(target));
  if (real !== path.join(realpathSync(root), path.dirname(file)) || (existsSync(target) && !lstatSync(target).isFile())) {
    throw new LinkedFileError(file);
  }
  writeFileSync(target, text);
  const email = (await git(root, ['config', 'user.email']).catch(() => '')).trim() || 'editor@localhost';
  const who = author ? { GIT_AUTHOR_NAME: author, GIT_COMMITTER_NAME: author, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_EMAIL: email } : undefined;
  await git(root, ['commit', '--quiet', '--only', '-m', message, '--', file], who);
  return (await git(root, ['rev-parse', 'HEAD'])).trim();
}

/**
 * The subject a restore is committed with (vite-plugin-history.ts), which its entry in the history reads back: the
 * version's day as `dayInWords` writes it: in the business's time zone, as History dates it, never the server's
 * (the editor's formatter, src/editor/dates.ts, handed in: the server may not import the editor).
 */
export const restoreSubject = (file: string, version: { date: string; author: string }, dayInWords: (date: string) => string, commit: string) =>
  `Restore ${file} to the version of ${dayInWords(version.date)} by ${version.author} (${commit.slice(0, 7)}) in the browser editor`;

/** What a restore's commit did, in the history's words ("Restored the version of 27 Nov 2026 by Alex"); undefined for any other commit. */
export function restoreInWords(subject: string): string | undefined {
  const restored = /^Restore \S+ to the version of (.+) by (.+) \([0-9a-f]{7}\) in the browser editor$/.exec(subject);
  return restored ? `Restored the version of ${restored[1]} by ${restored[2]}` : undefined;
}
