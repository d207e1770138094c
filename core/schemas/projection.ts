// The Projection (docs/api.md#projection) with its additive fields (cappedCents, warnings, historical,
// basisCents and taxableCents, goal, afterTax).
import * as Type from 'typebox';
import { AfterTax } from './scenario.js';

export const CentString = Type.String({ pattern: '^-?[0-9]+$', description: 'exact money amount in integer cents' });

export const Assumptions = Type.Object(
  {
    annualReturn: Type.Number(),
    returnIsReal: Type.Boolean(),
    annualInflation: Type.Number(),
    annualFee: Type.Number(),
    annualVolatility: Type.Number(),
    mcSeed: Type.Integer(),
    mcPathsRequested: Type.Integer(),
    mcPathsSimulated: Type.Integer({ description: 'may be clamped below the requested count to bound compute' }),
    mcSampler: Type.Optional(
      Type.Literal('sobol', {
        description:
          'additive: present only when the paths were drawn from a scrambled Sobol sequence (the scenario\'s mcSampler "sobol"); absent for pseudo-random paths and market history',
      }),
    ),
  },
  { additionalProperties: false, description: 'the values in effect' },
);

export const Milestone = Type.Object(
  { ageMonths: Type.Integer(), nominalCents: CentString, realCents: CentString },
  { additionalProperties: false },
);

export const Deterministic = Type.Object(
  {
    months: Type.Integer(),
    startAgeMonths: Type.Integer(),
    finalNominalCents: CentString,
    finalRealCents: CentString,
    contributedCents: CentString,
    seedCents: CentString,
    growthCents: Type.String({
      pattern: '^-?[0-9]+$',
      description: 'finalNominalCents - contributedCents - seedCents - currentBalanceCents',
    }),
    basisCents: Type.String({
      pattern: '^-?[0-9]+$',
      description:
        'additive: after-tax money in the final balance, recovered tax-free: currentBasisCents plus every family and relative deposit accepted',
    }),
    taxableCents: Type.String({
      pattern: '^-?[0-9]+$',
      description:
        'additive: finalNominalCents - basisCents, ordinary income when withdrawn (negative after losses); no tax rate is assumed',
    }),
    milestones: Type.Array(Milestone),
    capWarnings: Type.Integer({ description: 'calendar years in which a deposit was cut or dropped by the statute' }),
    cappedCents: CentString,
  },
  { additionalProperties: false },
);

/** Five rows of cents, the 10th, 25th, 50th, 75th and 90th percentiles, one column per age. */
const PercentileRows = (description: string) =>
  Type.Array(Type.Array(CentString), { minItems: 5, maxItems: 5, description });

export const Percentiles = Type.Object(
  {
    ages: Type.Array(Type.Integer(), { description: 'months of age; the columns' }),
    nominalCents: PercentileRows('rows: 10th, 25th, 50th, 75th, 90th percentile'),
    realCents: PercentileRows('rows as nominalCents, in asOf dollars'),
  },
  { additionalProperties: false },
);

const yearMonth = (description = 'a month, YYYY-MM') =>
  Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description });
const YearMonth = yearMonth();

const HistoricalWindow = Type.Object(
  {
    startMonth: YearMonth,
    finalNominalCents: CentString,
  },
  {
    additionalProperties: false,
    description: 'the market-history window that starts in startMonth, and its balance at the target age',
  },
);

export const Historical = Type.Object(
  {
    firstMonth: yearMonth('the first month of the market history, YYYY-MM: 1871-01'),
    lastMonth: yearMonth('the last month of the market history whose return is known, YYYY-MM: 2023-05'),
    windows: Type.Integer({
      description:
        'paths: one per complete window, each start month from firstStartMonth to lastStartMonth ' +
        '(the months of history less the horizon plus one)',
    }),
    completeWindows: Type.Integer({
      description: 'windows that end within the data: every window, so equal to windows',
    }),
    firstStartMonth: yearMonth('the start month of the first window, YYYY-MM: firstMonth'),
    lastStartMonth: yearMonth('the start month of the last window, the last that ends within the data, YYYY-MM'),
    worst: HistoricalWindow,
    best: HistoricalWindow,
  },
  {
    additionalProperties: false,
    description:
      'additive, only when returnModel is historical: the complete windows of market history the bands ' +
      'come from, and the windows with the lowest and highest balance at the target age (ties: the earlier start)',
  },
);

