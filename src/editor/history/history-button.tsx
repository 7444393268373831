// The History button in the editor's toolbar of every entry (pages, routes, business facts, navigation): it opens the
// entry's History panel. Decap offers no place in its toolbar, so the button is put beside its Publish button.
import { createRoot } from 'react-dom/client';
import { entryFileOf, hostHistoryUrl, type EntryCollection } from './entry-file';
import { HistoryPanel } from './HistoryPanel';

interface HistoryOptions {
  collections: readonly EntryCollection[];
  /** The backend the editor uses; `local`: npm run edit's, whose server reads the history from git. */
  backend: { name: string; repo: string; branch: string };
  local: boolean;
  /** The business's time zone, once the site is read. */
  timeZone: () => string | undefined;
}

/** How often the toolbar is looked at: Decap draws it anew when an entry opens. */
const LOOK_EVERY_MS = 400;

const buttonStyle = 'font:inherit;font-size:14px;font-weight:700;margin:0 8px;padding:0 15px;height:36px;line-height:36px;border:0;border-radius:6px;cursor:pointer;background:#e8f5fe;color:#3a69c7';

/** Reads the open entry again from the backend: away to its collection and back, as Decap loads an entry when it opens. */
function reopenEntry() {
  const entry = location.hash;
  location.hash = entry.replace(/\/entries\/.*$/, '');
  setTimeout(() => (location.hash = entry), 50);
}

export function startHistory({ collections, backend, local, timeZone }: HistoryOptions) {
  const holder = document.body.appendChild(document.createElement('div'));
  const root = createRoot(holder);
  const button = Object.assign(document.createElement('button'), { type: 'button', textContent: 'History' });
  button.setAttribute('style', buttonStyle);
  button.setAttribute('aria-haspopup', 'dialog');
  /** The file whose history is open, if any. */
  let shown: string | undefined;
  const close = () => {
    shown = undefined;
    root.render(null);
  };
  button.addEventListener('click', () => {
    const entry = entryFileOf(collections, location.hash);
    if (!entry) return;
    shown = entry.file;
    root.render(<HistoryPanel key={entry.file} file={entry.file} label={entry.label} hostHistory={local ? undefined : hostHistoryUrl(backend, entry.file)} onClose={close} onRestored={reopenEntry} timeZone={timeZone()} />);
  });
  // Another entry closes the panel; its own entry read again (after a restore) keeps it open.
  window.addEventListener('hashchange', () => {
    const entry = entryFileOf(collections, location.hash);
    if (entry && entry.file !== shown) close();
  });
  setInterval(() => {
    const onEntry = entryFileOf(collections, location.hash) !== undefined;
    const toolbar = document.querySelector('[class*="ToolbarSubSectionLast"]');
    if (!onEntry || !toolbar) return button.remove();
    if (button.parentElement !== toolbar) toolbar.prepend(button);
  }, LOOK_EVERY_MS);
}
