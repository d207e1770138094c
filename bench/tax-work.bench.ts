// The after-tax part's tax work (docs/performance.md#the-tax-work-per-path-year): what one path's
// year of a withdrawal plan, of a Roth conversion and of the Roth's withdrawals after one costs,
// against one simulated path-month, which the compute budget charges them as
// (docs/model.md#the-compute-budget). Each cost is a double difference of whole projections' CPU
// time (process.cpuUsage around projectScenario and its JSON, this thread only), the fastest of
// interleaved samples: (c(P2, Y2) - c(P1, Y2) - c(P2, Y1) + c(P1, Y1)) / ((P2 - P1) (Y2 - Y1)) for
// P paths and Y years, which leaves out what does not grow with both (the simulation, a column's tax
// year, the deterministic path's plan). The path-month is (c(P2) - c(P1)) / ((P2 - P1) 1428) of a
// projection without afterTax. Each kind is measured on inputs that take the forms' slower routes.
import { type AfterTaxInput, taxColumn, withdrawalTax } from '../core/tax/federal-tax.js';
import { projectScenario } from '../package/answer-json.js';
import { createNodeEngine } from '../package/load-node.js';
import { round } from './timing.js';

/** A budget that clamps nothing measured here. */
const SITE = { siteUrl: 'https://530a.example', budgetPathMonths: 1_000_000_000 };
const MONTHS = 1428;
const PATHS: [number, number] = [200, 600];

/** Inputs that move a path-year's cost: none, large balances (the plans' ratios past 2^53), incomes
 *  past the doubles' bound (the BigInt forms), and rates of many decimals with the kiddie tax on. */
const VARIANTS: { name: string; scenario: object; afterTax: object }[] = [
  { name: 'defaults', scenario: {}, afterTax: {} },
  {
    name: 'large balances',
    scenario: {
      sources: [{ id: 'gift', kind: 'charity', schedule: { type: 'once', amountCents: '100000000', atAgeMonths: 1 } }],
    },
    afterTax: {},
  },
  {
    name: 'incomes past the doubles',
    scenario: {},
    afterTax: { otherIncomeCents: '999999999999', otherUnearnedIncomeCents: '999999999999' },
  },
  {
    name: 'rates of 13 decimals, kiddie tax',
    scenario: {},
    afterTax: {
      kiddieTax: true,
      parentOrdinaryRate: 0.3712345678901,
      parentCapitalGainsRate: 0.1512345678901,
      ordinaryRate: 0.2212345678901,
      capitalGainsRate: 0.1712345678901,
    },
  },
  // A state's income tax beside the federal (docs/after-tax.md#state-tax): one more return per
  // account and path-year; New York's graduated bands and recapture, California's yearly taxation.
  { name: 'a state (New York)', scenario: {}, afterTax: { state: 'NY' } },
  { name: 'a state (California)', scenario: {}, afterTax: { state: 'CA' } },
  {
    name: 'all of them',
    scenario: {
      sources: [{ id: 'gift', kind: 'charity', schedule: { type: 'once', amountCents: '100000000', atAgeMonths: 1 } }],
    },
    afterTax: {
      otherIncomeCents: '999999999999',
      otherUnearnedIncomeCents: '999999999999',
      kiddieTax: true,
      parentOrdinaryRate: 0.3712345678901,
      parentCapitalGainsRate: 0.1512345678901,
      ordinaryRate: 0.2212345678901,
      capitalGainsRate: 0.1712345678901,
      state: 'NY',
    },
  },
];

/** The kinds of year, each with the years it is measured at and the afterTax that has them. */
const KINDS: { name: string; years: [number, number]; afterTax: (years: number) => object }[] = [
  {
    name: 'plan year',
    years: [10, 90],
    afterTax: (years) => ({ plan: { fromAgeMonths: 240, years } }),
  },
  {
    name: 'conversion year',
    years: [5, 25],
    afterTax: (years) => ({ conversion: { fromAgeMonths: 216, years, taxPaidFrom: 'account' } }),
  },
  {
    // From 20 to 54: before 59 1/2, so none is qualified and each is taxed on its path.
    name: 'Roth withdrawal year',
    years: [5, 35],
    afterTax: (years) => ({
      conversion: { fromAgeMonths: 216, years: 2, taxPaidFrom: 'account' },
      plan: { fromAgeMonths: 240, years },
    }),
  },
  {
    // From 60 to 119, five years and more after the conversion: qualified, so untaxed.
    name: 'qualified Roth withdrawal year',
    years: [10, 60],
    afterTax: (years) => ({
      conversion: { fromAgeMonths: 216, years: 2, taxPaidFrom: 'account' },
      plan: { fromAgeMonths: 720, years },
    }),
  },
];

export interface TaxWorkRow {
  kind: string;
  variant: string;
  /** CPU time per path and year, microseconds; and in simulated path-months. */
  microseconds: number;
  pathMonths: number;
}

