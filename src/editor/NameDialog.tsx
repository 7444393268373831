// The editor asks for the author's name in its own dialog, once on this computer: saves and publishes carry it, and
// History and the newer-version notice show it. Never the browser's pop-up, which reads as the site's, not the editor's.
import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

export const NAME_KEY = 'editor-name';

const box: CSSProperties = { position: 'fixed', inset: 0, zIndex: 10_000, background: 'rgba(15, 23, 42, 0.45)', display: 'grid', placeItems: 'center', fontFamily: 'system-ui, sans-serif' };
const panel: CSSProperties = { background: '#fff', color: '#1e293b', borderRadius: 8, padding: 24, width: 'min(480px, 94vw)', boxShadow: '0 12px 40px rgba(0,0,0,0.3)' };
const field: CSSProperties = { display: 'block', width: '100%', boxSizing: 'border-box', font: 'inherit', padding: '8px 10px', margin: '6px 0 4px', border: '1px solid #798291', borderRadius: 4 };
const button = (primary: boolean): CSSProperties => ({ font: 'inherit', padding: '8px 16px', borderRadius: 4, cursor: 'pointer', border: '1px solid #3a69c7', background: primary ? '#3a69c7' : '#fff', color: primary ? '#fff' : '#3a69c7' });

/** A name as it is kept: trimmed, at most 80 characters; undefined when nothing was typed. */
export const nameGiven = (typed: string) => typed.trim().slice(0, 80) || undefined;

function NameDialog({ onAnswer }: { onAnswer: (name: string | undefined) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameGiven(typed)) onAnswer(nameGiven(typed));
  };
  return (
    <div style={box}>
      <form role="dialog" aria-modal="true" aria-labelledby="editor-name-title" aria-describedby="editor-name-why" style={panel} onSubmit={submit} onKeyDown={(event) => event.key === 'Escape' && onAnswer(undefined)}>
        <h2 id="editor-name-title" style={{ margin: '0 0 8px', fontSize: 20 }}>
          Who is editing?
        </h2>
        <p id="editor-name-why" style={{ margin: '0 0 12px' }}>
          Your name goes with every change you save, so that others see in History who changed a page. It is asked once and remembered on this computer.
        </p>
        <label htmlFor="editor-name-field" style={{ fontWeight: 600 }}>
          Your name
        </label>
        <input id="editor-name-field" ref={input} style={field} value={typed} autoComplete="name" required onChange={(event) => setTyped(event.target.value)} />
        <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end', marginTop: 16 }}>
          <button type="button" style={button(false)} onClick={() => onAnswer(undefined)}>
            Not now
          </button>
          <button type="submit" style={button(true)} disabled={!nameGiven(typed)}>
            Save with this name
          </button>
        </div>
      </form>
    </div>
  );
}

/** Asks for the name in the editor's dialog; resolves with it (kept on this computer), or undefined for "Not now". */
export function askForName(): Promise<string | undefined> {
  return new Promise((resolve) => {
    const holder = document.body.appendChild(document.createElement('div'));
    const root = createRoot(holder);
    const back = document.activeElement as HTMLElement | null;
    root.render(
      <NameDialog
        onAnswer={(name) => {
          root.unmount();
          holder.remove();
          back?.focus();
          if (name) localStorage.setItem(NAME_KEY, name);
          resolve(name);
        }}
      />,
    );
  });
}
