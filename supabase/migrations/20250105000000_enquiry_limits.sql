-- The function's limits (enquiries per visitor per minute, receipts per recipient address per day), kept in the
-- database so every edge isolate and every local process shares them. One row per key (a hash of the visitor's
-- address or of the recipient's, never the address itself) holds the times of the hits still inside its window;
-- the handler takes a hit with one INSERT … ON CONFLICT … DO UPDATE, so concurrent requests queue on the row
-- and the count is exact (src/server/enquiries/store.ts, takeHit).
create table public.enquiry_limits (
  key text primary key,
  hits timestamptz[] not null,
  -- Whether the last hit taken fitted under the limit: the statement's own answer, read back by RETURNING.
  allowed boolean not null,
  -- When every hit has left the window; an expired row is deleted by the purge (and hourly on Supabase).
  expires_at timestamptz not null
);

create index enquiry_limits_expires_at on public.enquiry_limits (expires_at);

comment on table public.enquiry_limits is 'Rate and receipt limits of send-contact-email, by hashed key. Written only by the function; no client role may read or write.';

alter table public.enquiry_limits enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.enquiry_limits from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on table public.enquiry_limits from authenticated;
  end if;
end
$$;

-- The hits of a row still inside a window that began at since, oldest first.
create or replace function private.enquiry_hits_since(hits timestamptz[], since timestamptz) returns timestamptz[]
language sql immutable
as $function$
  select coalesce(array_agg(hit order by hit), '{}') from unnest(hits) as hit where hit > since
$function$;

revoke all on function private.enquiry_hits_since(timestamptz[], timestamptz) from public;

-- Without the Vault entries the scheduled retry used to return null every five minutes, and pending mail waited
-- unseen: now the job fails, and cron.job_run_details says what to store.
create or replace function private.request_enquiry_mail_retry() returns bigint
language plpgsql
as $function$
declare
  retry_url text;
  retry_secret text;
begin
  select decrypted_secret into retry_url from vault.decrypted_secrets where name = 'enquiry_mail_retry_url';
  select decrypted_secret into retry_secret from vault.decrypted_secrets where name = 'enquiry_mail_retry_secret';
  if retry_url is null or retry_secret is null then
    raise exception 'The enquiry mail retry is not set up: Vault has no %; pending e-mail is not being resent (README, "Deploy the enquiry function")',
      concat_ws(' and ', case when retry_url is null then 'enquiry_mail_retry_url' end, case when retry_secret is null then 'enquiry_mail_retry_secret' end);
  end if;
  return net.http_post(
    url := retry_url,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-retry-secret', retry_secret),
    body := '{}'::jsonb,
    timeout_milliseconds := 120000
  );
end
$function$;

revoke all on function private.request_enquiry_mail_retry() from public;

-- Expired limit rows go within the hour where pg_cron exists (Supabase); elsewhere `npm run enquiries -- purge` does it.
-- pg_cron runs only where the server preloads it for this database (cron.database_name): installed but not loaded, as
-- on a Debian server with postgresql-15-cron, creating it fails, so there nothing is scheduled either.
do $migration$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and current_setting('cron.database_name', true) = current_database() then
    create extension if not exists pg_cron;
    perform cron.schedule('forget-enquiry-limits', '17 * * * *', 'delete from public.enquiry_limits where expires_at < now()');
  end if;
end
$migration$;
