// The yearly table of a projection (`project --csv`): one row per milestone (every birthday to the
// target, and the target), with what was paid in up to that age, the expected balance in dollars
// of the day and of asOf, and the five percentiles; with afterTax, the median net after federal tax
// of the Trump account, a 529 plan and a custodial account (docs/after-tax.md), empty where not
// available. With a withdrawal plan the balances from its first age are what the plan leaves
// (shown-balances.ts) and the after-tax medians, which take the whole balance at once, are empty
// there: the plan decides what comes out. The page asks for one kind of dollars throughout
// (docs/api.md#website). Amounts are dollars and cents ("1234.56").
import { itemAt } from '../common/checked.js';
import { decimalDollars } from '../common/format.js';
import type { DeterministicOutput } from '../engine/engine.js';
import type { Timeline } from '../scenario/timeline.js';
import type { Projection } from '../schemas/projection.js';
import { planColumns, shownBands, shownSteady } from './shown-balances.js';

export type Basis = 'nominal' | 'real';

const PERCENTILES = ['p10', 'p25', 'p50', 'p75', 'p90'] as const;
const MEDIAN_ROW = 2;
const NET_COLUMNS = [
  ['trumpAccount', 'trump_net_median'],
  ['plan529', 'plan529_net_median'],
  ['custodial', 'custodial_net_median'],
] as const;

/** Cents paid in (deposits and the seed) before each milestone age. Deposits land at the start of a
 *  month, so the balance at age a holds those of steps 0 to a - startAgeMonths - 1
 *  (docs/model.md#the-deterministic-path). From the projection's own deterministic run. */
export function paidInFrom(deterministic: DeterministicOutput, timeline: Timeline): number[] {
  let total = 0;
  let step = 0;
  return timeline.checkpointAges.map((age) => {
    for (const end = age - timeline.startAgeMonths; step < end; step++) total += itemAt(deterministic.deposits, step);
    return total;
  });
}

/** 366 months -> "30.5"; at most two decimals. */
function years(months: number): string {
  return String(Number((months / 12).toFixed(2)));
}

/**
 * The table as CSV. `dollars` "both" (the command line): `deposits` as paid, `expected` and
 * `expected_today` side by side, the other columns in `basis`. "chosen" (the page): every amount in
 * `basis`, so `paidIn` must be in it too, and `deposits_today` and `expected_today` in today's dollars.
 * `deflatorAt` is the engine's deflator at a milestone age (todays-dollars.ts deflatorAtMilestone):
 * what a plan leaves on the steady-return line, in today's dollars.
 */
export function yearlyCsv(
  projection: Projection,
  paidIn: readonly number[],
  basis: Basis,
  deflatorAt: (ageMonths: number) => number,
  dollars: 'both' | 'chosen' = 'both',
): string {
  const { milestones } = projection.deterministic;
  const bands = shownBands(projection);
  const rows = basis === 'real' ? bands.realCents : bands.nominalCents;
  const steady = shownSteady(projection, deflatorAt);
  const plan = planColumns(projection);
  const suffix = basis === 'real' ? '_today' : '';
  const percentiles = PERCENTILES.map((p) => p + suffix);
  const { afterTax } = projection;
  const nets = afterTax
    ? NET_COLUMNS.map(([key, name]) => {
        const account = afterTax[key];
        const row = itemAt(basis === 'real' ? account.netRealCents : account.netCents, MEDIAN_ROW);
        return { name: name + suffix, row };
      })
    : [];
  const chosen = dollars === 'chosen';
  const header = [
    'age_months',
    'age_years',
    ...(chosen ? [`deposits${suffix}`, `expected${suffix}`] : ['deposits', 'expected', 'expected_today']),
    ...percentiles,
    ...nets.map((net) => net.name),
  ];
  const expected = (real: boolean, column: number) =>
    decimalDollars(Number(itemAt(real ? steady.realCents : steady.nominalCents, column)));
  const lines = milestones.map((milestone, column) => [
    String(milestone.ageMonths),
    years(milestone.ageMonths),
    decimalDollars(itemAt(paidIn, column)),
    ...(chosen ? [expected(basis === 'real', column)] : [expected(false, column), expected(true, column)]),
    ...rows.map((row) => decimalDollars(Number(itemAt(row, column)))),
    ...nets.map((net) => {
      const cents = itemAt(net.row, column);
      return cents === null || (plan !== undefined && column >= plan.from) ? '' : decimalDollars(Number(cents));
    }),
  ]);
  return [header, ...lines].map((cells) => `${cells.join(',')}\n`).join('');
}
