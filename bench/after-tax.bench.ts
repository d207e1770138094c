// Part 5, after tax: a default projection (2000 paths x 208 months) with afterTax against the same
// projection without it, in the same rounds, under both return models. With afterTax the engine
// carries the side account on every path in the same pass and the block computes each path's three
// after-tax amounts at the target (docs/after-tax.md#the-compute-budget).

import type { SiteOptions } from '../core/projection/project-scenario.js';
import { projectScenario } from '../package/answer-json.js';
import { createNodeEngine } from '../package/load-node.js';
import { EIGHT_MONTHS_OLD } from './inputs.js';
import { type PairTiming, timePair } from './timing.js';

const SITE: SiteOptions = { siteUrl: 'https://530a.example' };
const AFTER_TAX = { use: 'education' };

export interface AfterTaxModelResult extends PairTiming {
  returnModel: 'lognormal' | 'historical';
  paths: number;
  months: number;
}

export interface AfterTaxResults {
  /** base: without afterTax; other: with it. */
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
  const models: AfterTaxModelResult[] = [];
  for (const returnModel of ['lognormal', 'historical'] as const) {
    log(`afterTax: ${returnModel}`);
    const without = { ...EIGHT_MONTHS_OLD, returnModel };
    const withIt = { ...without, afterTax: AFTER_TAX };
    const answer = projectScenario(engine, withIt, SITE);
    if (!answer.ok) throw new Error(`projection refused: ${JSON.stringify(answer)}`);
    const pair = await timePair(
      () => projectScenario(engine, without, SITE),
      () => projectScenario(engine, withIt, SITE),
      quick,
    );
    const { assumptions, deterministic } = answer.projection;
    models.push({ returnModel, paths: assumptions.mcPathsSimulated, months: deterministic.months, ...pair });
  }
  return { models };
}
