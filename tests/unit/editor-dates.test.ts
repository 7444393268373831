// The editor's dates read as the business writes them, in its time zone (site/business.yaml), not the computer's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { dateIn, dateTimeIn } from '../../src/editor/dates';
import { restoreInWords, restoreSubject } from '../../src/server/editor-history';
import { projectRoot } from '../../scripts/build/content-files';

const timeZone = (parse(readFileSync(path.join(projectRoot, 'site/business.yaml'), 'utf8')) as { company: { timeZone: string } }).company.timeZone;

describe("the editor's dates", () => {
  it('reads day, short month, year and a 12-hour time, in the business’s time zone', () => {
    // 8:50 pm on 28 November in the business's zone, whatever the offset of its summer time.
    const moment = new Date('2026-11-28T20:50:00Z');
    const offset = ((Number(new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(moment)) - 20 + 36) % 24) - 12;
    const local = new Date(moment.getTime() - offset * 3_600_000);
    expect(dateTimeIn(timeZone, local)).toBe('28 Nov 2026, 8:50 pm');
    expect(dateTimeIn(timeZone, local.toISOString())).toBe('28 Nov 2026, 8:50 pm');
  });
});

describe('a restore in the history', () => {
  it('reads as a restore of the version it brought back, not as the edits it undid', () => {
    const subject = restoreSubject('site/pages/faq.yaml', { date: '2026-11-27T10:00:00Z', author: 'Alex Marketer' }, (date) => dateIn(timeZone, date), 'abcdef1234567890');
    expect(restoreInWords(subject)).toBe('Restored the version of 27 Nov 2026 by Alex Marketer');
    expect(restoreInWords('Publish pages “faq” from the browser editor')).toBeUndefined();
  });
});

describe('a restore near midnight UTC', () => {
  it('names the version by its day in the business’s time zone, the day History shows, not the server’s', () => {
    // 23:30 UTC on 27 November: already 28 November in every Australian zone.
    const version = { date: '2026-11-27T23:30:00Z', author: 'Alex Marketer' };
    const historyDay = dateTimeIn(timeZone, version.date).split(',')[0];
    expect(historyDay).toBe('28 Nov 2026');
    expect(dateIn(timeZone, version.date)).toBe(historyDay);
    expect(restoreInWords(restoreSubject('site/pages/faq.yaml', version, (date) => dateIn(timeZone, date), 'abcdef1234567890'))).toBe(`Restored the version of ${historyDay} by Alex Marketer`);
  });
});
