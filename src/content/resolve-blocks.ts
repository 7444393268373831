// What a block shows that the content model works out from the rest of the site: people and contact lines from the
// business facts, the article list from every article. Components receive it as props, so the site, the block gallery
// and the editor's preview render the same thing from the same data.
import type { ArticleSummary, Block, BusinessFacts, ContactLines, EmailLink, Page, PhoneLink } from '../../schema/generated/types';
import { telUrl, whatsappUrl } from './contact-links';

const phoneLink = (business: BusinessFacts, name: string): PhoneLink => {
  const phone = business.phones[name]!;
  return { label: phone.label, display: phone.display, href: telUrl(phone) };
};

const emailLink = (business: BusinessFacts, name: string): EmailLink => {
  const email = business.emails[name]!;
  return { label: email.label, display: email.display, href: `mailto:${email.display}` };
};

/** The lines of a contact card or the footer's contact column, from the names of the facts it lists. */
export function contactLines(business: BusinessFacts, named: { phones: readonly string[]; emails: readonly string[]; hours?: string; serviceAreas: boolean }): ContactLines {
  const hours = named.hours ? business.hours[named.hours] : undefined;
  return {
    phones: named.phones.map((name) => phoneLink(business, name)),
    emails: named.emails.map((name) => emailLink(business, name)),
    ...(hours ? { hours } : {}),
    ...(named.serviceAreas ? { serviceAreas: business.serviceAreas.display } : {}),
  };
}

/** The lines a visitor is offered when an enquiry did not get through: the main and emergency lines and the enquiries address. */
export const directContact = (business: BusinessFacts) => ({ main: phoneLink(business, 'main'), emergency: phoneLink(business, 'emergency'), email: emailLink(business, 'info') });

function resolveBlock(block: Block, business: BusinessFacts, articles: ArticleSummary[]): Block {
  switch (block.type) {
    case 'people':
      return {
        ...block,
        contacts: block.people.map((name) => {
          const person = business.contacts[name]!;
          return { name: person.name, role: person.role, ...(person.region ? { region: person.region } : {}), phone: phoneLink(business, person.phone), whatsapp: whatsappUrl(business.phones[person.phone]!) };
        }),
      };
    case 'contact-details':
      return { ...block, lines: contactLines(business, { phones: block.phones, emails: block.emails, hours: block.hours, serviceAreas: block.showServiceAreas }) };
    case 'contact-form':
      return { ...block, directContact: directContact(business) };
    case 'article-list':
      return { ...block, articles };
    default:
      return block;
  }
}

/** The page with what each of its blocks shows from the rest of the site filled in. */
export const resolvePage = (page: Page, business: BusinessFacts, articles: ArticleSummary[]): Page => ({ ...page, blocks: page.blocks.map((block) => resolveBlock(block, business, articles)) });
