// Waiting for a condition in tests: polled, bounded by the hang limit unless told otherwise, and
// failing with what was awaited.
import { HANG_LIMIT_MS } from './hang-limit.js';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once `condition()` holds; rejects after `limitMs` naming `what`. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  limitMs = HANG_LIMIT_MS,
  stepMs = 5,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${limitMs} ms: ${what}`);
    await sleep(stepMs);
  }
}
