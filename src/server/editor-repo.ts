// The editor's own clone of the project (npm run edit): decap-server's git mode switches branches in the folder it
// serves, so drafts (branches cms/<collection>/<slug>) live in a clone, never in the folder the dev server watches.
// The project folder's current branch is the source of truth: the clone's main follows it before every request, and
// the project's branch takes each publish (one commit) by a fast-forward.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Who a change is by, as git records it. */
export interface Author {
  name: string;
  email: string;
}

/** The last change of a file on a branch: who made it and when (ISO 8601). */
export interface LatestChange {
  author: string;
  date: string;
}

/** What a draft would change on main: each changed content file's text on the draft (pictures and deleted files left out). */
export type DraftMerge = { conflicts: string[] } | { tree: string; changes: Map<string, string> };

/** The branch Decap's configuration names (src/editor/backend.ts), here and on the live site. */
export const MAIN_BRANCH = 'main';

/** A draft's branch, as decap-server names it. */
export const draftBranch = (collection: string, slug: string) => `cms/${collection}/${slug}`;

/** The one pattern of a collection's name or an entry's slug: letters, digits, - and _, so never git's revision syntax (~ ^ @{ ..). */
export const DRAFT_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const DRAFT_BRANCH = /^cms\/[A-Za-z0-9][A-Za-z0-9_-]{0,99}\/[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** One file a draft changes: git's letter (A added, M modified, D deleted, T type changed) and its new mode (120000 a symlink, 160000 a submodule). */
export interface DraftChange {
  file: string;
  kind: string;
  mode: string;
}

/** Decap's status of a draft (draft, pending_review, pending_publish), kept by decap-server in the branch's description. */
const STATUS_PREFIX = 'decap-cms/';

class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly code: number,
    readonly stderr: string,
    readonly stdout: string,
  ) {
    super(`git ${args.join(' ')} failed (${code}): ${stderr.trim() || stdout.trim()}`);
  }
}

function git(cwd: string, args: string[], { input, env }: { input?: string; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('git', args, { cwd, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new GitError(args, typeof error.code === 'number' ? error.code : 1, stderr, stdout));
      else resolve(stdout);
    });
    if (input !== undefined) child.stdin!.end(input);
  });
}

/** Runs `git` and answers its exit code instead of failing on one (merge-base --is-ancestor, merge-tree). */
const gitStatus = (cwd: string, args: string[]) =>
  git(cwd, args).then(
    (stdout) => ({ code: 0, stdout }),
    (error: unknown) => {
      if (error instanceof GitError) return { code: error.code, stdout: error.stdout };
      throw error;
    },
  );

/** Files' texts at git revisions (`<rev>:<path>`), read in one `git cat-file --batch`. */
async function readBlobs(cwd: string, specs: string[]): Promise<string[]> {
  return (await readBlobBytes(cwd, specs)).map((bytes) => bytes.toString('utf8'));
}

