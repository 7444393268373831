// docs/editing.md walks an editor through adding a FAQ question; its example must work when pasted as told.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allPageData } from '../../src/content/site-pages';
import { loadSiteFrom, projectRoot } from '../../scripts/build/content-files';
import { copySite, type SiteCopy } from '../support/site-fixture';

const guide = readFileSync(path.join(projectRoot, 'docs/editing.md'), 'utf8');

/** The YAML example of a guide section, without the list indentation Markdown needs. */
function exampleOf(heading: string): string[] {
  const section = guide.slice(guide.indexOf(heading));
  const block = /```yaml\n([\s\S]*?)\n\s*```/.exec(section)![1]!;
  const lines = block.split('\n');
  const indent = Math.min(...lines.filter(Boolean).map((line) => /^ */.exec(line)![0].length)) - 4;
  return lines.map((line) => line.slice(indent));
}

let copy: SiteCopy;
beforeEach(() => (copy = copySite()));
afterEach(() => copy.remove());

describe('docs/editing.md', () => {
  it('adds a FAQ question that validates and reaches the page and its FAQPage data, pasted as the guide says', () => {
    const [itemsLine = '', ...item] = exampleOf('## 7. Add a question');
    expect(itemsLine).toBe('    items:');
    // As the guide says: under items: of a block starting with - type: faq (the topic list above it has items: too).
    copy.edit('site/pages/faq.yaml', (text) => {
      const at = text.indexOf(`\n${itemsLine}\n`, text.indexOf('  - type: faq')) + itemsLine.length + 2;
      return text.slice(0, at) + item.join('\n') + '\n' + text.slice(at);
    });
    const { site, problems } = loadSiteFrom(copy.root);
    expect(problems).toEqual([]);
    const faq = allPageData(site!).get('/faq')!;
    const block = faq.blocks.find((candidate) => candidate.type === 'faq' && candidate.items.some((entry) => entry.question === 'How long does a typical job take?'));
    expect(block).toBeDefined();
    expect(JSON.stringify(faq.head.jsonLd)).toContain('How long does a typical job take?');
  });

  it('tells editors only to run commands that exist', () => {
    const scripts = Object.keys((JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: object }).scripts);
    for (const command of guide.matchAll(/npm run ([a-z:-]+)/g)) expect(scripts).toContain(command[1]);
  });
});
