// The History panel of an entry: its earlier versions from git with date, author and what changed in the form's words,
// each openable as the real page and restorable as a new version (npm run edit's /_history, scripts/build/vite-plugin-history.ts);
// on the live site, the git host's history of the file.
import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { dateTimeIn } from '../dates';
// The one name the editor asks for (NameDialog.tsx): saves, publishes and restores carry it.
import { NAME_KEY } from '../NameDialog';

export const HISTORY_API = '/_history/api';

interface Version {
  commit: string;
  date: string;
  author: string;
  subject: string;
  changes: string[];
  current: boolean;
}

interface Versions {
  /** Who git commits as here; null when nobody is set, and the editor asks once. */
  author: string | null;
  /** What was saved in the folder since the last commit, when anything was. */
  uncommitted: string[] | null;
  versions: Version[];
}

const colours = { text: '#313d3e', muted: '#798291', line: '#dfdfe3', blue: '#3a69c7', lightBlue: '#e8f5fe', red: '#a3002b' };
const panel: CSSProperties = { position: 'fixed', top: 0, right: 0, bottom: 0, width: 440, maxWidth: '100vw', zIndex: 400, background: '#fff', color: colours.text, boxShadow: '0 2px 54px rgba(0,0,0,0.25)', display: 'flex', flexDirection: 'column', font: '14px/1.5 system-ui, -apple-system, sans-serif' };
const head: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '16px 20px', borderBottom: `1px solid ${colours.line}` };
const list: CSSProperties = { listStyle: 'none', margin: 0, padding: '8px 20px 20px', overflowY: 'auto', flex: 1 };
const item: CSSProperties = { borderBottom: `1px solid ${colours.line}`, padding: '14px 0' };
const action: CSSProperties = { font: 'inherit', fontWeight: 600, fontSize: 13, padding: '4px 12px', borderRadius: 5, border: 0, cursor: 'pointer', background: colours.lightBlue, color: colours.blue, textDecoration: 'none', display: 'inline-block' };
const strong: CSSProperties = { ...action, background: colours.blue, color: '#fff' };
const notice: CSSProperties = { margin: '12px 20px 0', padding: '10px 12px', borderRadius: 5, whiteSpace: 'pre-wrap' };

async function ask(body: object): Promise<{ status: number; data: Record<string, unknown> }> {
  const response = await fetch(HISTORY_API, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

function Changes({ lines }: { lines: string[] }) {
  if (!lines.length) return <p style={{ margin: '4px 0', color: colours.muted }}>Only the layout of the file changed (spacing or comments).</p>;
  return (
    <ul style={{ margin: '4px 0 8px', paddingLeft: 18 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

interface Props {
  file: string;
  label: string;
  /** The git host's page of the file's history, on the live site; undefined with npm run edit's history. */
  hostHistory?: string;
  onClose: () => void;
  /** Called after a restore: the form shows the entry as it was, and is read again. */
  onRestored: () => void;
  /** The business's time zone (site/business.yaml), which every date is given in. */
  timeZone?: string;
}

export function HistoryPanel({ file, label, hostHistory, onClose, onRestored, timeZone }: Props) {
  const when = (date: string) => dateTimeIn(timeZone, date);
  const [versions, setVersions] = useState<Versions>();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [confirming, setConfirming] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState(() => localStorage.getItem(NAME_KEY) ?? '');

  const read = useCallback(async () => {
    const { status, data } = await ask({ action: 'versions', file });
    if (status === 200) setVersions(data as unknown as Versions);
    else setProblem(String(data.error));
  }, [file]);

  useEffect(() => {
    if (!hostHistory) void read().catch((error: unknown) => setProblem(`The history could not be read: ${String(error)}`));
  }, [read, hostHistory]);

  const restore = async (version: Version) => {
    setBusy(true);
    setProblem(undefined);
    if (name.trim()) localStorage.setItem(NAME_KEY, name.trim());
    const { status, data } = await ask({ action: 'restore', file, commit: version.commit, ...(name.trim() && { author: name.trim() }) });
    setBusy(false);
    setConfirming(undefined);
    if (status !== 200) return setProblem(String(data.error));
    setDone(`Restored the version of ${when(version.date)} by ${version.author} as a new version. The form now shows it.`);
    await read();
    onRestored();
  };

  const needsName = versions && versions.author === null;
  return (
    <aside style={panel} role="dialog" aria-label={`History of ${label}`}>
      <div style={head}>
        <h2 style={{ margin: 0, fontSize: 18 }}>History of {label}</h2>
        <button type="button" style={action} onClick={onClose}>
          Close
        </button>
      </div>
      {hostHistory ? (
        <p style={{ padding: '0 20px' }}>
          Every version of this entry is a commit of <code>{file}</code>.{' '}
          <a href={hostHistory} target="_blank" rel="noreferrer">
            See its history on the git host
          </a>
          : open a version to see it, and restore one by copying its text back into the form and publishing.
        </p>
      ) : null}
      {done ? (
        <p role="status" style={{ ...notice, background: '#e3f6ec', color: '#005614' }}>
          {done}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" style={{ ...notice, background: '#fcefea', color: colours.red }}>
          {problem}
        </p>
      ) : null}
      {needsName ? (
        <label style={{ display: 'block', margin: '12px 20px 0' }}>
          Your name (saved with each version you restore)
          <input value={name} onChange={(event) => setName(event.target.value)} style={{ display: 'block', width: '100%', font: 'inherit', padding: '6px 8px', marginTop: 4, border: `2px solid ${colours.line}`, borderRadius: 5 }} />
        </label>
      ) : null}
      {!hostHistory && !versions && !problem ? <p style={{ padding: '0 20px' }}>Reading the history…</p> : null}
      {versions ? (
        <ol style={list} aria-label="Versions, newest first">
          {versions.uncommitted ? (
            <li style={item}>
              <strong>Saved in this folder, not yet committed</strong>
              <Changes lines={versions.uncommitted} />
            </li>
          ) : null}
          {versions.versions.map((version) => (
            <li key={version.commit} style={item} aria-label={`Version of ${when(version.date)} by ${version.author}`}>
              <div>
                <strong>{when(version.date)}</strong> by {version.author}
                {version.current ? <span style={{ color: colours.muted }}> · current version</span> : null}
              </div>
              <Changes lines={version.changes} />
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <a style={action} href={`/_history/${version.commit}/${file}`} target="_blank" rel="noreferrer">
                  Open this version
                </a>
                {version.current ? null : confirming === version.commit ? (
                  <>
                    <button type="button" style={strong} disabled={busy || (needsName && !name.trim())} onClick={() => void restore(version)}>
                      Restore it as a new version
                    </button>
                    <button type="button" style={action} onClick={() => setConfirming(undefined)}>
                      Cancel
                    </button>
                  </>
                ) : (
                  <button type="button" style={action} onClick={() => setConfirming(version.commit)}>
                    Restore this version
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </aside>
  );
}
