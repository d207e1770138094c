// The work arrays the after-tax block keeps between calls (core/common/kept-by-count.ts): the same
// ones again for the same number of paths, new ones for another, never another count's.
import { describe, expect, it } from 'vitest';
import { keptByCount } from '../../core/common/kept-by-count.js';

describe('keptByCount', () => {
  it('makes again only when the count changes', () => {
    const made: number[] = [];
    const arrays = keptByCount((count) => {
      made.push(count);
      return new Float64Array(count);
    });
    const first = arrays(3);
    expect(arrays(3)).toBe(first);
    const other = arrays(5);
    expect(other).not.toBe(first);
    expect(other.length).toBe(5);
    expect(arrays(3).length).toBe(3);
    expect(arrays(0).length).toBe(0);
    expect(arrays(0).length).toBe(0);
    expect(made).toEqual([3, 5, 3, 0]);
  });
});
