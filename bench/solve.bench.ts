// Part 4, solving for a contribution: a default-size solve (2000 paths x 216 months, a goal at the
// target with a 75% chance, the parents' monthly amount solved for) against one projection of the
// same scenario, in the same rounds, under both return models; the trials each solve took. A solve
// draws its paths once and replays them per trial (docs/model.md#solving-for-a-contribution), so
// it should cost a few projections, not the forty of a bisection that simulates every trial.

import type { SiteOptions } from '../core/projection/project-scenario.js';
import { projectScenario, solveScenario } from '../package/answer-json.js';
import { createNodeEngine } from '../package/load-node.js';
import { EIGHT_MONTHS_OLD } from './inputs.js';
import { timePair } from './timing.js';

const SITE: SiteOptions = { siteUrl: 'https://530a.example' };

const SCENARIO = { ...EIGHT_MONTHS_OLD, goal: { amountCents: '5000000', atAgeMonths: 216, probability: 0.75 } };

export interface SolveModelResult {
  returnModel: 'lognormal' | 'historical';
  paths: number;
  months: number;
  evaluations: number;
  projectMs: number;
  solveMs: number;
  /** solve / projection, from the medians (and from the fastest samples). */
  ratio: number;
  ratioFromMin: number;
  roundMediansMs: { project: number[]; solve: number[] };
}

export interface SolveResults {
  models: SolveModelResult[];
}

export async function solveBench({
  quick,
  log,
}: {
  quick: boolean;
  log: (line: string) => void;
}): Promise<SolveResults> {
  const engine = await createNodeEngine();
  const models: SolveModelResult[] = [];
  for (const returnModel of ['lognormal', 'historical'] as const) {
    log(`solve: ${returnModel}`);
    const scenario = { ...SCENARIO, returnModel };
    const solved = solveScenario(engine, { scenario, sourceId: 'parents' }, SITE);
    if (!solved.ok) throw new Error(`solve refused: ${JSON.stringify(solved)}`);
    const pair = await timePair(
      () => projectScenario(engine, scenario, SITE),
      () => solveScenario(engine, { scenario, sourceId: 'parents' }, SITE),
      quick,
    );
    const { assumptions, deterministic } = solved.solution.projection;
    models.push({
      returnModel,
      paths: assumptions.mcPathsSimulated,
      months: deterministic.months,
      evaluations: solved.solution.evaluations,
      projectMs: pair.baseMs,
      solveMs: pair.otherMs,
      ratio: pair.ratio,
      ratioFromMin: pair.ratioFromMin,
      roundMediansMs: { project: pair.roundMediansMs.base, solve: pair.roundMediansMs.other },
    });
  }
  return { models };
}
