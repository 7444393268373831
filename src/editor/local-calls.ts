// What the editor adds to its calls of the local backend (npm run edit): the editor's name, for the commits, and the
// version of the page it opened, so the backend can refuse a save over a newer one (src/server/editor-backend.ts).

/** The newer version a save was refused over: its file, who made it, when (ISO 8601) and its text. */
export interface NewerVersion {
  path: string;
  author: string;
  date: string;
  text: string;
  /** The file where the draft began, when the draft changed it too: the editor's changes count from there. */
  base?: string;
}

interface LocalCallHooks {
  /** The name the editor gave, if any. */
  editor: () => string | undefined;
  /** The text of `path` as the editor opened it (or last saved it). */
  opened: (path: string) => string | undefined;
  /** A save of `path` went through with `text`. */
  saved: (path: string, text: string) => void;
  /** A save was refused: the page changed after it was opened. */
  refused: (newer: NewerVersion) => void;
}

interface Call {
  action?: string;
  params?: { dataFiles?: Array<{ path: string; raw: string }>; [key: string]: unknown };
  [key: string]: unknown;
}

/** Wraps the page's fetch for calls of the backend at `url`; every other request goes as it was. */
export function watchLocalCalls(url: string, hooks: LocalCallHooks) {
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (target !== url || typeof init?.body !== 'string') return send(input, init);
    const call = JSON.parse(init.body) as Call;
    const name = hooks.editor();
    if (name) call.editor = name;
    const saving = call.action === 'persistEntry' ? call.params?.dataFiles?.[0] : undefined;
    const opened = saving && hooks.opened(saving.path);
    if (saving && opened !== undefined) call.params = { ...call.params, opened };
    const response = await send(input, { ...init, body: JSON.stringify(call) });
    if (saving && response.ok) hooks.saved(saving.path, saving.raw);
    if (saving && response.status === 409) {
      const answer = (await response.clone().json()) as { changed?: NewerVersion };
      if (answer.changed) hooks.refused(answer.changed);
    }
    return response;
  };
}
