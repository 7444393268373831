// The Releases panel: the open entry's draft put in a release or taken out, and every release with its drafts (status,
// who changed each last), its whole-site Preview, Publish release, Schedule (npm run edit's /_schedule, as a draft's)
// and Take back. The backend does the work and the checking (npm run edit's scripts/build/editor-releases.ts, or
// GitHub through github-releases.ts, with the same calls: release-calls.ts); this shows its answers in its words.
import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import type { ReleaseAction, ReleaseCalls, ReleaseFeatures } from './release-calls';
import { askSchedule, editorName, ScheduleForm, scheduleInWords, type ListedItem, type Schedule } from '../scheduling/SchedulePanel';

export interface ReleaseDraft {
  id: string;
  label: string;
  status?: string;
  changedBy?: string;
  changedInWords?: string;
}

export interface ListedRelease {
  id: string;
  name: string;
  state: 'open' | 'published' | 'taken-back';
  stateInWords: string;
  previewUrl?: string;
  publishedInWords?: string;
  takenBackInWords?: string;
  drafts: ReleaseDraft[];
}

const colours = { text: '#313d3e', muted: '#798291', line: '#dfdfe3', blue: '#3a69c7', lightBlue: '#e8f5fe', red: '#a3002b', green: '#005c2e' };
const panel: CSSProperties = { position: 'fixed', top: 0, right: 0, bottom: 0, width: 480, maxWidth: '100vw', zIndex: 400, background: '#fff', color: colours.text, boxShadow: '0 2px 54px rgba(0,0,0,0.25)', display: 'flex', flexDirection: 'column', font: '14px/1.5 system-ui, -apple-system, sans-serif' };
const head: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '16px 20px', borderBottom: `1px solid ${colours.line}` };
const body: CSSProperties = { overflowY: 'auto', flex: 1, padding: '8px 20px 20px' };
const action: CSSProperties = { font: 'inherit', fontWeight: 600, fontSize: 13, padding: '4px 12px', borderRadius: 5, border: 0, cursor: 'pointer', background: colours.lightBlue, color: colours.blue, textDecoration: 'none', display: 'inline-block', marginRight: 6 };
const strong: CSSProperties = { ...action, background: colours.blue, color: '#fff' };
const box: CSSProperties = { font: 'inherit', padding: '4px 8px', border: `1px solid ${colours.line}`, borderRadius: 5, marginRight: 6 };
const notice: CSSProperties = { margin: '12px 0', padding: '10px 12px', borderRadius: 5, whiteSpace: 'pre-wrap' };

interface Props {
  /** Where the releases are kept and published: npm run edit's backend or GitHub (release-calls.ts). */
  calls: ReleaseCalls;
  /** Schedule (on the live site without its end) and Take back, which the live site does not have. */
  features?: ReleaseFeatures;
  /** The open entry's draft (<collection>/<slug>) and its name, when the panel was opened from an entry's toolbar. */
  draft?: { id: string; label: string };
  onClose: () => void;
}

