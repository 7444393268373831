// The Schedule panel of a Ready draft (npm run edit's /_schedule, scripts/build/vite-plugin-schedule.ts): a publish time
// and an optional end typed as the team reads the clock in the business's zone, each shown in words as it is typed; the
// draft's schedule, with why its due publish was refused, and Unschedule. Its time fields are the Releases panel's too.
import { useState, type CSSProperties } from 'react';
import { clockInZone, instantInZone, whenInWords } from '../schedule';
// The one name the editor asks for (NameDialog.tsx): a scheduled publish carries it.
import { NAME_KEY } from '../NameDialog';

export const SCHEDULE_API = '/_schedule/api';

/** A scheduled item as the schedule lists it (scripts/schedule/scheduled-drafts.ts). */
export interface ListedItem {
  kind: 'draft' | 'release';
  /** The draft's branch, or the release's id. */
  name: string;
  state: 'scheduled' | 'published' | 'ended';
  stateInWords: string;
  publishInWords: string;
  endInWords?: string;
  sendTo?: string;
  problem?: string;
}

export interface Schedule {
  items: ListedItem[];
  timeZone: string;
}

/** Where the schedule is kept, when not npm run edit's /_schedule/api: on the live site, the drafts' pull requests (github-schedule.ts). */
let keptElsewhere: { ask: (body: object) => Promise<{ schedule?: Schedule; error?: string }>; publishedBy: string } | undefined;
/** Keeps the schedule through `ask` (main.tsx on GitHub), published as `publishedBy` says. */
export function keepScheduleWith(ask: (body: object) => Promise<{ schedule?: Schedule; error?: string }>, publishedBy: string) {
  keptElsewhere = { ask, publishedBy };
}

export async function askSchedule(body: object): Promise<{ schedule?: Schedule; error?: string }> {
  if (keptElsewhere) return keptElsewhere.ask(body);
  const response = await fetch(SCHEDULE_API, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const data = (await response.json()) as Schedule & { error?: string };
  return response.ok ? { schedule: data } : { error: data.error ?? `The schedule answered ${response.status}.` };
}

/** A draft's or a release's schedule in the editor's words: "Scheduled Mon 2 June, 9:00 AEST", with its end. */
export const scheduleInWords = (item: ListedItem) =>
  `${item.stateInWords} ${item.publishInWords}${item.endInWords ? `, ends ${item.endInWords} (visitors then go to ${item.sendTo})` : ''}`;

const colours = { text: '#313d3e', muted: '#798291', line: '#dfdfe3', blue: '#3a69c7', lightBlue: '#e8f5fe', red: '#a3002b' };
const panel: CSSProperties = { position: 'fixed', top: 0, right: 0, bottom: 0, width: 440, maxWidth: '100vw', zIndex: 400, background: '#fff', color: colours.text, boxShadow: '0 2px 54px rgba(0,0,0,0.25)', display: 'flex', flexDirection: 'column', gap: 12, font: '14px/1.5 system-ui, -apple-system, sans-serif', overflowY: 'auto' };
const head: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '16px 20px', borderBottom: `1px solid ${colours.line}` };
const action: CSSProperties = { font: 'inherit', fontWeight: 600, fontSize: 13, padding: '4px 12px', borderRadius: 5, border: 0, cursor: 'pointer', background: colours.lightBlue, color: colours.blue };
const strong: CSSProperties = { ...action, background: colours.blue, color: '#fff', padding: '6px 16px' };
const notice: CSSProperties = { margin: '0 20px', padding: '10px 12px', borderRadius: 5, whiteSpace: 'pre-wrap' };
const field: CSSProperties = { display: 'block', margin: '0 20px' };
const input: CSSProperties = { display: 'block', width: '100%', boxSizing: 'border-box', font: 'inherit', padding: '6px 8px', marginTop: 4, border: `2px solid ${colours.line}`, borderRadius: 5 };
const hint: CSSProperties = { display: 'block', color: colours.muted, fontSize: 13, marginTop: 2 };

/** What a typed time says: its moment in words, or why it names none (a time the clocks skip). */
function typedInWords(timeZone: string, typed: string) {
  if (!typed) return undefined;
  const read = instantInZone(timeZone, typed);
  return 'problem' in read ? { problem: read.problem } : { words: whenInWords(timeZone, read.instant) };
}

