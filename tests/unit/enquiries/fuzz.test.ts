// Hostile and malformed bodies must never crash the function nor be stored. Each generated body has at
// least one required field broken (or is not an enquiry at all), so every one must be refused.
import { describe, expect, it } from 'vitest';
import enquirySchema from '../../../schema/enquiry.schema.json' with { type: 'json' };
import { randomFrom, type Random } from '../../support/seeded-random';
import { FUNCTION_URL, SITE_ORIGIN, handlerFor, outboxFiles, rowCount, validEnquiry, describeEachStore } from './harness';

const BODIES = 1000;
const SEED = Number(process.env.FUZZ_SEED ?? 20250101);

const NASTY_PIECES = ['\r\n', '\n', '\u0000', '\u202e', '\u200b', '\ufeff', '🚧', '\ud800', 'ü', '漢字', '<script>', '"', '\\', '${x}', "'; drop table enquiries; --", 'Bcc: x@y.example', '%0d%0a', ' '];
const JUNK_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'id', 'is_spam', '', ' ', 'firstName ', 'FIRSTNAME', '\u0000'];
const REQUIRED: readonly string[] = enquirySchema.required;
const FIELDS = Object.keys(enquirySchema.properties);

function junkString(random: Random): string {
  const size = random.pick([0, 1, 3, 20, 200, 2000, 20_000]);
  let text = '';
  while (text.length < size) text += random.next() < 0.5 ? random.pick(NASTY_PIECES) : String.fromCodePoint(random.int(0x2ffff));
  return text;
}

function junkValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 3 ? 4 : 6)) {
    case 0:
      return random.pick([0, -1, 1e308, -0, 3.14, 2 ** 53 + 1]);
    case 1:
      return random.pick([true, false, null]);
    case 2:
    case 3:
      return junkString(random);
    case 4:
      return Array.from({ length: random.int(4) }, () => junkValue(random, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: random.int(4) }, () => [random.pick([...JUNK_KEYS, ...FIELDS]), junkValue(random, depth + 1)]));
  }
}

/** A value the schema must refuse for this required field. */
function brokenValue(random: Random, field: string): unknown {
  const limit = (enquirySchema.properties as Record<string, { maxLength?: number }>)[field]?.maxLength ?? 100;
  return random.pick([
    undefined,
    null,
    '',
    ' \u0000\t\r\n ',
    'x',
    'x'.repeat(limit + 1 + random.int(1000)),
    42,
    ['Alex'],
    { value: 'Alex' },
    true,
    field === 'email' ? 'no-at-sign.example' : field === 'industry' || field === 'interest' ? 'mining' : 'x\r\n',
    field === 'projectAddress' ? '\r\nBcc' : undefined,
  ]);
}

/** JSON text with exactly these entries in order, so keys like __proto__ arrive as the wire carries them. */
const objectText = (entries: readonly [string, unknown][]) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;

function brokenEnquiry(random: Random): string {
  const broken = random.pick(REQUIRED);
  const entries: [string, unknown][] = Object.entries(validEnquiry({ firstName: 'Eve\r\nBcc: all@victims.example', lastName: 'O\u0000Brien\u202e' }));
  const kept = entries.filter(([key]) => key !== broken);
  const replacement = brokenValue(random, broken);
  if (replacement !== undefined) kept.splice(random.int(kept.length + 1), 0, [broken, replacement]);
  for (let extra = random.int(5); extra > 0; extra -= 1) kept.push([random.pick([...JUNK_KEYS, ...FIELDS.filter((field) => !REQUIRED.includes(field))]), junkValue(random)]);
  // A key repeated later wins in JSON.parse: the broken value is repeated last so it is the one that counts.
  if (replacement !== undefined && random.next() < 0.3) kept.push([broken, replacement]);
  return objectText(kept);
}

function rawJunk(random: Random): string {
  return random.pick([
    () => junkString(random),
    () => '['.repeat(5000 + random.int(50_000)),
    () => '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
    () => brokenEnquiry(random).slice(0, random.int(200)),
    () => `{"firstName":"${'A'.repeat(40 * 1024)}"}`,
    () => JSON.stringify(junkValue(random)) ?? 'null',
    () => objectText(Array.from({ length: 1 + random.int(30) }, () => [random.pick(JUNK_KEYS), junkValue(random)])),
  ])();
}

function fuzzRequest(random: Random): Request {
  const body = random.next() < 0.6 ? brokenEnquiry(random) : rawJunk(random);
  const contentType = random.pick(['application/json', 'application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', 'application/x-www-form-urlencoded', '']);
  const method = random.next() < 0.95 ? 'POST' : random.pick(['PUT', 'PATCH', 'DELETE']);
  const headers: Record<string, string> = { Origin: SITE_ORIGIN, ...(contentType ? { 'Content-Type': contentType } : {}) };
  // GET is the configuration report (a 200), not a broken request.
  return new Request(FUNCTION_URL, { method, headers, body });
}

describeEachStore((bed) => {
  describe(`${BODIES} fuzzed bodies (seed ${SEED})`, () => {
    it('cause no 5xx, store no row and send no mail', async () => {
      const logged: unknown[] = [];
      const handle = handlerFor(bed(), { logError: (error) => logged.push(error) });
      const random = randomFrom(SEED);
      const statuses = new Map<number, number>();
      for (let index = 0; index < BODIES; index += 1) {
        const response = await handle(fuzzRequest(random));
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const text = await response.text();
        // A form post (no JavaScript) is answered with a page that says what went wrong; the script gets JSON.
        if (response.headers.get('content-type')?.startsWith('text/html')) expect(text).toContain('<h1>Your enquiry was not sent</h1>');
        else expect(JSON.parse(text)).toHaveProperty('error');
      }
      expect(logged).toEqual([]);
      expect([...statuses.keys()].every((status) => [400, 405, 413].includes(status))).toBe(true);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(BODIES / 2);
      expect(await rowCount(bed())).toBe(0);
      expect(outboxFiles(bed().outboxDir)).toEqual([]);
      expect(Object.keys(Object.prototype)).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // 3.6 s on a quiet host, over 20 s beside a clean-clone CI run (load 10 on 2 cores): a slow host is not a failure.
    }, 90_000);
  });
});
