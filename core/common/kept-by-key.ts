// Values kept between calls by everything they depend on, written as a key (docs/performance.md#after-tax):
// a column's tax years, federal and state, cost tens of microseconds to make, and a projection's
// columns and the next requests ask for the same ones. Safe only for values that are never changed
// once made (or only in ways that keep every answer the same: lines laid lazily). Pure and
// browser-safe.

/** `make()` once per key while the key is kept; past `most` keys the oldest goes first. */
export function keptByKey<T>(most: number): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    const known = kept.get(key);
    if (known !== undefined) return known;
    const made = make();
    if (kept.size >= most) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    kept.set(key, made);
    return made;
  };
}
