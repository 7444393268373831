// Publishing at a time as the team reads Sydney's clock: typed times to instants and back, and what is due around
// the two clock changes of Sydney's daylight saving (first Sunday of April and of October; in 2026, 5 April and 4 October).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../../scripts/build/content-files';
import { clockInZone, dueAt, instantInZone, runDue, scheduleProblem, whenInWords, type Scheduled } from '../../src/editor/schedule';

// The rules under test are Sydney's, whatever zone the business names.
const SYDNEY = 'Australia/Sydney';
const businessZone = (parse(readFileSync(path.join(projectRoot, 'site/business.yaml'), 'utf8')) as { company: { timeZone: string } }).company.timeZone;

const instant = (typed: string) => {
  const result = instantInZone(SYDNEY, typed);
  if (!('instant' in result)) throw new Error(result.problem);
  return result.instant;
};
const item = (publishAt: string, more: Partial<Scheduled> = {}): Scheduled => ({ kind: 'draft', name: 'cms/pages/spring', publishAt, state: 'scheduled', ...more });

describe('a publish time as the team reads it', () => {
  it('is kept as the instant and shown as "Mon 2 June, 9:00 AEST", in winter and in summer', () => {
    expect(instant('2025-06-02T09:00')).toBe('2025-06-01T23:00:00.000Z');
    expect(whenInWords(SYDNEY, '2025-06-01T23:00:00.000Z')).toBe('Mon 2 June, 9:00 AEST');
    expect(instant('2026-12-07T17:30')).toBe('2026-12-07T06:30:00.000Z');
    expect(whenInWords(SYDNEY, '2026-12-07T06:30:00.000Z')).toBe('Mon 7 December, 17:30 AEDT');
    expect(clockInZone(SYDNEY, '2026-12-07T06:30:00.000Z')).toBe('2026-12-07T17:30');
  });

  it('reads the same in the business\'s zone whatever the computer\'s', () => {
    const typed = '2026-06-02T09:00';
    const kept = instantInZone(businessZone, typed);
    expect('instant' in kept && clockInZone(businessZone, kept.instant)).toBe(typed);
  });

  it('first Sunday of April: 2:30 happens twice, and the first, daylight time, is taken and said', () => {
    // 3:00 AEDT becomes 2:00 AEST: 2:30 AEDT is 15:30 UTC, 2:30 AEST an hour later.
    expect(instant('2026-04-05T02:30')).toBe('2026-04-04T15:30:00.000Z');
    expect(whenInWords(SYDNEY, instant('2026-04-05T02:30'))).toBe('Sun 5 April, 2:30 AEDT');
    expect(whenInWords(SYDNEY, '2026-04-04T16:30:00.000Z')).toBe('Sun 5 April, 2:30 AEST');
    expect(instant('2026-04-05T03:00')).toBe('2026-04-04T17:00:00.000Z');
    expect(instant('2026-04-05T01:59')).toBe('2026-04-04T14:59:00.000Z');
  });

  it('first Sunday of October: 2:30 does not happen, and is refused with the same moment in daylight time', () => {
    const refused = instantInZone(SYDNEY, '2026-10-04T02:30');
    expect(refused).toEqual({ problem: `2:30 on Sun 4 October does not happen in ${SYDNEY}: the clocks go forward an hour that night. Choose Sun 4 October, 3:30 AEDT for the same moment, or another time.` });
    expect(instant('2026-10-04T01:59')).toBe('2026-10-03T15:59:00.000Z');
    expect(instant('2026-10-04T03:00')).toBe('2026-10-03T16:00:00.000Z');
    expect(whenInWords(SYDNEY, instant('2026-10-04T03:00'))).toBe('Sun 4 October, 3:00 AEDT');
  });

  it('refuses what is not a date, a time that has passed, and an end before the publish', () => {
    expect(instantInZone(SYDNEY, '2026-02-30T09:00')).toHaveProperty('problem');
    expect(instantInZone(SYDNEY, 'Monday 9am')).toHaveProperty('problem');
    const now = new Date('2026-06-01T00:00:00Z');
    expect(scheduleProblem(SYDNEY, '2026-05-31T23:00:00.000Z', undefined, now)).toBe('Mon 1 June, 9:00 AEST has passed already: choose a later time, or press Publish to publish now.');
    expect(scheduleProblem(SYDNEY, '2026-06-01T23:00:00.000Z', '2026-06-01T22:00:00.000Z', now)).toMatch(/^The end, Tue 2 June, 8:00 AEST, comes before/);
    expect(scheduleProblem(SYDNEY, '2026-06-01T23:00:00.000Z', '2026-06-30T14:00:00.000Z', now)).toBeUndefined();
  });
});

