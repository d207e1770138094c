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
