// Finds the one line whose indentation broke a YAML file, and says it the way an editor thinks of it:
// "'answer' is indented 2 spaces more than 'question' on line 54", instead of the parser's words at the line above.

interface IndentationSlip {
  line: number;
  col: number;
  message: string;
  hint: string;
}

interface Line {
  number: number;
  indent: number;
  /** A list item: the line starts with "- ". */
  dash: boolean;
  /** The field named on the line (after the dash, for a list item), if any. */
  key?: string;
  /** Where that field starts: the indent, or past the dash. */
  keyCol: number;
  /** The line opens a nested block: a field with nothing after its colon. */
  opens: boolean;
  /** The field's value is a block of text (| or >) whose lines follow. */
  blockText: boolean;
  text: string;
}

interface Context {
  kind: 'map' | 'list';
  col: number;
  /** The line of the latest entry: a field of a map, an item of a list. */
  latest: Line;
  /** The first field of the list's latest item, to tell which list a stray item belongs to. */
  itemKey?: string;
}

const KEY = /^("[^"]*"|'[^']*'|[^\s#'"\-?:,[\]{}][^#:]*?|-[^\s#:][^#:]*?)\s*:(?:\s+(.*))?$/;

function readLine(text: string, number: number): Line | undefined {
  const trimmed = text.trimStart();
  if (!trimmed || trimmed.startsWith('#') || trimmed === '---' || trimmed === '...') return undefined;
  const indent = text.length - trimmed.length;
  const dash = trimmed === '-' || trimmed.startsWith('- ');
  const rest = dash ? trimmed.slice(1).trimStart() : trimmed;
  const keyCol = dash ? indent + (trimmed.length - rest.length) : indent;
  const match = KEY.exec(rest);
  const value = match ? (match[2] ?? '').replace(/\s+#.*$/, '').trim() : rest;
  return {
    number,
    indent,
    dash,
    key: match ? match[1]!.replace(/^["']|["']$/g, '') : undefined,
    keyCol,
    opens: Boolean(match) && value === '',
    blockText: Boolean(match) && /^[|>][-+0-9]*$/.test(value),
    text: trimmed,
  };
}

const spaces = (count: number) => `${count} space${count === 1 ? '' : 's'}`;
/** How a message names a line: by its field, or by its text for a list item named as an item. */
const quoted = (line: Line, asItem = false) => (line.key !== undefined && !asItem ? `'${line.key}'` : `'${line.text.slice(0, 40)}'`);

function slipAgainst(line: Line, reference: Line, refCol: number, col: number, what: string): IndentationSlip {
  const difference = col - refCol;
  const direction = difference > 0 ? 'more' : 'less';
  const named = line.dash ? `the list item ${quoted(line, true)}` : quoted(line);
  const refNamed = line.dash ? `the item on line ${reference.number}` : `${quoted(reference)} on line ${reference.number}`;
  return {
    line: line.number,
    col: col + 1,
    message: `${named} is indented ${spaces(Math.abs(difference))} ${direction} than ${refNamed}`,
    hint: `line them up: move ${line.dash ? 'this item and every line under it' : quoted(line)} ${spaces(Math.abs(difference))} ${difference > 0 ? 'left' : 'right'}${what}`,
  };
}

/** The list a stray item most likely belongs to: one whose items start with the same field, else the nearest; the deeper on a tie. */
function likelyList(lists: Context[], line: Line): Context | undefined {
  const sameKind = lists.filter((list) => line.key !== undefined && list.itemKey === line.key);
  const pool = sameKind.length ? sameKind : lists;
  return [...pool].sort((a, b) => Math.abs(a.col - line.indent) - Math.abs(b.col - line.indent) || b.col - a.col)[0];
}

/** The field a stray field most likely sits beside: the map whose column is nearest; the deeper on a tie. */
function likelyMap(maps: Context[], col: number): Context | undefined {
  return [...maps].sort((a, b) => Math.abs(a.col - col) - Math.abs(b.col - col) || b.col - a.col)[0];
}

/**
 * The first line whose indentation fits no open field or list, for a block-style YAML file that does not parse.
 * Undefined when the indentation is consistent (the problem is something else) or the file uses a style this does not read.
 */
export function indentationSlip(text: string): IndentationSlip | undefined {
  const stack: Context[] = [];
  let previous: Line | undefined;
  let textBlockAbove: number | undefined;
  const rows = text.split('\n');
  for (let index = 0; index < rows.length; index++) {
    const raw = rows[index]!.replace(/\r$/, '');
    if (raw.includes('\t')) return undefined;
    const line = readLine(raw, index + 1);
    if (!line) continue;
    // Lines of a | or > text, or of a text that runs on past its field's line, belong to that text.
    if (textBlockAbove !== undefined && line.indent > textBlockAbove) continue;
    textBlockAbove = undefined;
    const continuesText = previous && !previous.opens && !line.dash && line.key === undefined && line.indent > previous.keyCol;
    if (continuesText) continue;

    const col = line.dash ? line.indent : line.keyCol;
    const popped: Context[] = [];
    // A field closes the lists and fields deeper than it, and a list written at its own parent field's column.
    const closes = (context: Context) => context.col > col || (!line.dash && context.kind === 'list' && context.col === col);
    while (stack.length && closes(stack[stack.length - 1]!)) popped.push(stack.pop()!);
    const top = stack[stack.length - 1];
    // The file's first line, or the line after a field with nothing after its colon, may start a deeper block.
    const openedByPrevious = !previous || (previous.opens && popped.length === 0);

    if (line.dash) {
      const sibling = top?.kind === 'list' && top.col === col;
      const startsList = openedByPrevious && (!top || top.col <= col);
      if (!sibling && !startsList) {
        const list = likelyList([...stack, ...popped].filter((context) => context.kind === 'list'), line);
        if (list) return slipAgainst(line, list.latest, list.col, col, `, so its dash is under the dash on line ${list.latest.number}`);
        return undefined;
      }
      if (sibling) {
        top.latest = line;
        top.itemKey = line.key;
      } else stack.push({ kind: 'list', col, latest: line, itemKey: line.key });
      if (line.key !== undefined) stack.push({ kind: 'map', col: line.keyCol, latest: line });
    } else if (line.key !== undefined) {
      const sibling = top?.kind === 'map' && top.col === col;
      const startsMap = openedByPrevious && (!top || top.col < col);
      if (!sibling && !startsMap) {
        const deeperThanField = previous && !previous.opens && col > previous.keyCol && popped.length === 0;
        if (previous && deeperThanField) return slipAgainst(line, previous, previous.keyCol, col, `, so it starts under ${quoted(previous)}`);
        const map = likelyMap([...stack, ...popped].filter((context) => context.kind === 'map'), col);
        if (map) return slipAgainst(line, map.latest, map.col, col, `, so it starts under ${quoted(map.latest)}`);
        return undefined;
      }
      if (sibling) top.latest = line;
      else stack.push({ kind: 'map', col, latest: line });
    } else {
      // A line that is neither a field nor a list item, where a field or an item was due: not an indentation matter.
      return undefined;
    }
    if (line.blockText) textBlockAbove = line.keyCol;
    previous = line;
  }
  return undefined;
}
