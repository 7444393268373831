// One content file's text read as the content model reads every file: YAML parsed (with positions once a problem needs
// them), syntax errors in an editor's words, the schema line checked and template text still to write noted.
import type { LineCounter, YAMLParseError } from 'yaml';
import { indentationSlip } from './indentation';
import type { Problem, SourceFile } from './problems';
import { templateTextWarnings } from './route-warnings';
import { schemaLineProblem } from './schema-line';
import { parseSource } from './yaml-source';

/** Where a YAML syntax error really is: an unclosed quote is reported at the end of the file, so point at where it opens. */
function syntaxErrorAt(text: string, lines: LineCounter, error: YAMLParseError) {
  const quote = /Missing closing (["'])quote/.exec(error.message)?.[1];
  const opening = quote ? text.lastIndexOf(quote, error.pos[0] - 1) : -1;
  return opening >= 0 ? lines.linePos(opening) : (error.linePos?.[0] ?? { line: 1, col: 1 });
}

function syntaxHint(error: YAMLParseError): string | undefined {
  if (/tab/i.test(error.message)) return 'indent with spaces, never tabs';
  if (error.code === 'DUPLICATE_KEY') return 'each field may appear once; remove or rename one of them';
  if (/quote|flow|MISSING_CHAR/i.test(error.code + error.message)) return 'check that every quote and bracket that opens on this line is closed';
  if (error.code === 'BAD_INDENT' || /indent/i.test(error.message)) return 'line the field up with the other fields of its item';
  return undefined;
}

interface ReadFile {
  /** The parsed file; undefined when its YAML does not parse. */
  source?: SourceFile;
  /** Syntax errors (one mistake, one message) and a wrong schema line. */
  problems: Problem[];
  /** Template text of a new page still to be written. */
  warnings: Problem[];
}

export function readFile(file: string, text: string): ReadFile {
  const { source, errors } = parseSource(file, text);
  const slip = errors.length ? indentationSlip(text) : undefined;
  // One mistake, one message: the parser's later errors are echoes of its first.
  const problems: Problem[] = slip
    ? [{ file, line: slip.line, col: slip.col, field: '', message: slip.message, hint: slip.hint }]
    : errors.slice(0, 1).map((error) => {
        const message = (error.message.split('\n')[0] ?? error.message).replace(/ at line \d+, column \d+:?$/, '');
        return { file, ...syntaxErrorAt(text, source.lines, error), field: '', message: `YAML syntax: ${message}`, hint: syntaxHint(error) };
      });
  // A wrong schema line is reported, but the file's content is still checked.
  const schemaLine = schemaLineProblem(file, text);
  if (schemaLine) problems.push(schemaLine);
  return { source: errors.length ? undefined : source, problems, warnings: templateTextWarnings(file, text) };
}