function TypedTime({ timeZone, typed }: { timeZone: string; typed: string }) {
  const read = typedInWords(timeZone, typed);
  if (!read) return null;
  return read.problem ? <span style={{ ...hint, color: colours.red }}>{read.problem}</span> : <span style={hint}>{read.words}</span>;
}

/** The name the editor gave (NameDialog.tsx), which a scheduled publish carries as its author. */
export const editorName = () => localStorage.getItem(NAME_KEY)?.trim() || undefined;

interface FormProps {
  timeZone: string;
  busy: boolean;
  endLabel: string;
  /** What the end does, in the editor's words. */
  endHint: string;
  onSchedule: (times: { publishAt: string; endAt: string; sendTo: string }) => void;
}

/** The times a schedule asks for: a publish time and an optional end with the page its visitors then go to. */
export function ScheduleForm({ timeZone, busy, endLabel, endHint, onSchedule }: FormProps) {
  // An hour from now, on the minute, as a first suggestion.
  const [publishAt, setPublishAt] = useState(() => clockInZone(timeZone, Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000));
  const [endAt, setEndAt] = useState('');
  const [sendTo, setSendTo] = useState('');
  return (
    <form
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSchedule({ publishAt, endAt, sendTo });
      }}
    >
      <p style={{ ...field, color: colours.muted }}>Times are the business's clock ({timeZone}), whatever this computer's clock says.</p>
      <label style={field}>
        Publish at
        <input type="datetime-local" required value={publishAt} onChange={(event) => setPublishAt(event.target.value)} style={input} />
        <TypedTime timeZone={timeZone} typed={publishAt} />
      </label>
      <label style={field}>
        {endLabel}
        <input type="datetime-local" value={endAt} onChange={(event) => setEndAt(event.target.value)} style={input} />
        <TypedTime timeZone={timeZone} typed={endAt} />
        <span style={hint}>{endHint}</span>
      </label>
      {endAt ? (
        <label style={field}>
          At the end, send visitors to
          <input value={sendTo} placeholder="/contact" onChange={(event) => setSendTo(event.target.value)} style={input} />
        </label>
      ) : null}
      <div style={{ margin: '0 20px' }}>
        <button type="submit" style={strong} disabled={busy}>
          Schedule
        </button>
      </div>
    </form>
  );
}

interface Props {
  collection: string;
  slug: string;
  label: string;
  schedule: Schedule;
  onChanged: (schedule: Schedule) => void;
  onClose: () => void;
}

export function SchedulePanel({ collection, slug, label, schedule, onChanged, onClose }: Props) {
  const { timeZone } = schedule;
  const item = schedule.items.find((entry) => entry.name === `cms/${collection}/${slug}` && entry.state === 'scheduled');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async (body: object) => {
    setBusy(true);
    setProblem(undefined);
    const answer = await askSchedule({ collection, slug, ...body }).catch((error: unknown) => ({ error: `The schedule could not be reached: ${String(error)}`, schedule: undefined }));
    setBusy(false);
    if (answer.schedule) onChanged(answer.schedule);
    else setProblem(answer.error);
  };
  const editor = editorName();

  return (
    <aside style={panel} role="dialog" aria-label={`Schedule ${label}`}>
      <div style={head}>
        <h2 style={{ margin: 0, fontSize: 18 }}>Schedule {label}</h2>
        <button type="button" style={action} onClick={onClose}>
          Close
        </button>
      </div>
      {item ? (
        <>
          <p role="status" style={{ ...notice, background: '#e8f5fe' }}>
            {scheduleInWords(item)}. It is published at that time, checked as Publish checks it, {keptElsewhere?.publishedBy ?? 'while npm run edit runs on this computer'}.
          </p>
          {item.problem ? (
            <p role="alert" style={{ ...notice, background: '#fcefea', color: colours.red }}>
              It stays Scheduled: {item.problem}
            </p>
          ) : null}
          <div style={{ margin: '0 20px' }}>
            <button type="button" style={strong} disabled={busy} onClick={() => void send({ action: 'unschedule' })}>
              Unschedule
            </button>
          </div>
        </>
      ) : (
        <ScheduleForm
          timeZone={timeZone}
          busy={busy}
          endLabel="End at (optional, a new page only)"
          endHint="At the end the page is removed and its address sends visitors to the page below."
          onSchedule={(times) => void send({ action: 'schedule', ...times, ...(editor ? { editor } : {}) })}
        />
      )}
      {problem ? (
        <p role="alert" style={{ ...notice, background: '#fcefea', color: colours.red }}>
          {problem}
        </p>
      ) : null}
    </aside>
  );
}
