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

const Cents = (description: string) => Type.Integer({ minimum: 0, description: `${description}, in cents` });
const ByStatus = (description: string) =>
  Type.Object(
    { singleCents: Cents(`${description}, single`), marriedJointCents: Cents(`${description}, married joint`) },
    { additionalProperties: false },
  );
/** A rate as a decimal string of at most six places, from 0 to 1 ("0.0307" is 3.07%). */
const StateRate = (description: string) =>
  Type.String({ pattern: '^(0(\\.[0-9]{1,6})?|1(\\.0{1,6})?)$', description: `${description}: a decimal string` });
const StateBands = Type.Array(
  Type.Object(
    {
      fromCents: Cents('where the band starts in state taxable income'),
      rate: StateRate('its rate'),
      baseCents: Type.Optional(Cents("the tax at the band's start, in place of the lower bands' sum")),
    },
    { additionalProperties: false },
  ),
);
/** A phase-out as state (or, for an exclusion, federal) AGI rises: a rate on the AGI above `from`, or
 *  a straight line to zero at `to` (docs/after-tax.md#state-tax). */
const PhaseOut = Type.Object(
  {
    from: ByStatus('where it starts'),
    rate: Type.Optional(
      Type.Object({ single: StateRate('single'), marriedJoint: StateRate('joint') }, { additionalProperties: false }),
    ),
    to: Type.Optional(ByStatus('where it ends')),
    phasedCents: Type.Optional(ByStatus('the part that falls')),
    words: Type.String(),
  },
  { additionalProperties: false },
);
const RetirementExclusion = Type.Object(
  {
    fromAgeMonths: Type.Integer({ minimum: 0 }),
    capCents: Type.Union([Cents('per eligible filer'), Type.Null()]),
    agiPhaseOut: Type.Optional(PhaseOut),
    words: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);

/**
 * One jurisdiction's income-tax rules for the after-tax comparison (docs/after-tax.md#state-tax): the
 * shape of core/statute/state-tax-types.ts, field for field (server/rules/rules-body.ts holds the two
 * equal).
 */
export const StateTaxEntry = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Z]{2}$', description: 'the two-letter code, as afterTax.state takes it' }),
    name: Type.String({ minLength: 1 }),
    status: Type.Union([Type.Literal('modelled'), Type.Literal('notYet')], {
      description: 'notYet: listed but refused as afterTax.state (STATE_NOT_MODELLED); its figures are zero',
    }),
    year: Type.Literal(2026, { description: 'the year of the figures' }),
    incomeTax: Type.Union([Type.Literal('none'), Type.Literal('flat'), Type.Literal('graduated')]),
    brackets: Type.Object({ single: StateBands, marriedJoint: StateBands }, { additionalProperties: false }),
    deduction: ByStatus('standard deduction plus personal exemptions'),
    dependentDeduction: Type.Union([Cents("a dependent child's deduction"), Type.Literal('federal')]),
    exemptionCredit: ByStatus('exemption credits subtracted from the tax'),
    agedDeductionCents: Cents('extra deduction per filer 65 or older'),
    agedDeductionMarriedEachCents: Type.Optional(Cents('the same per spouse on a joint return, where it differs')),
    deductionPhaseOut: Type.Optional(PhaseOut),
    creditPhaseOut: Type.Optional(PhaseOut),
    agedCredit: Type.Optional(
      Type.Object(
        { fromAgeMonths: Type.Integer({ minimum: 0 }), eachCents: Cents('per filer'), words: Type.String() },
        { additionalProperties: false },
      ),
    ),
    noTaxAtOrBelow: Type.Optional(ByStatus('no income tax at or below this state AGI')),
    indexed: Type.Boolean({ description: 'indexed after 2026 as the federal figures are' }),
    kiddieTax: Type.Union([Type.Literal('follows'), Type.Literal('own')]),
    trumpWithdrawal: Type.Union([Type.Literal('ira'), Type.Literal('excluded')]),
    trumpEarnings: Type.Union([Type.Literal('deferred'), Type.Literal('taxedYearly')]),
    retirementExclusion: Type.Union([RetirementExclusion, Type.Null()]),
    retirementExclusionTiers: Type.Optional(Type.Array(RetirementExclusion, { description: 'further tiers by age' })),
    capitalGainsExcludedShare: StateRate('the share of long-term gains excluded'),
    capitalGainsExcludedFlatCents: Type.Optional(Cents('a flat exclusion: the larger of it and the share')),
    gainsBands: Type.Optional(
      Type.Object({ single: StateBands, marriedJoint: StateBands }, { additionalProperties: false }),
    ),
    gainsTax: Type.Union([
      Type.Object(
        { rate: StateRate('its rate'), deductionCents: Cents('its deduction'), words: Type.String({ minLength: 1 }) },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
    plan529Deduction: Type.Union([
      Type.Object(
        {
          kind: Type.Union([Type.Literal('deduction'), Type.Literal('credit')]),
          cap: Type.Union([ByStatus('the yearly cap'), Type.Null()]),
          perBeneficiary: Type.Boolean(),
          creditRate: Type.Optional(StateRate("a credit's rate")),
          ownPlanOnly: Type.Boolean(),
          carryforward: Type.Boolean(),
          words: Type.String({ minLength: 1 }),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
    plan529Recapture: Type.Boolean(),
    wagesTaxed: Type.Boolean(),
    localIncomeTax: Type.Boolean({ description: 'local income taxes exist (not modelled)' }),
    unverified: Type.Boolean({
      description: 'the treatment of Trump accounts is not settled there: the service applies federal conformity',
    }),
    note: Type.String({ minLength: 1 }),
    notModelled: Type.Array(Type.String({ minLength: 1 })),
    sources: Type.Array(
      Type.Object(
        {
          title: Type.String({ minLength: 1 }),
          url: Type.String({ format: 'uri' }),
          secondary: Type.Optional(Type.Literal(true)),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const StateTax = Type.Array(StateTaxEntry, { description: "additive: each state's rules, by code" });

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
    stateTax: Type.Optional(StateTax),
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
export type StateTaxEntry = Type.Static<typeof StateTaxEntry>;
export type StateTax = Type.Static<typeof StateTax>;
