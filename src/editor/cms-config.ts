// The browser editor's (Decap CMS) collections, derived from the same JSON Schemas ajv validates with:
// one field per schema property, so a new block folder or field appears in the editor with no other edit.
import { itemLabelOf, labelOf, wordsOf } from '../content/field-words';
import { SLUG_PATTERN } from '../content/new-page';
import { SEARCH_RESULT_WIDGET } from './widgets/search-result-text';
import { dereference, fieldHelp, resolveRef, type Located, type SchemaFiles, type SchemaNode } from '../content/schemas';

/** A Decap field (https://decapcms.org/docs/widgets/): what the form shows for one value. */
export interface CmsField {
  name: string;
  label: string;
  /** group: an optional object whose own required fields are required once it is filled in (src/editor/object-controls.ts). */
  widget: 'string' | 'text' | 'markdown' | 'number' | 'boolean' | 'select' | 'list' | 'object' | 'group' | 'hidden' | 'image' | typeof SEARCH_RESULT_WIDGET | typeof NEW_PAGE_WIDGET;
  /** A title or description search results show: the field counts its length as it is typed (src/editor/widgets/search-result-text.tsx). */
  search_result?: 'title' | 'description';
  required?: false;
  hint?: string;
  default?: unknown;
  options?: { label: string; value: string | number }[];
  multiple?: true;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  /** What one item of a list is called, in its Add button (Add question). */
  label_singular?: string;
  typeKey?: string;
  summary?: string;
  collapsed?: true;
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
  /** false: an image is uploaded or picked from the media folder, never an address typed in. */
  choose_url?: false;
  /** A regular expression the value must match, and what to tell the editor when it does not. */
  pattern?: [string, string];
}


const isType = (node: SchemaNode, type: string) => node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/** The select's options: each value with its label from enumDescriptions, when the schema gives one. */
function selectOptions(node: SchemaNode): CmsField['options'] {
  return (node.enum ?? []).map((value, index) => {
    const description = node.enumDescriptions?.[index];
    return { label: description ? `${value}: ${description}` : String(value), value };
  });
}

/** The Markdown toolbar of a field: inline fields allow bold, italic and links; block fields lists and headings too. */
const MARKDOWN_BUTTONS = {
  inline: ['bold', 'italic', 'link'],
  block: ['bold', 'italic', 'link', 'heading-three', 'bulleted-list', 'numbered-list'],
};

/** A block union (page.blocks items): one oneOf entry per block type, told apart by its discriminator. */
const isUnion = (node: SchemaNode) => Array.isArray(node.oneOf) && !!node.discriminator;