const GoalBlock = Type.Object(
  {
    amountCents: CentString,
    atAgeMonths: Type.Integer(),
    real: Type.Boolean(),
    probability: Type.Number(),
    deterministicReaches: Type.Boolean({
      description: 'the deterministic balance at atAgeMonths is at least amountCents',
    }),
    paths: Type.Integer({ description: 'the simulated paths (or history windows)' }),
    pathsReaching: Type.Integer({ description: 'paths whose balance at atAgeMonths is at least amountCents' }),
    pathsNeeded: Type.Integer({
      description: 'ceil(probability * paths): the paths that must reach it for the goal to be met (POST /v1/solve)',
    }),
    chance: Type.Number({ description: 'pathsReaching / paths' }),
  },
  {
    additionalProperties: false,
    description:
      "additive, only when the scenario has a goal: the goal and how many paths reach it (real: in asOf's dollars)",
  },
);

const MaybeCents = (description: string) =>
  Type.Union([CentString, Type.Null()], { description: `${description}; null where not available` });

const AfterTaxEntry = Type.Object(
  {
    ageMonths: Type.Integer(),
    available: Type.Boolean({
      description: 'false for a Trump account before 1 January of the year the child turns 18',
    }),
    grossCents: MaybeCents('the balance withdrawn'),
    basisCents: MaybeCents('the after-tax money in it, recovered tax-free'),
    incomeTaxCents: MaybeCents('federal income tax on the withdrawal'),
    additionalTaxCents: MaybeCents('the 10% additional tax'),
    stateTaxCents: Type.Optional(MaybeCents('state income tax on it, with afterTax.state')),
    stateDeductionSavedCents: Type.Optional(
      Type.String({
        pattern: '^[0-9]+$',
        description: 'state tax the 529 deduction saved; not netted',
      }),
    ),
    netCents: MaybeCents('grossCents less the taxes'),
    netRealCents: MaybeCents("netCents in asOf's dollars"),
  },
  { additionalProperties: false },
);

const NetRows = (description: string) =>
  Type.Array(Type.Array(Type.Union([CentString, Type.Null()])), {
    minItems: 5,
    maxItems: 5,
    description: `${description}: rows 10th, 25th, 50th, 75th, 90th, one column per age; null where not available`,
  });

const AfterTaxAccount = Type.Object(
  {
    deterministic: Type.Array(AfterTaxEntry, { description: 'the deterministic path, one entry per age' }),
    netCents: NetRows("the net of the account's balance percentile"),
    netRealCents: NetRows("netCents in asOf's dollars"),
  },
  { additionalProperties: false },
);

const PlanYearEntry = Type.Object(
  {
    ageMonths: Type.Integer({ description: "the withdrawal's age, a birthday" }),
    year: Type.Integer({ description: 'the calendar year of its date, whose figures and ages apply' }),
    withdrawalCents: CentString,
    basisCents: Type.String({ pattern: '^-?[0-9]+$', description: 'the basis this withdrawal recovers' }),
    incomeTaxCents: CentString,
    additionalTaxCents: CentString,
    stateTaxCents: Type.Optional(CentString),
    netCents: CentString,
    netRealCents: CentString,
    leftCents: Type.String({ pattern: '^-?[0-9]+$', description: 'what is still held after it' }),
  },
  { additionalProperties: false },
);

const PlanBands = (description: string) =>
  Type.Array(CentString, { minItems: 5, maxItems: 5, description: `${description}: 10th, 25th, 50th, 75th, 90th` });

const PlanAccount = Type.Object(
  {
    deterministic: Type.Object(
      {
        netCents: CentString,
        netRealCents: CentString,
        years: Type.Array(PlanYearEntry, { description: 'one entry per withdrawal, on the deterministic path' }),
      },
      { additionalProperties: false },
    ),
    netCents: PlanBands("percentiles over the paths of the plan's total after federal tax"),
    netRealCents: PlanBands("the same of the totals in asOf's dollars"),
  },
  { additionalProperties: false },
);

