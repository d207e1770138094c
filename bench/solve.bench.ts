// Part 4, solving for a contribution: a default-size solve (2000 paths x 216 months, a goal at the
// target with a 75% chance, the parents' monthly amount solved for) against one projection of the
// same scenario, in the same rounds, under both return models; the trials each solve took. A solve
// draws its paths once and replays them per trial (docs/model.md#solving-for-a-contribution), so
// it should cost a few projections, not the forty of a bisection that simulates every trial.
import { createNodeEngine } from '../server/engine/load-node.js';
import { projectScenario, type SiteOptions, solveScenario } from '../server/engine/project-scenario.js';
import { round, type TimingOptions, timeTasks } from './timing.js';

const SITE: SiteOptions = { siteUrl: 'https://530a.example' };

/** Eight months old on asOf, saving to 18: 208 months; mcPaths 2000 as a default request. */
const SCENARIO = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 216,
  goal: { amountCents: '5000000', atAgeMonths: 216, probability: 0.75 },
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 8, endAgeMonths: 216 },
    },
    {
      id: 'grandparents',
      kind: 'relative',
      schedule: { type: 'annual', amountCents: '50000', monthOfYear: 12, startAgeMonths: 8, endAgeMonths: 216 },
    },
  ],
};

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
  const options: TimingOptions = quick
    ? { rounds: 1, timeMs: 200, iterations: 3, warmupMs: 100, warmupIterations: 2 }
    : { rounds: 5, timeMs: 1000, iterations: 10, warmupMs: 300, warmupIterations: 5 };
  const models: SolveModelResult[] = [];
  for (const returnModel of ['lognormal', 'historical'] as const) {
    log(`solve: ${returnModel}`);
    const scenario = { ...SCENARIO, returnModel };
    const solved = solveScenario(engine, { scenario, sourceId: 'parents' }, SITE);
    if (!solved.ok) throw new Error(`solve refused: ${JSON.stringify(solved)}`);
    const timings = await timeTasks(
      [
        { name: 'project', fn: () => projectScenario(engine, scenario, SITE) },
        { name: 'solve', fn: () => solveScenario(engine, { scenario, sourceId: 'parents' }, SITE) },
      ],
      options,
    );
    const project = timings.get('project')!;
    const solve = timings.get('solve')!;
    const { assumptions, deterministic } = solved.solution.projection;
    models.push({
      returnModel,
      paths: assumptions.mcPathsSimulated,
      months: deterministic.months,
      evaluations: solved.solution.evaluations,
      projectMs: round(project.medianMs, 3),
      solveMs: round(solve.medianMs, 3),
      ratio: round(solve.medianMs / project.medianMs, 2),
      ratioFromMin: round(solve.minMs / project.minMs, 2),
      roundMediansMs: {
        project: project.roundMediansMs.map((ms) => round(ms, 3)),
        solve: solve.roundMediansMs.map((ms) => round(ms, 3)),
      },
    });
  }
  return { models };
}
