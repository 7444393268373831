// node:fs for the editor in the browser: the schema files, bundled, are the only files the content modules read there.
const bundled = import.meta.glob(['/schema/*.schema.json', '/renderer/blocks/*/schema.json'], { eager: true, query: '?raw', import: 'default' }) as Record<string, string>;

const files = new Map(Object.entries(bundled));
const isDirectory = (dir: string) => [...files.keys()].some((file) => file.startsWith(dir.replace(/\/?$/, '/')));

export function readFileSync(file: string): string {
  const text = files.get(file);
  if (text === undefined) throw new Error(`the editor bundles no file ${file}`);
  return text;
}

export const existsSync = (file: string) => files.has(file) || isDirectory(file);

/** The names directly inside a folder; with withFileTypes, entries that tell folders from files. */
export function readdirSync(dir: string, options?: { withFileTypes?: boolean }) {
  const prefix = dir.replace(/\/?$/, '/');
  const names = new Map<string, boolean>();
  for (const file of files.keys()) {
    if (!file.startsWith(prefix)) continue;
    const [name, ...rest] = file.slice(prefix.length).split('/');
    names.set(name!, rest.length > 0 || names.get(name!) === true);
  }
  const sorted = [...names].sort(([a], [b]) => a.localeCompare(b));
  if (!options?.withFileTypes) return sorted.map(([name]) => name);
  return sorted.map(([name, directory]) => ({ name, parentPath: dir, isDirectory: () => directory, isFile: () => !directory }));
}

export default { readFileSync, existsSync, readdirSync };