const PlanBlock = Type.Object(
  {
    ages: Type.Array(Type.Integer(), { description: "the withdrawals' ages in months" }),
    paths: Type.Integer({ description: 'the simulated paths (or history windows)' }),
    trumpAccount: PlanAccount,
    plan529: PlanAccount,
    custodial: PlanAccount,
    trumpAheadOf529: Type.Integer({ description: "paths whose Trump account's total net is at least the 529 plan's" }),
    trumpAheadOfCustodial: Type.Integer({
      description: "paths whose Trump account's total net is at least the custodial account's",
    }),
    trumpAccountLeft: Type.Object(
      {
        nominalCents: PercentileRows('rows: 10th, 25th, 50th, 75th, 90th percentile; one column per age of ages'),
        realCents: PercentileRows('rows as nominalCents, in asOf dollars'),
      },
      {
        additionalProperties: false,
        description:
          'what the Trump account still holds just after each withdrawal: percentiles over the paths, as percentiles reads',
      },
    ),
  },
  {
    additionalProperties: false,
    description:
      'additive, only when afterTax has plan: withdrawals over several years (docs/after-tax.md#the-plan-block)',
  },
);

const ConversionYearEntry = Type.Object(
  {
    ageMonths: Type.Integer({ description: "the conversion's age, a birthday" }),
    year: Type.Integer({ description: 'the calendar year of its date, whose figures and ages apply' }),
    convertedCents: CentString,
    basisCents: Type.String({ pattern: '^-?[0-9]+$', description: 'the basis it recovers, tax-free' }),
    taxableCents: Type.String({ pattern: '^-?[0-9]+$', description: 'the rest: ordinary income of the year' }),
    incomeTaxCents: CentString,
    additionalTaxCents: Type.String({
      pattern: '^-?[0-9]+$',
      description: 'the 10% on the taxable part withheld (taxPaidFrom account, before 59 1/2)',
    }),
    withheldCents: Type.String({ pattern: '^-?[0-9]+$', description: 'kept back from the conversion for its tax' }),
    paidOutsideCents: Type.String({ pattern: '^-?[0-9]+$', description: 'the tax paid with money from outside' }),
    paidOutsideRealCents: CentString,
    rothCents: Type.String({ pattern: '^-?[0-9]+$', description: 'what the Roth IRA holds after it' }),
    leftCents: Type.String({ pattern: '^-?[0-9]+$', description: 'what the traditional account holds after it' }),
  },
  { additionalProperties: false },
);

const RothWithdrawalEntry = Type.Object(
  {
    ageMonths: Type.Integer({ description: "the withdrawal's age" }),
    year: Type.Integer(),
    withdrawalCents: CentString,
    qualified: Type.Boolean({ description: 'from 59 1/2 and five years after the first conversion: tax-free' }),
    conversionsCents: Type.String({ pattern: '^-?[0-9]+$', description: 'the part that is converted money' }),
    earningsCents: Type.String({ pattern: '^-?[0-9]+$', description: 'the part that is earnings' }),
    incomeTaxCents: CentString,
    additionalTaxCents: CentString,
    netCents: CentString,
    netRealCents: CentString,
    leftCents: Type.String({ pattern: '^-?[0-9]+$', description: 'what the Roth IRA still holds after it' }),
  },
  { additionalProperties: false },
);

const RothAccount = Type.Object(
  {
    deterministic: Type.Object(
      {
        netCents: Type.String({
          pattern: '^-?[0-9]+$',
          description: "the withdrawals' total after tax less the conversion tax paid from outside",
        }),
        netRealCents: CentString,
        conversionTaxCents: Type.String({
          pattern: '^-?[0-9]+$',
          description: "the conversions' income tax and additional tax",
        }),
        conversions: Type.Array(ConversionYearEntry, { description: 'one entry per conversion' }),
        withdrawals: Type.Array(RothWithdrawalEntry, { description: 'one entry per withdrawal from the Roth IRA' }),
      },
      { additionalProperties: false },
    ),
    netCents: PlanBands(
      "percentiles over the paths of the Roth's total (withdrawals after tax less tax paid from outside)",
    ),
    netRealCents: PlanBands('the same of the totals in asOf dollars'),
    conversionTaxCents: PlanBands("percentiles over the paths of the conversions' tax"),
  },
  { additionalProperties: false },
);

