// The preview beside the form: the page inside the site's header and footer, its blocks rendered by the site's own
// components, from the entry as it would be saved, read by the content model as the build reads it (Markdown as HTML,
// facts resolved with the site's facts as they are now), in the site's stylesheet. It follows the form a step behind:
// a keystroke paints in the form first, and the page is read and drawn again after it, in a render React may interrupt.
import { memo, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { MemoryRouter } from 'react-router-dom';
import { BlockList, loadBlocks } from '../../renderer/BlockList';
import { Footer } from '../../renderer/shell/Footer';
import { Header } from '../../renderer/shell/Header';
import { ShellProvider } from '../../renderer/shell/shell-context';
import { spriteFor } from '../../renderer/ui/icon-sprite';
import { trustedHtml } from '../../renderer/ui/trusted-html';
import type { Block } from '../../schema/generated/types';
import { labelOf, withPlaces } from '../content/field-words';
import { readPage } from '../content/load-site';
import type { Problem } from '../content/problems';
import { resolvePage } from '../content/resolve-blocks';
import { blockSchemaFile, type Validators } from '../content/schemas';
import { siteShell } from '../content/site-shell';
import { fieldShowing, focusBlockField } from './click-to-edit';
import { pageData } from './new-page';
import { PREVIEW_FRAME_POLICY } from './preview-frame-policy';
import type { SiteStore } from './site-content';
import { savedText } from './yaml-edit';

interface Entry {
  get: (key: string) => unknown;
}

interface Props {
  entry: Entry;
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

/** What the preview says when the form's content cannot be read as a page at all (nothing the marketer typed can cause it). */
const unreadableForm = (file: string): Problem => ({
  file,
  line: 1,
  col: 1,
  field: '',
  message: 'The page cannot be drawn from the form as it is. Undo your last change (Ctrl+Z), or reload the page to start again from the saved version.',
});

type Part = { block: Block } | { placeholder: string; problems: Problem[] };

/** The widths the preview draws the page at: a desktop's, shrunk to fit the pane, or a phone's. */
const WIDTHS = { desktop: { px: 1280, label: 'Desktop width' }, phone: { px: 390, label: 'Phone width (390 px)' } } as const;
type Width = keyof typeof WIDTHS;
const WIDTH_BAR_HEIGHT = 40;
const widthBar: CSSProperties = { display: 'flex', gap: 8, alignItems: 'center', height: WIDTH_BAR_HEIGHT, padding: '0 8px', boxSizing: 'border-box', fontFamily: 'system-ui', fontSize: 13 };
const widthButton = (pressed: boolean): CSSProperties => ({ font: 'inherit', whiteSpace: 'nowrap', padding: '4px 10px', border: '1px solid #b3b9c4', borderRadius: 4, cursor: 'pointer', background: pressed ? '#313d3e' : '#fff', color: pressed ? '#fff' : '#313d3e' });

/** The frame an element of the preview is drawn in (Decap's iframe), and the pane of the editor's page that holds it. */
const frameOf = (element: HTMLElement | null) => {
  const frame = element?.ownerDocument.defaultView?.frameElement as HTMLIFrameElement | null | undefined;
  return { frame, pane: frame?.parentElement };
};

/**
 * The preview's frame drawn `width` pixels wide, so the site's own breakpoints apply as on that screen, and scaled
 * down when the pane is narrower; the width buttons go in a bar above it, in the editor's page.
 */
function useFrameWidth(inFrame: { current: HTMLElement | null }, width: Width) {
  const [bar, setBar] = useState<HTMLElement>();
  useLayoutEffect(() => {
    const { frame, pane } = frameOf(inFrame.current);
    if (!frame || !pane) return;
    const holder = document.createElement('div');
    pane.insertBefore(holder, frame);
    setBar(holder);
    return () => holder.remove();
  }, [inFrame]);
  useLayoutEffect(() => {
    const { frame, pane } = frameOf(inFrame.current);
    if (!frame || !pane) return;
    const { px } = WIDTHS[width];
    // Out of the flow, so a frame wider than the pane does not widen it.
    pane.style.position = 'relative';
    const fit = () => {
      const scale = Math.min(1, pane.clientWidth / px);
      Object.assign(frame.style, {
        position: 'absolute',
        top: `${WIDTH_BAR_HEIGHT}px`,
        left: `${Math.max(0, (pane.clientWidth - px) / 2)}px`,
        width: `${px}px`,
        height: `${(pane.clientHeight - WIDTH_BAR_HEIGHT) / scale}px`,
        transform: `scale(${scale})`,
        transformOrigin: '0 0',
      });
    };
    fit();
    const resized = new ResizeObserver(fit);
    resized.observe(pane);
    return () => resized.disconnect();
  }, [inFrame, width]);
  return bar;
}

/** Puts the policy in the head of the frame `inFrame` is drawn in; true once it is there, before any of the page is drawn. */
function useFramePolicy(inFrame: { current: HTMLElement | null }): boolean {
  const [guarded, setGuarded] = useState(false);
  useLayoutEffect(() => {
    const head = inFrame.current?.ownerDocument.head;
    if (!head) return;
    if (!head.querySelector('meta[http-equiv="Content-Security-Policy"]')) {
      const meta = head.ownerDocument.createElement('meta');
      meta.httpEquiv = 'Content-Security-Policy';
      meta.content = PREVIEW_FRAME_POLICY;
      head.prepend(meta);
    }
    setGuarded(true);
  }, [inFrame]);
  return guarded;
}

/** What holds each block in the preview, to tell which block a click is in; it adds nothing to the layout. */
const blockHolder: CSSProperties = { display: 'contents' };

/** A click on a block's text opens that block in the form, at the field that holds the text (click-to-edit.ts). */
function editClicked(target: Element, entry: Entry) {
  const holder = target.closest('[data-block-index]');
  if (!holder) return;
  const index = Number(holder.getAttribute('data-block-index'));
  const blocks = pageData((entry.get('data') as { toJS: () => Record<string, unknown> }).toJS()).blocks as unknown[] | undefined;
  focusBlockField(index, fieldShowing(blocks?.[index], target.textContent ?? ''));
}

/** A block drawn again only when it changed: typing in one block leaves the others as they were. */
const PreviewBlock = memo(function PreviewBlock({ block }: { block: Block }) {
  return <BlockList blocks={[block]} />;
});

/** The site's header and footer, drawn again only when the site's facts or menu change. */
const PreviewHeader = memo(Header);
const PreviewFooter = memo(Footer);
const sprite = { __html: trustedHtml(spriteFor('', true)) };

/** The blocks of `parts`, each the object it was last time when its content is the same, so PreviewBlock skips it. */
function sameBlocksAsBefore(parts: Part[], before: Map<string, Block>): Part[] {
  const seen = new Map<string, Block>();
  const kept = parts.map((part) => {
    if (!('block' in part)) return part;
    const text = JSON.stringify(part.block);
    const block = before.get(text) ?? part.block;
    seen.set(text, block);
    return { block };
  });
  before.clear();
  for (const [text, block] of seen) before.set(text, block);
  return kept;
}

export function pagePreview(validators: Validators, site: SiteStore) {
  /** A block type's name as the form shows it (Call to action). */
  const kindOf = (type: unknown) => {
    const schema = typeof type === 'string' ? validators.schemas.get(blockSchemaFile(type)) : undefined;
    return schema ? labelOf(String(type), schema) : 'A new block';
  };

  /** The page of `entry` as the preview shows it: its blocks, and placeholders where a block is half-filled. */
  const partsOf = (entry: Entry, current: NonNullable<ReturnType<SiteStore['current']>>): { parts?: Part[]; problems: Problem[] } => {
    const data = pageData((entry.get('data') as { toJS: () => Record<string, unknown> }).toJS());
    const file = String(entry.get('path') || 'site/pages/new-page.yaml');
    const raw = String(entry.get('raw') ?? '');
    validators.useFacts(current.business);
    /** The page as the build would read it; its problems named as the form names them (the page goes without saying). */
    const read = (values: Record<string, unknown>) => {
      const result = readPage(file, savedText(file, raw, values), validators, current.business);
      // A text the form could not be written as names lines of a file the marketer never sees: said in the form's words instead.
      return { ...result, problems: result.source ? withPlaces(result.problems, new Map([[file, result.source]]), validators.schemas, new Map()) : [unreadableForm(file)] };
    };
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
  };

  /** The preview of one state of the entry; memoised, so the form's own renders of a keystroke pass it by. */
  const PageView = memo(function PageView({ entry, current, clickToEdit }: Props & { current: NonNullable<ReturnType<SiteStore['current']>>; clickToEdit: boolean }) {
    const [drawn] = useState(() => new Map<string, Block>());
    const page = useMemo(() => {
      const read = partsOf(entry, current);
      return read.parts ? { ...read, parts: sameBlocksAsBefore(read.parts, drawn) } : read;
    }, [entry, current, drawn]);
    const blocks = (page.parts ?? []).flatMap((part) => ('block' in part ? [part.block] : []));
    // The block types whose code has loaded: an interactive block renders only once its code is there, also one just added.
    const types = [...new Set(blocks.map((block) => block.type))].sort().join(' ');
    const [loadedTypes, setLoadedTypes] = useState<string>();
    useEffect(() => {
      void loadBlocks(blocks).then(() => setLoadedTypes(types));
    }, [types]);
    const shell = useMemo(() => siteShell(current), [current]);
    const loaded = loadedTypes === types;
    if (!page.parts) return <ProblemList problems={page.problems} />;
    // The site's own header and footer around the page, with the facts and menu as saved.
    return (
      <MemoryRouter>
        <ShellProvider value={shell}>
          <div dangerouslySetInnerHTML={sprite} />
          <PreviewHeader />
          <main onClick={clickToEdit ? (event) => editClicked(event.target as Element, entry) : undefined}>
            {loaded
              ? page.parts.map((part, index) => (
                  <div key={index} data-block-index={index} style={blockHolder}>
                    {'block' in part ? <PreviewBlock block={part.block} /> : <BlockPlaceholder label={part.placeholder} problems={part.problems} />}
                  </div>
                ))
              : null}
          </main>
          <PreviewFooter />
        </ShellProvider>
      </MemoryRouter>
    );
  });

  /** `clickToEdit` false: the page is shown beside another form (Routes), where a click on its text has nothing to open. */
  return function PagePreview({ entry, clickToEdit = true }: Props & { clickToEdit?: boolean }) {
    const current = useSyncExternalStore(site.subscribe, site.current);
    // Undefined at first: the form is drawn and usable before the page is read for the first time.
    const shown = useDeferredValue(entry, undefined);
    const inFrame = useRef<HTMLDivElement>(null);
    const [width, setWidth] = useState<Width>('desktop');
    const bar = useFrameWidth(inFrame, width);
    const guarded = useFramePolicy(inFrame);
    return (
      <div ref={inFrame}>
        {bar &&
          createPortal(
            <div role="group" aria-label="Preview width" style={widthBar}>
              {(Object.keys(WIDTHS) as Width[]).map((name) => (
                <button key={name} type="button" aria-pressed={width === name} style={widthButton(width === name)} onClick={() => setWidth(name)}>
                  {WIDTHS[name].label}
                </button>
              ))}
              {site.factsDrafted() && (
                <span style={{ marginLeft: 8, color: '#8a4b00', whiteSpace: 'nowrap' }} title="Phones, e-mail addresses, hours and prices as saved in the Business facts draft, not published yet">
                  With draft Business facts
                </span>
              )}
              {clickToEdit && <span style={{ marginLeft: 'auto', marginRight: 64, color: '#798291' }}>Click a text in the page to edit it</span>}
            </div>,
            bar,
          )}
        {guarded && current && shown ? <PageView entry={shown} current={current} clickToEdit={clickToEdit} /> : <p style={note}>Reading the site&apos;s content…</p>}
      </div>
    );
  };
}