export function ReleasesPanel({ calls, features = { schedule: true, takeBack: true }, draft, onClose }: Props) {
  const [releases, setReleases] = useState<ListedRelease[] | undefined>();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const [newName, setNewName] = useState('');
  const [chosen, setChosen] = useState('');
  const [sendTo, setSendTo] = useState<Record<string, string>>({});
  const [schedule, setSchedule] = useState<Schedule | undefined>();
  /** The release whose Schedule form is open. */
  const [scheduling, setScheduling] = useState<string | undefined>();

  const call = useCallback(
    async (action: ReleaseAction, params: Record<string, unknown> = {}, done?: string) => {
      setBusy(true);
      try {
        const answer = await calls(action, params);
        if (answer.releases) setReleases(answer.releases);
        if (!answer.ok) setMessage({ ok: false, text: answer.error ?? 'It was not done.' });
        else if (answer.notice ?? done) setMessage({ ok: true, text: (answer.notice ?? done)! });
        return answer.ok ? answer : undefined;
      } finally {
        setBusy(false);
      }
    },
    [calls],
  );

  useEffect(() => void call('releases'), [call]);

  /** A call of the schedule: its list taken, or its refusal shown; whether it was done. Reading the list holds no button. */
  const scheduleCall = useCallback(async (body: object, done?: string) => {
    if (done) setBusy(true);
    const answer = await askSchedule(body).catch((error: unknown) => ({ error: `The schedule could not be reached: ${String(error)}`, schedule: undefined }));
    if (done) setBusy(false);
    if (answer.schedule) setSchedule(answer.schedule);
    if (answer.error) setMessage({ ok: false, text: answer.error });
    else if (done) setMessage({ ok: true, text: done });
    return !answer.error;
  }, []);
  useEffect(() => void (features.schedule && scheduleCall({ action: 'list' })), [scheduleCall, features.schedule]);
  const scheduled = (release: ListedRelease): ListedItem | undefined => schedule?.items.find((item) => item.kind === 'release' && item.name === release.id);
  const isScheduled = (release: ListedRelease) => release.state === 'open' && scheduled(release)?.state === 'scheduled';
  /** Its state in the schedule's words while the schedule has it (Scheduled, and Ended once taken back at its end), else the release's. */
  const stateInWords = (release: ListedRelease) => {
    const item = scheduled(release);
    return isScheduled(release) || (item?.state === 'ended' && release.state === 'taken-back') ? item!.stateInWords : release.stateInWords;
  };

  const open = releases?.filter((release) => release.state === 'open') ?? [];
  const holding = draft && open.find((release) => release.drafts.some((each) => each.id === draft.id));

  return (
    <div role="dialog" aria-label="Releases" style={panel}>
      <div style={head}>
        <strong style={{ fontSize: 18 }}>Releases</strong>
        <button type="button" style={action} onClick={onClose}>
          Close
        </button>
      </div>
      <div style={body}>
        <p style={{ color: colours.muted, margin: '8px 0' }}>A release is a group of drafts that go live together, as one change checked with the whole site{features.takeBack ? ', and can be taken back together' : ''}.</p>
        {message && (
          <div role={message.ok ? 'status' : 'alert'} style={{ ...notice, background: message.ok ? '#e6f4ea' : '#fde8ec', color: message.ok ? colours.green : colours.red }}>
            {message.text}
          </div>
        )}
        {draft && (
          <section aria-label="This draft" style={{ borderBottom: `1px solid ${colours.line}`, padding: '8px 0 14px' }}>
            <h3 style={{ margin: '8px 0' }}>{draft.label}</h3>
            {holding ? (
              <p>
                In the release <strong>{holding.name}</strong>.{' '}
                <button type="button" style={action} disabled={busy} onClick={() => void call('removeFromRelease', { id: holding.id, draft: draft.id }, `${draft.label} is out of “${holding.name}”.`)}>
                  Remove from release
                </button>
              </p>
            ) : open.length ? (
              <p>
                <label>
                  Release{' '}
                  <select style={box} value={chosen || open[0]!.id} onChange={(event) => setChosen(event.target.value)}>
                    {open.map((release) => (
                      <option key={release.id} value={release.id}>
                        {release.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" style={strong} disabled={busy} onClick={() => void call('addToRelease', { id: chosen || open[0]!.id, draft: draft.id }, `${draft.label} is in the release.`)}>
                  Add to release
                </button>
              </p>
            ) : (
              <p style={{ color: colours.muted }}>No release to add it to yet: make one below.</p>
            )}
          </section>
        )}
        <form
          style={{ padding: '12px 0' }}
          onSubmit={(event) => {
            event.preventDefault();
            void call('makeRelease', { name: newName }, `Release “${newName.trim()}” made.`).then((made) => {
              if (!made) return;
              setNewName('');
              if (made.id) setChosen(made.id);
            });
          }}
        >
          <label>
            New release <input style={box} value={newName} placeholder="Spring campaign" onChange={(event) => setNewName(event.target.value)} />
          </label>
          <button type="submit" style={action} disabled={busy}>
            Make release
          </button>
        </form>
        {releases === undefined ? <p>Reading the releases…</p> : !releases.length && <p style={{ color: colours.muted }}>No releases yet.</p>}
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {releases?.map((release) => (
            <li key={release.id} aria-label={release.name} style={{ borderTop: `1px solid ${colours.line}`, padding: '14px 0' }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <strong style={{ fontSize: 16 }}>{release.name}</strong>
                <span style={{ color: release.state === 'published' ? colours.green : colours.muted }}>{stateInWords(release)}</span>
              </div>
              {release.publishedInWords && <p style={{ margin: '2px 0', color: colours.muted }}>Published by {release.publishedInWords}</p>}
              {release.takenBackInWords && <p style={{ margin: '2px 0', color: colours.muted }}>Taken back by {release.takenBackInWords}</p>}
              {isScheduled(release) && (
                <div style={{ margin: '6px 0' }}>
                  <span>{scheduleInWords(scheduled(release)!)}</span>
                  <button type="button" style={{ ...action, marginLeft: 8 }} disabled={busy} onClick={() => void scheduleCall({ action: 'unschedule', release: release.id }, `“${release.name}” is unscheduled: it waits for Publish release.`)}>
                    Unschedule
                  </button>
                  {scheduled(release)!.problem && <div style={{ ...notice, background: '#fde8ec', color: colours.red }}>It stays Scheduled: {scheduled(release)!.problem}</div>}
                </div>
              )}
              {release.state === 'published' && scheduled(release)?.state === 'published' && scheduled(release)!.endInWords && (
                <p style={{ margin: '2px 0', color: colours.muted }}>
                  {scheduleInWords(scheduled(release)!)}
                  {scheduled(release)!.problem && <span style={{ color: colours.red }}>. Not ended at its time: {scheduled(release)!.problem}</span>}
                </p>
              )}
              <ul style={{ margin: '6px 0 10px', paddingLeft: 18 }}>
                {release.drafts.map((each) => (
                  <li key={each.id}>
                    {each.label}
                    {each.status && ` · ${each.status} · changed by ${each.changedBy}, ${each.changedInWords}`}
                  </li>
                ))}
                {!release.drafts.length && <li style={{ color: colours.muted }}>No drafts: open an entry and use Release in its toolbar.</li>}
              </ul>
              {release.state === 'open' && (
                <p style={{ margin: 0 }}>
                  {release.previewUrl && (
                    <a style={action} href={release.previewUrl} target="_blank" rel="noreferrer">
                      Preview
                    </a>
                  )}
                  <button
                    type="button"
                    style={strong}
                    disabled={busy || !release.drafts.length}
                    onClick={() => {
                      if (window.confirm(`Publish “${release.name}”: its ${release.drafts.length} drafts go live together, as one change?`)) void call('publishRelease', { id: release.id }, `“${release.name}” is published.`);
                    }}
                  >
                    Publish release
                  </button>
                  {features.schedule && !isScheduled(release) && (
                    <button type="button" style={action} disabled={busy || !release.drafts.length || !schedule} aria-expanded={scheduling === release.id} onClick={() => setScheduling(scheduling === release.id ? undefined : release.id)}>
                      Schedule
                    </button>
                  )}
                  <button
                    type="button"
                    style={action}
                    disabled={busy}
                    onClick={() => {
                      const name = window.prompt('New name of the release', release.name);
                      if (name) void call('renameRelease', { id: release.id, name });
                    }}
                  >
                    Rename
                  </button>
                  <button type="button" style={action} disabled={busy} onClick={() => void call('deleteRelease', { id: release.id }, `“${release.name}” deleted; its drafts stay drafts.`)}>
                    Delete
                  </button>
                </p>
              )}
              {release.state === 'open' && !isScheduled(release) && scheduling === release.id && schedule && (
                <section aria-label={`Schedule ${release.name}`} style={{ margin: '10px -20px 0' }}>
                  <ScheduleForm
                    timeZone={schedule.timeZone}
                    busy={busy}
                    endLabel="End at (optional)"
                    endHint={
                      features.scheduleEnd === false
                        ? 'On the live site an end time is not carried out yet: leave it empty, and change the pages back by hand at the end.'
                        : 'At the end the release is taken back: its pages as they were before it, the addresses of its new pages sending visitors to the page below.'
                    }
                    onSchedule={(times) => {
                      const editor = editorName();
                      void scheduleCall({ action: 'schedule', release: release.id, ...times, ...(editor ? { editor } : {}) }, `“${release.name}” is scheduled.`).then((done) => done && setScheduling(undefined));
                    }}
                  />
                </section>
              )}
              {features.takeBack && release.state === 'published' && (
                <p style={{ margin: 0 }}>
                  <label>
                    Send visitors of its new pages to{' '}
                    <input style={{ ...box, width: 140 }} value={sendTo[release.id] ?? ''} placeholder="/contact" onChange={(event) => setSendTo({ ...sendTo, [release.id]: event.target.value })} />
                  </label>
                  <button type="button" style={strong} disabled={busy} onClick={() => void call('takeBackRelease', { id: release.id, sendAllTo: sendTo[release.id] ?? '' }, `“${release.name}” is taken back: its pages are as they were before it.`)}>
                    Take back
                  </button>
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
