// The notice a save refused over a newer version brings up: who changed the page and when, the editor's changes beside
// the newer version's, and "Apply my changes again" (merge-fields.ts), which saves them over the newer version.
import { useEffect, useRef, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import type { FieldChange, FieldMerge } from './merge-fields';

export interface NewerVersionNotice {
  author: string;
  /** When, as the editor shows dates (dates.ts): 28 Nov 2026, 8:50 pm. */
  date: string;
  /** The editor's changes since the version they opened, each with its place in the form's words. */
  mine: Array<FieldChange & { place: string }>;
  /** The newer version's changes since then. */
  theirs: Array<FieldChange & { place: string }>;
  merge: FieldMerge;
  /** Places of `merge.notApplied`, in the form's words. */
  clashes: string[];
}

const shown = (value: unknown) => {
  const text = value === undefined ? '(removed)' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
};

const box: CSSProperties = { position: 'fixed', inset: 0, zIndex: 10_000, background: 'rgba(15, 23, 42, 0.45)', display: 'grid', placeItems: 'center', fontFamily: 'system-ui, sans-serif' };
const panel: CSSProperties = { background: '#fff', color: '#1e293b', borderRadius: 8, padding: 24, width: 'min(920px, 94vw)', maxHeight: '88vh', overflow: 'auto', boxShadow: '0 12px 40px rgba(0,0,0,0.3)' };
const button = (primary: boolean): CSSProperties => ({ font: 'inherit', padding: '8px 16px', borderRadius: 4, cursor: 'pointer', border: '1px solid #3a69c7', background: primary ? '#3a69c7' : '#fff', color: primary ? '#fff' : '#3a69c7' });

function Changes({ title, changes }: { title: string; changes: NewerVersionNotice['mine'] }) {
  return (
    <section aria-label={title} style={{ flex: 1, minWidth: 0 }}>
      <h3 style={{ fontSize: 15, margin: '0 0 8px' }}>{title}</h3>
      {changes.length ? (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {changes.map((change) => (
            <li key={change.at.join('.')} style={{ marginBottom: 6 }}>
              <strong>{change.place}</strong>: {shown(change.value)}
            </li>
          ))}
        </ul>
      ) : (
        <p>No field changed.</p>
      )}
    </section>
  );
}

function NewerVersionDialog({ notice, onApply, onClose }: { notice: NewerVersionNotice; onApply: () => void; onClose: () => void }) {
  const apply = useRef<HTMLButtonElement>(null);
  useEffect(() => apply.current?.focus(), []);
  return (
    <div style={box}>
      <div role="alertdialog" aria-modal="true" aria-labelledby="newer-version-title" aria-describedby="newer-version-who" style={panel}>
        <h2 id="newer-version-title" style={{ margin: '0 0 8px', fontSize: 20 }}>
          This page changed after you opened it
        </h2>
        <p id="newer-version-who">
          {notice.author} saved a newer version on {notice.date}. Your changes were not saved, and theirs were not overwritten.
        </p>
        <div style={{ display: 'flex', gap: 24, margin: '16px 0' }}>
          <Changes title="Your changes" changes={notice.mine} />
          <Changes title={`${notice.author}'s changes in the newer version`} changes={notice.theirs} />
        </div>
        {notice.clashes.length > 0 && (
          <p role="note" style={{ background: '#fef3c7', padding: 8, borderRadius: 4 }}>
            You both changed {notice.clashes.join('; ')}: the newer text stays there. Type yours again after applying if it should win.
          </p>
        )}
        <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
          <button type="button" style={button(false)} onClick={onClose}>
            Close
          </button>
          <button ref={apply} type="button" style={button(true)} onClick={onApply} disabled={!notice.merge.applied.length}>
            Apply my changes again
          </button>
        </div>
      </div>
    </div>
  );
}

/** Shows the notice over the editor until it is closed or applied. */
export function showNewerVersion(notice: NewerVersionNotice, onApply: () => void) {
  const holder = document.createElement('div');
  document.body.append(holder);
  const root = createRoot(holder);
  const close = () => {
    root.unmount();
    holder.remove();
  };
  root.render(
    <NewerVersionDialog
      notice={notice}
      onClose={close}
      onApply={() => {
        close();
        onApply();
      }}
    />,
  );
}
