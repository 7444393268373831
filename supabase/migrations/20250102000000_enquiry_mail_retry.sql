-- Mail the function could not send at once is retried on Supabase by calling the function's retry path
-- every five minutes (pg_cron + pg_net, as Supabase's "Scheduling Edge Functions" guide does). The URL
-- and the secret are read from Supabase Vault at each run (README, deploy section); until both are
-- stored the job sends nothing. Plain Postgres and PGlite (tests, `npm start`) have neither extension:
-- there this migration does nothing, and the local server retries by itself.
do $migration$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    -- A job of the same name is replaced, so applying this again changes nothing.
    perform cron.schedule('retry-enquiry-mail', '*/5 * * * *', $job$
      select net.http_post(
        url := retry_url.decrypted_secret,
        headers := jsonb_build_object('Content-Type', 'application/json', 'x-retry-secret', retry_secret.decrypted_secret),
        body := '{}'::jsonb,
        timeout_milliseconds := 120000
      )
      from vault.decrypted_secrets retry_url, vault.decrypted_secrets retry_secret
      where retry_url.name = 'enquiry_mail_retry_url' and retry_secret.name = 'enquiry_mail_retry_secret'
    $job$);
  end if;
end
$migration$;
