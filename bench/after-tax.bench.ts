// Part 5, after tax: a default projection (2000 paths x 208 months) with afterTax against the same
// projection without it, in the same rounds, under both return models. With afterTax the engine
// carries the side account on every path in the same pass and the block computes each path's three
// after-tax amounts at the target (docs/after-tax.md#the-compute-budget).
import { createNodeEngine } from '../server/engine/load-node.js';
import { projectScenario, type SiteOptions } from '../server/engine/project-scenario.js';
import { round, type TimingOptions, timeTasks } from './timing.js';

const SITE: SiteOptions = { siteUrl: 'https://530a.example' };

/** Eight months old on asOf, saving to 18: 208 months; mcPaths 2000 as a default request. */
const SCENARIO = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 216,
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
const AFTER_TAX = { use: 'education' };

export interface AfterTaxModelResult {
  returnModel: 'lognormal' | 'historical';
  paths: number;
  months: number;
  withoutMs: number;
  withMs: number;
  /** with / without, from the medians (and from the fastest samples). */
  ratio: number;
  ratioFromMin: number;
  roundMediansMs: { without: number[]; with: number[] };
}

export interface AfterTaxResults {
  models: AfterTaxModelResult[];
}

export async function afterTaxBench({
  quick,
  log,
}: {
  quick: boolean;
  log: (line: string) => void;
}): Promise<AfterTaxResults> {
  const engine = await createNodeEngine();
  const options: TimingOptions = quick
    ? { rounds: 1, timeMs: 200, iterations: 3, warmupMs: 100, warmupIterations: 2 }
    : { rounds: 5, timeMs: 1000, iterations: 10, warmupMs: 300, warmupIterations: 5 };
  const models: AfterTaxModelResult[] = [];
  for (const returnModel of ['lognormal', 'historical'] as const) {
    log(`afterTax: ${returnModel}`);
    const without = { ...SCENARIO, returnModel };
    const withIt = { ...without, afterTax: AFTER_TAX };
    const answer = projectScenario(engine, withIt, SITE);
    if (!answer.ok) throw new Error(`projection refused: ${JSON.stringify(answer)}`);
    const timings = await timeTasks(
      [
        { name: 'without', fn: () => projectScenario(engine, without, SITE) },
        { name: 'with', fn: () => projectScenario(engine, withIt, SITE) },
      ],
      options,
    );
    const plain = timings.get('without')!;
    const asked = timings.get('with')!;
    const { assumptions, deterministic } = answer.projection;
    models.push({
      returnModel,
      paths: assumptions.mcPathsSimulated,
      months: deterministic.months,
      withoutMs: round(plain.medianMs, 3),
      withMs: round(asked.medianMs, 3),
      ratio: round(asked.medianMs / plain.medianMs, 2),
      ratioFromMin: round(asked.minMs / plain.minMs, 2),
      roundMediansMs: {
        without: plain.roundMediansMs.map((ms) => round(ms, 3)),
        with: asked.roundMediansMs.map((ms) => round(ms, 3)),
      },
    });
  }
  return { models };
}
