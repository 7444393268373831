import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, readSchemaFiles } from '../../scripts/build/content-files';
import { blockTypes, blockUnionSchema, withBlockUnion, type SchemaNode } from '../../src/content/schemas';
import { cmsConfig, fieldFor, LISTED_AS, PAGE_SUMMARY, withPageFields, type CmsField } from '../../src/editor/cms-config';

const files = withBlockUnion(readSchemaFiles());
const generated = cmsConfig(files, ['', 'locations', 'resources']);
const config = withPageFields(generated);
const pages = config.collections.find((collection) => collection.name === 'pages') as { fields: CmsField[] };
const blocksField = pages.fields.find((field) => field.name === 'blocks')!;
const blockSchema = (type: string) => JSON.parse(readFileSync(path.join(projectRoot, 'renderer/blocks', type, 'schema.json'), 'utf8')) as SchemaNode;

/** A field made from a schema written inline, as if it were a property of schema/page.schema.json. */
const fieldOf = (schema: SchemaNode, required = true) => fieldFor(files, 'example', { node: schema, file: 'schema/page.schema.json' }, required);

describe('the editor config generated from the schemas', () => {
  it('is the committed src/editor/cms-config.json (npm run generate writes it)', () => {
    expect(JSON.parse(readFileSync(path.join(projectRoot, 'src/editor/cms-config.json'), 'utf8'))).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  it("helps in a marketer's words: no code names, YAML keys or project folders in a field's help", () => {
    const hints = JSON.stringify(config).match(/"hint":"(?:[^"\\]|\\.)*"/g) ?? [];
    expect(hints.length).toBeGreaterThan(100);
    expect(hints.filter((hint) => /call: NAME|\{phones\.NAME\}|renderer\/blocks\/|docs\/|redirectFrom|\(h1\)/.test(hint))).toEqual([]);
  });

  it('has a collection per page folder, and routes, business facts and navigation over their files', () => {
    expect(config.collections.map((collection) => [collection.name, 'folder' in collection ? collection.folder : collection.files[0]!.file])).toEqual([
      ['pages', 'site/pages'],
      ['pages-locations', 'site/pages/locations'],
      ['pages-resources', 'site/pages/resources'],
      ['routes', 'pages.yaml'],
      ['business', 'site/business.yaml'],
      ['navigation', 'site/navigation.yaml'],
    ]);
    expect(config.collections.every((collection) => collection.format === 'site-yaml')).toBe(true);
  });

  it("points each page draft's preview link at the address its page is served at, or one that redirects there", () => {
    const { routes } = parse(readFileSync(path.join(projectRoot, 'pages.yaml'), 'utf8')) as { routes: Array<{ path: string; page: string; redirectFrom?: string[] }> };
    const folders = config.collections.filter((collection) => 'folder' in collection) as unknown as Array<{ folder: string; preview_path: string }>;
    const missed = routes.flatMap(({ path: address, page, redirectFrom = [] }) => {
      const folder = folders.find((collection) => collection.folder === path.posix.join('site/pages', path.posix.dirname(page)))!;
      // Decap fills {{filename}} with the entry's file name less its extension.
      const preview = `/${folder.preview_path.replace('{{filename}}', path.posix.basename(page, '.yaml'))}`;
      return preview === address || redirectFrom.includes(preview) ? [] : [`${page}: previewed at ${preview}, served at ${address}`];
    });
    expect(missed).toEqual([]);
    expect(folders.map((collection) => collection.preview_path)).toEqual(['{{filename}}', 'locations/{{filename}}', 'resources/{{filename}}']);
  });

  it('names each kind of new page by what it is for, each once, and makes a landing page at the top level', () => {
    const folders = config.collections.filter((collection) => 'folder' in collection) as unknown as Array<{ folder: string; label_singular: string; create: boolean; fields: CmsField[] }>;
    // Quick add and each list's New button name a collection by its label_singular.
    expect(folders.map((collection) => [collection.folder, collection.label_singular, collection.create])).toEqual([
      ['site/pages', 'Landing page', true],
      ['site/pages/locations', 'Location page', true],
      ['site/pages/resources', 'Article', true],
    ]);
    const address = folders[0]!.fields[0]!.fields!.find((field) => field.name === 'address')!;
    expect(address.hint).toMatch(/spring-rust-offer makes \/spring-rust-offer\./);
  });

  it("lists every page folder's pages by title and address, the two fields Decap's search looks in", () => {
    const folders = config.collections.filter((collection) => 'folder' in collection) as unknown as Array<{ summary: string }>;
    expect(folders.map((collection) => collection.summary)).toEqual(folders.map(() => PAGE_SUMMARY));
    // Decap searches the data fields its summary names, by the names as written (no fields. prefix).
    expect([...PAGE_SUMMARY.matchAll(/{{([^}]+)}}/g)].map((match) => match[1])).toEqual([`${LISTED_AS}.title`, `${LISTED_AS}.address`]);
  });

  it('makes the blocks list a list with one type per block folder, keyed by type', () => {
    expect(blocksField.widget).toBe('list');
    expect(blocksField.typeKey).toBe('type');
    expect(blocksField.types!.map((type) => type.name)).toEqual(blockTypes(files));
  });

  it.each(blockTypes(files))('gives the %s block a field for every property but its type and what the site fills in, required as the schema says', (type) => {
    const schema = blockSchema(type);
    const listed = blocksField.types!.find((entry) => entry.name === type)!;
    expect(listed.widget).toBe('object');
    expect(listed.hint).toBe(schema.description!.replace(/site\/business\.yaml/g, 'Business facts'));
    const names = Object.entries(schema.properties!).flatMap(([name, property]) => (name === 'type' || property.filledBySite ? [] : [name]));
    expect(listed.fields!.map((field) => field.name)).toEqual(names);
    for (const field of listed.fields!) expect(field.required, `${type}.${field.name}`).toBe(schema.required!.includes(field.name) ? undefined : false);
  });

  it('picks up a new block folder with no other edit', () => {
    const withNew = new Map(files);
    withNew.set('renderer/blocks/quote-banner/schema.json', { title: 'QuoteBannerBlock', type: 'object', description: 'A quote.', properties: { type: { const: 'quote-banner' }, quote: { type: 'string', description: 'The words.' } }, required: ['type', 'quote'] });
    const union = blockUnionSchema(blockTypes(files));
    withNew.set('schema/generated/block.schema.json', { ...union, oneOf: [...union.oneOf!, { $ref: '../../renderer/blocks/quote-banner/schema.json' }] });
    const types = (withPageFields(cmsConfig(withNew, [''])).collections[0] as { fields: CmsField[] }).fields.find((field) => field.name === 'blocks')!.types!;
    expect(types.at(-1)).toMatchObject({ name: 'quote-banner', label: 'Quote banner', fields: [{ name: 'quote', widget: 'string', hint: 'The words.' }] });
  });

  describe('words a marketer uses', () => {
    /** Every field of the config, nested ones and block types included. */
    const everyField = (fields: CmsField[]): CmsField[] => fields.flatMap((field) => [field, ...everyField([...(field.fields ?? []), ...(field.field ? [field.field] : []), ...(field.types ?? [])])]);
    const all = everyField(config.collections.flatMap((collection) => ('folder' in collection ? collection.fields : collection.files.flatMap((file) => file.fields))) as CmsField[]);

    it('labels no field or block by its key where the key is jargon', () => {
      const labels = new Set(all.map((field) => field.label));
      for (const jargon of ['Id', 'Href', 'Src', 'Alt', 'Cta', 'Toc', 'Faq', 'Tel', 'Geo', 'Eyebrow', 'Intro', 'Tone']) expect(labels, jargon).not.toContain(jargon);
    });

    it('names a content file in a hint by the collection the editor shows it as', () => {
      const hints = all.flatMap((field) => (field.hint ? [field.hint] : []));
      expect(hints.filter((hint) => /site\/(business|navigation)\.yaml/.test(hint))).toEqual([]);
      expect(hints).toContain('The name of a phone in Business facts (phones), e.g. main or emergency. The button dials it.');
    });

    it('names block types as a marketer would, from each block schema\'s label', () => {
      const label = (type: string) => blocksField.types!.find((entry) => entry.name === type)!.label;
      expect([label('cta'), label('toc'), label('faq'), label('roi-calculator')]).toEqual(['Call to action', 'Table of contents', 'FAQ', 'ROI calculator']);
      for (const type of blockTypes(files)) expect(blockSchema(type).label, type).toBeTruthy();
    });

    it("never marks a picture's alt text optional, in any block with a picture", () => {
      const alts = all.filter((field) => field.name === 'alt');
      expect(alts.length).toBeGreaterThan(3);
      for (const alt of alts) expect([alt.label, alt.required]).toEqual(['Alt text', undefined]);
    });

    it('calls a list item by its own name in the Add button: Add question, Add button, Add block', () => {
      const faqItems = blocksField.types!.find((type) => type.name === 'faq')!.fields!.find((field) => field.name === 'items')!;
      const actions = blocksField.types!.find((type) => type.name === 'cta')!.fields!.find((field) => field.name === 'actions')!;
      expect([blocksField.label_singular, faqItems.label_singular, actions.label_singular, actions.label]).toEqual(['block', 'question', 'button', 'Buttons']);
    });
  });

  describe('field kinds', () => {
    it('a short string is a one-line text box, a long one a text area; the description is the hint', () => {
      expect(fieldOf({ type: 'string', description: 'The title.', maxLength: 60 })).toEqual({ name: 'example', label: 'Example', widget: 'string', hint: 'The title.' });
      expect(fieldOf({ type: 'string', maxLength: 300 }).widget).toBe('text');
    });

    it('a text search results show (searchResult) counts its length as it is typed: every route title and description', () => {
      expect(fieldOf({ type: 'string', searchResult: 'title' })).toMatchObject({ widget: 'search-result-text', search_result: 'title' });
      const routes = config.collections.find((collection) => collection.name === 'routes') as { files: { fields: CmsField[] }[] };
      const route = routes.files[0]!.fields.find((field) => field.name === 'routes')!.fields!;
      expect(['title', 'description'].map((name) => route.find((field) => field.name === name))).toMatchObject([
        { widget: 'search-result-text', search_result: 'title' },
        { widget: 'search-result-text', search_result: 'description' },
      ]);
      const newPage = (config.collections.find((collection) => collection.name === 'pages-locations') as { fields: CmsField[] }).fields[0]!;
      expect(newPage.fields!.filter((field) => field.widget === 'search-result-text').map((field) => field.name)).toEqual(['title', 'description']);
    });

    it('an optional field says so; a required one is left to Decap, which requires by default', () => {
      expect(fieldOf({ type: 'string' }, false).required).toBe(false);
      expect(fieldOf({ type: 'string' }, true)).not.toHaveProperty('required');
    });

    it('a Markdown field is a Markdown editor with the toolbar its kind allows', () => {
      expect(fieldOf({ type: 'string', markdown: 'inline' })).toMatchObject({ widget: 'markdown', buttons: ['bold', 'italic', 'link'], editor_components: [] });
      expect(fieldOf({ type: 'string', markdown: 'block' }).buttons).toContain('bulleted-list');
    });

    it('an enum is a select labelled with its enumDescriptions', () => {
      const style = fieldOf({ $ref: 'common.schema.json#/definitions/buttonStyle' });
      expect(style.widget).toBe('select');
      expect(style.options).toContainEqual({ value: 'cta', label: 'cta: the bright main call to action' });
      expect(fieldOf({ type: 'string', enum: ['a', 'b'] }).options).toEqual([{ label: 'a', value: 'a' }, { label: 'b', value: 'b' }]);
      expect(fieldOf({ type: 'integer', enum: [2, 3] }).options).toEqual([{ label: '2', value: 2 }, { label: '3', value: 3 }]);
    });

    it('a list of choices is a select of several', () => {
      expect(fieldOf({ type: 'array', items: { $ref: 'pages.schema.json#/definitions/structuredDataKind' } })).toMatchObject({ widget: 'select', multiple: true });
    });

    it('numbers and integers are number fields with their bounds; booleans are switches; constants are hidden', () => {
      expect(fieldOf({ type: 'integer', minimum: 1, maximum: 60 })).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 60 });
      expect(fieldOf({ type: 'number' })).toMatchObject({ widget: 'number', value_type: 'float' });
      expect(fieldOf({ type: 'boolean', default: false })).toMatchObject({ widget: 'boolean', default: false });
      expect(fieldOf({ const: 'x' })).toMatchObject({ widget: 'hidden', default: 'x' });
    });

    it('an array of objects is a list of object forms, summarised by its title; an array of strings a list of text boxes', () => {
      const faq = blocksField.types!.find((type) => type.name === 'faq')!.fields!.find((field) => field.name === 'items')!;
      expect(faq).toMatchObject({ widget: 'list', summary: '{{fields.question}}', fields: [{ name: 'question', widget: 'string' }, { name: 'answer', widget: 'markdown' }] });
      expect(fieldOf({ type: 'array', items: { type: 'string', maxLength: 30 } })).toMatchObject({ widget: 'list', field: { widget: 'string' } });
    });

    it('an object is an object form of its properties; nested arrays inside it are lists', () => {
      const article = pages.fields.find((field) => field.name === 'article')!;
      expect(article.widget).toBe('group');
      expect(article.required).toBe(false);
      expect(article.fields!.find((field) => field.name === 'tags')).toMatchObject({ widget: 'list' });
      expect(article.fields!.find((field) => field.name === 'category')).toMatchObject({ widget: 'select' });
    });

    it("an optional object is a group whose required fields stay required, without defaults, so leaving the object out saves", () => {
      const image = fieldOf({ type: 'object', properties: { src: { type: 'string' }, size: { type: 'object', properties: { width: { type: 'integer' } }, required: ['width'] }, priority: { type: 'boolean', default: false } }, required: ['src', 'size'] }, false);
      expect(image).toMatchObject({ widget: 'group', required: false });
      expect(image.fields!.map((field) => [field.name, field.required])).toEqual([['src', undefined], ['size', undefined], ['priority', false]]);
      // A default would fill in the group a new block leaves out, and a filled group asks for its required fields.
      expect(image.fields![2]).not.toHaveProperty('default');
      expect(image.fields![1]!.fields![0]!.required).toBeUndefined();
      expect(fieldOf({ type: 'object', properties: { src: { type: 'string' } }, required: ['src'] }, true)).toMatchObject({ widget: 'object', fields: [{ name: 'src' }] });
      expect(fieldOf({ type: 'object', properties: { src: { type: 'string' } }, required: ['src'] }, true).fields![0]).not.toHaveProperty('required');
    });

    it('a picture is uploaded in place into site/images: an image field, alt text asked for with a hint, no width or height to type', () => {
      const blockType = (name: string) => blocksField.types!.find((type) => type.name === name)!;
      const heroImage = blockType('hero').fields!.find((field) => field.name === 'image')!;
      expect(heroImage.fields!.map((field) => field.name)).toEqual(['src', 'alt', 'priority']);
      expect(heroImage.fields![0]).toMatchObject({ label: 'Picture file', widget: 'image', choose_url: false });
      expect(heroImage.fields![1]!.hint).toMatch(/^What the picture shows, for people who cannot see it/);
      // Where the picture itself is required, Decap asks for its alt text at the field.
      const before = blockType('before-after').fields!.find((field) => field.name === 'before')!;
      expect(before.fields!.find((field) => field.name === 'alt')).not.toHaveProperty('required');
      expect(config.media_folder).toBe('site/images');
      expect(config.public_folder).toBe('/images');
    });

    it('a map of named facts shows the entries its schema names', () => {
      const business = config.collections.find((collection) => collection.name === 'business') as { files: { fields: CmsField[] }[] };
      const phones = business.files[0]!.fields.find((field) => field.name === 'phones')!;
      expect(phones.fields!.map((field) => field.name)).toEqual(['main', 'emergency']);
    });

    it('fails, naming the file, on a schema kind it cannot show', () => {
      expect(() => fieldOf({ type: 'null' })).toThrow(/schema\/page.schema.json: the editor has no field for example/);
    });
  });
});