/** Files' bytes at git revisions (`<rev>:<path>`, or a blob's id), read in one `git cat-file --batch`. */
async function readBlobBytes(cwd: string, specs: string[]): Promise<Buffer[]> {
  if (!specs.length) return [];
  const out = await new Promise<Buffer>((resolve, reject) => {
    const child = execFile('git', ['cat-file', '--batch'], { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    child.stdin!.end(specs.map((spec) => `${spec}\n`).join(''));
  });
  const texts: Buffer[] = [];
  let at = 0;
  for (const spec of specs) {
    const headerEnd = out.indexOf(10, at);
    const header = out.subarray(at, headerEnd).toString();
    const size = Number(header.split(' ')[2]);
    if (header.endsWith(' missing') || Number.isNaN(size)) throw new Error(`${spec} is not in the editor's copy`);
    texts.push(out.subarray(headerEnd + 1, headerEnd + 1 + size));
    at = headerEnd + 1 + size + 1;
  }
  return texts;
}

const OBJECT_NAME = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/**
 * The commit HEAD or a branch (`refs/heads/...`) points to, read from the files git keeps it in, as git resolves it:
 * undefined where only git can say (a packed ref, a worktree's or a reftable's store), for the caller to ask git. Every
 * call of the editor compares two of them, and a git process costs ~30 ms of a busy editor's CPU (issue 57).
 */
export function looseRef(cwd: string, ref: 'HEAD' | `refs/heads/${string}`): string | undefined {
  const gitDir = path.join(cwd, '.git');
  const read = (file: string) => {
    try {
      return readFileSync(path.join(gitDir, file), 'utf8').trim();
    } catch {
      return undefined;
    }
  };
  let name: string = ref;
  if (ref === 'HEAD') {
    const head = read('HEAD');
    if (head === undefined) return undefined;
    if (OBJECT_NAME.test(head)) return head;
    const symbolic = /^ref: (refs\/heads\/\S+)$/.exec(head);
    if (!symbolic) return undefined;
    name = symbolic[1]!;
  }
  const commit = read(name);
  return commit !== undefined && OBJECT_NAME.test(commit) ? commit : undefined;
}

/** A queue of work: what it is given runs when every earlier work has finished, failed or not. */
export function oneAtATime() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
}

export interface EditorRepoOptions {
  /** The project folder: its current branch is the published site. */
  project: string;
  /** Where the editor's clone lives (made on first use). */
  repo: string;
  /** Which files the content model reads (pages.yaml, site/**.yaml). */
  isContentFile: (file: string) => boolean;
}

export type EditorRepo = Awaited<ReturnType<typeof openEditorRepo>>;

/** Opens (making it on first use) the editor's clone of `project`, its main at the project's current commit. */
export async function openEditorRepo({ project, repo, isContentFile }: EditorRepoOptions) {
  const inProject = (args: string[]) => git(project, args);
  const inRepo = (args: string[], options?: Parameters<typeof git>[2]) => git(repo, args, options);
  if (!(await gitStatus(project, ['rev-parse', '--verify', '-q', 'HEAD'])).stdout.trim()) {
    throw new Error(`npm run edit keeps drafts and publishes in git, and ${project} has no commit yet: run git init, then commit the site (git add -A && git commit -m "The site").`);
  }
  if (!existsSync(path.join(repo, '.git'))) {
    mkdirSync(repo, { recursive: true });
    await inRepo(['init', '-q', '-b', MAIN_BRANCH]);
    // Only what the editor reads and writes (pages.yaml and the other files at the top, site/): a small clone.
    await inRepo(['sparse-checkout', 'set', '--cone', 'site']);
    for (const [key, value] of [
      ['user.name', 'Browser editor'],
      ['user.email', ''],
      ['commit.gpgsign', 'false'],
    ] as const) {
      await inRepo(['config', key, value]);
    }
    await inRepo(['fetch', '-q', project, 'HEAD']);
    await inRepo(['checkout', '-q', '-B', MAIN_BRANCH, 'FETCH_HEAD']);
  }

  const revision = async (cwd: string, rev: string) => (await git(cwd, ['rev-parse', '--verify', '-q', rev])).trim();
  const isAncestor = async (cwd: string, older: string, newer: string) => (await gitStatus(cwd, ['merge-base', '--is-ancestor', older, newer])).code === 0;

  /** Takes the clone's main into the project's branch (a fast-forward), unless the project has it already. */
  const pushOut = async () => {
    await inProject(['fetch', '-q', repo, MAIN_BRANCH]);
    const published = await revision(project, 'FETCH_HEAD');
    const head = await revision(project, 'HEAD');
    if (published === head || (await isAncestor(project, published, head))) return;
    try {
      await inProject(['merge', '-q', '--ff-only', published]);
    } catch (error) {
      const detail = error instanceof GitError ? error.stderr.trim() : String(error);
      throw new Error(
        `Published in the editor's copy, but ${project} could not take it: ${detail.split('\n').slice(0, 4).join(' ')} ` +
          '(commit or put aside with git stash the changes named there; the editor brings the publish in with its next step).',
      );
    }
  };

  /** Set when a call that writes failed: its files may be left in the clone's folder, which the next call puts back. */
  let unsettled = false;
  const failedWrite = () => void (unsettled = true);

  /** Brings the clone to a clean main at the project's commit (taking in any restore or commit made there first). */
  const syncIn = async () => {
    if (existsSync(path.join(repo, '.git/rebase-merge')) || existsSync(path.join(repo, '.git/rebase-apply'))) await inRepo(['rebase', '--abort']);
    // Read, not asked of git: every call of the editor starts here, and each git process costs on a busy machine.
    if (unsettled || readFileSync(path.join(repo, '.git/HEAD'), 'utf8').trim() !== `ref: refs/heads/${MAIN_BRANCH}`) await inRepo(['checkout', '-q', '-f', MAIN_BRANCH]);
    if (unsettled) {
      // A failed save's files go: the clone is as the last commit left it, and the next save starts from there.
      await inRepo(['reset', '-q', '--hard', MAIN_BRANCH]);
      await inRepo(['clean', '-q', '-f', '-d']);
      unsettled = false;
    }
    const [projectCommit, clonedMain] = await Promise.all([looseRef(project, 'HEAD') ?? revision(project, 'HEAD'), looseRef(repo, `refs/heads/${MAIN_BRANCH}`) ?? revision(repo, `refs/heads/${MAIN_BRANCH}`)]);
    if (projectCommit === clonedMain) return;
    await inRepo(['fetch', '-q', project, 'HEAD']);
    const projectHead = await revision(repo, 'FETCH_HEAD');
    const main = await revision(repo, MAIN_BRANCH);
    if (await isAncestor(repo, main, projectHead)) await inRepo(['merge', '-q', '--ff-only', projectHead]);
    else if (await isAncestor(repo, projectHead, main)) await pushOut();
    else {
      throw new Error(
        `The editor's copy (${repo}) has a publish that ${project}'s branch does not, and that branch has moved on since: ` +
          `merge it by hand (git -C ${project} pull ${repo} ${MAIN_BRANCH}), then carry on.`,
      );
    }
  };

  const hasRevision = async (rev: string) => !!(await gitStatus(repo, ['rev-parse', '--verify', '-q', `${rev}^{commit}`])).stdout.trim();
  const hasBranch = async (branch: string) => !!(await gitStatus(repo, ['rev-parse', '--verify', '-q', `refs/heads/${branch}`])).stdout.trim();

  /** Every content file's text at `rev`. */
  const textsAt = async (rev: string): Promise<Map<string, string>> => {
    const files = (await inRepo(['ls-tree', '-r', '-z', '--name-only', rev, '--', 'pages.yaml', 'site'])).split('\0').filter((file) => file && isContentFile(file));
    const texts = await readBlobs(repo, files.map((file) => `${rev}:${file}`));
    return new Map(files.map((file, index) => [file, texts[index]!]));
  };

  /** The draft merged onto main as git would merge it, or the files both changed (a conflict is never merged blindly). */
  const mergeDraft = async (branch: string): Promise<DraftMerge> => {
    const merged = await gitStatus(repo, ['merge-tree', '--write-tree', '--name-only', '--no-messages', MAIN_BRANCH, branch]);
    const [tree, ...conflicted] = merged.stdout.trim().split('\n');
    if (merged.code === 1) return { conflicts: conflicted.filter(Boolean) };
    if (merged.code !== 0) throw new Error(`git could not merge ${branch} onto ${MAIN_BRANCH}`);
    const changed = (await inRepo(['diff', '--name-only', '--no-renames', '--diff-filter=AM', '-z', MAIN_BRANCH, tree!])).split('\0').filter((file) => file && isContentFile(file));
    const texts = await readBlobs(repo, changed.map((file) => `${tree}:${file}`));
    return { tree: tree!, changes: new Map(changed.map((file, index) => [file, texts[index]!])) };
  };

  /** The tree without `files`: a publish that removes a page deletes its file in the publish's own commit. */
  const withoutFiles = async (tree: string, files: readonly string[]) => {
    if (!files.length) return tree;
    // An index of its own, so the clone's checkout and index stay as decap-server left them.
    const env = { GIT_INDEX_FILE: path.join(repo, '.git/publish-index') };
    try {
      await inRepo(['read-tree', tree], { env });
      await inRepo(['update-index', '--force-remove', '--', ...files], { env });
      return (await inRepo(['write-tree'], { env })).trim();
    } finally {
      rmSync(env.GIT_INDEX_FILE, { force: true });
    }
  };

  /** Every file a draft changed since it left main (content, pictures and anything else), each with how: git's letter and the new mode. */
  const draftChanges = async (branch: string): Promise<DraftChange[]> => {
    // --raw -z: ":<old mode> <new mode> <old> <new> <letter>\0<path>\0" for every change, renames split into D and A.
    const fields = (await inRepo(['diff', '--raw', '-z', '--no-renames', '--no-abbrev', `${MAIN_BRANCH}...${branch}`])).split('\0');
    const changes: DraftChange[] = [];
    for (let at = 0; at + 1 < fields.length; at += 2) {
      const [, mode, , , kind] = fields[at]!.split(' ');
      changes.push({ file: fields[at + 1]!, kind: kind!.slice(0, 1), mode: mode! });
    }
    return changes;
  };

  /** The paths among `files` (and their folders) that are a symlink or a submodule at `rev`: writing there would leave the clone. */
  const linkedPaths = async (rev: string, files: readonly string[]) => {
    const prefixes = [...new Set(files.flatMap((file) => file.split('/').map((_, index, segments) => segments.slice(0, index + 1).join('/'))))];
    if (!prefixes.length || !(await hasRevision(rev))) return [];
    const lines = (await inRepo(['ls-tree', '-z', rev, '--', ...prefixes])).split('\0').filter(Boolean);
    return lines.flatMap((line) => (/^(120000|160000) /.test(line) ? [line.slice(line.indexOf('\t') + 1)] : []));
  };

  const identity = (author: Author) => ({ GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email });

  /** Puts `tree` on main as one commit by `author`, takes it into the project's branch, and removes the drafts it published. */
  const publishTree = async (tree: string, message: string, author: Author, branches: readonly string[]) => {
    const commit = (await inRepo(['commit-tree', tree, '-p', MAIN_BRANCH, '-F', '-'], { input: message, env: identity(author) })).trim();
    await inRepo(['merge', '-q', '--ff-only', commit]);
    if (branches.length) await inRepo(['branch', '-D', ...branches]);
    await pushOut();
    return commit;
  };

  /** Puts a merged draft on main as one commit by `author`, takes it into the project's branch, and removes the draft. */
  const publish = (branch: string, tree: string, message: string, author: Author) => publishTree(tree, message, author, [branch]);

  /** The content files that differ between two trees or commits, with their text in `to` (added or changed) and those gone. */
  const changesBetween = async (from: string, to: string) => {
    const changed = (await inRepo(['diff', '--name-only', '--no-renames', '--diff-filter=AM', '-z', from, to])).split('\0').filter((file) => file && isContentFile(file));
    const deleted = (await inRepo(['diff', '--name-only', '--no-renames', '--diff-filter=D', '-z', from, to])).split('\0').filter(Boolean);
    const texts = await readBlobs(repo, changed.map((file) => `${to}:${file}`));
    return { changes: new Map(changed.map((file, index) => [file, texts[index]!])), deleted };
  };

  /**
   * Drafts merged onto main one after another, as git merges each (a release's drafts, published together): the tree
   * and what it changes, or the first draft that cannot be merged with main and the drafts before it, and the files.
   */
  const mergeDrafts = async (branches: readonly string[]): Promise<{ conflicts: string[]; branch: string } | { tree: string; changes: Map<string, string>; deleted: string[] }> => {
    let head = await revision(repo, MAIN_BRANCH);
    let tree = (await inRepo(['rev-parse', `${MAIN_BRANCH}^{tree}`])).trim();
    for (const branch of branches) {
      const merged = await gitStatus(repo, ['merge-tree', '--write-tree', '--name-only', '--no-messages', head, branch]);
      const [written, ...conflicted] = merged.stdout.trim().split('\n');
      if (merged.code === 1) return { conflicts: conflicted.filter(Boolean), branch };
      if (merged.code !== 0) throw new Error(`git could not merge ${branch} onto ${MAIN_BRANCH}`);
      tree = written!;
      // A merge commit of its own, never on a branch: the next draft merges from where both met, as a second merge would.
      head = (await inRepo(['commit-tree', tree, '-p', head, '-p', branch, '-m', 'release'], { env: identity({ name: 'Browser editor', email: '' }) })).trim();
    }
    return { tree, ...(await changesBetween(MAIN_BRANCH, tree)) };
  };

  /**
   * Main with `commit`'s changes undone, as git reverts (a later change to other lines stays): the tree and what it
   * changes, or the files main changed since where they meet the undone lines.
   */
  const revertTree = async (commit: string): Promise<{ conflicts: string[] } | { tree: string; changes: Map<string, string>; deleted: string[] }> => {
    // A commit of the version before `commit`, made on top of it: merging it into main takes exactly `commit`'s changes back.
    const before = (await inRepo(['commit-tree', `${commit}^1^{tree}`, '-p', commit, '-m', 'take back'], { env: identity({ name: 'Browser editor', email: '' }) })).trim();
    const merged = await gitStatus(repo, ['merge-tree', '--write-tree', '--name-only', '--no-messages', MAIN_BRANCH, before]);
    const [tree, ...conflicted] = merged.stdout.trim().split('\n');
    if (merged.code === 1) return { conflicts: conflicted.filter(Boolean) };
    if (merged.code !== 0) throw new Error(`git could not take ${commit} back on ${MAIN_BRANCH}`);
    return { tree: tree!, ...(await changesBetween(MAIN_BRANCH, tree!)) };
  };

  /** `tree` with `files` written (text): a take-back's pages.yaml with its redirects. */
  const withTexts = async (tree: string, files: ReadonlyMap<string, string>) => {
    if (!files.size) return tree;
    const env = { GIT_INDEX_FILE: path.join(repo, '.git/release-index') };
    try {
      await inRepo(['read-tree', tree], { env });
      for (const [file, text] of files) {
        const blob = (await inRepo(['hash-object', '-w', '--stdin'], { input: text })).trim();
        await inRepo(['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], { env });
      }
      return (await inRepo(['write-tree'], { env })).trim();
    } finally {
      rmSync(env.GIT_INDEX_FILE, { force: true });
    }
  };

  /** The files a commit changed from its first parent. */
  const filesOf = async (commit: string) => (await inRepo(['diff', '--name-only', '--no-renames', '-z', `${commit}^1`, commit])).split('\0').filter(Boolean);

  /** The text of `file` on a branch that holds only the editor's own records (the releases), never the site: undefined when none. */
  const recordText = async (branch: string, file: string) => ((await hasRevision(`refs/heads/${branch}`)) ? textAt(`refs/heads/${branch}`, file) : undefined);

  /** Writes `file` as the one file of the record branch, as a commit by `author` on it (its history is the record's). */
  const writeRecord = async (branch: string, file: string, text: string, message: string, author: Author) => {
    const blob = (await inRepo(['hash-object', '-w', '--stdin'], { input: text })).trim();
    const tree = (await inRepo(['mktree'], { input: `100644 blob ${blob}\t${file}\n` })).trim();
    const parent = (await gitStatus(repo, ['rev-parse', '--verify', '-q', `refs/heads/${branch}`])).stdout.trim();
    const commit = (await inRepo(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-F', '-'], { input: message, env: identity(author) })).trim();
    // Moved only from the commit read: a second writer in between would be refused, not overwritten.
    await inRepo(['update-ref', `refs/heads/${branch}`, commit, parent || '0'.repeat(40)]);
  };

  /** Who made `rev`'s last commit, and when. */
  const lastCommit = async (rev: string): Promise<LatestChange> => {
    const [author, date] = (await inRepo(['log', '-1', '--format=%an%x00%aI', rev])).trim().split('\0');
    return { author: author || 'someone', date: date! };
  };

  /** Who last changed `file` on `rev`, and when; undefined when no commit touched it. */
  const latestChange = async (rev: string, file: string): Promise<LatestChange | undefined> => {
    const line = (await inRepo(['log', '-1', '--format=%an%x00%aI', rev, '--', file])).trim();
    if (!line) return undefined;
    const [author, date] = line.split('\0');
    return { author: author || 'someone', date: date! };
  };

  /** Whether `rev` has `file`. */
  const hasFile = async (rev: string, file: string) => (await gitStatus(repo, ['cat-file', '-e', `${rev}:${file}`])).code === 0;

  /** A file's text on `rev`, or undefined when it has none. */
  const textAt = async (rev: string, file: string) => ((await hasFile(rev, file)) ? (await readBlobs(repo, [`${rev}:${file}`]))[0] : undefined);

  /** A draft's status as decap-server keeps it (draft, pending_review, pending_publish); undefined for a branch that has none. */
  const draftStatus = async (branch: string) => {
    const label = (await gitStatus(repo, ['config', `branch.${branch}.description`])).stdout.trim();
    return label.startsWith(STATUS_PREFIX) ? label.slice(STATUS_PREFIX.length) : undefined;
  };

  /** Every draft's branch. */
  const drafts = async () => (await inRepo(['for-each-ref', '--format=%(refname:short)', 'refs/heads/cms/'])).split('\n').filter((branch) => DRAFT_BRANCH.test(branch));

  /**
   * What the draft and main each changed since the draft left main (their merge base), and the files both changed: git
   * would merge lines that do not meet, but the draft's text of such a file was written from the older version, so its
   * publish would undo the newer one.
   */
  const sinceDraftBegan = async (branch: string) => {
    const base = (await inRepo(['merge-base', MAIN_BRANCH, branch])).trim();
    const changed = async (rev: string) => (await inRepo(['diff', '--name-only', '--no-renames', '-z', base, rev])).split('\0').filter(Boolean);
    const [onMain, onDraft] = await Promise.all([changed(MAIN_BRANCH), changed(branch)]);
    return { base, onMain, onDraft, onBoth: onDraft.filter((file) => onMain.includes(file)) };
  };

  /** The draft's commits moved onto main, main's lines kept where they meet the draft's: for a save written over main's newer version of them. */
  const rebaseOntoMain = async (branch: string) => {
    await inRepo(['checkout', '-q', branch]);
    try {
      // In a rebase "ours" is the branch rebased onto: main's newer lines win; the save then writes the file whole.
      await inRepo(['-c', 'user.name=Browser editor', '-c', 'user.email=', 'rebase', '-q', '-X', 'ours', MAIN_BRANCH]);
    } catch (error) {
      await gitStatus(repo, ['rebase', '--abort']);
      throw error;
    } finally {
      await inRepo(['checkout', '-q', '-f', MAIN_BRANCH]);
    }
  };

  /** The picture files under `folders` at `rev` (a commit or a tree), each with its bytes. */
  const filesAt = async (rev: string, folders: readonly string[]): Promise<Array<{ path: string; bytes: Buffer }>> => {
    const lines = (await inRepo(['ls-tree', '-r', '-z', rev, '--', ...folders])).split('\0').filter(Boolean);
    const blobs = lines.flatMap((line) => {
      const [meta, file] = [line.slice(0, line.indexOf('\t')), line.slice(line.indexOf('\t') + 1)];
      const [mode, type, oid] = meta.split(' ');
      return type === 'blob' && mode !== '120000' ? [{ path: file!, oid: oid! }] : [];
    });
    const bytes = await readBlobBytes(repo, blobs.map(({ oid }) => oid));
    return blobs.map(({ path: file }, index) => ({ path: file, bytes: bytes[index]! }));
  };

  /** The drafts Decap marked Ready (pending_publish): a status left in git's config for a branch that is gone is no draft. */
  const readyDrafts = async () => {
    // -z: each entry is "<key>\n<value>\0", so a value with a line break cannot pass for another entry.
    const [entries, existing] = await Promise.all([gitStatus(repo, ['config', '-z', '--get-regexp', '^branch\\.cms/.*\\.description$']).then(({ stdout }) => stdout.split('\0').filter(Boolean)), drafts()]);
    return entries.flatMap((entry) => {
      const [key, status] = [entry.slice(0, entry.indexOf('\n')), entry.slice(entry.indexOf('\n') + 1)];
      const branch = key.replace(/^branch\./, '').replace(/\.description$/, '');
      return status === `${STATUS_PREFIX}pending_publish` && DRAFT_BRANCH.test(branch) && existing.includes(branch) ? [branch] : [];
    });
  };

  /**
   * The schedule's items (src/editor/schedule.ts), kept in the clone's git config beside each draft's status, under
   * `editor-schedule.<kind>:<name>.item` as JSON: a draft's branch (and its status) goes at its publish, its end time stays.
   */
  const scheduleItems = async (): Promise<unknown[]> => {
    const { stdout } = await gitStatus(repo, ['config', '-z', '--get-regexp', '^editor-schedule\\..*\\.item$']);
    return stdout.split('\0').filter(Boolean).flatMap((entry) => {
      try {
        return [JSON.parse(entry.slice(entry.indexOf('\n') + 1)) as unknown];
      } catch {
        return [];
      }
    });
  };

  /** Keeps `item` (JSON) as the schedule's entry `key` (<kind>:<name>), or removes the entry when `item` is undefined. */
  const setScheduleItem = async (key: string, item: unknown) => {
    const name = `editor-schedule.${key}.item`;
    if (item === undefined) await gitStatus(repo, ['config', '--unset-all', name]);
    else await inRepo(['config', name, JSON.stringify(item)]);
  };

  /** Commits `changes` (files' new texts) and the removal of `removed` on main as one commit by `author`, and takes it into the project's branch. */
  const commitOnMain = async (changes: ReadonlyMap<string, string>, removed: readonly string[], message: string, author: Author) => {
    const env = { GIT_INDEX_FILE: path.join(repo, '.git/commit-index') };
    let tree: string;
    try {
      await inRepo(['read-tree', MAIN_BRANCH], { env });
      for (const [file, text] of changes) {
        const blob = (await inRepo(['hash-object', '-w', '--stdin'], { input: text })).trim();
        await inRepo(['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], { env });
      }
      if (removed.length) await inRepo(['update-index', '--force-remove', '--', ...removed], { env });
      tree = (await inRepo(['write-tree'], { env })).trim();
    } finally {
      rmSync(env.GIT_INDEX_FILE, { force: true });
    }
    const who = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email };
    const commit = (await inRepo(['commit-tree', tree, '-p', MAIN_BRANCH, '-F', '-'], { input: message, env: who })).trim();
    await inRepo(['merge', '-q', '--ff-only', commit]);
    await pushOut();
    return commit;
  };

  /** The commit a branch of the clone is at, to tell whether it changed since. */
  const commitOf = (branch: string) => revision(repo, `refs/heads/${branch}`);

  /** The project's git user, for a save by someone who gave no name. */
  const projectAuthor = async (): Promise<Author> => {
    const config = async (key: string) => (await gitStatus(project, ['config', key])).stdout.trim();
    return { name: (await config('user.name')) || 'Browser editor', email: await config('user.email') };
  };

  /** Runs `work` when every earlier one has finished: decap-server switches branches, so one request at a time. */
  const exclusive = oneAtATime();

  return {
    repo,
    project,
    exclusive,
    syncIn,
    failedWrite,
    pushOut,
    hasBranch,
    textsAt,
    textAt,
    filesAt,
    mergeDraft,
    sinceDraftBegan,
    hasFile,
    rebaseOntoMain,
    withoutFiles,
    draftChanges,
    linkedPaths,
    publish,
    publishTree,
    mergeDrafts,
    revertTree,
    withTexts,
    filesOf,
    recordText,
    writeRecord,
    lastCommit,
    latestChange,
    draftStatus,
    drafts,
    readyDrafts,
    scheduleItems,
    setScheduleItem,
    commitOnMain,
    commitOf,
    projectAuthor,
  };
}
