// Which menu link names the page the visitor is on: the page itself or a page below it (an article under /resources).
// A link to a section of a page (/#roi) is never the current page.
export function isCurrentPage(pathname: string, to: string): boolean {
  if (to.includes('#')) return false;
  const linked = to.length > 1 ? to.replace(/\/$/, '') : to;
  return pathname === linked || (linked !== '/' && pathname.startsWith(`${linked}/`));
}
