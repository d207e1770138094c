// The scenario's defaults, bounds and lists of allowed values, without the schema library: the web
// page imports them from here, so its bundle carries no TypeBox (docs/api.md#how-the-page-checks-a-scenario);
// schemas/scenario.ts builds the TypeBox schema from the same constants.

export const MAX_AGE_MONTHS = 1428; // 119 years: the interface's bound on targetAgeMonths
export const MAX_SOURCES = 8;
export const MAX_SEED_MAGNITUDE = Number.MAX_SAFE_INTEGER; // 2^53 - 1

/** Whole cents as a string: 1 to 12 digits. */
export const CENTS_PATTERN = '^[0-9]{1,12}$';
/** The most a 12-digit amount in cents can say; the largest amount a solve tries. */
export const MAX_AMOUNT_CENTS = 999_999_999_999;

export const DEFAULTS = {
  includeSeed: true,
  annualReturn: 0.07,
  returnIsReal: true,
  annualInflation: 0.025,
  annualFee: 0.0003,
  annualVolatility: 0.15,
  mcSeed: 530,
  mcPaths: 2000,
  stepUpRate: 0,
  returnModel: 'lognormal',
  mcSampler: 'pseudo',
} as const;

/** The expected annual return a scenario may assume, a decimal fraction. */
export const ANNUAL_RETURN_BOUNDS = { minimum: -0.5, maximum: 0.2 } as const;

/** lognormal: Monte-Carlo paths (docs/model.md#monte-carlo); historical: one path per start month
 *  of the S&P 500 since 1871 (docs/model.md#historical-markets). */
export const RETURN_MODELS = ['lognormal', 'historical'] as const;
export type ReturnModel = (typeof RETURN_MODELS)[number];

/** How the lognormal model draws its paths: pseudo, each path its own pseudo-random stream
 *  (docs/model.md#random-streams); sobol, point p of a scrambled Sobol sequence through a Brownian
 *  bridge (docs/model.md#the-sobol-sampler). Absent means pseudo, and "pseudo" is written away when a
 *  scenario is normalised (core/scenario/scenario.ts). */
export const MC_SAMPLERS = ['pseudo', 'sobol'] as const;
export type McSampler = (typeof MC_SAMPLERS)[number];

/** docs/api.md#goals: the balance wanted at an age, with a chance. */
export const GOAL_DEFAULTS = { real: false, probability: 0.5 } as const;

/** docs/after-tax.md: what is left after federal tax, beside a 529 plan and a custodial account. */
export const AFTER_TAX_DEFAULTS = {
  use: 'any',
  otherIncomeCents: '0',
  parentOrdinaryRate: 0.22,
  parentCapitalGainsRate: 0.15,
} as const;
export const WITHDRAWAL_USES = ['any', 'education', 'firstHome', 'retirement'] as const;
/** docs/after-tax.md#withdrawals-over-several-years: a plan of yearly withdrawals. */
export const PLAN_METHODS = ['equal', 'expenses'] as const;
export const PLAN_DEFAULTS = { method: 'equal' } as const;
export const MAX_PLAN_YEARS = 100;
/** docs/after-tax.md#a-roth-conversion: who pays the conversion's tax. */
export const CONVERSION_TAX_PAID_FROM = ['outside', 'account'] as const;
export const CONVERSION_DEFAULTS = { taxPaidFrom: 'outside' } as const;
export const MAX_TAX_RATE = 0.5;
/** docs/after-tax.md#filing-status: the owner's returns after the kiddie-tax years. Absent means
 *  single, and "single" is written away when a scenario is normalised (core/scenario/scenario.ts). */
export const FILING_STATUSES = ['single', 'marriedJoint'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export const SCHEDULE_TYPES = ['monthly', 'annual', 'once'] as const;
export const SOURCE_KINDS = ['family', 'relative', 'charity', 'employer'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