const ConversionBlock = Type.Object(
  {
    conversionAges: Type.Array(Type.Integer(), { description: "the conversions' ages in months" }),
    withdrawalAges: Type.Array(Type.Integer(), {
      description: "the withdrawals' ages: the plan's, or targetAgeMonths without a plan",
    }),
    paths: Type.Integer({ description: 'the simulated paths (or history windows)' }),
    roth: RothAccount,
    unconverted: PlanAccount,
    rothAheadOfUnconverted: Type.Integer({
      description: "paths whose Roth total in asOf dollars is at least the unconverted Trump account's",
    }),
  },
  {
    additionalProperties: false,
    description:
      'additive, only when afterTax has conversion: the Trump account converted to a Roth IRA, then the same withdrawals, beside it unconverted (docs/after-tax.md#a-roth-conversion)',
  },
);

const AfterTaxBlock = Type.Object(
  {
    input: AfterTax,
    ages: Type.Array(Type.Integer(), { description: 'months of age; the columns (percentiles.ages)' }),
    trumpAccount: AfterTaxAccount,
    plan529: AfterTaxAccount,
    custodial: AfterTaxAccount,
    atTarget: Type.Union(
      [
        Type.Object(
          {
            paths: Type.Integer({ description: 'the simulated paths (or history windows)' }),
            trumpAheadOf529: Type.Integer({
              description: "paths whose Trump account's net at targetAgeMonths is at least the 529 plan's",
            }),
            trumpAheadOfCustodial: Type.Integer({
              description: "paths whose Trump account's net at targetAgeMonths is at least the custodial account's",
            }),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: 'counted path by path at the target age; null when the Trump account is not available there' },
    ),
    plan: Type.Optional(PlanBlock),
    conversion: Type.Optional(ConversionBlock),
  },
  {
    additionalProperties: false,
    description:
      'additive, only when the scenario has afterTax: the whole balance withdrawn at each age for one use, after ' +
      'federal tax, beside the same family and relative money in a 529 plan and a custodial account (docs/after-tax.md)',
  },
);

/** Every note a projection can carry (docs/model.md#warnings): a registry, so a new code is a
 *  deliberate change of the contract and the documents that list them are checked against it. */
export const WARNING_CODES = [
  'FEE_ABOVE_FUND_CEILING',
  'SEED_NOT_ELIGIBLE',
  'SEED_BEYOND_HORIZON',
  'DEPOSITS_IN_PAST',
  'DEPOSITS_BEYOND_HORIZON',
  'DEPOSITS_BEFORE_FIRST_CONTRIBUTION_DATE',
  'ANNUAL_LIMIT',
  'EMPLOYER_LIMIT',
  'CONTRIBUTIONS_AFTER_GROWTH_PERIOD',
  'IRA_LIMIT',
  'SEED_MAY_BE_IN_BALANCE',
  'CUSTODIAL_DIVIDEND_TAX',
  'STATE_TAXED_YEARLY',
  'TARGET_AGE_LOOKS_LIKE_YEARS',
  'ROTH_CONVERSION_UNVERIFIED',
  'SALARY_REDUCTION',
] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

export const Warning = Type.Object(
  {
    code: Type.Enum([...WARNING_CODES], { description: 'a stable code, one of the registry' }),
    message: Type.String(),
  },
  { additionalProperties: false },
);

export const Projection = Type.Object(
  {
    schemaVersion: Type.Literal(1),
    sourceUrl: Type.String({ format: 'uri' }),
    shareUrl: Type.Optional(Type.String({ format: 'uri' })),
    disclaimer: Type.String(),
    rulesVerifiedAt: Type.Optional(Type.String({ format: 'date' })),
    assumptions: Assumptions,
    deterministic: Deterministic,
    percentiles: Percentiles,
    warnings: Type.Array(Warning, { description: 'notes that change no number silently' }),
    historical: Type.Optional(Historical),
    goal: Type.Optional(GoalBlock),
    afterTax: Type.Optional(AfterTaxBlock),
  },
  { additionalProperties: false },
);

export type Projection = Type.Static<typeof Projection>;
export type ProjectionWarning = Type.Static<typeof Warning>;
export type Historical = Type.Static<typeof Historical>;
export type GoalResult = Type.Static<typeof GoalBlock>;
export type AfterTaxBlock = Type.Static<typeof AfterTaxBlock>;
export type AfterTaxAccount = Type.Static<typeof AfterTaxAccount>;
export type AfterTaxEntry = Type.Static<typeof AfterTaxEntry>;
export type PlanBlock = Type.Static<typeof PlanBlock>;
export type PlanAccount = Type.Static<typeof PlanAccount>;
export type ConversionBlock = Type.Static<typeof ConversionBlock>;