/** The editor field for one schema property. */
export function fieldFor(files: SchemaFiles, name: string, located: Located, required: boolean): CmsField {
  const { node, file } = dereference(files, located);
  const field: CmsField = { name, label: labelOf(name, node), widget: 'string' };
  if (!required) field.required = false;
  if (node.description) field.hint = fieldHelp(node);
  if (node.default !== undefined) field.default = node.default;

  if (node.const !== undefined) return { ...field, widget: 'hidden', default: node.const };
  if (node.enum) return { ...field, widget: 'select', options: selectOptions(node) };
  if (isType(node, 'boolean')) return { ...field, widget: 'boolean' };
  if (isType(node, 'integer') || isType(node, 'number')) {
    return { ...field, widget: 'number', value_type: isType(node, 'integer') ? 'int' : 'float', ...(node.minimum !== undefined && { min: node.minimum }), ...(node.maximum !== undefined && { max: node.maximum }) };
  }
  if (isType(node, 'string')) {
    if (node.searchResult === 'title' || node.searchResult === 'description') return { ...field, widget: SEARCH_RESULT_WIDGET, search_result: node.searchResult };
    if (node.markdown) return { ...field, widget: 'markdown', buttons: MARKDOWN_BUTTONS[node.markdown], editor_components: [], modes: ['rich_text', 'raw'] };
    return { ...field, widget: (node.maxLength ?? 0) > 200 ? 'text' : 'string' };
  }
  if (isType(node, 'array') && node.items) {
    const items = dereference(files, { node: node.items, file });
    const label_singular = itemLabelOf(field.label, items.node).toLowerCase();
    if (isUnion(items.node)) return { ...field, widget: 'list', label_singular, typeKey: items.node.discriminator!.propertyName, types: blockTypesFor(files, items) };
    // A list of choices (structuredData: [Service, FAQPage]) is one select that takes several.
    if (items.node.enum) return { ...field, widget: 'select', multiple: true, options: selectOptions(items.node) };
    if (isType(items.node, 'object')) {
      const fields = objectFields(files, items);
      return { ...field, widget: 'list', label_singular, collapsed: true, summary: summaryFor(fields), fields };
    }
    const item = fieldFor(files, singular(name), items, true);
    // A collapsed item shows its text (/plant-maintenance), not only the list's word for it.
    return { ...field, widget: 'list', label_singular, summary: `{{fields.${item.name}}}`, field: { ...item, label: wordsOf(label_singular) } };
  }
  if (isType(node, 'object')) {
    const fields = node.title === 'Image' ? imageFields(objectFields(files, { node, file })) : objectFields(files, { node, file });
    return required ? { ...field, widget: 'object', collapsed: true, fields } : { ...field, widget: 'group', collapsed: true, fields: withoutDefaults(fields) };
  }
  throw new Error(`${file}: the editor has no field for ${name} (type ${JSON.stringify(node.type)})`);
}

/**
 * The fields of an optional group without their defaults: a default would fill in the group a new block leaves out,
 * and a filled group asks for its required fields (the schema's defaults apply when the file is read anyway).
 */
const withoutDefaults = (fields: CmsField[]): CmsField[] =>
  fields.map(({ default: value, ...field }) => ({
    ...field,
    ...(field.widget === 'hidden' && { default: value }),
    ...(field.widget === 'object' && field.fields && { fields: withoutDefaults(field.fields) }),
  }));

/** A picture's file is uploaded in place (drop or pick) or chosen from those uploaded; its size comes from the file. */
const imageFields = (fields: CmsField[]): CmsField[] => fields.map((field) => (field.name === 'src' ? { ...field, widget: 'image', choose_url: false } : field));

const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');

const NAMING_FIELDS = ['title', 'question', 'label', 'name', 'heading'];

/** The collapsed list item's one-line summary: its title (or question, label...), else its first text field. */
function summaryFor(fields: CmsField[]): string | undefined {
  const text = fields.filter((field) => field.widget === 'string' || field.widget === 'text' || field.widget === SEARCH_RESULT_WIDGET);
  const first = NAMING_FIELDS.map((name) => text.find((field) => field.name === name)).find(Boolean) ?? text.find((field) => field.name !== 'id');
  return first ? `{{fields.${first.name}}}` : undefined;
}

/**
 * The fields of an object, one per listed property. A map of named entries (phones: main, emergency, sydney...)
 * shows the entries its schema names; the others are kept as they are in the file (docs/decisions.md).
 */
function objectFields(files: SchemaFiles, located: Located): CmsField[] {
  const { node, file } = dereference(files, located);
  const required = new Set(node.required ?? []);
  return (
    Object.entries(node.properties ?? {})
      // What the site fills in is not the editor's to write.
      .filter(([, property]) => !dereference(files, { node: property, file }).node.filledBySite)
      .map(([name, property]) => fieldFor(files, name, { node: property, file }, required.has(name)))
      // A map whose schema names no entry (promises, contacts) has nothing to show; it is kept as it is in the file.
      .filter((field) => field.widget !== 'object' || field.fields!.length > 0)
  );
}

