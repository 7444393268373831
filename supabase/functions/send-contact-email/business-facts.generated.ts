// GENERATED FILE, DO NOT EDIT. Regenerate with `npm run generate` (checked by `npm run generate:check`).
// Source: site/business.yaml. What the send-contact-email function's e-mails say about the business, and the
// origin whose pages may post to it (company.siteUrl).
import type { Letterhead } from '../../../src/server/enquiries/mail.ts';

export const letterhead: Letterhead = {
  "companyName": "Southern Cross Laser Cleaning",
  "businessAddress": "info@sclasercleaning.example",
  "senderAddress": "info@sclasercleaning.example",
  "timeZone": "Australia/Sydney",
  "phone": "1800 160 401",
  "postalAddress": "Unit 4, 12 Example Street, Silverwater NSW 2128",
  "replyPromise": "Reply within 24 hours"
};

export const siteOrigin = "https://www.sclasercleaning.example";
