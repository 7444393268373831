// A publish refused for problems in the page: a notice over the form that stays until dismissed, one line a problem in
// the form's words, each taking the marketer to its field (opened, scrolled into view, marked); the file and line only
// as a detail for a developer. Decap's own notice fades after a few seconds and shows the report in one paragraph.
import { type CSSProperties } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { problemInWords, type Problem } from '../content/problems';

const panel: CSSProperties = { position: 'fixed', top: 72, left: 16, zIndex: 300, width: 'min(560px, 46vw)', maxHeight: '60vh', overflow: 'auto', background: '#fcefea', color: '#5c0018', border: '2px solid #a3002b', borderRadius: 8, padding: '12px 16px', boxShadow: '0 6px 24px rgba(0,0,0,0.2)', font: '14px/1.5 system-ui, sans-serif' };
const link: CSSProperties = { font: 'inherit', textAlign: 'left', background: 'none', border: 0, padding: 0, color: 'inherit', textDecoration: 'underline', cursor: 'pointer' };
const dismiss: CSSProperties = { font: 'inherit', fontWeight: 600, padding: '4px 12px', borderRadius: 5, border: '1px solid #a3002b', background: '#fff', color: '#a3002b', cursor: 'pointer' };

/** What a marketer reads of a problem: where it is in the form, then what is wrong and how to fix it. */

/** A control of Decap's form that opens and focuses a field below it by its dotted path (header.links.1.href). */
interface FormPane {
  focus: (path: string) => void;
  childRefs: object;
}

/** Decap's form (EditorControlPane), found from one of its fields through React's own record of the components. */
function formPane(): FormPane | undefined {
  const inForm = document.querySelector('[class*="ControlPaneContainer"] label, [class*="ControlPaneContainer"] input');
  if (!inForm) return undefined;
  const key = Object.keys(inForm).find((name) => name.startsWith('__reactFiber$'));
  let fiber = key ? (inForm as unknown as Record<string, { stateNode?: unknown; return?: unknown }>)[key] : undefined;
  while (fiber) {
    const component = fiber.stateNode as Partial<FormPane> | null | undefined;
    if (component && typeof component.focus === 'function' && component.childRefs) return component as FormPane;
    fiber = fiber.return as typeof fiber;
  }
  return undefined;
}

const MARK = 'data-refused-field';

/** Opens the field at `field` (a dotted path in the entry's file), scrolls to it and marks it until it is changed. */
export function goToField(field: string) {
  if (!field) return;
  formPane()?.focus(field);
  // Decap opens collapsed items on focus; the field is there a frame or two later.
  let tries = 0;
  const mark = () => {
    // Until Decap has moved the focus into the form (it was on the Publish menu).
    const focused = document.activeElement?.closest('[class*="ControlPaneContainer"]') ? document.activeElement : undefined;
    // The field with its label and hint: Decap's box of a field holds its label in a bar above the control.
    const control = focused ? (focused.closest('div:has(> div > label)') ?? focused) : undefined;
    if (!control && tries++ < 60) return void requestAnimationFrame(mark);
    if (!control) return;
    for (const marked of document.querySelectorAll(`[${MARK}]`)) marked.removeAttribute(MARK);
    control.setAttribute(MARK, '');
    (control as HTMLElement).style.outline = '3px solid #a3002b';
    (control as HTMLElement).style.outlineOffset = '4px';
    control.scrollIntoView({ block: 'center' });
    control.addEventListener('input', () => ((control as HTMLElement).style.outline = ''), { once: true });
  };
  requestAnimationFrame(mark);
}

function RefusalNotice({ heading, problems, file, onDismiss }: { heading: string; problems: Problem[]; file: string; onDismiss: () => void }) {
  return (
    <section role="alert" aria-label={heading} style={panel}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <strong style={{ fontSize: 16 }}>{heading}</strong>
        <button type="button" style={dismiss} onClick={onDismiss}>
          Dismiss
        </button>
      </div>
      <ul style={{ margin: '8px 0 0', paddingLeft: 18 }}>
        {problems.map((problem) => (
          <li key={`${problem.file}:${problem.field}:${problem.message}`} style={{ marginBottom: 6 }}>
            {problem.file === file && problem.field ? (
              <button type="button" style={link} onClick={() => goToField(problem.field)}>
                {problemInWords(problem)}
              </button>
            ) : (
              problemInWords(problem)
            )}
            <details style={{ fontSize: 12, color: '#798291' }}>
              <summary>For a developer</summary>
              {problem.file}, line {problem.line}, column {problem.col}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

let shown: { root: Root; holder: HTMLElement } | undefined;

/** Shows the refusal of `file`'s publish until dismissed (or until the next refusal replaces it), and goes to its first field. */
export function showRefusal(heading: string, problems: Problem[], file: string) {
  hideRefusal();
  const holder = document.body.appendChild(document.createElement('div'));
  const root = createRoot(holder);
  shown = { root, holder };
  root.render(<RefusalNotice heading={heading} problems={problems} file={file} onDismiss={hideRefusal} />);
  const first = problems.find((problem) => problem.file === file && problem.field);
  if (first) goToField(first.field);
}

export function hideRefusal() {
  shown?.root.unmount();
  shown?.holder.remove();
  shown = undefined;
}
