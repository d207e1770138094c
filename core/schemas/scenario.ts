// The Scenario (docs/api.md#scenario): one TypeBox schema for the HTTP route, the MCP tool and the
// OpenAPI document. The bounds, and why each was chosen, are listed there; the constants live in
// scenario-values.ts, where the page (which bundles no TypeBox) reads them too.
import * as Type from 'typebox';
import {
  AFTER_TAX_DEFAULTS,
  ANNUAL_RETURN_BOUNDS,
  CENTS_PATTERN,
  CONVERSION_DEFAULTS,
  CONVERSION_TAX_PAID_FROM,
  DEFAULTS,
  FILING_STATUSES,
  GOAL_DEFAULTS,
  MAX_AGE_MONTHS,
  MAX_PLAN_YEARS,
  MAX_SEED_MAGNITUDE,
  MAX_SOURCES,
  MAX_TAX_RATE,
  MC_SAMPLERS,
  PLAN_DEFAULTS,
  PLAN_METHODS,
  RETURN_MODELS,
  SOURCE_KINDS,
  WITHDRAWAL_USES,
} from './scenario-values.js';

const IsoDate = (description: string) => Type.String({ format: 'date', description: `${description} (YYYY-MM-DD)` });

const AgeMonths = (description: string) =>
  Type.Integer({ minimum: 0, maximum: MAX_AGE_MONTHS, description: `${description}, in months of age` });

const AmountCents = Type.String({
  pattern: CENTS_PATTERN,
  description: 'whole cents per deposit, 1 to 12 digits',
  examples: ['25000'],
});

/** Whole cents as a string of 1 to 12 digits, for an amount already in (or put into) the account. */
const Cents = (description: string) =>
  Type.String({ pattern: CENTS_PATTERN, description: `${description}, in whole cents` });

const Goal = Type.Object(
  {
    amountCents: Cents('the balance wanted, more than 0'),
    atAgeMonths: AgeMonths('the age it is wanted at, after the age on asOf, by targetAgeMonths'),
    real: Type.Optional(
      Type.Boolean({
        description: "false: dollars of that day; true: asOf's dollars (deflated by annualInflation)",
        default: GOAL_DEFAULTS.real,
      }),
    ),
    probability: Type.Optional(
      Type.Number({
        minimum: 0.01,
        maximum: 0.99,
        description: 'the share of markets that must reach it',
        default: GOAL_DEFAULTS.probability,
      }),
    ),
  },
  { additionalProperties: false, description: 'a balance wanted at an age' },
);

const TaxRate = (description: string, defaultRate?: number) =>
  Type.Number({
    minimum: 0,
    maximum: MAX_TAX_RATE,
    description,
    ...(defaultRate === undefined ? {} : { default: defaultRate }),
  });