/** One list type per block: its fields, less the type itself, which Decap writes from typeKey. */
function blockTypesFor(files: SchemaFiles, union: Located): CmsField[] {
  const key = union.node.discriminator!.propertyName;
  return union.node.oneOf!.map((entry) => {
    const block = dereference(files, { node: entry, file: union.file });
    const type = block.node.properties?.[key]?.const;
    if (typeof type !== 'string') throw new Error(`${block.file}: a block schema needs "${key}": {"const": ...}`);
    const fields = objectFields(files, block).filter((field) => field.name !== key);
    return { name: type, label: labelOf(type, block.node), widget: 'object', ...(block.node.description && { hint: block.node.description }), summary: summaryFor(fields), fields } satisfies CmsField;
  });
}

/** The page form's group for a new page: the address within its folder, and the route's title and description. */
export const NEW_PAGE_FIELD = 'newPage';
/** The New page group's widget: a group shown only on the form of a page being created (src/editor/new-page-group.tsx). */
export const NEW_PAGE_WIDGET = 'new-page-group';

/** What a folder's pages are for, as its collection and its New button name them (docs/decisions.md). */
const PAGE_KINDS: Record<string, { label: string; singular: string; example: string }> = {
  '': { label: 'Pages', singular: 'Landing page', example: 'spring-rust-offer' },
  locations: { label: 'Location pages', singular: 'Location page', example: 'perth' },
  resources: { label: 'Articles', singular: 'Article', example: 'rust-and-salt-air' },
};
const kindOf = (folder: string) => PAGE_KINDS[folder] ?? { label: `Pages in ${folder}/`, singular: 'Page', example: 'new-page' };

/** A page is created where its kind is known: a landing page at the top level, a location page, an article. */
const canCreateIn = (folder: string) => folder in PAGE_KINDS;

function newPageField(files: SchemaFiles, folder: string): CmsField {
  const route = resolveRef(files, '#/definitions/route', 'schema/pages.schema.json');
  const routeField = (name: string) => fieldFor(files, name, { node: route.node.properties![name]!, file: route.file }, true);
  const address: CmsField = {
    name: 'address',
    label: 'Address',
    widget: 'string',
    hint: `The end of the new page's web address: lower-case words joined by hyphens. ${kindOf(folder).example} makes /${folder ? `${folder}/` : ''}${kindOf(folder).example}.`,
    pattern: [SLUG_PATTERN.source, `Use lower-case words joined by hyphens, like ${kindOf(folder).example}.`],
  };
  return {
    name: NEW_PAGE_FIELD,
    label: 'New page',
    hint: "Only when you create a page: its address, and the title and description search results show. An existing page's are in Routes.",
    // Saved into pages.yaml with the new page (src/editor/new-page.ts), never into the page file.
    widget: NEW_PAGE_WIDGET,
    fields: withoutDefaults([address, routeField('title'), routeField('description')]),
    required: false,
  };
}

/** Where a page's data as read holds its title and address from pages.yaml, for the lists (src/editor/page-list.ts); never saved. */
export const LISTED_AS = 'listedAs';

/** The Pages lists' line for a page: its title and address, which Decap's search also looks in. */
export const PAGE_SUMMARY = `{{${LISTED_AS}.title}} · {{${LISTED_AS}.address}}`;

/** The custom format every collection uses: YAML saved through yaml's Document, so comments and layout stay. */
export const CMS_FORMAT = 'site-yaml';

