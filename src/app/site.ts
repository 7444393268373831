// The site-wide content every page shares (facts, menus, route paths), validated at build time.
import site from 'virtual:site';

export const { business, navigation, routePaths } = site;
