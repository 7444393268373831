// A link from content: a page of this site is a plain <a> the router follows inside the app (a modified click, or one
// before the app has started, opens the page the plain way); any other address is a plain link. React Router's own
// <Link> and <NavLink> carry its framework mode's prefetching and route discovery, unused here, into every page, and
// its useHref and useLinkClickHandler resolve the address against the location on every render of every link (a
// third of the time to draw a page again on Back); a site path is already what the address bar shows.
import { use, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { isCurrentPage } from '../../src/content/current-page';
import { isPlainClick } from './plain-click';

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Says `aria-current="page"` when the visitor is on this page or below it (a menu's link). */
  marksCurrent?: boolean;
};

const isSitePath = (to: string) => to.startsWith('/') && !to.startsWith('//');

export function PageLink({ to, marksCurrent, ...anchor }: PageLinkProps) {
  if (!isSitePath(to)) return <a href={to} {...anchor} />;
  return marksCurrent ? <MenuLink to={to} {...anchor} /> : <RoutedLink to={to} {...anchor} />;
}

/** A menu's link reads the location, to mark the page the visitor is on; a link in content does not, so a page change leaves it be. */
function MenuLink(props: PageLinkProps) {
  const { pathname } = useLocation();
  return <RoutedLink {...props} aria-current={isCurrentPage(pathname, props.to) ? 'page' : undefined} />;
}

function RoutedLink({ to, onClick, target, ...anchor }: PageLinkProps) {
  const { navigator } = use(UNSAFE_NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event.nativeEvent) || (target && target !== '_self')) return;
    event.preventDefault();
    // A link to the page the visitor is on replaces its history entry rather than adding one, as React Router's links do.
    navigator[to === location.pathname + location.search + location.hash ? 'replace' : 'push'](to);
  };
  return <a {...anchor} href={to} target={target} onClick={follow} />;
}
