-- Where each lead came from, sent by the contact form with the enquiry (schema/enquiry.schema.json holds the
-- limits): the first page of the visit, its UTM parameters, the referring site's origin (never a full URL), and
-- Google's click id, which the browser sends only when the visitor granted advertising consent.
alter table public.enquiries
  add column landing_page text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column referrer_origin text,
  add column gclid text;

-- Which campaigns bring leads: read by campaign and date.
create index enquiries_utm_campaign on public.enquiries (utm_campaign, received_at) where utm_campaign is not null;
