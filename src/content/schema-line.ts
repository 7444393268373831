// The first line of every content file ties it to its JSON Schema, so editors complete fields and show errors as you type.
import { schemaOf } from './content-files';
import { dirnameOf, relativePath } from './paths';
import type { Problem } from './problems';

const LINE_START = '# yaml-language-server: $schema=';

/** The exact first line a content file must have: its schema, relative to the file's folder. */
export const schemaLine = (file: string) => LINE_START + relativePath(dirnameOf(file), schemaOf(file));

/** A problem when the file's first line is not its schema line; the hint is the line to write. */
export function schemaLineProblem(file: string, text: string): Problem | undefined {
  const expected = schemaLine(file);
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  if (first === expected) return undefined;
  const message = first.startsWith(LINE_START)
    ? `line 1 points at the wrong schema (${first.slice(LINE_START.length)}), so your editor cannot help with this file`
    : 'line 1 must be the schema line that lets your editor complete fields and show mistakes as you type';
  const hint = first.startsWith(LINE_START) ? `replace line 1 with: ${expected}` : `add this as line 1: ${expected}`;
  return { file, line: 1, col: 1, field: '', message, hint };
}
