// The routes of pages.yaml, read the way the build reads them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface RouteEntry {
  path: string;
  title: string;
}

export const routes: RouteEntry[] = (parse(readFileSync(path.join(import.meta.dirname, '../../pages.yaml'), 'utf8')) as { routes: RouteEntry[] }).routes;
