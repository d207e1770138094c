// Work on many items at once, answered in their order (docs/api.md#batch): at most `window` items
// are taken from the source and worked on at a time, and the next is taken only once the oldest has
// been handed on. So memory holds at most `window` items and answers however long the source is,
// and a slow reader of the answers slows the reading of the source (backpressure). When the caller
// leaves early, the work already begun is awaited before the iteration ends.

/** `work` of each item of `source`, in the source's order; `work` should not throw (an item's
 *  failure is an answer of its own), and when it does the iteration throws at that item. */
export async function* ordered<T, R>(
  source: AsyncIterable<T>,
  work: (item: T) => Promise<R>,
  window: number,
): AsyncGenerator<R> {
  if (!(window >= 1)) throw new RangeError(`the window must be at least 1, not ${window}`);
  const pending: Promise<R>[] = [];
  const items = source[Symbol.asyncIterator]();
  let exhausted = false;
  try {
    for (;;) {
      while (!exhausted && pending.length < window) {
        const next = await items.next();
        if (next.done) exhausted = true;
        else {
          const answer = work(next.value);
          answer.catch(() => undefined); // awaited in its turn; not an unhandled rejection meanwhile
          pending.push(answer);
        }
      }
      const oldest = pending.shift();
      if (oldest === undefined) return;
      yield await oldest;
    }
  } finally {
    // Left early (the caller stopped, or an item threw): read no more, and let the work begun
    // finish, so that whoever closes the engines next closes no thread in the middle of a line.
    if (!exhausted) await items.return?.();
    await Promise.allSettled(pending);
  }
}
