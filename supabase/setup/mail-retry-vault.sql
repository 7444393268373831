-- The scheduled mail retry's address and secret in Supabase Vault (read by private.request_enquiry_mail_retry(),
-- migration 20250102000000): created once, replaced on every later run, so running it again changes nothing else.
-- Run by `npm run deploy -- --backend` (scripts/deploy.ts) with $1 = the retry address, $2 = MAIL_RETRY_SECRET;
-- one statement a line, each given only the values it names.
select vault.create_secret($1, 'enquiry_mail_retry_url') where not exists (select 1 from vault.secrets where name = 'enquiry_mail_retry_url');
select vault.update_secret(id, $1) from vault.secrets where name = 'enquiry_mail_retry_url';
select vault.create_secret($2, 'enquiry_mail_retry_secret') where not exists (select 1 from vault.secrets where name = 'enquiry_mail_retry_secret');
select vault.update_secret(id, $2) from vault.secrets where name = 'enquiry_mail_retry_secret';
-- The job itself: scheduled by the migration only where both pg_cron and pg_net are enabled; this names any that is not.
select coalesce(string_agg(needed || ' is not enabled', ' and '), 'scheduled') as mail_retry from unnest(array['pg_cron', 'pg_net']) as needed where not exists (select 1 from pg_extension where extname = needed);
