// Which content file the editor has open, from its address (#/collections/<collection>/entries/<slug>), and where a git
// host shows that file's history on the live site.

/** What the history needs of a collection of the editor's config: a folder of files, or single files. */
export interface EntryCollection {
  name: string;
  label?: string;
  folder?: string;
  extension?: string;
  files?: ReadonlyArray<{ name: string; file: string; label?: string }>;
}

/**
 * The file of the entry an editor address opens, with the entry's name for a heading; undefined off an existing entry.
 * Where it was opened from (`?ref=workflow` after a publish from the Workflow card) makes no difference.
 */
export function entryFileOf(collections: readonly EntryCollection[], hash: string): { file: string; label: string } | undefined {
  const match = /^#\/collections\/([^/?]+)\/entries\/([^?]+?)\/?(?:\?.*)?$/.exec(hash);
  if (!match) return undefined;
  const [, name, slug] = match.map((part) => decodeURIComponent(part)) as [string, string, string];
  const collection = collections.find((entry) => entry.name === name);
  if (!collection) return undefined;
  if (collection.folder) return { file: `${collection.folder}/${slug}.${collection.extension ?? 'md'}`, label: `${collection.label ?? name}: ${slug}` };
  const single = collection.files?.find((entry) => entry.name === slug);
  return single && { file: single.file, label: single.label ?? collection.label ?? slug };
}

/** The git host's page of the file's commits (GitHub, GitLab), for the editor on the live site. */
export function hostHistoryUrl(backend: { name: string; repo: string; branch: string }, file: string): string | undefined {
  if (backend.name === 'github') return `https://github.com/${backend.repo}/commits/${backend.branch}/${file}`;
  if (backend.name === 'gitlab') return `https://gitlab.com/${backend.repo}/-/commits/${backend.branch}/${file}`;
  return undefined;
}
