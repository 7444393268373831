-- Mail the function could not send at once is retried on Supabase by calling the function's retry path
-- every five minutes (pg_cron + pg_net, as Supabase's "Scheduling Edge Functions" guide does). The URL
-- and the secret are read from Supabase Vault at each run (README, deploy section); until both are
-- stored the call is not made.

-- Not in an API-exposed schema, and callable by no client role: only the cron job runs it.
create schema if not exists private;
revoke all on schema private from public;

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
    return null;
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

-- Plain Postgres and PGlite (tests, `npm start`) have neither extension: there nothing is scheduled,
-- and the local server retries by itself. pg_cron also needs the server to preload it for this database.
do $migration$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net')
     and current_setting('cron.database_name', true) = current_database() then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    -- A job of the same name is replaced, so applying this again changes nothing.
    perform cron.schedule('retry-enquiry-mail', '*/5 * * * *', 'select private.request_enquiry_mail_retry()');
  end if;
end
$migration$;
