// The editor's ways into releases (npm run edit's backend, or GitHub's: release-calls.ts): a Release button in every entry's toolbar, beside History, for
// the entry's draft, and a Releases button in the top bar, beside Workflow, for the list (in the bar, not floating over
// the form, where it would hide a field). The panel's code loads on the first click, so the editor opens as before.
import { createRoot } from 'react-dom/client';
import type { ReleaseCalls, ReleaseFeatures } from './release-calls';

/** How often the toolbar and the top bar are looked at: Decap draws them anew when an entry or a list opens. */
const LOOK_EVERY_MS = 400;

const buttonStyle = 'font:inherit;font-size:14px;font-weight:700;margin:0 8px;padding:0 15px;height:36px;line-height:36px;border:0;border-radius:6px;cursor:pointer;background:#e8f5fe;color:#3a69c7';

interface EntryCollection {
  name: string;
  label?: string;
  files?: ReadonlyArray<{ name: string; label?: string }>;
}

/** The draft an entry's address names (#/collections/pages/entries/home → pages/home), with its name in words. */
export function draftOfAddress(collections: readonly EntryCollection[], hash: string): { id: string; label: string } | undefined {
  const found = /^#\/collections\/([A-Za-z0-9_-]+)\/entries\/([A-Za-z0-9_-]+)$/.exec(hash);
  if (!found) return undefined;
  const [, name, slug] = found as unknown as [string, string, string];
  const collection = collections.find((entry) => entry.name === name);
  if (!collection) return undefined;
  const file = collection.files?.find((entry) => entry.name === slug);
  return { id: `${name}/${slug}`, label: file?.label ?? `${collection.label ?? name} › ${slug}` };
}

export function startReleases({ calls, features, collections }: { calls: ReleaseCalls; features?: ReleaseFeatures; collections: readonly EntryCollection[] }) {
  const holder = document.body.appendChild(document.createElement('div'));
  const root = createRoot(holder);
  const close = () => root.render(null);
  const show = async (draft?: { id: string; label: string }) => {
    const { ReleasesPanel } = await import('./ReleasesPanel');
    root.render(<ReleasesPanel key={draft?.id ?? 'all'} calls={calls} features={features} draft={draft} onClose={close} />);
  };

  const entryButton = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Release' });
  entryButton.setAttribute('style', buttonStyle);
  entryButton.setAttribute('aria-haspopup', 'dialog');
  entryButton.addEventListener('click', () => void show(draftOfAddress(collections, location.hash)));

  const listButton = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Releases' });
  listButton.setAttribute('style', buttonStyle);
  listButton.setAttribute('aria-haspopup', 'dialog');
  listButton.addEventListener('click', () => void show());
  const listItem = document.createElement('li');
  // Centred in the bar's height, as its links are.
  listItem.setAttribute('style', 'display:flex;align-items:center');
  listItem.append(listButton);

  window.addEventListener('hashchange', close);
  setInterval(() => {
    const topBar = document.querySelector('[class*="AppHeaderNavList"]');
    if (topBar && listItem.parentElement !== topBar) topBar.append(listItem);
    const toolbar = document.querySelector('[class*="ToolbarSubSectionLast"]');
    if (!draftOfAddress(collections, location.hash) || !toolbar) return entryButton.remove();
    if (entryButton.parentElement !== toolbar) toolbar.prepend(entryButton);
  }, LOOK_EVERY_MS);
}
