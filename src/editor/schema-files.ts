// The schemas the editor checks and builds its form with, bundled with it: the same files the build reads from disk.
import type { SchemaNode } from '../content/schemas';

const bundled = import.meta.glob<SchemaNode>(['/schema/*.schema.json', '/renderer/blocks/*/schema.json'], { eager: true, import: 'default' });

/** Every schema by its path from the project root, as scripts/build/content-files.ts reads them. */
export const schemaFiles: ReadonlyMap<string, SchemaNode> = new Map(Object.entries(bundled).map(([file, schema]) => [file.slice(1), schema]));
