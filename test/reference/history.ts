// Independent reference of the historical model (docs/model.md#historical-markets), in plain
// TypeScript, from the data file itself (never from the engine's table of factors): the CSV is
// parsed here, each monthly factor computed with the documented IEEE operations in their order,
// and every window run with the deposits of the reference model (model.ts) in BigInt cents.
//   f[t] = ((price[t + 1] + dividend[t] / 12) / price[t]) * (cpi[t] / cpi[t + 1])
//   window w (0 <= w <= W - months), step k: B[k + 1] = nearest((B[k] + C[k]) * (f[w + k] * h))
// Complete windows only: a plain rolling window over the data, none running past its end.
// Percentiles as numpy's default (type 7) over a sort; worst and best by the balance at the
// target age, the earlier start on a tie.
import { nearest } from './model.js';

export interface HistoryRow {
  month: string;
  price: number;
  dividend: number;
  cpi: number;
}

/** The rows of `month,price,dividend,cpi`, as written. */
export function parseHistoryCsv(text: string): HistoryRow[] {
  const lines = text.trim().split('\n');
  if (lines[0] !== 'month,price,dividend,cpi') throw new Error(`unexpected header ${lines[0]}`);
  return lines.slice(1).map((line) => {
    const [month = '', price, dividend, cpi] = line.split(',');
    return { month, price: Number(price), dividend: Number(dividend), cpi: Number(cpi) };
  });
}

/** One factor per row but the last, each from its row and the next. */
export function referenceFactors(rows: readonly HistoryRow[]): number[] {
  const factors: number[] = [];
  for (let t = 0; t + 1 < rows.length; t++) {
    const now = rows[t]!;
    const next = rows[t + 1]!;
    const a = now.dividend / 12;
    const b = next.price + a;
    const c = b / now.price;
    const d = now.cpi / next.cpi;
    factors.push(c * d);
  }
  return factors;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export interface WindowsInput {
  /** C[k], everything deposited in step k (seed included). */
  deposits: readonly bigint[];
  factors: readonly number[];
  /** The monthly inflation-and-fee multiplier. */
  h: number;
  /** Steps (1..months) at which balances are kept: B[step]. */
  checkpointSteps: readonly number[];
  /** B[0] of every window: the balance on asOf (0 when absent). */
  startBalance?: bigint;
}

/** balances[c][w] = B[checkpointSteps[c]] of window w, for every window that ends within the
 *  factors (w + months <= W); undefined when any balance of any window is beyond 2^53 - 1 cents. */
export function referenceWindows(input: WindowsInput): bigint[][] | undefined {
  const W = input.factors.length;
  const months = input.deposits.length;
  const windows = Math.max(0, W - months + 1);
  const balances = input.checkpointSteps.map(() => new Array<bigint>(windows));
  for (let w = 0; w < windows; w++) {
    let B = input.startBalance ?? 0n;
    let c = 0;
    for (let k = 0; k < months; k++) {
      const factor = input.factors[w + k];
      if (factor === undefined) throw new Error(`window ${w} step ${k} runs past the data`);
      const g = factor * input.h;
      const sum = B + input.deposits[k]!;
      B = BigInt(nearest(Number(sum) * g));
      if (B > MAX_SAFE) return undefined;
      if (k + 1 === input.checkpointSteps[c]) balances[c++]![w] = B;
    }
  }
  return balances;
}

const LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9];

/** Rows (10th .. 90th) of one column per checkpoint: nominal and deflated by deflators[c]. */
export function referencePercentiles(
  balances: readonly bigint[][],
  deflators: readonly number[],
): { nominal: string[][]; real: string[][] } | undefined {
  const nominal = LEVELS.map(() => [] as string[]);
  const real = LEVELS.map(() => [] as string[]);
  for (let c = 0; c < balances.length; c++) {
    const sorted = [...balances[c]!].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)).map(Number);
    const last = sorted.length - 1;
    for (let r = 0; r < LEVELS.length; r++) {
      const h = last * LEVELS[r]!;
      const lo = Math.floor(h);
      const a = sorted[lo]!;
      const v = h > lo ? a + (sorted[lo + 1]! - a) * (h - lo) : a;
      if (!(v <= Number.MAX_SAFE_INTEGER)) return undefined;
      nominal[r]!.push(String(nearest(v)));
      real[r]!.push(String(nearest(v / deflators[c]!)));
    }
  }
  return { nominal, real };
}

/** The index of the lowest (or highest) final balance; the first one on a tie. */
export function referenceExtreme(finals: readonly bigint[], pick: 'lowest' | 'highest'): number {
  let found = 0;
  finals.forEach((value, w) => {
    const best = finals[found]!;
    if (pick === 'lowest' ? value < best : value > best) found = w;
  });
  return found;
}