/** The editor's collections: pages (one per folder under site/pages/), routes, business facts and navigation. */
function cmsCollections(files: SchemaFiles, pageFolders: readonly string[]) {
  const fieldsOf = (file: string) => objectFields(files, { node: files.get(file)!, file });
  const single = (name: string, label: string, file: string, schema: string, description: string) => ({
    name,
    label,
    description,
    format: CMS_FORMAT,
    editor: { preview: false },
    files: [{ name, label, file, fields: fieldsOf(schema) }],
  });
  return [
    ...pageFolders.map((folder) => ({
      name: folder ? `pages-${folder.replace(/\//g, '-')}` : 'pages',
      label: kindOf(folder).label,
      label_singular: kindOf(folder).singular,
      description: folder === 'resources' ? 'Articles: the page files under site/pages/resources/.' : `The page files under site/pages/${folder ? `${folder}/` : ''}. Each page's address and title are in Routes.`,
      folder: folder ? `site/pages/${folder}` : 'site/pages',
      extension: 'yaml',
      format: CMS_FORMAT,
      create: canCreateIn(folder),
      delete: false,
      ...(canCreateIn(folder) ? { identifier_field: `${NEW_PAGE_FIELD}.address`, slug: `{{fields.${NEW_PAGE_FIELD}.address}}` } : { identifier_field: 'blocks' }),
      summary: PAGE_SUMMARY,
      sortable_fields: [],
      // A draft's preview link opens its own page: a page file is named as its address (home.yaml's / is also /home).
      preview_path: folder ? `${folder}/{{filename}}` : '{{filename}}',
    })),
    single('routes', 'Routes', 'pages.yaml', 'schema/pages.schema.json', 'pages.yaml: every page\'s address, title and description.'),
    single('business', 'Business facts', 'site/business.yaml', 'schema/business.schema.json', 'Phones, e-mail, hours, offices and prices: stated once, used everywhere.'),
    single('navigation', 'Navigation', 'site/navigation.yaml', 'schema/navigation.schema.json', 'The header menu and the footer.'),
  ];
}

/**
 * What admin/cms-config.json holds: the config less the backend (chosen at run time, admin/main.tsx), with the
 * page fields once rather than in each page folder's collection (withPageFields puts them back).
 */
export function cmsConfig(files: SchemaFiles, pageFolders: readonly string[]) {
  const collections = cmsCollections(files, pageFolders);
  // A hint names a content file by the collection the editor shows it as: "in site/business.yaml" reads "in Business facts".
  const fileLabels = collections.flatMap((collection) => ('files' in collection ? [[collection.files[0]!.file, collection.label] as const] : []));
  const hinted = (fields: CmsField[]): CmsField[] =>
    fields.map((field) => ({
      ...field,
      ...(field.hint && { hint: fileLabels.reduce((hint, [file, label]) => hint.replaceAll(file, label), field.hint) }),
      ...(field.fields && { fields: hinted(field.fields) }),
      ...(field.field && { field: hinted([field.field])[0] }),
      ...(field.types && { types: hinted(field.types) }),
    }));
  return {
    pageFields: hinted(objectFields(files, { node: files.get('schema/page.schema.json')!, file: 'schema/page.schema.json' })),
    newPageFields: Object.fromEntries(pageFolders.filter(canCreateIn).map((folder) => [folder, hinted([newPageField(files, folder)])[0]!])),
    config: {
      load_config_file: false,
      // Uploads are photos: into site/images, whose files the build copies without their EXIF and never serves as they are.
      media_folder: 'site/images',
      public_folder: '/images',
      collections: collections.map((collection) => ('files' in collection ? { ...collection, files: collection.files.map((file) => ({ ...file, fields: hinted(file.fields) })) } : collection)),
    },
  };
}

export type GeneratedCmsConfig = ReturnType<typeof cmsConfig>;

/** The Decap config: every collection of page files gets the page fields, led by the new-page group where pages are created. */
export function withPageFields({ pageFields, newPageFields, config }: GeneratedCmsConfig) {
  const fieldsFor = (folder: string) => {
    const newPage = (newPageFields as Record<string, CmsField>)[folder.replace(/^site\/pages\/?/, '')];
    return newPage ? [newPage, ...pageFields] : pageFields;
  };
  return { ...config, collections: config.collections.map((collection) => ('folder' in collection ? { ...collection, fields: fieldsFor(collection.folder) } : collection)) };
}
