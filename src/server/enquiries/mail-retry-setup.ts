// Whether the scheduled mail retry can run on Supabase: the function holds MAIL_RETRY_SECRET, Vault holds the retry
// address and the same secret, and pg_cron has the job. Any one missing and pending mail is never resent.
import { sameSecret } from './handler.ts';
import type { Query } from './store.ts';

export async function mailRetryScheduled(query: Query, secret: string | undefined): Promise<boolean> {
  if (!secret) return false;
  try {
    const vault = await query(`select name, decrypted_secret from vault.decrypted_secrets where name in ('enquiry_mail_retry_url', 'enquiry_mail_retry_secret')`);
    const stored = (name: string) => vault.find((row) => row.name === name)?.decrypted_secret;
    const jobs = await query(`select 1 from cron.job where jobname = 'retry-enquiry-mail' and active`);
    const url = stored('enquiry_mail_retry_url');
    const vaultSecret = stored('enquiry_mail_retry_secret');
    return typeof url === 'string' && url.length > 0 && typeof vaultSecret === 'string' && (await sameSecret(vaultSecret, secret)) && jobs.length > 0;
  } catch {
    // No Vault or no pg_cron on this database: nothing schedules the retry.
    return false;
  }
}
