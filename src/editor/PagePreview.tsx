// The preview beside the form: the page inside the site's header and footer, its blocks rendered by the site's own
// components, from the entry as it would be saved, read by the content model as the build reads it (Markdown as HTML,
// facts resolved with the site's facts as they are now), in the site's stylesheet.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BlockList, loadBlocks } from '../../renderer/BlockList';
import { Footer } from '../../renderer/shell/Footer';
import { Header } from '../../renderer/shell/Header';
import { ShellProvider } from '../../renderer/shell/shell-context';
import { spriteFor } from '../../renderer/ui/icon-sprite';
import type { Block } from '../../schema/generated/types';
import { labelOf, withPlaces } from '../content/field-words';
import { readPage } from '../content/load-site';
import type { Problem } from '../content/problems';
import { resolvePage } from '../content/resolve-blocks';
import { blockSchemaFile, type Validators } from '../content/schemas';
import { siteShell } from '../content/site-shell';
import { pageData } from './new-page';
import type { SiteStore } from './site-content';
import { savedText } from './yaml-edit';

interface Props {
  entry: { get: (key: string) => unknown; toJS?: () => unknown };
}

const note = { padding: 24, fontFamily: 'system-ui' };

/** Each problem where the form shows it, then what is wrong. */
function ProblemItems({ problems }: { problems: Problem[] }) {
  return (
    <ul>
      {problems.map((problem) => (
        <li key={problem.field + problem.message}>
          {problem.place ? `${problem.place}: ` : ''}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

function ProblemList({ problems }: { problems: Problem[] }) {
  return (
    <div style={note} role="alert">
      <p>
        <strong>The preview shows once these are fixed:</strong>
      </p>
      <ProblemItems problems={problems} />
    </div>
  );
}

/** The number of the block a problem is in, or undefined for a problem of the page as a whole. */
const blockIndexOf = (problem: Problem) => {
  const index = /^blocks\.(\d+)(\.|$)/.exec(problem.field)?.[1];
  return index === undefined ? undefined : Number(index);
};

/** Where a half-filled block will be: its kind and what it still needs, in the form's words. */
function BlockPlaceholder({ label, problems }: { label: string; problems: Problem[] }) {
  return (
    <section style={{ ...note, margin: '16px', border: '2px dashed #94a3b8', borderRadius: 8, background: '#f8fafc', color: '#334155' }} aria-label={`${label}, not filled in yet`}>
      <p>
        <strong>{label}</strong> shows here once these are filled in:
      </p>
      <ProblemItems problems={problems} />
    </section>
  );
}

type Part = { block: Block } | { placeholder: string; problems: Problem[] };

export function pagePreview(validators: Validators, site: SiteStore) {
  /** A block type's name as the form shows it (Call to action). */
  const kindOf = (type: unknown) => {
    const schema = typeof type === 'string' ? validators.schemas.get(blockSchemaFile(type)) : undefined;
    return schema ? labelOf(String(type), schema) : 'A new block';
  };

  return function PagePreview({ entry }: Props) {
    const current = useSyncExternalStore(site.subscribe, site.current);
    const data = pageData((entry.get('data') as { toJS: () => Record<string, unknown> }).toJS());
    const file = String(entry.get('path') || 'site/pages/new-page.yaml');
    const raw = String(entry.get('raw') ?? '');
    if (current) validators.useFacts(current.business);
    /** The page as the build would read it; its problems named as the form names them (the page goes without saying). */
    const read = (values: Record<string, unknown>) => {
      const result = readPage(file, savedText(file, raw, values), validators, current!.business);
      return { ...result, problems: result.source ? withPlaces(result.problems, new Map([[file, result.source]]), validators.schemas, new Map()) : result.problems };
    };
    const parts = ((): { parts?: Part[]; problems: Problem[] } => {
      if (!current) return { problems: [] };
      const whole = read(data);
      if (whole.content) return { parts: resolvePage(whole.content, current.business, current.articles).blocks.map((block) => ({ block })), problems: [] };
      // A half-filled block is a placeholder, and the rest of the page shows as it will be; a problem of the page itself hides it.
      const broken = new Map<number, Problem[]>();
      for (const problem of whole.problems) {
        const index = blockIndexOf(problem);
        if (index === undefined) return { problems: whole.problems };
        broken.set(index, [...(broken.get(index) ?? []), problem]);
      }
      const blocks = (data.blocks ?? []) as Record<string, unknown>[];
      const rest = read({ ...data, blocks: blocks.filter((_, index) => !broken.has(index)) });
      if (!rest.content) return { problems: whole.problems };
      const shown = resolvePage(rest.content, current.business, current.articles).blocks;
      let next = 0;
      return { parts: blocks.map((block, index) => (broken.has(index) ? { placeholder: kindOf(block.type), problems: broken.get(index)! } : { block: shown[next++]! })), problems: [] };
    })();
    const blocks = (parts.parts ?? []).flatMap((part) => ('block' in part ? [part.block] : []));
    // The block types whose code has loaded: an interactive block renders only once its code is there, also one just added.
    const types = [...new Set(blocks.map((block) => block.type))].sort().join(' ');
    const [loadedTypes, setLoadedTypes] = useState<string>();
    useEffect(() => {
      void loadBlocks(blocks).then(() => setLoadedTypes(types));
    }, [types]);
    const loaded = loadedTypes === types;
    if (!current) return <p style={note}>Reading the site&apos;s content…</p>;
    if (!parts.parts) return <ProblemList problems={parts.problems} />;
    // The site's own header and footer around the page, with the facts and menu as saved.
    return (
      <MemoryRouter>
        <ShellProvider value={siteShell(current)}>
          <div dangerouslySetInnerHTML={{ __html: spriteFor('', true) }} />
          <Header />
          <main>
            {loaded
              ? parts.parts.map((part, index) => ('block' in part ? <BlockList key={index} blocks={[part.block]} /> : <BlockPlaceholder key={index} label={part.placeholder} problems={part.problems} />))
              : null}
          </main>
          <Footer />
        </ShellProvider>
      </MemoryRouter>
    );
  };
}
