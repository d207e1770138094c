// Work arrays kept between calls (docs/performance.md#after-tax): a typed array's memory costs about
// 0.6 µs to get, and the after-tax block makes the same arrays for every request of one return model
// (each has the same number of paths). Safe only for arrays nothing reads after the call that got
// them returns, every element written before it is read. Pure and browser-safe.

/** `make(count)`, made again only when `count` differs from the last call's. */
export function keptByCount<T>(make: (count: number) => T): (count: number) => T {
  let keptCount = -1;
  let kept: T | undefined;
  return (count) => {
    if (kept === undefined || keptCount !== count) {
      kept = make(count);
      keptCount = count;
    }
    return kept;
  };
}
