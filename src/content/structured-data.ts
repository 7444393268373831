// schema.org JSON-LD built from the validated content, one pure function per kind.
import type { ArticleSummary, BusinessFacts, FaqBlock, OpeningHours, Page, Rating, Route } from '../../schema/generated/types';
import type { BreadcrumbItem } from './page-data';
import { segmentLabel } from './breadcrumb';

interface StructuredDataInput {
  route: Route;
  page: Page;
  business: BusinessFacts;
  breadcrumb: BreadcrumbItem[];
  /** Every article of the site, newest first (for Blog). */
  articles: ArticleSummary[];
}

type Kind = NonNullable<Route['structuredData']>[number];

const CONTEXT = 'https://schema.org';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/** Plain text of an HTML fragment (answers are stored as HTML): its references read once, so a text's own "&lt;" stays as typed. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:(amp|lt|gt|quot)|#(\d+)|#x([0-9a-f]+));/gi, (reference, name?: string, decimal?: string, hex?: string) =>
      name ? NAMED[name.toLowerCase()]! : decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : reference,
    )
    .replace(/\s+/g, ' ')
    .trim();

/** A rating goes into structured data only once the owner has confirmed it (src/content/claims.ts lists those not yet). */
const isPublishable = (rating: Rating | undefined): rating is Rating => rating?.confirmed === true && !!rating.count;

const openingHours = (hours: OpeningHours) =>
  hours.specification.map((spec) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: spec.days, opens: spec.opens, closes: spec.closes }));

function localBusiness(business: BusinessFacts) {
  const office = business.offices[0]!;
  const rating = business.ratings.overall;
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${business.company.siteUrl}/#business`,
    name: business.company.name,
    description: business.company.description,
    url: business.company.siteUrl + '/',
    telephone: business.phones.main.tel,
    email: business.emails.info.display,
    image: business.company.siteUrl + business.company.socialImage,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.streetAddress,
      addressLocality: office.locality,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.country,
    },
    ...(office.geo ? { geo: { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude } } : {}),
    areaServed: [...business.serviceAreas.primary, ...business.serviceAreas.extended],
    openingHoursSpecification: openingHours(business.hours.operating),
    priceRange: business.prices.priceRange,
    ...(isPublishable(rating) ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.value, bestRating: rating.best, ratingCount: rating.count } } : {}),
  };
}

function service({ route, business, breadcrumb }: StructuredDataInput) {
  const name = route.serviceType ?? route.breadcrumb ?? breadcrumb.at(-1)?.label ?? segmentLabel(route.path.split('/').pop() ?? '');
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name,
    serviceType: name,
    description: route.description,
    url: business.company.siteUrl + route.path,
    provider: { '@type': 'LocalBusiness', '@id': `${business.company.siteUrl}/#business`, name: business.company.name, telephone: business.phones.main.tel, url: business.company.siteUrl + '/' },
    areaServed: [
      { '@type': 'City', name: business.serviceAreas.serviceCity },
      { '@type': 'Country', name: business.company.country },
    ],
  };
}

function faqPage({ page }: StructuredDataInput) {
  const faqs = page.blocks.filter((block): block is FaqBlock => block.type === 'faq');
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.flatMap((block) =>
      block.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) } })),
    ),
  };
}

function breadcrumbList({ business, breadcrumb }: StructuredDataInput) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumb.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: business.company.siteUrl + item.path,
    })),
  };
}

/** Where the build puts the logo mark under a lasting address for search engines (pages use its fingerprinted copy). */
export const ORGANIZATION_LOGO_PATH = '/images/logo-mark.svg';

const organization = (business: BusinessFacts) => ({
  '@type': 'Organization',
  name: business.company.name,
  url: business.company.siteUrl + '/',
  logo: { '@type': 'ImageObject', url: business.company.siteUrl + ORGANIZATION_LOGO_PATH },
});

/** Words of a page's visible text, for Article structured data where the spec states no count. */
function wordCount(page: Page): number {
  let words = 0;
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (!['type', 'id', 'href', 'src', 'icon', 'style', 'variant', 'tone', 'call', 'email', 'whatsapp', 'anchor', 'tier'].includes(key ?? '')) words += plainText(value).split(' ').filter(Boolean).length;
    } else if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (value && typeof value === 'object') {
      // A card's link label shows only on a card that links somewhere.
      for (const [k, v] of Object.entries(value)) if (k !== 'linkLabel' || 'href' in value) visit(v, k);
    }
  };
  visit(page.blocks);
  return words;
}

/** The page's headline: its hero's title. */
export const headline = (page: Page) => page.blocks.find((block) => block.type === 'hero')?.title ?? '';

function article({ route, page, business }: StructuredDataInput) {
  const details = page.article;
  if (!details) throw new Error(`${route.path}: Article structured data needs article details in ${route.page}`);
  const url = business.company.siteUrl + route.path;
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: headline(page),
    description: route.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: details.date,
    dateModified: details.modified ?? details.date,
    author: organization(business),
    publisher: organization(business),
    image: business.company.siteUrl + (details.image?.src ?? business.company.socialImage),
    articleSection: details.category,
    inLanguage: business.company.locale,
    wordCount: details.wordCount ?? wordCount(page),
  };
}

function blog({ route, business, articles }: StructuredDataInput) {
  return {
    '@context': CONTEXT,
    '@type': 'Blog',
    name: `${business.company.name} resources`,
    description: route.description,
    url: business.company.siteUrl + route.path,
    publisher: organization(business),
    inLanguage: business.company.locale,
    blogPost: articles.map((item) => ({
      '@type': 'BlogPosting',
      headline: item.title,
      url: business.company.siteUrl + item.path,
      datePublished: item.date,
      articleSection: item.category,
    })),
  };
}

function emergencyService({ route, business }: StructuredDataInput) {
  const area = route.emergencyService;
  if (!area) throw new Error(`${route.path}: EmergencyService structured data needs emergencyService in pages.yaml`);
  const rating = area.rating ? business.ratings[area.rating] : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'EmergencyService',
    name: `${business.company.name}: ${business.company.emergencyServiceType} ${area.city}`,
    description: route.description,
    url: business.company.siteUrl + route.path,
    telephone: business.phones.emergency.tel,
    availableLanguage: business.company.locale,
    areaServed: {
      '@type': 'City',
      name: area.city,
      containedInPlace: { '@type': 'State', name: area.region, containedInPlace: { '@type': 'Country', name: business.company.countryCode } },
    },
    serviceType: business.company.emergencyServiceType,
    openingHoursSpecification: openingHours(business.hours.emergency),
    priceRange: business.prices.emergencyPricing,
    ...(isPublishable(rating) ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.value, bestRating: rating.best, reviewCount: rating.count } } : {}),
  };
}

const builders: Record<Kind, (input: StructuredDataInput) => object> = {
  LocalBusiness: ({ business }) => localBusiness(business),
  Service: service,
  FAQPage: faqPage,
  BreadcrumbList: breadcrumbList,
  Article: article,
  Blog: blog,
  EmergencyService: emergencyService,
};

export const structuredData = (kind: Kind, input: StructuredDataInput): object => builders[kind](input);
