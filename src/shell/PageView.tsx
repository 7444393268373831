import { useLoaderData } from 'react-router-dom';
import { BlockList } from '../../renderer/BlockList';
import type { PageData } from '../page-data';
import { ArticleMeta } from './ArticleMeta';
import { Breadcrumb } from './Breadcrumb';
import { PageHead, StructuredData } from './PageHead';

export function PageView() {
  const page = useLoaderData() as PageData;
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
