// The scenario the engine tests of withdrawals over several years and of the Roth conversion share:
// a child with a balance and basis already, parents monthly to 18 and an employer yearly to 200
// months (docs/after-tax.md#withdrawals-over-several-years).
export const PLAN_BASE = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  mcPaths: 101,
  currentBalanceCents: '250000',
  currentBasisCents: '100000',
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 8, endAgeMonths: 216 },
    },
    {
      id: 'work',
      kind: 'employer',
      schedule: { type: 'annual', amountCents: '100000', monthOfYear: 6, startAgeMonths: 8, endAgeMonths: 200 },
    },
  ],
};
