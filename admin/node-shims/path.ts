// node:path for the editor in the browser, over path-browserify. A browser has no working directory, so relative
// paths resolve from the root, where admin/node-shims/fs.ts keeps the bundled schema files; modules that find the
// project from import.meta.dirname (undefined in a browser) get that root too.
import path from 'path-browserify';

export const resolve = (...parts: (string | undefined)[]) => path.resolve('/', ...parts.filter((part): part is string => typeof part === 'string'));
export const relative = (from: string, to: string) => path.relative(resolve(from), resolve(to));
export const { join, dirname, basename, extname, normalize, sep, isAbsolute } = path;

const browserPath = { ...path, resolve, relative };
export const posix = browserPath;
export default { ...browserPath, posix: browserPath };
