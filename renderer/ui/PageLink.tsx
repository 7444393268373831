// A link from content: a page of this site is a plain <a> the router follows inside the app (a modified click, or one
// before the app has started, opens the page the plain way); any other address is a plain link. React Router's own
// <Link> and <NavLink> carry its framework mode's prefetching and route discovery, unused here, into every page.
import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import { isCurrentPage } from '../../src/content/current-page';

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Says `aria-current="page"` when the visitor is on this page or below it (a menu's link). */
  marksCurrent?: boolean;
};

const isSitePath = (to: string) => to.startsWith('/') && !to.startsWith('//');

export function PageLink({ to, marksCurrent, ...anchor }: PageLinkProps) {
  return isSitePath(to) ? <RoutedLink to={to} marksCurrent={marksCurrent} {...anchor} /> : <a href={to} {...anchor} />;
}

function RoutedLink({ to, marksCurrent = false, onClick, target, ...anchor }: PageLinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const { pathname } = useLocation();
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      aria-current={marksCurrent && isCurrentPage(pathname, to) ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}
