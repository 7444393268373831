// Validation reads a valid file with js-yaml and only a file with a problem with `yaml`: both must read content alike,
// and js-yaml must never accept what `yaml` rejects, or a mistake would go unreported.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build/content-files';
import { fastValues, locatedParse } from '../../src/content/yaml-source';

const yamlFilesUnder = (dir: string) =>
  (readdirSync(path.join(projectRoot, dir), { recursive: true }) as string[]).filter((name) => name.endsWith('.yaml')).map((name) => `${dir}/${name.split(path.sep).join('/')}`).sort();

const contentFiles = ['pages.yaml', ...yamlFilesUnder('site'), ...yamlFilesUnder('renderer/blocks'), 'tests/fixtures/new-block/example.yaml'];
const brokenFixtures = yamlFilesUnder('tests/fixtures/broken');
const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');

/** What `yaml` reads, as validation read every file before: its errors and its values. */
function reference(text: string) {
  const { doc } = locatedParse(text);
  return { errors: doc.errors.map((error) => error.code), values: doc.errors.length ? undefined : doc.toJS() };
}

describe('the fast parser and the position-keeping parser', () => {
  it('find content files to compare', () => expect(contentFiles.length).toBeGreaterThan(40));

  it.each(contentFiles)('read %s to equal values', (file) => {
    const text = read(file);
    const expected = reference(text);
    expect(expected.errors).toEqual([]);
    expect(fastValues(text)).toStrictEqual({ values: expected.values });
  });

  it.each(brokenFixtures)('agree on %s', (file) => {
    const text = read(file);
    const expected = reference(text);
    if (expected.errors.length) expect(fastValues(text)).toBeUndefined();
    else expect(fastValues(text)).toStrictEqual({ values: expected.values });
  });

  // Where YAML 1.1 habits, js-yaml's old defaults and `yaml` could differ; each must match or fall back to `yaml`.
  it.each([
    ['yes and no stay text', 'a: yes\nb: no\nc: on\nd: off\n'],
    ['dates stay text', 'published: 2024-05-01\nat: 2024-05-01T10:00:00Z\n'],
    ['numbers of YAML 1.2', 'a: 012\nb: 0o12\nc: 0x1F\nd: 1e3\ne: .5\nf: -.inf\ng: .nan\nh: +12\ni: 1_000\n'],
    ['null, true and their spellings', 'a: ~\nb: null\nc: Null\nd:\ne: True\nf: FALSE\ng: tRUE\n'],
    ['quoted numbers stay text', 'a: "012"\nb: \'2\'\n'],
    ['folded, literal and plain multi-line text', 'a: >\n  one\n  two\n\n  three\nb: |-\n  keep\n   this\nc: plain\n  folded\n'],
    ['anchors and aliases', 'a: &x { b: 1 }\nc: *x\n'],
    ['merge keys are not YAML 1.2', 'a: &x { b: 1 }\nc:\n  <<: *x\n  d: 2\n'],
    ['a duplicate key', 'title: A\ntitle: B\n'],
    ['a duplicate key across spellings of one number', 'columns:\n  1: a\n  1.0: b\n'],
    ['keys of different types that read alike', 'a:\n  1: x\n  "1": y\n'],
    ['an unknown tag', 'a: !thing b\n'],
    ['tabs as indentation', 'a:\n\tb: 1\n'],
    ['a hash inside text, and a comment', 'a: b# c\nd: e #f\n'],
    ['an unclosed flow mapping', 'a: { b: 1\n'],
    ['an empty file', ''],
    ['only a comment', '# yaml-language-server: $schema=x\n'],
    ['two documents', 'a: 1\n---\nb: 2\n'],
    ['windows line ends', 'a: one\r\n  two\r\nb: |\r\n  x\r\n'],
  ])('%s', (_name, text) => {
    const expected = reference(text);
    const fast = fastValues(text);
    if (expected.errors.length) expect(fast).toBeUndefined();
    else if (fast) expect(fast).toStrictEqual({ values: expected.values });
  });
});
