// A small seeded generator for the fuzz tests, so a failure can be replayed with the seed it printed (FUZZ_SEED).

/** mulberry32: next() in [0, 1), int(max) in [0, max), pick(items) one of them. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

export type Random = ReturnType<typeof randomFrom>;
