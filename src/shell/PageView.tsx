import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import { track, trackPageView } from '../analytics';
import { BlockList } from '../../renderer/BlockList';
import type { PageData } from '../page-data';
import { ArticleMeta } from './ArticleMeta';
import { Breadcrumb } from './Breadcrumb';
import { PageHead, StructuredData } from './PageHead';

export function PageView() {
  const page = useLoaderData() as PageData;
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
