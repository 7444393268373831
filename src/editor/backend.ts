// Where the editor reads and writes: the local decap-server (npm run edit) when it answers, else the git host the
// site was built for (VITE_CMS_* in .env: GitHub or GitLab, with its OAuth set-up; docs/editing.md).
export interface BackendEnv {
  VITE_CMS_BACKEND?: string;
  VITE_CMS_REPO?: string;
  VITE_CMS_BRANCH?: string;
  VITE_CMS_AUTH_URL?: string;
  VITE_CMS_APP_ID?: string;
}

/** `localBackend`: the backend address `npm run edit` put in the page; without one (the built editor) Decap looks for none. */
export function backendConfig(env: BackendEnv, localBackend?: string) {
  const name = env.VITE_CMS_BACKEND || 'github';
  return {
    backend: {
      name,
      repo: env.VITE_CMS_REPO || 'owner/repository',
      branch: env.VITE_CMS_BRANCH || 'main',
      ...(env.VITE_CMS_AUTH_URL && { base_url: env.VITE_CMS_AUTH_URL }),
      ...(name === 'gitlab' && env.VITE_CMS_APP_ID && { auth_type: 'pkce', app_id: env.VITE_CMS_APP_ID }),
      // View Preview opens the address the preview workflow posts under this status (.github/workflows/preview.yml).
      preview_context: 'deploy/cloudflare-pages',
      // A published draft is one commit on main, as locally (src/server/editor-repo.ts).
      squash_merges: true,
      commit_messages: { update: 'Edit {{collection}} “{{slug}}” in the browser editor', create: 'Add {{collection}} “{{slug}}” in the browser editor' },
    },
    // A save is a draft (a branch; on GitHub and GitLab a pull or merge request) until it is marked Ready and published.
    publish_mode: 'editorial_workflow',
    // The editor's backend on this machine (npm run edit); the built editor's policy allows no localhost address.
    local_backend: localBackend ? { url: localBackend } : false,
  };
}