describe('what is due', () => {
  it('across the April change: 2:30 AEDT is due an hour before 2:30 AEST, not at 2:30 AEST', () => {
    const spring = item(instant('2026-04-05T02:30'));
    expect(dueAt([spring], new Date('2026-04-04T15:29:59Z')).publish).toEqual([]);
    expect(dueAt([spring], new Date('2026-04-04T15:30:00Z')).publish).toEqual([spring]);
    // The 3:00 that comes once: due when the clocks read 3:00 AEST, two hours after 1:00.
    const three = item(instant('2026-04-05T03:00'));
    expect(dueAt([three], new Date('2026-04-04T16:59:00Z')).publish).toEqual([]);
    expect(dueAt([three], new Date('2026-04-04T17:00:00Z')).publish).toEqual([three]);
  });

  it('across the October change: 3:00 AEDT is due one minute after 1:59 AEST', () => {
    const three = item(instant('2026-10-04T03:00'));
    expect(dueAt([three], new Date(instant('2026-10-04T01:59'))).publish).toEqual([]);
    expect(dueAt([three], new Date('2026-10-03T16:00:00Z')).publish).toEqual([three]);
  });

  it('ends a published item at its end, and does not publish one whose end has passed', () => {
    const live = item('2026-06-01T23:00:00.000Z', { state: 'published', endAt: '2026-06-30T14:00:00.000Z', sendTo: '/' });
    const late = item('2026-06-01T23:00:00.000Z', { name: 'cms/pages/late', endAt: '2026-06-02T00:00:00.000Z' });
    const ended = item('2026-06-01T23:00:00.000Z', { name: 'cms/pages/done', state: 'ended', endAt: '2026-06-02T00:00:00.000Z' });
    expect(dueAt([live, late, ended], new Date('2026-06-30T13:59:59Z'))).toEqual({ publish: [], missed: [late], end: [] });
    expect(dueAt([live, late, ended], new Date('2026-06-30T14:00:00Z'))).toEqual({ publish: [], missed: [late], end: [live] });
  });

  it('runs each kind\'s publish and end; a refused one stays Scheduled with the refusal as its problem', async () => {
    const published: string[] = [];
    const work = {
      draft: { publish: async (name: string) => (name === 'cms/pages/broken' ? 'Not published: fix these first.' : void published.push(name)), end: async () => undefined },
      release: { publish: async (name: string) => void published.push(`release ${name}`), end: async () => 'Not ended: no such page' },
    };
    const now = new Date('2026-06-02T00:00:00Z');
    const changed = await runDue(
      [item('2026-06-01T23:00:00.000Z'), item('2026-06-01T23:00:00.000Z', { name: 'cms/pages/broken' }), item('2026-06-01T23:00:00.000Z', { kind: 'release', name: 'Spring campaign' }), item('2026-06-03T23:00:00.000Z', { name: 'cms/pages/later' })],
      now,
      work,
      SYDNEY,
    );
    expect(published).toEqual(['cms/pages/spring', 'release Spring campaign']);
    expect(changed.map(({ name, state, problem }) => ({ name, state, problem }))).toEqual([
      { name: 'cms/pages/spring', state: 'published', problem: undefined },
      { name: 'cms/pages/broken', state: 'scheduled', problem: 'Not published: fix these first.' },
      { name: 'Spring campaign', state: 'published', problem: undefined },
    ]);
  });
});
