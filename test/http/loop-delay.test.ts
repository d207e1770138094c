// The event-loop delay monitor behind load shedding (server/http/loop-delay.ts): a window's reading
// is the mean wait of its probes, those a stall held back included, so it is never NaN or infinite
// whatever the probes' timing, and a long stall weighs as long as it lasted; a failing clock (or
// logger) never throws out of its timer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoopDelayMonitor, PROBE_INTERVAL_MS, WINDOW_MS } from '../../server/http/loop-delay.js';
import { sleep, waitUntil } from '../helpers/wait.js';

describe('readings', () => {
  it('each window reads the mean wait of its probes and of those stalls held back (a plain model, seeded)', () => {
    // Gaps between probes in ms: mostly on time, sometimes stalls of up to 5 s.
    const gap = fc.oneof(fc.integer({ min: 10, max: 12 }), fc.integer({ min: 13, max: 5_000 }));
    const gaps = fc.array(gap, { minLength: 1, maxLength: 200 });
    fc.assert(
      fc.property(gaps, (steps) => {
        const monitor = new LoopDelayMonitor();
        let now = 0;
        let windowStart = 0;
        let lateness: number[] = [];
        let expected = 0;
        for (const gap of steps) {
          const dueAt = now + PROBE_INTERVAL_MS;
          now += gap;
          monitor.record(dueAt, now);
          // The probe, and one for every interval of its lateness that passed without a probe.
          for (let wait = now - dueAt; wait >= 0; wait -= PROBE_INTERVAL_MS) lateness.push(wait);
          if (now - windowStart >= WINDOW_MS) {
            expected = lateness.reduce((sum, value) => sum + value, 0) / lateness.length;
            lateness = [];
            windowStart = now;
          }
          expect(Number.isFinite(monitor.delayMs)).toBe(true);
          expect(monitor.delayMs).toBeCloseTo(expected, 9);
          expect(monitor.delayMs).toBeLessThanOrEqual(Math.max(...steps) - PROBE_INTERVAL_MS);
        }
      }),
      { seed: 5302026, numRuns: 300 },
    );
  });

  it('a stall as long as a window reads as the mean wait within it, not as "no data"', () => {
    const monitor = new LoopDelayMonitor();
    monitor.record(PROBE_INTERVAL_MS, PROBE_INTERVAL_MS + 150); // the first probe after a 150 ms block
    expect(monitor.delayMs).toBe(75); // 150, 140, ..., 0
  });

  it('a 3 s stall reads as about 1.5 s however many quiet probes share its window', () => {
    const monitor = new LoopDelayMonitor();
    let now = 0;
    for (let i = 0; i < 9; i++) monitor.record(now + PROBE_INTERVAL_MS, (now += PROBE_INTERVAL_MS));
    monitor.record(now + PROBE_INTERVAL_MS, now + PROBE_INTERVAL_MS + 3_000);
    expect(monitor.delayMs).toBeGreaterThan(1_400);
    expect(monitor.delayMs).toBeLessThan(1_500);
  });
});

describe('a failing clock', () => {
  it('never throws out of the timer: the last reading stays, the fault is told once, probes go on', async () => {
    let failing = false;
    let calls = 0;
    const faults: unknown[] = [];
    const monitor = new LoopDelayMonitor({
      now: () => {
        calls++;
        if (failing) throw Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });
        return performance.now();
      },
      onFault: (error) => {
        faults.push(error);
        throw new Error('and the logger fails too');
      },
    });
    monitor.start();
    try {
      await waitUntil(() => calls > 15, 'the first windows');
      const before = monitor.delayMs;
      failing = true;
      const atFailure = calls;
      await waitUntil(() => calls > atFailure + 20, 'probes while the clock fails');
      expect(monitor.delayMs).toBe(before);
      expect(faults).toHaveLength(1); // at most once per PROBE_FAULT_LOG_INTERVAL_MS
      failing = false;
      const atRecovery = calls;
      await waitUntil(() => calls > atRecovery + 15, 'probes after the clock recovered');
      await sleep(WINDOW_MS);
      expect(Number.isFinite(monitor.delayMs)).toBe(true);
    } finally {
      monitor.stop();
    }
  });
});
