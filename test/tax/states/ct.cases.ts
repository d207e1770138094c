// Connecticut's hand-worked returns (test/tax/states/state-case.ts), from the 2026 rate schedule of
// C.G.S. 12-700(a) (2%, 4.5%, 5.5%, 6% ...), the personal exemption and its phase-out (C.G.S.
// 12-702), the personal tax credit (12-704), the phase-out of the 2% bracket and the benefit
// recapture (12-700(a)) and the IRA-distribution subtraction with its federal AGI limit (12-701).
// Each is the whole Connecticut tax of the return, phase-outs and recapture included.
import type { StateCase } from './state-case.js';

const STATUTE = 'https://www.cga.ct.gov/current/pub/chap_229.htm';
const INSTRUCTIONS = 'https://portal.ct.gov/-/media/drs/forms/2025/income/2025-ct-1040-instructions_1225.pdf';

export const CASES: StateCase[] = [
  {
    state: 'CT',
    what: 'single, wages: no exemption, the 2% phase-out and the first recapture',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 12_000_000, // $120,000
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 627_500,
    worked:
      'CT AGI 120,000, above 44,000: exemption 0; above 64,500: no personal tax credit. Taxable 120,000. Schedule: 2% x 10,000 = 200; 4.5% x 40,000 = 1,800; 5.5% x 50,000 = 2,750; 6% x 20,000 = 1,200; = 5,950. 2% phase-out: 120,000 - 56,500 = 63,500, 13 steps of 5,000 (or fraction) x 25 = 325, at most 250. Recapture: 120,000 - 105,000 = 15,000, 3 steps x 25 = 75. Tax 5,950 + 250 + 75 = 6,275.00.',
    source: INSTRUCTIONS,
  },
  {
    state: 'CT',
    what: 'joint, wages and long-term gains taxed as ordinary income',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 15_000_000, // $150,000
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 2_000_000, // $20,000
    expectedTaxCents: 835_000,
    worked:
      'CT AGI 150,000 + 20,000 = 170,000, above 71,000: exemption 0; above 100,500: no personal tax credit. Taxable 170,000. Schedule: 2% x 20,000 = 400; 4.5% x 80,000 = 3,600; 5.5% x 70,000 = 3,850; = 7,850. 2% phase-out: 170,000 - 100,500 = 69,500, 14 steps of 5,000 x 50 = 700, at most 500. Recapture starts at 210,000: none. Tax 7,850 + 500 = 8,350.00.',
    source: INSTRUCTIONS,
  },
  {
    state: 'CT',
    what: 'single at 66, a Trump-account withdrawal subtracted in full below the AGI limit',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 0,
    interestCents: 1_000_000, // $10,000
    trumpWithdrawalCents: 4_000_000, // $40,000
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 0,
    worked:
      'Federal AGI 10,000 + 40,000 = 50,000, below 75,000: 100% of the IRA distribution subtracted (2026), 40,000. CT AGI 10,000, below 30,000: the whole exemption 15,000. Taxable 0. Tax 0.00.',
    source: STATUTE,
  },
  {
    state: 'CT',
    what: 'joint at 60, a Trump-account withdrawal that lifts federal AGI past the subtraction limit',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 9_000_000, // $90,000
    interestCents: 0,
    trumpWithdrawalCents: 6_000_000, // $60,000
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 725_000,
    worked:
      'Federal AGI 90,000 + 60,000 = 150,000, not below 150,000: no IRA subtraction. CT AGI 150,000: exemption 0, no personal tax credit. Schedule: 2% x 20,000 = 400; 4.5% x 80,000 = 3,600; 5.5% x 50,000 = 2,750; = 6,750. 2% phase-out: 150,000 - 100,500 = 49,500, 10 steps of 5,000 (or fraction) x 50 = 500 (the most). Recapture starts at 210,000: none. Tax 6,750 + 500 = 7,250.00.',
    source: INSTRUCTIONS,
  },
];
