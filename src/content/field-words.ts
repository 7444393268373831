// Where a field is, in the words the editor's form uses: "Home page, block 2 (Call to action), button 2, Link".
// Each name comes from the schemas (a `label`, else the property's own name in words), so a new field is named with no other edit.
import { schemaOf } from './content-files';
import type { Problem, Segment, SourceFile } from './problems';
import { dereference, type Located, type SchemaFiles, type SchemaNode } from './schemas';

/** readTime -> Read time, case-study -> Case study, serviceType -> Service type. */
export const wordsOf = (name: string) => {
  const words = name.replace(/[-_]/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A property's label: the schema's `label`, else its name in words. */
export const labelOf = (name: string, node: SchemaNode) => node.label ?? wordsOf(name);

const singular = (words: string) => words.replace(/ies$/, 'y').replace(/s$/, '');

/** What one item of a list is called: its own schema's label (Button), else the list's label made singular (Blocks -> block). */
export const itemLabelOf = (listLabel: string, item: SchemaNode) => item.label ?? singular(listLabel);

/** The block schema of a union (page.blocks) that a type names. */
export function unionMember(files: SchemaFiles, union: Located, type: unknown): Located | undefined {
  const key = union.node.discriminator?.propertyName ?? 'type';
  return union.node.oneOf
    ?.map((entry) => dereference(files, { node: entry, file: union.file }))
    .find((member) => member.node.properties?.[key]?.const === type);
}

/** Fields whose value names a list item in a message, first found first: a route by its address, a question by itself. */
const NAMING_FIELDS = ['path', 'question', 'title', 'label', 'name', 'heading'];

/** A text short enough to stand in brackets. */
const short = (text: string) => (text.length > 40 ? `${text.slice(0, 39).trimEnd()}…` : text);

/**
 * The field at `segments` of a file following `schemaFile`, in words; `valueAt` reads the file's values (a block's type,
 * an item's title). An unknown field ends the words at its owner, which the message then names.
 */
export function placeInWords(files: SchemaFiles, schemaFile: string, segments: readonly Segment[], valueAt: (segments: Segment[]) => unknown): string[] {
  const words: string[] = [];
  let at = dereference(files, { node: files.get(schemaFile)!, file: schemaFile });
  let listLabel: string | undefined;
  for (const [index, segment] of segments.entries()) {
    const path = segments.slice(0, index + 1) as Segment[];
    if (at.node.items && typeof segment === 'number') {
      let item = dereference(files, { node: at.node.items, file: at.file });
      const member = item.node.oneOf ? unionMember(files, item, valueAt([...path, item.node.discriminator?.propertyName ?? 'type'])) : undefined;
      // A list's own label gives way to its numbered item: "Blocks, block 2" says the same twice.
      if (listLabel !== undefined) words.pop();
      const noun = itemLabelOf(listLabel ?? 'item', item.node).toLowerCase();
      // A block of a type no schema has: its number is all there is to say.
      if (item.node.oneOf && !member) return [...words, `${noun} ${segment + 1}`];
      const name = member ? labelOf(String(member.node.properties!.type!.const), member.node) : NAMING_FIELDS.map((field) => valueAt([...path, field])).find((value) => typeof value === 'string');
      words.push(`${noun} ${segment + 1}${name ? ` (${short(String(name))})` : ''}`);
      item = member ?? item;
      at = item;
      listLabel = undefined;
      continue;
    }
    const property = at.node.properties?.[String(segment)];
    if (property) {
      at = dereference(files, { node: property, file: at.file });
      const label = labelOf(String(segment), at.node);
      words.push(label);
      listLabel = at.node.items ? label : undefined;
      continue;
    }
    // An entry of a named map (phones: sydney) that its schema does not list.
    const entry = at.node.additionalProperties;
    if (entry && typeof entry === 'object') {
      at = dereference(files, { node: entry as SchemaNode, file: at.file });
      words.push(String(segment));
      listLabel = undefined;
      continue;
    }
    return words;
  }
  return words;
}

/** A dotted field (blocks.1.actions.0.href) as segments, its numbers as list positions. */
const segmentsOf = (field: string): Segment[] => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Each problem with `place`, where it is in words; `pageNames` names each page file ("Home page"), which leads the
 * words. A problem with no field (the whole file) or in a file that did not parse keeps none.
 */
export function withPlaces(problems: Problem[], sources: ReadonlyMap<string, SourceFile>, schemas: SchemaFiles, pageNames: ReadonlyMap<string, string>): Problem[] {
  return problems.map((problem) => {
    const source = sources.get(problem.file);
    if (!source || !problem.field) return problem;
    const words = placeInWords(schemas, schemaOf(problem.file), segmentsOf(problem.field), (segments) => source.doc.getIn(segments));
    const place = [pageNames.get(problem.file), ...words].filter(Boolean).join(', ');
    return place ? { ...problem, place: place.charAt(0).toUpperCase() + place.slice(1) } : problem;
  });
}
