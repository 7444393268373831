// schema.org JSON-LD built from the validated content, one pure function per kind.
import type { BusinessFacts, FaqBlock, OpeningHours, Page, Route } from '../../schema/generated/types';
import type { BreadcrumbItem } from '../../src/page-data';
import { segmentLabel } from './breadcrumb';

export interface StructuredDataInput {
  route: Route;
  page: Page;
  business: BusinessFacts;
  breadcrumb: BreadcrumbItem[];
}

type Kind = NonNullable<Route['structuredData']>[number];

const CONTEXT = 'https://schema.org';

/** Plain text of an HTML fragment (answers are stored as HTML). */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const openingHours = (hours: OpeningHours) =>
  hours.specification.map((spec) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: spec.days, opens: spec.opens, closes: spec.closes }));

export function localBusiness(business: BusinessFacts) {
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
    ...(rating.count ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.value, bestRating: rating.best ?? 5, ratingCount: rating.count } } : {}),
  };
}

export function service({ route, business, breadcrumb }: StructuredDataInput) {
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
      { '@type': 'City', name: 'Sydney' },
      { '@type': 'Country', name: 'Australia' },
    ],
  };
}

export function faqPage({ page }: StructuredDataInput) {
  const faqs = page.blocks.filter((block): block is FaqBlock => block.type === 'faq');
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.flatMap((block) =>
      block.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) } })),
    ),
  };
}

export function breadcrumbList({ business, breadcrumb }: StructuredDataInput) {
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

const builders: Record<Kind, (input: StructuredDataInput) => object> = {
  LocalBusiness: ({ business }) => localBusiness(business),
  Service: service,
  FAQPage: faqPage,
  BreadcrumbList: breadcrumbList,
};

export const structuredData = (kind: Kind, input: StructuredDataInput): object => builders[kind](input);