const WithdrawalPlan = Type.Object(
  {
    fromAgeMonths: AgeMonths('the first withdrawal: a birthday from 18, after the age on asOf'),
    years: Type.Integer({
      minimum: 1,
      maximum: MAX_PLAN_YEARS,
      description: 'yearly withdrawals, the last by targetAgeMonths',
    }),
    method: Type.Optional(
      Type.Enum([...PLAN_METHODS], {
        description:
          'equal: what is left over the years remaining; expenses: each year qualifiedExpensesCents, the last the rest',
        default: PLAN_DEFAULTS.method,
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'withdrawals, one each birthday',
  },
);

const RothConversion = Type.Object(
  {
    fromAgeMonths: AgeMonths('the first conversion: a birthday from 18, after the age on asOf'),
    years: Type.Integer({
      minimum: 1,
      maximum: MAX_PLAN_YEARS,
      description: 'yearly conversions, equal shares, before withdrawals',
    }),
    taxPaidFrom: Type.Optional(
      Type.Enum([...CONVERSION_TAX_PAID_FROM], {
        description:
          'outside: the tax is paid with other money; account: withheld, a taxed distribution (10% before 59 1/2)',
        default: CONVERSION_DEFAULTS.taxPaidFrom,
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'Roth conversion, then Roth withdrawals (unverified)',
  },
);

export const AfterTax = Type.Object(
  {
    use: Type.Optional(
      Type.Enum([...WITHDRAWAL_USES], {
        description: 'what the money is for (education: college)',
        default: AFTER_TAX_DEFAULTS.use,
      }),
    ),
    otherIncomeCents: Type.Optional(Cents("the child's wages in the withdrawal's year (default 0)")),
    otherUnearnedIncomeCents: Type.Optional(
      Cents("the child's other unearned income that year, e.g. interest (default 0)"),
    ),
    parentOrdinaryRate: Type.Optional(
      TaxRate(
        "the parent's marginal rate on ordinary income, applied by the kiddie tax",
        AFTER_TAX_DEFAULTS.parentOrdinaryRate,
      ),
    ),
    parentCapitalGainsRate: Type.Optional(
      TaxRate(
        "the parent's rate on long-term capital gains, applied by the kiddie tax",
        AFTER_TAX_DEFAULTS.parentCapitalGainsRate,
      ),
    ),
    ordinaryRate: Type.Optional(TaxRate('a flat rate on ordinary income in place of the brackets (own return)')),
    capitalGainsRate: Type.Optional(
      TaxRate('a flat rate on capital gains in place of the 0/15/20% bands (own return)'),
    ),
    kiddieTax: Type.Optional(
      Type.Boolean({
        description: 'forces the kiddie tax on or off (absent: by age)',
      }),
    ),
    fullTimeStudent: Type.Optional(
      Type.Boolean({
        description: 'student to 23: kiddie tax (absent: if education)',
      }),
    ),
    qualifiedExpensesCents: Type.Optional(
      Cents('qualified college expenses, education only (default: the whole withdrawal)'),
    ),
    filingStatus: Type.Optional(
      Type.Enum([...FILING_STATUSES], {
        description: 'returns after the kiddie tax: single or marriedJoint',
      }),
    ),
    plan: Type.Optional(WithdrawalPlan),
    conversion: Type.Optional(RothConversion),
    state: Type.Optional(Type.String({ description: 'e.g. NY' })),
    parentStateRate: Type.Optional(TaxRate("the parent's state rate")),
  },
  {
    additionalProperties: false,
    description: 'after tax, beside a 529 plan and a custodial account',
    examples: [{ use: 'education', qualifiedExpensesCents: '2500000' }],
  },
);

export const MonthlySchedule = Type.Object(
  {
    type: Type.Literal('monthly'),
    amountCents: AmountCents,
    startAgeMonths: AgeMonths('first deposit'),
    endAgeMonths: AgeMonths('end of the deposits, exclusive'),
  },
  { additionalProperties: false, description: 'monthly, at ages [start, end)' },
);

export const AnnualSchedule = Type.Object(
  {
    type: Type.Literal('annual'),
    amountCents: AmountCents,
    monthOfYear: Type.Integer({ minimum: 1, maximum: 12, description: 'calendar month of the deposit' }),
    startAgeMonths: AgeMonths('start of the range'),
    endAgeMonths: AgeMonths('end of the range, exclusive'),
  },
  {
    additionalProperties: false,
    description: 'yearly in monthOfYear, at ages [start, end)',
  },
);

export const OnceSchedule = Type.Object(
  {
    type: Type.Literal('once'),
    amountCents: AmountCents,
    atAgeMonths: AgeMonths('the deposit'),
  },
  { additionalProperties: false, description: 'a single deposit at atAgeMonths' },
);

export const Schedule = Type.Union([MonthlySchedule, AnnualSchedule, OnceSchedule], {
  description: 'exactly one of the three variants, chosen by type',
});

export const Source = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64, description: 'caller-chosen label, unique in the scenario' }),
    kind: Type.Enum([...SOURCE_KINDS], {
      description: 'charity is outside the yearly limit',
    }),
    stepUpRate: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 1,
        description: 'yearly growth of the amount (not for once)',
      }),
    ),
    schedule: Schedule,
    salaryReduction: Type.Optional(
      Type.Boolean({
        description: "employer only: from the employee's pay, before income tax",
      }),
    ),
  },
  { additionalProperties: false },
);

