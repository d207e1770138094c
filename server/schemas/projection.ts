// The Projection (docs/api.md#projection) with its additive fields (cappedCents, warnings).
import Type from 'typebox';

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
    growthCents: CentString,
    milestones: Type.Array(Milestone),
    capWarnings: Type.Integer({ description: 'calendar years in which a deposit was cut or dropped by the statute' }),
    cappedCents: CentString,
  },
  { additionalProperties: false },
);

export const Percentiles = Type.Object(
  {
    ages: Type.Array(Type.Integer(), { description: 'months of age; the columns' }),
    nominalCents: Type.Array(Type.Array(CentString), { minItems: 5, maxItems: 5, description: 'rows: 10th, 25th, 50th, 75th, 90th percentile' }),
    realCents: Type.Array(Type.Array(CentString), { minItems: 5, maxItems: 5, description: 'rows as nominalCents, in asOf dollars' }),
  },
  { additionalProperties: false },
);

export const Warning = Type.Object(
  { code: Type.String(), message: Type.String() },
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
  },
  { additionalProperties: false },
);

export type Projection = Type.Static<typeof Projection>;
export type ProjectionWarning = Type.Static<typeof Warning>;
