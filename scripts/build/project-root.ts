// The repository's root, in a module of its own so a light script can know it without loading the content model.
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
