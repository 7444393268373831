// Every built page, the 404 page and the editor's among them, checked by the W3C Nu HTML checker: 0 errors.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { checkMarkup } from '../support/nu-checker';
import { routes } from './routes';
import { expect, test } from './test';

const root = path.join(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');

test('every built page is valid HTML by the Nu HTML checker', () => {
  test.setTimeout(120_000);
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).map((file) => path.join(dist, file));
  expect(pages.map((file) => path.relative(dist, file))).toEqual(expect.arrayContaining(['404.html', 'admin/index.html']));
  expect(pages.length, 'one page per route, 404.html and the editor').toBe(routes.length + 2);
  expect(checkMarkup(pages, root)).toEqual([]);
});
