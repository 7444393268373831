-- Every lead the contact form sends, stored before any e-mail is attempted, so none is lost.
create table public.enquiries (
  id uuid primary key default gen_random_uuid(),
  received_at timestamptz not null default now(),

  -- The enquiry fields of schema/enquiry.schema.json; their limits live in that schema alone.
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text,
  company text not null,
  project_address text not null,
  industry text not null,
  interest text not null,
  message text,
  budget text,
  timeline text,
  applications text,
  project_type text,
  surface_types text,
  project_size text,
  urgency text,
  service text,
  website text,

  source_page text,
  -- A retried or double-clicked submission carries the same id and lands on the same row.
  submission_id uuid unique,
  is_spam boolean not null default false,

  -- The e-mail to the business (mail_status) and the confirmation to the visitor are tracked apart,
  -- so a retry never sends the business a second copy.
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'skipped')),
  confirmation_status text not null default 'pending' check (confirmation_status in ('pending', 'sent', 'skipped')),
  mail_attempts integer not null default 0,
  mail_last_error text,
  mail_next_attempt_at timestamptz,
  mailed_at timestamptz
);

comment on table public.enquiries is 'Leads from the contact form (send-contact-email). Written only by the function; no client role may read or write.';

-- The retry loop looks for mail still owed.
create index enquiries_mail_due on public.enquiries (mail_next_attempt_at)
  where mail_status = 'pending' or confirmation_status = 'pending';

create index enquiries_received_at on public.enquiries (received_at);

-- Leads hold personal data: with row level security on and no policy, the anon and authenticated
-- roles of the Supabase API see nothing; the function writes through the database owner's connection.
alter table public.enquiries enable row level security;

-- Supabase grants table rights to its API roles by default; take them back where those roles exist
-- (plain Postgres and PGlite have no such roles).
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.enquiries from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on table public.enquiries from authenticated;
  end if;
end
$$;
