import { use, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { track, trackPageView } from '../../analytics';
import { BlockList, loadBlocks } from '../../../renderer/BlockList';
import { usePage } from '../page-store';
import { ArticleMeta } from './ArticleMeta';
import { Breadcrumb } from './Breadcrumb';
import { PageHead, StructuredData } from './PageHead';
import { rememberPartHeights } from './ScrollOnNavigate';

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
  // A page placed below its top (opened at an #anchor, or by Back and Forward at a remembered place) is drawn whole;
  // any other opens at its first screen. At an #anchor, once the code of all its blocks is in hand. Back and Forward
  // never wait: React draws them at once (popstate), and the code came with the page's last visit.
  const placedBelowTop = !landed && (hash.length > 1 || navigationType === 'POP');
  if (placedBelowTop && navigationType !== 'POP') use(loadBlocks(page.blocks) as Promise<unknown>);
  // Leaving the page, the code of all its blocks comes (the first page's came only as the visitor neared each), so Back
  // draws it whole at once, at its place, without waiting on the network.
  useEffect(() => () => void loadBlocks(page.blocks), [page.blocks]);
  // A layout effect's cleanup runs while the page is still on screen, so the heights are those the visitor saw.
  useLayoutEffect(() => () => rememberPartHeights(key), [key]);
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
      <BlockList blocks={page.blocks} firstScreenFirst={!landed && !placedBelowTop} />
      <StructuredData items={page.head.jsonLd} />
    </>
  );
}
