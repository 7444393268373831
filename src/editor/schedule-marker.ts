// On GitHub a draft's (or release's) schedule is kept on its pull request, in the body, as one HTML comment GitHub does
// not show: `<!-- editor-schedule: {"publishAt":"…","endAt":…,"sendTo":…,"by":…} -->`. The editor's Schedule panel
// writes it, the scheduled workflow (npm run publish-due) reads it, publishes the pull request when it is due and its
// checks passed, and writes back why a due one was refused (once per head: the check is the head's). Pure: text in, text out.
import type { Scheduled, ScheduledKind } from './schedule';

/** What the marker holds: the times and who scheduled it; after a refused publish, why and at which head. */
export interface ScheduleMarker {
  /** When it goes live (ISO 8601 instant). */
  publishAt: string;
  /** When its new page comes down again (ISO 8601 instant). */
  endAt?: string;
  /** The address the new page's visitors are sent to at the end. */
  sendTo?: string;
  /** Who scheduled it (the author of its publish). */
  by?: string;
  /** Why its due publish did not happen, in the validator's words; it stays scheduled. */
  problem?: string;
  /** The head commit whose failed check refused it: told once, tried again once the draft has a new head. */
  refusedAt?: string;
}

const MARKER = /<!-- editor-schedule: (\{.*?\}) -->/s;

const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isText = (value: unknown): value is string => typeof value === 'string';

/** The schedule a pull request's body holds; undefined when it holds none, or one that is not a schedule. */
export function readScheduleMarker(body: string | null | undefined): ScheduleMarker | undefined {
  const found = MARKER.exec(body ?? '');
  if (!found) return undefined;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(found[1]!) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object' || !isInstant(data.publishAt)) return undefined;
  if (data.endAt !== undefined && !isInstant(data.endAt)) return undefined;
  const marker: ScheduleMarker = { publishAt: new Date(data.publishAt).toISOString() };
  if (data.endAt !== undefined) marker.endAt = new Date(data.endAt as string).toISOString();
  for (const key of ['sendTo', 'by', 'problem', 'refusedAt'] as const) if (isText(data[key])) marker[key] = data[key];
  return marker;
}

/**
 * The body with `marker` in the place of the one it holds (or after its text, on a line of its own); with no marker,
 * the body without one. The JSON's `<`, `>` and `-` in words are escaped, so no word of a refusal can end the comment.
 */
export function writeScheduleMarker(body: string | null | undefined, marker: ScheduleMarker | undefined): string {
  const rest = (body ?? '').replace(MARKER, '').replace(/\s+$/, '');
  if (!marker) return rest;
  const ordered: ScheduleMarker = { publishAt: marker.publishAt, ...pick(marker, ['endAt', 'sendTo', 'by', 'problem', 'refusedAt']) };
  const json = JSON.stringify(ordered).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/-(?=-)/g, '\\u002d');
  const line = `<!-- editor-schedule: ${json} -->`;
  return rest ? `${rest}\n\n${line}` : line;
}

function pick(marker: ScheduleMarker, keys: (keyof ScheduleMarker)[]) {
  return Object.fromEntries(keys.filter((key) => marker[key] !== undefined).map((key) => [key, marker[key]]));
}

/** A pull request's branch as the due-runner's kind: `cms/release/<id>` is a release, any other `cms/` head a draft. */
export const kindOfHead = (head: string): ScheduledKind => (head.startsWith('cms/release/') ? 'release' : 'draft');

/** An open pull request's schedule as the due-runner reads it (schedule.ts dueAt): still waiting for its time. */
export function scheduledOf(head: string, marker: ScheduleMarker): Scheduled & ScheduleMarker {
  return { ...marker, kind: kindOfHead(head), name: head, state: 'scheduled' };
}
