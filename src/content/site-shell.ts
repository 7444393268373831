// What the header and footer of every page show, worked out once from the business facts and the navigation: the
// app bundles this, not the whole of site/business.yaml, so its components only render.
import type { ContactLines, Navigation, PhoneLink } from '../../schema/generated/types';
import type { Site } from './load-site';
import { phoneSwapsAbroad, type PhoneSwap } from './phones-abroad';
import { contactLines, directContact } from './resolve-blocks';

export interface SiteShell {
  /** The language of every page (BCP 47), e.g. en-AU. */
  locale: string;
  company: { name: string; logoText?: string; tagline: string; copyrightYear: number };
  header: Navigation['header'];
  footer: Omit<Navigation['footer'], 'contact'> & {
    contact: { title: string; lines: ContactLines };
    /** The offices, each linked to its region's page where there is one. */
    offices: Array<{ id: string; label: string; href?: string }>;
  };
  /** The line a visitor is offered when an enquiry kept on the device is finally refused. */
  mainPhone: PhoneLink;
  /** Every route's path (and, in development, those of pages that have problems). */
  routePaths: string[];
  /** Pages no link fetches ahead of its tap: those kept out of search (the thank-you page a sent form opens, the offline page). */
  neverAhead: string[];
  /** Pages read outside Australia (pages.yaml: phone), by path: the texts their header and footer swap. */
  phonesAbroad: Record<string, PhoneSwap[]>;
}

/** Pages no link fetches ahead of its tap: those kept out of search, reached by a form or by the service worker alone. */
export const pagesNeverAhead = (site: Site) => site.routes.filter((route) => route.index === false).map((route) => route.path);

export function siteShell(site: Site, brokenPaths: Iterable<string> = []): SiteShell {
  const { company, offices } = site.business;
  const { contact, ...footer } = site.navigation.footer;
  return {
    locale: company.locale,
    company: { name: company.name, logoText: company.logoText, tagline: company.tagline, copyrightYear: company.copyrightYear },
    header: site.navigation.header,
    footer: {
      ...footer,
      contact: { title: contact.title, lines: contactLines(site.business, { phones: contact.phones, emails: contact.emails, hours: contact.hours, serviceAreas: false }) },
      offices: offices.map(({ id, label, href }) => ({ id, label, ...(href ? { href } : {}) })),
    },
    mainPhone: directContact(site.business).main,
    routePaths: [...site.routes.map((route) => route.path), ...brokenPaths],
    neverAhead: pagesNeverAhead(site),
    phonesAbroad: Object.fromEntries(site.routes.flatMap((route) => (route.phone ? [[route.path, phoneSwapsAbroad(site.business, route.phone)]] : []))),
  };
}
