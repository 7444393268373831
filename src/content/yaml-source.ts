// Parsing a content file twice over, cheaply: a fast parser for the values of a valid file, and the
// position-keeping parser (every node with its offsets) only for a file that has a problem to point at.
import { CORE_SCHEMA, load } from 'js-yaml';
import { LineCounter, parseDocument, type YAMLParseError } from 'yaml';
import type { SourceFile } from './problems';

/** The position-keeping parse: slow, but it knows where every field is and words syntax errors for editors. */
interface LocatedParse {
  doc: SourceFile['doc'];
  lines: LineCounter;
}

export function locatedParse(text: string): LocatedParse {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true }), lines };
}

/**
 * The values of a file that the fast parser accepts, or undefined when it finds any problem.
 * Its CORE_SCHEMA is YAML 1.2's, as `yaml` uses (dates stay text), and it rejects duplicate keys as `yaml` does.
 */
export function fastValues(text: string): { values: unknown } | undefined {
  try {
    return { values: load(text, { schema: CORE_SCHEMA }) };
  } catch {
    // Whatever it disliked, the position-keeping parser decides and says where.
    return undefined;
  }
}

/** A source file whose position-keeping parse is made the first time a problem asks where a field is. */
function sourceFile(file: string, text: string, values: unknown, located?: LocatedParse): SourceFile {
  let parse = located;
  const positions = () => (parse ??= locatedParse(text));
  return {
    file,
    values,
    get doc() {
      return positions().doc;
    },
    get lines() {
      return positions().lines;
    },
  };
}

/** Reads one file's values, with the `yaml` syntax errors that stop it when the fast parser would not take it. */
export function parseSource(file: string, text: string): { source: SourceFile; errors: YAMLParseError[] } {
  const fast = fastValues(text);
  if (fast) return { source: sourceFile(file, text, fast.values), errors: [] };
  const located = locatedParse(text);
  const { errors } = located.doc;
  return { source: sourceFile(file, text, errors.length ? undefined : located.doc.toJS(), located), errors };
}
