// Examples for the API reference: a newborn with the seed, parents and grandparents, an employer.
export const PROJECTION_EXAMPLE_REQUEST = {
  asOf: '2026-11-21',
  birthDate: '2026-08-14',
  targetAgeMonths: 216,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 3, endAgeMonths: 204 },
    },
    {
      id: 'grandparents',
      kind: 'relative',
      schedule: { type: 'annual', amountCents: '50000', monthOfYear: 12, startAgeMonths: 0, endAgeMonths: 204 },
    },
    {
      id: 'employer',
      kind: 'employer',
      stepUpRate: 0.03,
      schedule: { type: 'annual', amountCents: '100000', monthOfYear: 1, startAgeMonths: 0, endAgeMonths: 204 },
    },
  ],
};

/** A solve: what the parents must put in each month, from age 8 months, for a 75% chance of
 *  $50,000 at 18, with the grandparents' yearly gift. */
export const SOLVE_EXAMPLE_REQUEST = {
  scenario: {
    asOf: '2026-11-24',
    birthDate: '2026-03-10',
    targetAgeMonths: 216,
    currentBalanceCents: '100000',
    includeSeed: false,
    goal: { amountCents: '5000000', atAgeMonths: 216, probability: 0.75 },
    sources: [
      {
        id: 'parents',
        kind: 'family',
        schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 8, endAgeMonths: 216 },
      },
      {
        id: 'grandparents',
        kind: 'relative',
        schedule: { type: 'annual', amountCents: '50000', monthOfYear: 12, startAgeMonths: 8, endAgeMonths: 216 },
      },
    ],
  },
  sourceId: 'parents',
};
