// The facts the enquiry function states (its e-mails' letterhead, the site's origin) written from site/business.yaml
// into a module bundled with the function: a fact changed there reaches the receipt at the next deploy, no secret set.
import type { BusinessFacts } from '../../../schema/generated/types.ts';
import { siteHosts } from '../hosts.ts';
import { letterheadFromFacts } from './mail.ts';

export const FUNCTION_FACTS = 'supabase/functions/send-contact-email/business-facts.generated.ts';

/** The generated module's text: the letterhead, the site's origins and the retention period, from the facts given. */
export function functionFactsText(business: BusinessFacts): string {
  const hosts = siteHosts(business.company.siteUrl);
  const facts = { letterhead: letterheadFromFacts(business), siteOrigins: [hosts.canonical, hosts.other], retentionMonths: business.privacy.retentionMonths };
  return `// GENERATED FILE, DO NOT EDIT, NOT COMMITTED. Written by each deploy of the function and by \`npm run generate\`.
// Source: site/business.yaml. What the send-contact-email function's e-mails say about the business, the origins
// whose pages may post to it (company.siteUrl's, first, and the domain's other name, which redirects there), and how
// long it keeps an enquiry (privacy.retentionMonths).
import type { Letterhead } from '../../../src/server/enquiries/mail.ts';

export const letterhead: Letterhead = ${JSON.stringify(facts.letterhead, null, 2)};

export const siteOrigins: readonly string[] = ${JSON.stringify(facts.siteOrigins)};

export const retentionMonths = ${facts.retentionMonths};
`;
}
