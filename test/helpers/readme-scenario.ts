// The README's first scenario (the curl example): a newborn, $200 a month from the parents from 3
// months to 17, every other field at its default. The tests that need one plain valid body share it.
export const README_SCENARIO = {
  asOf: '2026-11-21',
  birthDate: '2026-08-14',
  targetAgeMonths: 216,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 3, endAgeMonths: 204 },
    },
  ],
};
