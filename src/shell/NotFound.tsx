import { useEffect } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { BlockList } from '../../renderer/BlockList';
import type { PageData } from '../page-data';
import { PageHead } from './PageHead';

export function NotFoundView() {
  const page = useLoaderData() as PageData;
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <>
      <PageHead head={page.head} />
      <BlockList blocks={page.blocks} />
    </>
  );
}