export interface TaxWorkResults {
  /** CPU time of one simulated path-month, nanoseconds (lognormal, no afterTax). */
  pathMonthNs: number;
  rows: TaxWorkRow[];
  /** One return computed by the exact forms in BigInt (core/tax/exact-returns.ts): microseconds,
   *  and simulated path-months. */
  exactReturns: { name: string; microseconds: number; pathMonths: number }[];
  samples: number;
}

/** Years whose every return takes the exact forms: other income past the doubles' bound, with
 *  rates of two decimals, and with rates of 13 (larger integers in every step of the forms). */
const EXACT_INPUTS: { name: string; input: AfterTaxInput }[] = [
  {
    name: 'incomes past the doubles',
    input: {
      use: 'retirement',
      otherIncomeCents: '999999999999',
      otherUnearnedIncomeCents: '999999999999',
      parentOrdinaryRate: 0.37,
      parentCapitalGainsRate: 0.2,
    },
  },
  {
    name: 'and rates of 13 decimals',
    input: {
      use: 'retirement',
      otherIncomeCents: '999999999999',
      otherUnearnedIncomeCents: '999999999999',
      parentOrdinaryRate: 0.3712345678901,
      parentCapitalGainsRate: 0.1512345678901,
      ordinaryRate: 0.2212345678901,
      capitalGainsRate: 0.1712345678901,
      kiddieTax: true,
    },
  },
];
const EXACT_AMOUNTS = 2000;

/** The fastest CPU time of one return by the exact forms, ms: withdrawalTax on amounts of $10,000
 *  to $20 million at a column of `input`, which takes no line and no doubles. */
function exactReturnMs(input: AfterTaxInput, samples: number): number {
  const column = taxColumn(input, {
    ageMonths: 780,
    year: 2091,
    birthYear: 2026,
    bornOnFirstOfJanuary: false,
    annualInflation: 0.025,
  });
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round <= samples; round++) {
    const before = process.cpuUsage();
    for (let i = 1; i <= EXACT_AMOUNTS; i++) withdrawalTax(i * 1_000_003, 'retirement', column);
    const used = process.cpuUsage(before);
    if (round > 0) best = Math.min(best, (used.user + used.system) / 1000 / EXACT_AMOUNTS);
  }
  return best;
}

export async function taxWorkBench({
  quick,
  log,
}: {
  quick: boolean;
  log: (line: string) => void;
}): Promise<TaxWorkResults> {
  const engine = await createNodeEngine();
  const samples = quick ? 2 : 7;
  let seed = 0;
  /** The fastest CPU time of each body's projection, ms, over `samples` interleaved rounds. */
  const fastest = (bodies: object[]): number[] => {
    const best = bodies.map(() => Number.POSITIVE_INFINITY);
    for (const body of bodies) projectOk(body, ++seed); // warm
    for (let round = 0; round < samples; round++) {
      bodies.forEach((body, index) => {
        const before = process.cpuUsage();
        projectOk(body, ++seed);
        const used = process.cpuUsage(before);
        best[index] = Math.min(best[index] ?? Number.POSITIVE_INFINITY, (used.user + used.system) / 1000);
      });
    }
    return best;
  };
  const projectOk = (body: object, mcSeed: number) => {
    const answer = projectScenario(engine, { ...body, mcSeed }, SITE);
    if (!answer.ok) throw new Error(`projection refused: ${JSON.stringify(answer).slice(0, 300)}`);
  };
  const base = (paths: number, scenario: object = {}) => ({
    asOf: '2026-11-21',
    birthDate: '2026-11-01',
    targetAgeMonths: MONTHS,
    mcPaths: paths,
    ...scenario,
  });

  log('tax work: a simulated path-month');
  const [p1, p2] = PATHS;
  const [without1, without2] = fastest([base(p1), base(p2)]) as [number, number];
  const pathMonthMs = (without2 - without1) / ((p2 - p1) * MONTHS);

  const rows: TaxWorkRow[] = [];
  for (const kind of KINDS) {
    for (const variant of VARIANTS) {
      log(`tax work: ${kind.name}, ${variant.name}`);
      const [y1, y2] = kind.years;
      const body = (paths: number, years: number) => ({
        ...base(paths, variant.scenario),
        afterTax: { use: 'any', ...variant.afterTax, ...kind.afterTax(years) },
      });
      const [c11, c21, c12, c22] = fastest([body(p1, y1), body(p2, y1), body(p1, y2), body(p2, y2)]) as [
        number,
        number,
        number,
        number,
      ];
      const perPathYearMs = (c22 - c12 - c21 + c11) / ((p2 - p1) * (y2 - y1));
      rows.push({
        kind: kind.name,
        variant: variant.name,
        microseconds: round(perPathYearMs * 1000, 3),
        pathMonths: round(perPathYearMs / pathMonthMs, 0),
      });
    }
  }
  log('tax work: a return by the exact forms');
  const exactReturns = EXACT_INPUTS.map(({ name, input }) => {
    const ms = exactReturnMs(input, samples);
    return { name, microseconds: round(ms * 1000, 3), pathMonths: round(ms / pathMonthMs, 0) };
  });
  return { pathMonthNs: round(pathMonthMs * 1e6, 2), rows, exactReturns, samples };
}
