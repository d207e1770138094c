// The event-loop delay that load shedding acts on (docs/operations.md#load-shedding). A probe timer
// due every PROBE_INTERVAL_MS records how late it fires. A probe that fires L ms late also stands
// for the probes the stall held back, due every PROBE_INTERVAL_MS within it, which would have waited
// L - 10, L - 20, ... ms (the correction for coordinated omission): so the mean is the wait a callback
// due at any moment of the window met, and one long stall weighs as long as it lasted, however many
// quiet probes share its window. Once a window of WINDOW_MS has passed, that mean becomes the delay.
// Every window closes on a probe that has just been recorded, so a mean always has values: a loop
// blocked for a whole window reads as about half the block, never as "no data" (which
// @fastify/under-pressure turned into an infinite delay, shedding on any stall of a window's
// length). Only a monotonic clock is read: nothing asks the operating system for memory or files,
// which fails when descriptors run out, and a probe that fails anyway keeps the last value and is
// logged, never thrown out of the timer.
import { performance } from 'node:perf_hooks';

export const PROBE_INTERVAL_MS = 10;
export const WINDOW_MS = 100;
/** A failing probe is logged at most this often. */
const PROBE_FAULT_LOG_INTERVAL_MS = 30_000;

export interface LoopDelayOptions {
  /** Milliseconds from a monotonic clock. */
  now?: () => number;
  /** Told about a probe that failed (at most every PROBE_FAULT_LOG_INTERVAL_MS). */
  onFault?: (error: unknown) => void;
}

export class LoopDelayMonitor {
  private readonly now: () => number;
  private readonly onFault: (error: unknown) => void;
  private timer: NodeJS.Timeout | undefined;
  private dueAt = 0;
  private windowStart = 0;
  private sum = 0;
  private count = 0;
  private lastFaultLoggedAt = Number.NEGATIVE_INFINITY;
  /** The mean lateness of the probes of the last window, in ms. */
  delayMs = 0;

  constructor(options: LoopDelayOptions = {}) {
    this.now = options.now ?? (() => performance.now());
    this.onFault = options.onFault ?? (() => undefined);
  }

  start(): void {
    if (this.timer !== undefined) return;
    this.sum = 0;
    this.count = 0;
    this.windowStart = this.safeNow() ?? 0;
    this.arm();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Records one probe that was due at `dueAt` and runs at `now`, and those its lateness held back;
   *  closes the window when it is over. */
  record(dueAt: number, now: number): void {
    const late = Math.max(0, now - dueAt);
    const probes = Math.floor(late / PROBE_INTERVAL_MS) + 1; // this one and those held back
    this.sum += probes * late - (PROBE_INTERVAL_MS * probes * (probes - 1)) / 2;
    this.count += probes;
    if (now - this.windowStart < WINDOW_MS) return;
    this.delayMs = this.sum / this.count;
    this.sum = 0;
    this.count = 0;
    this.windowStart = now;
  }

  private arm(): void {
    this.dueAt = (this.safeNow() ?? this.dueAt) + PROBE_INTERVAL_MS;
    this.timer = setTimeout(() => this.probe(), PROBE_INTERVAL_MS);
    this.timer.unref();
  }

  private probe(): void {
    try {
      this.record(this.dueAt, this.now());
    } catch (error) {
      this.fault(error);
    } finally {
      if (this.timer !== undefined) this.arm();
    }
  }

  private safeNow(): number | undefined {
    try {
      return this.now();
    } catch (error) {
      this.fault(error);
      return undefined;
    }
  }

  private fault(error: unknown): void {
    try {
      const at = Date.now();
      if (at - this.lastFaultLoggedAt < PROBE_FAULT_LOG_INTERVAL_MS) return;
      this.lastFaultLoggedAt = at;
      this.onFault(error);
    } catch {
      // A logger that fails must not take the timer down either.
    }
  }
}
