// How busy the machine was while something was measured: this process's CPU time and, from
// /proc/stat (Linux), everyone else's, both as % of one core. The benchmark machine is shared, so
// a number is only as good as the quiet around it.
import { readFileSync } from 'node:fs';
import { itemAt } from '../core/common/checked.js';

/** Clock ticks per second of /proc/stat (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

export interface CpuShare {
  wallMs: number;
  /** CPU time of this process (all its threads), ms. */
  ownMs: number;
  /** This process's CPU time per wall time, % of one core. */
  ownPercent: number;
  /** CPU time of every other process per wall time, % of one core (undefined without /proc/stat). */
  othersPercent: number | undefined;
}

/** Busy ticks of all CPUs, or undefined when /proc/stat cannot be read. */
function busyTicks(): number | undefined {
  try {
    const fields = itemAt(readFileSync('/proc/stat', 'utf8').split('\n'), 0).trim().split(/\s+/).slice(1).map(Number);
    // user + nice + system + irq + softirq + steal (fields 0, 1, 2, 5, 6, 7; a short line throws)
    const field = (index: number) => itemAt(fields, index);
    return field(0) + field(1) + field(2) + field(5) + field(6) + (fields[7] ?? 0);
  } catch {
    return undefined;
  }
}

/** Starts watching; the returned function reports the shares since the start. */
export function watchCpu(): () => CpuShare {
  const started = performance.now();
  const own = process.cpuUsage();
  const busy = busyTicks();
  return () => {
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(own);
    const ownMs = (used.user + used.system) / 1000;
    const busyNow = busyTicks();
    const allMs = busy === undefined || busyNow === undefined ? undefined : ((busyNow - busy) * 1000) / USER_HZ;
    return {
      wallMs,
      ownMs,
      ownPercent: Math.round((ownMs / wallMs) * 1000) / 10,
      othersPercent: allMs === undefined ? undefined : Math.max(0, Math.round(((allMs - ownMs) / wallMs) * 1000) / 10),
    };
  };
}
