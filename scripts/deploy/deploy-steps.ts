// The pure parts of `npm run deploy` that the workflows share: which secrets each deploy needs, what a change touches,
// and the Cloudflare Pages address wrangler printed.

/** The repository secrets (and variables) each deploy reads; a fork or a new repository without them skips that deploy. */
export const DEPLOY_NEEDS = {
  site: ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_PROJECT_NAME'],
  backend: ['SUPABASE_ACCESS_TOKEN', 'SUPABASE_PROJECT_ID', 'SUPABASE_DB_URL', 'MAIL_RETRY_SECRET'],
} as const;

export type DeployKind = keyof typeof DEPLOY_NEEDS;

export const missingSecrets = (kind: DeployKind, env: Record<string, string | undefined>): string[] => DEPLOY_NEEDS[kind].filter((name) => !env[name]?.trim());

/** Files whose change is content alone: validate and the build check everything they can break. */
export const isContentFile = (file: string) => file === 'pages.yaml' || file.startsWith('site/');

/** A change of content alone goes live after validate and the build; any other file waits for the whole suite. */
export const isContentOnly = (files: readonly string[]) => files.length > 0 && files.every(isContentFile);

/** What the enquiry function bundles or reads (supabase/functions/send-contact-email and its imports), and the database's set-up. */
export const isBackendFile = (file: string) =>
  /^(supabase\/|src\/server\/enquiries\/|src\/enquiry\/|schema\/generated\/)/.test(file) || file === 'site/business.yaml' || file === 'schema/enquiry.schema.json';

/**
 * What a push to main may skip. The browser suite only when every change since a commit that is already live is content:
 * a change of content on top of code still waiting for its suite waits with it.
 */
export function pushVerdict(files: readonly string[], baseIsLive: boolean): { contentOnly: boolean; backend: boolean; reason: string } {
  // Files unknown (a first push, a force-push, a run by hand): the backend is deployed too.
  const backend = files.length === 0 || files.some(isBackendFile);
  if (!baseIsLive) return { contentOnly: false, backend, reason: 'the commit before this push is not known to be live: the whole suite runs' };
  const contentOnly = isContentOnly(files);
  return { contentOnly, backend, reason: `${files.length} file(s) changed: ${contentOnly ? 'content only, live after validate and the build' : 'code too, live after the whole suite'}` };
}

/** The deployment's address in wrangler's output ("Take a peek over at https://….pages.dev"). */
export function deploymentUrl(output: string): string | undefined {
  return /https:\/\/[\w.-]+\.pages\.dev\b/.exec(output)?.[0];
}

/** The commit status a draft's preview link is posted under; the editor reads exactly this one (src/editor/backend.ts). */
export const PREVIEW_STATUS_CONTEXT = 'deploy/cloudflare-pages';
/** Posted on a commit once it is live in production: a later change of content alone may then skip the browser suite. */
export const LIVE_STATUS_CONTEXT = 'live/production';

/**
 * A statement with exactly the values it names: its placeholders renumbered $1, $2… in order of first use, as PostgreSQL
 * refuses a value the statement never uses ("could not determine data type of parameter $1").
 */
export function ownParameters(statement: string, values: readonly string[]): { text: string; parameters: string[] } {
  const used: number[] = [];
  const text = statement.replace(/\$(\d+)\b/g, (_, digits: string) => {
    const given = Number(digits);
    if (given < 1 || given > values.length) throw new Error(`${statement}\nnames $${given}, but only ${values.length} value(s) are passed`);
    if (!used.includes(given)) used.push(given);
    return `$${used.indexOf(given) + 1}`;
  });
  return { text, parameters: used.map((given) => values[given - 1]!) };
}
