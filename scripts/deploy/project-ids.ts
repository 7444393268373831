// The three settings that each name the Supabase project: the function is deployed to SUPABASE_PROJECT_ID, the form posts
// to VITE_SUPABASE_URL with VITE_SUPABASE_ANON_KEY. A typo in one deploys the function where the form never posts.

/** A setting that names a project, and the project ref it names. */
export interface ProjectMention {
  setting: string;
  ref: string;
}

/** The project each setting present names: the ref itself, the URL's subdomain (https://<ref>.supabase.co), the anon key's "ref" claim. */
export function projectMentions(env: Record<string, string | undefined>): ProjectMention[] {
  const mentions: ProjectMention[] = [];
  const id = env.SUPABASE_PROJECT_ID?.trim();
  if (id) mentions.push({ setting: 'SUPABASE_PROJECT_ID', ref: id });
  const urlRef = /^https?:\/\/([a-z0-9]+)\.supabase\.co\/?$/i.exec(env.VITE_SUPABASE_URL?.trim() ?? '')?.[1];
  if (urlRef) mentions.push({ setting: 'VITE_SUPABASE_URL', ref: urlRef.toLowerCase() });
  const keyRef = jwtClaim(env.VITE_SUPABASE_ANON_KEY?.trim() ?? '', 'ref');
  if (keyRef) mentions.push({ setting: 'VITE_SUPABASE_ANON_KEY', ref: keyRef });
  return mentions;
}

/** A claim of a JWT's payload (a Supabase legacy key); the new sb_publishable_ keys carry none. */
export function jwtClaim(token: string, claim: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const value = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>)[claim];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** One line for each setting that names another project than the first setting present; none when they agree. */
export function projectMismatches(env: Record<string, string | undefined>): { what: string; problem: string; fix: string }[] {
  const [first, ...others] = projectMentions(env);
  return others
    .filter((other) => other.ref !== first!.ref)
    .map((other) => ({
      what: `${first!.setting} and ${other.setting}`,
      problem: `name different Supabase projects: ${first!.setting} names "${first!.ref}", ${other.setting} names "${other.ref}", so the function would be deployed to one project while the form posts to another`,
      fix: 'set all three from the same project (Supabase dashboard → Project Settings: the Project ID, the API URL https://<project-id>.supabase.co and its anon key)',
    }));
}
