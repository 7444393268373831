// A short soak of the enquiry path under a flaky network (scripts/soak/enquiry-soak.ts; `npm run soak:enquiries -- 200`
// runs the long one): every enquiry stored once, none left on the device, no open page saying one still waits.
import path from 'node:path';
import { expect, test } from './test';
import { formatSoak, runSoak, soakTimeLimitMs } from '../../scripts/soak/enquiry-soak';

const ENQUIRIES = 24;

test(`${ENQUIRIES} enquiries through drops, 500s, lost answers, reloads and an offline spell are each stored once, and nothing is left waiting`, async () => {
  // Each step has its own limit (a press, the queues' drain); the whole is their sum, so a busy host cannot fail it.
  test.setTimeout(soakTimeLimitMs(ENQUIRIES));
  const figures = await runSoak({ count: ENQUIRIES, seed: 7, distDir: path.join(import.meta.dirname, '../../dist'), log: () => {} });
  console.log(formatSoak(figures));
  // The chaos happened: else the soak proves nothing.
  expect(figures.dropped + figures.answersLost, 'posts that got no answer').toBeGreaterThan(0);
  expect(figures.serverErrors, 'posts answered 500').toBeGreaterThan(0);
  expect(figures.missing, 'enquiries never stored').toEqual([]);
  expect(figures.storedTwice, 'enquiries stored twice').toBe(0);
  expect(figures.leftOnDevice, "enquiries left in the browser's queue").toBe(0);
  expect(figures.pagesSayingWaiting, 'open pages still saying an enquiry waits').toBe(0);
});
