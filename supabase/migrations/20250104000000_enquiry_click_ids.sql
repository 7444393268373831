-- Google's other click ids (iOS app-to-web gbraid, web-to-app wbraid), kept like gclid: sent by the browser only
-- when the visitor granted advertising consent.
alter table public.enquiries
  add column gbraid text,
  add column wbraid text;