export const Scenario = Type.Object(
  {
    asOf: IsoDate('valuation date: the projection starts here'),
    birthDate: IsoDate("the child's birth date; up to 12 months after asOf for an expected child"),
    targetAgeMonths: Type.Integer({ minimum: 1, maximum: MAX_AGE_MONTHS, description: 'horizon, in months of age' }),
    includeSeed: Type.Optional(
      Type.Boolean({
        description: 'the $1,000 seed, if the birth date qualifies',
        default: DEFAULTS.includeSeed,
      }),
    ),
    annualReturn: Type.Optional(
      Type.Number({
        ...ANNUAL_RETURN_BOUNDS,
        description: 'expected annual return, a decimal fraction',
        default: DEFAULTS.annualReturn,
      }),
    ),
    returnIsReal: Type.Optional(
      Type.Boolean({ description: 'annualReturn is after inflation', default: DEFAULTS.returnIsReal }),
    ),
    annualInflation: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 0.2,
        description: 'annual inflation, a decimal fraction',
        default: DEFAULTS.annualInflation,
      }),
    ),
    annualFee: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 0.05,
        description: 'annual fund expenses, a decimal fraction',
        default: DEFAULTS.annualFee,
      }),
    ),
    annualVolatility: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 0.6,
        description: 'annual volatility of returns',
        default: DEFAULTS.annualVolatility,
      }),
    ),
    mcSeed: Type.Optional(
      Type.Integer({
        minimum: -MAX_SEED_MAGNITUDE,
        maximum: MAX_SEED_MAGNITUDE,
        description: 'Monte-Carlo seed',
        default: DEFAULTS.mcSeed,
      }),
    ),
    mcPaths: Type.Optional(
      Type.Integer({
        minimum: 100,
        maximum: 5000,
        description: 'Monte-Carlo paths requested',
        default: DEFAULTS.mcPaths,
      }),
    ),
    returnModel: Type.Optional(
      Type.Enum([...RETURN_MODELS], {
        description:
          'lognormal (simulated markets) or historical (every start month of the S&P 500 from 1871 whose ' +
          'window ends by 2023-05)',
        default: DEFAULTS.returnModel,
      }),
    ),
    mcSampler: Type.Optional(
      Type.Enum([...MC_SAMPLERS], {
        description:
          'lognormal paths: pseudo (pseudo-random draws) or sobol (a scrambled Sobol sequence with a Brownian bridge: ' +
          'closer bands for the same paths); not with returnModel historical',
        default: DEFAULTS.mcSampler,
      }),
    ),
    currentBalanceCents: Type.Optional(Cents("the account's value on asOf, where every path starts (default 0)")),
    currentBasisCents: Type.Optional(Cents('the after-tax money in that balance, recovered tax-free (default 0)')),
    contributedThisYearCents: Type.Optional(
      Cents("family, relative and employer deposits already made in asOf's year: they use its limit first (default 0)"),
    ),
    goal: Type.Optional(Goal),
    afterTax: Type.Optional(AfterTax),
    sources: Type.Optional(
      Type.Array(Source, {
        maxItems: MAX_SOURCES,
        description: 'sources, in the order they use the yearly room',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ShareRequest = Type.Object(
  { s: Type.String({ minLength: 1, maxLength: 8192, description: 'share-link state, as in shareUrl' }) },
  { additionalProperties: false },
);

export type ScenarioInput = Type.Static<typeof Scenario>;
export type GoalInput = Type.Static<typeof Goal>;
export type AfterTaxFields = Type.Static<typeof AfterTax>;
export type SourceInput = Type.Static<typeof Source>;
export type ScheduleInput = Type.Static<typeof Schedule>;
