import { useEffect } from 'react';
import { track, trackPageView } from '../../analytics';
import { BlockList } from '../../../renderer/BlockList';
import { usePage } from '../page-store';
import { ArticleMeta } from './ArticleMeta';
import { Breadcrumb } from './Breadcrumb';
import { PageHead, StructuredData } from './PageHead';

export function PageView({ path: routePath }: { path: string }) {
  const page = usePage(routePath);
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
      <BlockList blocks={page.blocks} />
      <StructuredData items={page.head.jsonLd} />
    </>
  );
}
