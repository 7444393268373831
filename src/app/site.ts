// What every page's header and footer show and the list of paths, worked out by the content model at build time.
import shell from 'virtual:site';

export const { locale, company, header, footer, mainPhone, routePaths, neverAhead, phonesAbroad } = shell;
