// GET /v1/eligibility (docs/api.md#eligibility): the query it reads and the Eligibility it
// answers, for the route's OpenAPI entry, the MCP tool and the package. The route checks the query
// itself (core/eligibility/eligibility-query.ts), so every problem is reported at once.
import * as Type from 'typebox';
import { US_STATE_CODES } from '../common/us-states.js';

const IsoDate = (description: string) => Type.String({ format: 'date', description: `${description} (YYYY-MM-DD)` });

export const EligibilityQuery = Type.Object(
  {
    birthDate: IsoDate("the child's birth date"),
    asOf: IsoDate('the day asked about (today)'),
    state: Type.Optional(
      Type.Enum([...US_STATE_CODES], { description: 'where the child lives, a postal code; omit when unknown' }),
    ),
  },
  { additionalProperties: false },
);

const SourceUrl = Type.String({ format: 'uri', description: 'its primary source' });
const AmountCents = Type.String({ pattern: '^[0-9]{1,12}$', description: 'the gift, whole cents' });

export const PilotEligibility = Type.Object(
  {
    eligible: Type.Boolean({ description: 'the birth date fits; citizenship and the election are up to the family' }),
    amountCents: AmountCents,
    reason: Type.String({ minLength: 1 }),
    sourceUrl: SourceUrl,
  },
  { additionalProperties: false },
);

export const PledgeEligibility = Type.Object(
  {
    id: Type.String({ description: 'the pledge id of GET /v1/rules' }),
    sponsor: Type.String(),
    amountCents: AmountCents,
    mayQualify: Type.Boolean({
      description:
        "true when all the service can know (the age on the pledge's date, the state) fits; false when something rules it out or the state it needs is not given",
    }),
    conditions: Type.Array(Type.String({ minLength: 1 }), {
      description: 'what the service cannot check (the ZIP code income test, ...)',
    }),
    reason: Type.String({ minLength: 1 }),
    sourceUrl: SourceUrl,
  },
  { additionalProperties: false },
);

export const Eligibility = Type.Object(
  {
    pilot: PilotEligibility,
    pledges: Type.Array(PledgeEligibility, { description: 'every pledge, in the order of GET /v1/rules' }),
  },
  { additionalProperties: false },
);

export type EligibilityQuery = Type.Static<typeof EligibilityQuery>;
export type PilotEligibility = Type.Static<typeof PilotEligibility>;
export type PledgeEligibility = Type.Static<typeof PledgeEligibility>;
export type Eligibility = Type.Static<typeof Eligibility>;
