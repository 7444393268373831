import { describe, expect, it } from 'vitest';
import { e2eLane, inLane, WAITING_SPECS } from '../../scripts/e2e';

describe('the browser tests\' lanes (scripts/e2e.ts)', () => {
  it('puts every spec in exactly one lane, and a plain run holds them all', () => {
    for (const spec of [...WAITING_SPECS, 'editor.spec.ts', 'site.spec.ts']) {
      expect([inLane('busy', spec), inLane('waiting', spec)].filter(Boolean)).toHaveLength(1);
      expect(inLane(undefined, spec)).toBe(true);
    }
    expect(inLane('waiting', 'editor-schedule.spec.ts')).toBe(true);
    expect(inLane('busy', 'editor-schedule.spec.ts')).toBe(false);
  });

  it('reads E2E_LANE, and names the values it takes when it is neither', () => {
    expect(e2eLane(undefined)).toBeUndefined();
    expect(e2eLane('')).toBeUndefined();
    expect(e2eLane('waiting')).toBe('waiting');
    expect(() => e2eLane('slow')).toThrow('E2E_LANE is "slow": it is "busy", "waiting" or unset (every spec).');
  });
});
