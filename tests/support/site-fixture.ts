// A temporary copy of the site's content, to break on purpose.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../scripts/build/content-files';

export interface SiteCopy {
  root: string;
  write: (file: string, content: string) => void;
  edit: (file: string, change: (text: string) => string) => void;
  remove: () => void;
}

export function copySite(): SiteCopy {
  const root = mkdtempSync(path.join(tmpdir(), 'site-copy-'));
  cpSync(path.join(projectRoot, 'site'), path.join(root, 'site'), { recursive: true });
  cpSync(path.join(projectRoot, 'pages.yaml'), path.join(root, 'pages.yaml'));
  return {
    root,
    write: (file, content) => writeFileSync(path.join(root, file), content),
    edit: (file, change) => writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), 'utf8'))),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
