// A small deterministic generator (mulberry32) for tests that draw their own seeded inputs outside
// fast-check: the same seed gives the same inputs on every host.

export interface SeededGenerator {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** A 32-bit unsigned integer. */
  word(): number;
}

export function seededGenerator(seed: number): SeededGenerator {
  let state = seed >>> 0;
  const word = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = () => word() / 4294967296;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick, word };
}
