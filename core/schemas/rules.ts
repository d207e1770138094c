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

const CentString = (description: string) => Type.String({ pattern: '^[0-9]{1,12}$', description });

/** A rule of who gets a gift (docs/api.md#rules): the pilot contribution or a pledge. The words say
 *  it for people; `qualifies` says it as data, each test absent when the gift does not set it. */
export const GiftRule = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$', description: 'stable id: pilot, dell, ...' }),
    sponsor: Type.String({ minLength: 1, description: 'who pays' }),
    amountCents: CentString('the gift per child, whole cents'),
    whoQualifies: Type.String({ minLength: 1, description: 'who qualifies, in words' }),
    qualifies: Type.Object(
      {
        bornFrom: Type.Optional(IsoDate('born on or after')),
        bornTo: Type.Optional(IsoDate('born on or before')),
        age: Type.Optional(
          Type.Object(
            {
              belowYears: Type.Integer({
                minimum: 1,
                maximum: 18,
                description: 'younger than this many years ("10 and under" is 11)',
              }),
              measuredOn: IsoDate('the day the age is measured on'),
            },
            { additionalProperties: false },
          ),
        ),
        states: Type.Optional(
          Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), {
            minItems: 1,
            description: 'postal codes of the states the child must live in',
          }),
        ),
        zipMedianIncomeBelowCents: Type.Optional(
          CentString("the median income of the child's ZIP code must be below this (not checked by the service)"),
        ),
        pilotEligible: Type.Optional(
          Type.Boolean({ description: 'false: only children not eligible for the pilot contribution' }),
        ),
        usCitizen: Type.Optional(
          Type.Boolean({ description: 'true: U.S. citizens only (not checked by the service)' }),
        ),
        otherTerms: Type.Optional(
          Type.Array(Type.String({ minLength: 1 }), { description: 'other conditions, in words (not checked)' }),
        ),
      },
      { additionalProperties: false, description: 'who qualifies, as data' },
    ),
    announced: IsoDate('when it was announced (or enacted)'),
    paysFrom: Type.Union([IsoDate('the first day it may be paid'), Type.Null()], {
      description: 'the first day it may be paid; null when not known',
    }),
    sourceUrls: Type.Array(Type.String({ format: 'uri' }), { minItems: 1, description: 'primary sources' }),
    verified: Type.Boolean({ description: 'true when the terms were read in a primary source' }),
    note: Type.String({ minLength: 1, description: 'what was read, what is reported, what is missing' }),
  },
  { additionalProperties: false },
);

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
    pilot: Type.Optional(
      Type.Object(GiftRule.properties, {
        additionalProperties: false,
        description: "additive: the Treasury's pilot contribution, stated as the pledges are",
      }),
    ),
    pledges: Type.Optional(
      Type.Array(GiftRule, { description: 'additive: qualified general contributions pledged by sponsors' }),
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
    pilot: GiftRule,
    pledges: Type.Array(GiftRule),
  },
  { additionalProperties: false },
);

export type Rules = Type.Static<typeof Rules>;
export type RulesData = Type.Static<typeof RulesData>;
export type EligibleFund = Type.Static<typeof EligibleFund>;
export type UnverifiedItem = Type.Static<typeof UnverifiedItem>;
export type GiftRule = Type.Static<typeof GiftRule>;
