// Paths of content and schema files, always written with / from the project root: the content model runs in Node
// and in the browser alike, so it cannot lean on node:path.

/** The folder of a file: site/pages/faq.yaml -> site/pages. */
export const dirnameOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));

/** A relative path followed from a folder, with . and .. worked out: (renderer/blocks/faq, ../../schema/x.json) -> schema/x.json. */
export function joinPath(folder: string, relative: string): string {
  const parts: string[] = [];
  for (const part of [...folder.split('/'), ...relative.split('/')]) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** How a file in one folder names another: (site/pages/locations, schema/page.schema.json) -> ../../../schema/page.schema.json. */
export function relativePath(folder: string, to: string): string {
  const from = folder.split('/').filter(Boolean);
  const target = to.split('/').filter(Boolean);
  let shared = 0;
  while (shared < from.length && shared < target.length - 1 && from[shared] === target[shared]) shared++;
  return [...from.slice(shared).map(() => '..'), ...target.slice(shared)].join('/');
}
