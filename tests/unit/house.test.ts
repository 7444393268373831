// The house (docs/architecture.md): imports run one way, from the commands down to the content model and the schemas;
// the content model and everything a browser runs stay free of Node; no component reads the business facts itself;
// and no city, country or service name is written into code, since the content says them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { RouteTable } from '../../schema/generated/types';
import { projectRoot } from '../../scripts/build/content-files';
import { business } from '../support/business-facts';

/** Every TypeScript file of a folder, by its path from the project root. */
function codeFiles(folder: string): string[] {
  return (readdirSync(path.join(projectRoot, folder), { recursive: true }) as string[])
    .map((name) => `${folder}/${name.split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('/generated/') && statSync(path.join(projectRoot, file)).isFile());
}

/** What a file imports: other files of the project by their path from the root, and packages by name. */
function importsOf(file: string): { files: string[]; packages: string[] } {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(projectRoot, file), 'utf8'), true, true);
  const specifiers = importedFiles.map((entry) => entry.fileName);
  return {
    files: specifiers.filter((name) => name.startsWith('.')).map((name) => path.posix.normalize(path.posix.join(path.posix.dirname(file), name.replace(/\?.*$/, '')))),
    packages: specifiers.filter((name) => !name.startsWith('.')),
  };
}

/** The rooms of the house, highest first; a room may import its own files and those of the rooms it names. */
const rooms: Array<{ room: string; folders: string[]; mayImport: string[] }> = [
  { room: 'app', folders: ['src/app'], mayImport: ['renderer', 'services', 'content', 'schema'] },
  { room: 'editor', folders: ['src/editor'], mayImport: ['renderer', 'services', 'content', 'schema'] },
  { room: 'server', folders: ['src/server'], mayImport: ['services', 'schema'] },
  { room: 'renderer', folders: ['renderer'], mayImport: ['services', 'content', 'schema'] },
  { room: 'services', folders: ['src/enquiry', 'src/analytics', 'src/consent', 'src/attribution'], mayImport: ['content', 'schema'] },
  { room: 'content', folders: ['src/content'], mayImport: ['schema'] },
  { room: 'schema', folders: ['schema'], mayImport: [] },
];

const roomOf = (file: string) => rooms.find((entry) => entry.folders.some((folder) => file === folder || file.startsWith(`${folder}/`)))?.room;

/** What runs in a browser (or any runtime but Node's own scripts): no node: module may reach it. */
const browserRooms = ['app', 'editor', 'renderer', 'services', 'content'];

describe('the house', () => {
  const files = [...rooms.flatMap((entry) => entry.folders.flatMap(codeFiles))];

  it('has every runtime file in a room', () => {
    expect(codeFiles('src').filter((file) => !roomOf(file))).toEqual([]);
  });

  it('imports one way: no room imports a room above it', () => {
    const upward = files.flatMap((file) => {
      const from = rooms.find((entry) => entry.room === roomOf(file))!;
      return importsOf(file).files.flatMap((target) => {
        const to = roomOf(target);
        if (to === from.room || (to && from.mayImport.includes(to)) || target.startsWith('node_modules')) return [];
        return [`${file} -> ${target}`];
      });
    });
    expect(upward).toEqual([]);
  });

  it('keeps scripts/ to itself: no runtime file imports a script', () => {
    expect(files.flatMap((file) => importsOf(file).files.filter((target) => target.startsWith('scripts/')).map((target) => `${file} -> ${target}`))).toEqual([]);
  });

  it('keeps Node out of the content model and of everything a browser runs', () => {
    const node = files.filter((file) => browserRooms.includes(roomOf(file)!)).flatMap((file) => importsOf(file).packages.filter((name) => name.startsWith('node:')).map((name) => `${file} -> ${name}`));
    expect(node).toEqual([]);
  });

  it('gives blocks and their parts everything as props: nothing under renderer/ reads the site module', () => {
    const readers = codeFiles('renderer').filter((file) => importsOf(file).packages.includes('virtual:site') || importsOf(file).files.some((target) => target.startsWith('src/app/')));
    expect(readers).toEqual([]);
  });
});

describe('the tests', () => {
  it('follow the tree: unit and e2e never import each other; what both use is in tests/support/', () => {
    const crossing = [...codeFiles('tests/unit'), ...codeFiles('tests/e2e')].flatMap((file) => {
      const other = file.startsWith('tests/unit/') ? 'tests/e2e/' : 'tests/unit/';
      return importsOf(file).files.filter((target) => target.startsWith(other)).map((target) => `${file} -> ${target}`);
    });
    expect(crossing).toEqual([]);
  });
});

describe('business facts in code', () => {
  const routes = (parse(readFileSync(path.join(projectRoot, 'pages.yaml'), 'utf8')) as RouteTable).routes;
  /** The cities, countries and service names the content states. */
  const names = [...new Set([
    ...business.serviceAreas.primary,
    business.serviceAreas.serviceCity,
    business.company.country,
    business.company.emergencyServiceType,
    ...business.offices.map((office) => office.locality),
    ...routes.flatMap((route) => [route.emergencyService?.city, route.serviceType]),
  ])].filter((name): name is string => Boolean(name));

  /** The text of every string literal and JSX text in a file: comments and names of things are not the site's words. */
  function literals(file: string): string[] {
    const source = ts.createSourceFile(file, readFileSync(path.join(projectRoot, file), 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) found.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  }

  it('knows the names it looks for', () => expect(names).toEqual(expect.arrayContaining([business.company.country, business.serviceAreas.serviceCity])));

  it('states no city, country or service name: structured data and the rest take them from the content', () => {
    const code = [...codeFiles('src'), ...codeFiles('renderer'), ...codeFiles('scripts')];
    const typed = code.flatMap((file) =>
      literals(file).flatMap((text) => names.filter((name) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text)).map((name) => `${file}: "${name}" in ${JSON.stringify(text.slice(0, 60))}`)),
    );
    expect(typed).toEqual([]);
  });
});
