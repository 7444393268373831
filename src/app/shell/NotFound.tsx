import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { BlockList } from '../../../renderer/BlockList';
import { NOT_FOUND_KEY } from '../../content/page-data';
import { usePage } from '../page-store';
import { PageHead } from './PageHead';

export function NotFoundView() {
  const page = usePage(NOT_FOUND_KEY);
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
