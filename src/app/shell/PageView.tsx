import { use, useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { track, trackPageView } from '../../analytics';
import { BlockList, loadBlocks } from '../../../renderer/BlockList';
import { useHydrating } from '../../../renderer/deferred-hydration';
import { usePage } from '../page-store';
import { ArticleMeta } from './ArticleMeta';
import { Breadcrumb } from './Breadcrumb';
import { PageHead, StructuredData } from './PageHead';

export function PageView({ path: routePath }: { path: string }) {
  const page = usePage(routePath);
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  // The page the browser loaded, hydrated as it was prerendered (told at its first render: each page is mounted anew).
  const [landed] = useState(useHydrating());
  // A page placed below its top (opened at an #anchor, or by Back and Forward at a remembered place) is drawn whole,
  // once the code of all its blocks is in hand (kept from the last visit, mostly); any other opens at its first screen.
  const placedBelowTop = !landed && (hash.length > 1 || navigationType === 'POP');
  if (placedBelowTop) use(loadBlocks(page.blocks));
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
