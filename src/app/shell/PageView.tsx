import { use, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { track, trackPageView } from '../../analytics';
import { BlockList, firstScreenEnd, loadBlocks } from '../../../renderer/BlockList';
import { afterNextFrame } from '../after-next-frame';
import { usePage } from '../page-store';
import { ArticleMeta } from './ArticleMeta';
import { Breadcrumb } from './Breadcrumb';
import { PageHead, StructuredData } from './PageHead';
import { backMemory } from './ScrollOnNavigate';

/** Whether a page has been on screen yet: the first is the page the browser loaded, hydrated as it was prerendered. */
let shownBefore = false;

export function PageView({ path: routePath }: { path: string }) {
  const page = usePage(routePath);
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  // Told once, when mounted (each page is mounted anew): a hook that read hydration on every render would make React
  // render this page again once hydrated, and with it every block still waiting to hydrate.
  const [landed] = useState(!shownBefore);
  useEffect(() => void (shownBefore = true), []);
  // A page opened at an #anchor is drawn whole, once the code of all its blocks is in hand. Back and Forward never
  // wait: React draws them at once (popstate), and the code came with the page's last visit.
  const placedBelowTop = !landed && (hash.length > 1 || navigationType === 'POP');
  if (placedBelowTop && navigationType !== 'POP') use(loadBlocks(page.blocks) as Promise<unknown>);
  // Leaving the page, the code of all its blocks comes (the first page's came only as the visitor neared each), so Back
  // draws it whole at once, at its place, without waiting on the network: once the next page is drawn, not before it.
  useEffect(() => () => void afterNextFrame(() => void loadBlocks(page.blocks)), [page.blocks]);
  // A layout effect's cleanup runs while the page is still on screen, so what is remembered is what the visitor saw.
  const leading = (page.breadcrumb.length ? 1 : 0) + (page.article ? 1 : 0);
  useLayoutEffect(() => () => backMemory.of?.rememberPage(key, leading), [key, leading]);
  // Drawn first: a page opened by a link, its first screen; by Back or Forward, the blocks on screen when it was left.
  const drawnFirst = landed ? undefined : !placedBelowTop ? firstScreenEnd(page.blocks) : navigationType === 'POP' ? backMemory.of?.blocksOnScreen(key) : undefined;
  const { path, service } = page;
  const { title } = page.head;
  useEffect(() => {
    trackPageView(path, title);
    if (service) track((events) => events.servicePageView(service));
  }, [path, title, service]);
  return (
    <>
      <PageHead head={page.head} />
      <Breadcrumb items={page.breadcrumb} />
      {page.article ? <ArticleMeta article={page.article} /> : null}
      <BlockList blocks={page.blocks} drawnFirst={drawnFirst} />
      <StructuredData items={page.head.jsonLd} />
    </>
  );
}
