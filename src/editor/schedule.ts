// Publishing at a time: a publish time (and an end time) typed as the team reads the clock in the business's time zone
// (site/business.yaml), kept as an instant, shown as "Mon 2 June, 9:00 AEST"; and what is due at a given instant.
// Scheduled items are drafts now and releases later: the due-runner takes a publish function per kind.

/** What can be scheduled: a single draft (cms/<collection>/<slug>) or a release (a named group of drafts). */
export type ScheduledKind = 'draft' | 'release';

/** Where a scheduled item is: waiting for its time, on the site (until its end time, if any), or taken down at its end. */
export type ScheduleState = 'scheduled' | 'published' | 'ended';

export interface Scheduled {
  kind: ScheduledKind;
  /** The draft's branch, or the release's name. */
  name: string;
  /** When it goes live (ISO 8601 instant). */
  publishAt: string;
  /** When its new page comes down again (ISO 8601 instant). */
  endAt?: string;
  /** The address the new page's visitors are sent to at the end. */
  sendTo?: string;
  state: ScheduleState;
  /** Why its last due publish (or end) did not happen, in the validator's words; it stays as it was. */
  problem?: string;
}

/** The editor's words for each state. */
export const STATE_IN_WORDS: Record<ScheduleState, string> = { scheduled: 'Scheduled', published: 'Published', ended: 'Ended' };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's wall clock at `instant`, in parts (24-hour clock). */
function clockAt(timeZone: string, instant: number) {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** How far ahead of UTC the zone's clock is at `instant`, in milliseconds. */
function offsetAt(timeZone: string, instant: number) {
  const clock = clockAt(timeZone, instant);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - Math.floor(instant / 1000) * 1000;
}

/** An instant as the team reads it: "Mon 2 June, 9:00 AEST" (the zone's short name: AEST or AEDT in Sydney). */
export function whenInWords(timeZone: string, instant: string | number | Date): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone, hourCycle: 'h23', weekday: 'short', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${Number(part('hour'))}:${part('minute')} ${part('timeZoneName')}`;
}

/** An instant as a date-and-time field shows it in the zone: "2026-06-02T09:00". */
export function clockInZone(timeZone: string, instant: string | number | Date): string {
  const clock = clockAt(timeZone, new Date(instant).getTime());
  const two = (value: number) => String(value).padStart(2, '0');
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}

const TYPED = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})$/;

/**
 * The instant a time typed in the zone ("2026-06-02T09:00") names. A time the clock skips (2:00-3:00 on the first
 * Sunday of October in Sydney) is refused with the same moment in the new time; a time the clock shows twice
 * (2:00-3:00 on the first Sunday of April) is the first of the two, daylight time, and its words say AEDT.
 */
export function instantInZone(timeZone: string, typed: string): { instant: string } | { problem: string } {
  const match = TYPED.exec(typed.trim());
  if (!match) return { problem: `"${typed}" is not a date and time: choose a day and a time such as 2 June, 9:00.` };
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || new Date(asUtc).getUTCDate() !== day) return { problem: `"${typed}" is not a date and time: choose a day and a time such as 2 June, 9:00.` };
  // The zone's offsets either side of that day: a clock change happens at most once between them.
  const offsets = [...new Set([offsetAt(timeZone, asUtc - DAY), offsetAt(timeZone, asUtc + DAY)])];
  const candidates = offsets.map((offset) => asUtc - offset).filter((instant) => clockInZone(timeZone, instant) === clockInZone('UTC', asUtc)).sort((a, b) => a - b);
  if (candidates.length) return { instant: new Date(candidates[0]!).toISOString() };
  const sameMoment = asUtc - offsetAt(timeZone, asUtc - DAY);
  const dayInWords = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'long' }).format(asUtc);
  return {
    problem: `${String(hour)}:${String(minute).padStart(2, '0')} on ${dayInWords} does not happen in ${timeZone}: the clocks go forward an hour that night. Choose ${whenInWords(timeZone, sameMoment)} for the same moment, or another time.`,
  };
}

/** Why a publish time (and end time) cannot be scheduled at `now`, in the editor's words; undefined when it can. */
export function scheduleProblem(timeZone: string, publishAt: string, endAt: string | undefined, now: Date): string | undefined {
  if (Date.parse(publishAt) <= now.getTime()) return `${whenInWords(timeZone, publishAt)} has passed already: choose a later time, or press Publish to publish now.`;
  if (endAt !== undefined && Date.parse(endAt) <= Date.parse(publishAt)) return `The end, ${whenInWords(timeZone, endAt)}, comes before the publish time, ${whenInWords(timeZone, publishAt)}: choose an end after it.`;
  return undefined;
}

/**
 * What is due at `now`: the scheduled items whose publish time has come (`publish`), the published ones whose end
 * time has come (`end`), and the scheduled ones whose end passed before they were published (`missed`, not published).
 */
export function dueAt<Item extends Scheduled>(items: readonly Item[], now: Date) {
  const at = now.getTime();
  const reached = (instant: string | undefined) => instant !== undefined && Date.parse(instant) <= at;
  const waiting = items.filter((item) => item.state === 'scheduled' && reached(item.publishAt));
  return {
    publish: waiting.filter((item) => !reached(item.endAt)),
    missed: waiting.filter((item) => reached(item.endAt)),
    end: items.filter((item) => item.state === 'published' && reached(item.endAt)),
  };
}

/** What the due-runner does with an item of each kind: publish it (checked), or take its new pages down; a refusal in words, or undefined when done. */
export type ScheduledWork = Record<ScheduledKind, { publish: (name: string) => Promise<string | undefined>; end: (item: Scheduled) => Promise<string | undefined> }>;

/**
 * Publishes what is due at `now` and ends what has ended, one at a time, through each kind's work; returns the items
 * changed (published, ended, or left as they were with the refusal as their problem) for the caller to store.
 */
export async function runDue<Item extends Scheduled>(items: readonly Item[], now: Date, work: ScheduledWork, timeZone: string): Promise<Item[]> {
  const due = dueAt(items, now);
  const changed: Item[] = [];
  for (const item of due.publish) {
    const refused = await work[item.kind].publish(item.name);
    changed.push(refused ? { ...item, problem: refused } : { ...item, state: 'published', problem: undefined });
  }
  for (const item of due.missed) {
    if (!item.problem) changed.push({ ...item, problem: `Not published: its end, ${whenInWords(timeZone, item.endAt!)}, passed before it could be published. Choose new times, or unschedule it.` });
  }
  for (const item of due.end) {
    const refused = await work[item.kind].end(item);
    changed.push(refused ? { ...item, problem: refused } : { ...item, state: 'ended', problem: undefined });
  }
  return changed;
}
