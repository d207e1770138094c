// A projection as the page shows it: the API's answer and its bytes, the scenario it answers, and
// the engine's figures the page's sentences are written from, with the conversions every view
// shares, so one choice of dollars governs every figure (docs/api.md#website).
import type { HistoricalPaths, HistoricalRun } from '../../core/projection/history.js';
import { shownBands, shownSteady } from '../../core/projection/shown-balances.js';
import { deflatorAtMilestone } from '../../core/projection/todays-dollars.js';
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { SolutionBody } from '../../core/schemas/solve.js';
import type { Basis } from './text.js';
import type { TodaysDollars } from './todays-dollars.js';
import type { NoteFacts } from './worker-protocol.js';

export interface Shown {
  projection: Projection;
  json: string;
  s: string;
  /** The checked scenario the projection answers. */
  scenario: NormalisedScenario;
  /** The paid-in column, as paid. */
  paidIn: number[];
  today: TodaysDollars;
  facts: NoteFacts;
  /** The notes' sentences, their amounts as paid, and in today's dollars. */
  notes: string[];
  notesToday: string[];
  /** Under history, every window's run; null otherwise. */
  runs: HistoricalRun[] | null;
  /** Under history, every window's balance at each age; null otherwise. */
  paths: HistoricalPaths | null;
  /** With a goal: the solve for the chosen source, its body and its JSON text. */
  solution?: { body: SolutionBody; json: string } | undefined;
}

/** An amount of the target age (cents as paid then) in the chosen dollars, as cents. */
export function atTarget(shown: Shown, cents: string, basis: Basis): string {
  if (basis === 'nominal') return cents;
  return BigInt(Math.round(Number(cents) / shown.today.targetDeflator)).toString();
}

/** The paid-in column in the chosen dollars. */
export function paidInOf(shown: Pick<Shown, 'today' | 'paidIn'>, basis: Basis): number[] {
  return basis === 'real' ? shown.today.paidInCents : shown.paidIn;
}

/** The balances the page shows at each age in the chosen dollars, the percentile rows and the
 *  steady-return line: the projection's, or, from a withdrawal plan's first age, what the plan leaves
 *  (core/projection/shown-balances.ts). The yearly table, the chart and its CSV read these. */
export function balancesOf(
  shown: Pick<Shown, 'projection' | 'today'>,
  basis: Basis,
): { bands: string[][]; steady: string[] } {
  const bands = shownBands(shown.projection);
  const steady = shownSteady(shown.projection, deflatorAtMilestone(shown.today.milestoneDeflators));
  return basis === 'real'
    ? { bands: bands.realCents, steady: steady.realCents }
    : { bands: bands.nominalCents, steady: steady.nominalCents };
}
