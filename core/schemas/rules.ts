// The Rules (response of GET /v1/rules) and the reviewed rules data behind it (docs/api.md#rules).
// The data holds what the response serves plus what only the server needs: the attribution and
// the eligible-fund list that GET /v1/returns reports on.
import * as Type from 'typebox';

const IsoDate = (description: string) => Type.String({ format: 'date', description: `${description} (YYYY-MM-DD)` });

export const Facts = Type.Record(Type.String(), Type.String({ minLength: 1 }), {
  description: 'stable camelCase key -> one or two plain sentences',
});

export const Sources = Type.Record(Type.String(), Type.String({ format: 'uri' }), {
  description: 'key -> primary-source URL; a fact and its source share a key',
});

export const UnverifiedItem = Type.Object(
  {
    enabled: Type.Boolean({ description: 'true when projections apply this item although it is not verified' }),
    note: Type.String({ minLength: 1, description: 'what is assumed or reported, and what is missing' }),
  },
  { additionalProperties: false },
);

export const Unverified = Type.Record(Type.String(), UnverifiedItem, {
  description: 'items that cannot be verified yet',
});

export const Rules = Type.Object(
  {
    sourceUrl: Type.String({ format: 'uri', description: 'the site to attribute results to' }),
    rulesVerifiedAt: IsoDate('the day the facts were last checked against their sources'),
    disclaimer: Type.String(),
    facts: Facts,
    unverified: Type.Optional(Unverified),
    sources: Sources,
    attribution: Type.Optional(
      Type.String({
        minLength: 1,
        description: 'additive: how to credit the figures, and the market history behind returnModel historical',
      }),
    ),
  },
  { additionalProperties: false },
);

export const EligibleFund = Type.Object(
  {
    ticker: Type.String({ pattern: '^[A-Z]{1,5}$' }),
    name: Type.String({ minLength: 1 }),
    index: Type.String({ minLength: 1, description: 'the index the fund tracks now' }),
    expenseRatio: Type.Number({ minimum: 0, description: 'annual expenses, a decimal fraction (0.0003 = 0.03%)' }),
    inception: IsoDate('launch of the fund or share class'),
  },
  { additionalProperties: false },
);

export const RulesData = Type.Object(
  {
    rulesVerifiedAt: Rules.properties.rulesVerifiedAt,
    disclaimer: Type.String({ minLength: 1 }),
    attribution: Type.String({ minLength: 1 }),
    facts: Facts,
    sources: Sources,
    unverified: Unverified,
    eligibleFunds: Type.Array(EligibleFund, { minItems: 1 }),
  },
  { additionalProperties: false },
);

export type Rules = Type.Static<typeof Rules>;
export type RulesData = Type.Static<typeof RulesData>;
export type EligibleFund = Type.Static<typeof EligibleFund>;
export type UnverifiedItem = Type.Static<typeof UnverifiedItem>;
