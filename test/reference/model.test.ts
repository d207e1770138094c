// Unit tests of the reference model itself. Every expected value is computed by hand in the
// comments (never by calling the model). Unless stated otherwise the scenarios use
// annualReturn 0, fee 0, inflation 0, returnIsReal false, so g = exp((ln 1 + ln 1) / 12) = 1,
// D(m) = 1 and balances are plain running sums of the deposits.
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  type Kind,
  limitFor,
  MATH,
  nearest,
  parseDate,
  type RefMath,
  type RefResult,
  type RefScenario,
  type RefSource,
  referenceProjection,
  STATUTE,
} from './model.js';

function scen(over: Partial<RefScenario>): RefScenario {
  return {
    asOf: '2027-01-01',
    birthDate: '2027-01-01',
    targetAgeMonths: 12,
    includeSeed: false,
    annualReturn: 0,
    returnIsReal: false,
    annualInflation: 0,
    annualFee: 0,
    sources: [],
    ...over,
  };
}
function run(s: RefScenario, math?: RefMath): RefResult {
  const o = referenceProjection(s, STATUTE, math);
  if (!o.ok) throw new Error(`unexpected error ${o.error}`);
  return o.result;
}
const once = (kind: Kind, amount: string, at: number, stepUpRate = 0): RefSource => ({
  id: `${kind}-${at}`,
  kind,
  stepUpRate,
  schedule: { type: 'once', amountCents: amount, atAgeMonths: at },
});
const monthly = (kind: Kind, amount: string, start: number, end: number, stepUpRate = 0): RefSource => ({
  id: `${kind}-m`,
  kind,
  stepUpRate,
  schedule: { type: 'monthly', amountCents: amount, startAgeMonths: start, endAgeMonths: end },
});
const annual = (kind: Kind, amount: string, moy: number, start: number, end: number, stepUpRate = 0): RefSource => ({
  id: `${kind}-a`,
  kind,
  stepUpRate,
  schedule: { type: 'annual', amountCents: amount, monthOfYear: moy, startAgeMonths: start, endAgeMonths: end },
});

describe('nearest (ties to even)', () => {
  it('rounds ties to the even neighbour and everything else to the nearest', () => {
    expect(nearest(2.5)).toBe(2);
    expect(nearest(3.5)).toBe(4);
    expect(nearest(0.5)).toBe(0);
    expect(nearest(1.5)).toBe(2);
    expect(nearest(-2.5)).toBe(-2);
    expect(nearest(-3.5)).toBe(-4);
    expect(nearest(2.4999999)).toBe(2);
    expect(nearest(2.5000001)).toBe(3);
    expect(nearest(-0.2)).toBe(0);
    expect(nearest(7)).toBe(7);
    expect(nearest(4503599627370497)).toBe(4503599627370497); // 2^52 + 1, already an integer
  });
});

describe('calendar', () => {
  const fmt = (s: string, n: number) => {
    const d = addMonths(parseDate(s), n);
    return `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
  };
  it('caps the day at the end of the target month, Gregorian leap years', () => {
    expect(fmt('2024-01-31', 1)).toBe('2024-02-29'); // 2024 leap
    expect(fmt('2023-01-31', 1)).toBe('2023-02-28');
    expect(fmt('1900-01-31', 1)).toBe('1900-02-28'); // divisible by 100, not 400
    expect(fmt('2000-01-31', 1)).toBe('2000-02-29'); // divisible by 400
    expect(fmt('2024-11-30', 3)).toBe('2025-02-28');
    expect(fmt('2024-03-31', -1)).toBe('2024-02-29');
    expect(fmt('2025-05-05', 12)).toBe('2026-05-05');
    expect(fmt('2024-01-31', 0)).toBe('2024-01-31');
  });

  it('startAgeMonths counts completed months (birth 2024-01-31)', () => {
    // addMonths(2024-01-31, 1) = 2024-02-29 <= 2024-02-29 -> 1 month completed
    const a = run(scen({ birthDate: '2024-01-31', asOf: '2024-02-29', targetAgeMonths: 12 }));
    expect(a.startAgeMonths).toBe(1);
    expect(a.months).toBe(11);
    expect(a.realOffsetMonths).toBe(0);
    // 2024-02-29 > 2024-02-28 -> 0 months completed
    const b = run(scen({ birthDate: '2024-01-31', asOf: '2024-02-28', targetAgeMonths: 12 }));
    expect(b.startAgeMonths).toBe(0);
    expect(b.months).toBe(12);
  });

  it('HORIZON when months < 1', () => {
    // start age 1 (as above), target 1 -> months 0
    expect(referenceProjection(scen({ birthDate: '2024-01-31', asOf: '2024-02-29', targetAgeMonths: 1 }))).toEqual({
      ok: false,
      error: 'HORIZON',
    });
    expect(run(scen({ birthDate: '2024-01-31', asOf: '2024-02-29', targetAgeMonths: 2 })).months).toBe(1);
  });

  it('expected child: startAgeMonths 0, realOffsetMonths, EXPECTED_TOO_FAR', () => {
    // asOf 2026-03-15, birth 2026-09-10: addMonths(asOf, 5) = 08-15 <= 09-10 < 09-15 -> 5
    const a = run(scen({ asOf: '2026-03-15', birthDate: '2026-09-10', targetAgeMonths: 12 }));
    expect(a.startAgeMonths).toBe(0);
    expect(a.realOffsetMonths).toBe(5);
    expect(a.months).toBe(12);
    // addMonths(asOf, 12) = 2027-03-15: exactly 12 months ahead is allowed, one day more is not
    expect(run(scen({ asOf: '2026-03-15', birthDate: '2027-03-15', targetAgeMonths: 12 })).realOffsetMonths).toBe(12);
    expect(referenceProjection(scen({ asOf: '2026-03-15', birthDate: '2027-03-16', targetAgeMonths: 12 }))).toEqual({
      ok: false,
      error: 'EXPECTED_TOO_FAR',
    });
    // asOf 2026-01-31: addMonths(asOf, 1) = 2026-02-28 <= birth 2026-02-28 -> 1
    expect(run(scen({ asOf: '2026-01-31', birthDate: '2026-02-28', targetAgeMonths: 12 })).realOffsetMonths).toBe(1);
    // born on asOf: not expected
    const c = run(scen({ asOf: '2026-03-15', birthDate: '2026-03-15', targetAgeMonths: 12 }));
    expect([c.startAgeMonths, c.realOffsetMonths]).toEqual([0, 0]);
  });
});

describe('limits', () => {
  it('indexes with F = (1 + i)^(Y - B) and floors to the step', () => {
    const i = 0.03;
    expect(limitFor(STATUTE.annualLimit, 2026, i)).toBe(500000n); // Y <= base year
    expect(limitFor(STATUTE.annualLimit, 2027, i)).toBe(500000n);
    expect(limitFor(STATUTE.annualLimit, 2028, i)).toBe(510000n); // 515000 / 10000 = 51.5 -> 51
    expect(limitFor(STATUTE.annualLimit, 2029, i)).toBe(530000n); // 500000 * 1.0609 = 530450 -> 53
    expect(limitFor(STATUTE.employerLimit, 2028, i)).toBe(250000n); // 257500 -> 25.75 -> 25
    expect(limitFor(STATUTE.employerLimit, 2029, i)).toBe(260000n); // 265225 -> 26.5225 -> 26
    expect(limitFor(STATUTE.iraLimit, 2026, i)).toBe(750000n);
    expect(limitFor(STATUTE.iraLimit, 2027, i)).toBe(750000n); // 772500 / 50000 = 15.45
    expect(limitFor(STATUTE.iraLimit, 2029, i)).toBe(800000n); // 750000 * 1.092727 = 819545.25 -> 16
    expect(limitFor(STATUTE.iraLimit, 2040, 0)).toBe(750000n);
  });
});

describe('seed', () => {
  it('lands at the first step dated on/after 2026-07-04 (born 2026-01-15, asOf 2026-02-01)', () => {
    // S = 0 (2026-02-15 > 2026-02-01). Step dates: k=0 -> 2026-02-01 (asOf), k -> 2026-(1+k)-15.
    // 2026-06-15 (k=5) < 07-04 <= 2026-07-15 (k=6): seed at step 6; B[7..24] = 100000.
    const r = run(scen({ birthDate: '2026-01-15', asOf: '2026-02-01', targetAgeMonths: 24, includeSeed: true }));
    expect(r.seedStep).toBe(6);
    expect(r.seedCents).toBe(100000n);
    expect(r.deposits[6]).toBe(100000n);
    expect(r.balances[6]).toBe(0n);
    expect(r.balances[7]).toBe(100000n);
    expect(r.finalNominalCents).toBe(100000n);
    expect(r.contributedCents).toBe(0n);
    expect(r.growthCents).toBe(0n); // 100000 - 0 - 100000
    expect(r.capWarnings).toBe(0);
    expect(r.milestones).toEqual([
      { ageMonths: 12, nominalCents: 100000n, realCents: 100000n },
      { ageMonths: 24, nominalCents: 100000n, realCents: 100000n },
    ]);
  });

  it('no seed when no step within the horizon is on/after the first contribution date', () => {
    // target 6: last step k=5 is dated 2026-06-15 < 2026-07-04
    const r = run(scen({ birthDate: '2026-01-15', asOf: '2026-02-01', targetAgeMonths: 6, includeSeed: true }));
    expect([r.seedStep, r.seedCents, r.finalNominalCents]).toEqual([-1, 0n, 0n]);
    // target 7: step 6 (2026-07-15) exists
    expect(
      run(scen({ birthDate: '2026-01-15', asOf: '2026-02-01', targetAgeMonths: 7, includeSeed: true })).seedStep,
    ).toBe(6);
  });

  it('eligibility by birth date (inclusive bounds) and includeSeed', () => {
    // 2024-12-31 is before 2025-01-01: no seed (S = 24, target 36)
    expect(
      run(scen({ birthDate: '2024-12-31', asOf: '2027-01-01', targetAgeMonths: 36, includeSeed: true })).seedStep,
    ).toBe(-1);
    // 2025-01-01 is the first eligible day: step 0 (dated asOf 2027-01-01) is after 2026-07-04
    expect(
      run(scen({ birthDate: '2025-01-01', asOf: '2027-01-01', targetAgeMonths: 36, includeSeed: true })).seedStep,
    ).toBe(0);
    // 2028-12-31 is the last eligible day; expected child (asOf + 12 months = 2029-01-01 >= birth);
    // step 0 is dated at the birth date -> seed at step 0
    const r = run(scen({ birthDate: '2028-12-31', asOf: '2028-01-01', includeSeed: true }));
    expect([r.seedStep, r.finalNominalCents]).toEqual([0, 100000n]);
    expect(run(scen({ birthDate: '2029-01-01', asOf: '2028-06-01', includeSeed: true })).seedStep).toBe(-1);
    expect(run(scen({ birthDate: '2028-12-31', asOf: '2028-01-01', includeSeed: false })).seedStep).toBe(-1);
  });

  it('is exempt from the limits and not counted as contributed', () => {
    // born 2027-01-01 = asOf; family 500000 at age 0 fills the 2027 annual room exactly; seed on top
    const r = run(scen({ includeSeed: true, sources: [once('family', '500000', 0)] }));
    expect(r.deposits[0]).toBe(600000n);
    expect([r.contributedCents, r.seedCents, r.cappedCents, r.capWarnings]).toEqual([500000n, 100000n, 0n, 0]);
    expect(r.growthCents).toBe(0n); // 600000 - 500000 - 100000
  });

  it('deposits before the first contribution date are dropped; seed lands with the first accepted one', () => {
    // born 2026-01-15, asOf 2026-02-01, family 100000/month ages 0..11, target 12.
    // Ages 0..5 are dated 2026-02-01 .. 2026-06-15: dropped (600000).
    // Ages 6..11 (2026-07-15 .. 2026-12-15): 2026 annual room 500000 -> five accepted,
    // age 11 cut to 0 (100000). capped 700000, contributed 500000, one year (2026) with cuts.
    // Seed at step 6 -> C[6] = 200000; final = 600000; growth = 600000 - 500000 - 100000 = 0.
    const r = run(
      scen({
        birthDate: '2026-01-15',
        asOf: '2026-02-01',
        targetAgeMonths: 12,
        includeSeed: true,
        sources: [monthly('family', '100000', 0, 12)],
      }),
    );
    expect(r.deposits).toEqual([0n, 0n, 0n, 0n, 0n, 0n, 200000n, 100000n, 100000n, 100000n, 100000n, 0n]);
    expect([r.contributedCents, r.cappedCents, r.capWarnings]).toEqual([500000n, 700000n, 1]);
    expect([r.finalNominalCents, r.growthCents]).toEqual([600000n, 0n]);
    expect([r.pastDeposits, r.beyondDeposits]).toEqual([[0], [0]]);
  });
});

describe('annual and employer rooms (growth period)', () => {
  it('monthly family 600000 in 2027 is capped at 500000 for the year', () => {
    // born = asOf = 2026-12-01; ages 1..12 are 2027-01-01 .. 2027-12-01, age 13 is 2028-01-01.
    // 2027: first deposit cut 600000 -> 500000 (100000), next 11 dropped (6600000).
    // 2028 (limit 500000 at inflation 0): 600000 -> 500000 (100000).
    // contributed 1000000, capped 6800000, years with cuts {2027, 2028}.
    const r = run(
      scen({
        birthDate: '2026-12-01',
        asOf: '2026-12-01',
        targetAgeMonths: 14,
        sources: [monthly('family', '600000', 1, 14)],
      }),
    );
    expect(r.deposits[1]).toBe(500000n);
    expect(r.deposits.slice(2, 13).every((c) => c === 0n)).toBe(true);
    expect(r.deposits[13]).toBe(500000n);
    expect([r.contributedCents, r.cappedCents, r.capWarnings]).toEqual([1000000n, 6800000n, 2]);
    expect(r.finalNominalCents).toBe(1000000n);
    // milestones: birthday 12 -> B[12] = 500000; target 14 (not a birthday) -> B[14] = 1000000
    expect(r.milestones.map((m) => [m.ageMonths, m.nominalCents])).toEqual([
      [12, 500000n],
      [14, 1000000n],
    ]);
    expect([r.pastDeposits, r.beyondDeposits]).toEqual([[0], [0]]);
  });

  it('employer 300000 is cut to 250000; family takes the rest of the annual room; charity exempt', () => {
    // born = asOf = 2026-12-01; step 2 = 2027-02-01, step 3 = 2027-03-01, step 4 = 2027-04-01.
    // employer 300000: min(annual 500000, employer 250000) -> 250000 (cut 50000); rooms 250000 / 0
    // family 300000: annual 250000 -> 250000 (cut 50000); annual room 0
    // charity 1000000 at step 3: accepted in full
    // employer 10000 at step 4: min(0, 0) -> dropped (cut 10000)
    // contributed 250000 + 250000 + 1000000 = 1500000, capped 110000, one year (2027)
    const r = run(
      scen({
        birthDate: '2026-12-01',
        asOf: '2026-12-01',
        targetAgeMonths: 5,
        sources: [
          once('employer', '300000', 2),
          once('family', '300000', 2),
          once('charity', '1000000', 3),
          once('employer', '10000', 4),
        ],
      }),
    );
    expect(r.deposits).toEqual([0n, 0n, 500000n, 1000000n, 0n]);
    expect(r.balances).toEqual([0n, 0n, 0n, 500000n, 1500000n, 1500000n]);
    expect([r.contributedCents, r.cappedCents, r.capWarnings]).toEqual([1500000n, 110000n, 1]);
  });

  it('first come, first served: source order within a step, step order across sources', () => {
    // family first: 300000 in full (annual room 200000 left); employer min(200000, 250000) = 200000
    const a = run(
      scen({
        birthDate: '2026-12-01',
        asOf: '2026-12-01',
        targetAgeMonths: 5,
        sources: [once('family', '300000', 2), once('employer', '300000', 2)],
      }),
    );
    expect([a.deposits[2], a.contributedCents, a.cappedCents]).toEqual([500000n, 500000n, 100000n]);
    // source 1 deposits earlier (step 2) and gets its 400000 in full; source 0 (step 3) gets 100000
    const b = run(
      scen({
        birthDate: '2026-12-01',
        asOf: '2026-12-01',
        targetAgeMonths: 5,
        sources: [once('family', '400000', 3), once('relative', '400000', 2)],
      }),
    );
    expect([b.deposits[2], b.deposits[3], b.cappedCents]).toEqual([400000n, 100000n, 300000n]);
  });
});

describe('growth period and IRA', () => {
  it('born 2008-03-10: growth period ended 2025-12-31, IRA limits, employer and charity dropped', () => {
    // asOf 2026-06-01: addMonths(birth, 218) = 2026-05-10 <= asOf < 2026-06-10 -> S = 218; target 240.
    // family 100000/month ages 0..239: 218 in the past; projected ages 218..239 (22 steps)
    //   a218 (dated asOf 2026-06-01), a219 (2026-06-10): before 2026-07-04, dropped (200000)
    //   a220..a225 (2026-07..12): 2026 > 2025 -> IRA room 750000 -> 600000 accepted
    //   a226..a237 (2027): IRA 750000 -> 7 full, a233 cut to 50000, 4 dropped: cut 450000
    //   a238, a239 (2028-01/02): 200000 accepted
    // charity 50000 at a221 (2026-08-10): dropped; employer 100000 at a230 (2027-05-10): dropped
    // contributed 600000 + 750000 + 200000 = 1550000; capped 200000 + 50000 + 450000 + 100000 = 800000
    // years with cuts: 2026, 2027
    const r = run(
      scen({
        birthDate: '2008-03-10',
        asOf: '2026-06-01',
        targetAgeMonths: 240,
        includeSeed: true,
        sources: [monthly('family', '100000', 0, 240), once('employer', '100000', 230), once('charity', '50000', 221)],
      }),
    );
    expect([r.startAgeMonths, r.months, r.seedStep]).toEqual([218, 22, -1]);
    expect([r.contributedCents, r.cappedCents, r.capWarnings]).toEqual([1550000n, 800000n, 2]);
    expect(r.deposits[0]).toBe(0n);
    expect(r.deposits[2]).toBe(100000n);
    expect(r.deposits[233 - 218]).toBe(50000n);
    expect(r.deposits[234 - 218]).toBe(0n);
    expect(r.pastDeposits).toEqual([218, 0, 0]);
    expect(r.beyondDeposits).toEqual([0, 0, 0]);
    // milestones 228 -> B[10] = 600000 + a226 + a227 = 800000; 240 -> B[22] = 1550000
    expect(r.milestones.map((m) => [m.ageMonths, m.nominalCents])).toEqual([
      [228, 800000n],
      [240, 1550000n],
    ]);
  });

  it('the year of the 17th birthday is the last growth year', () => {
    // born 2009-12-15, asOf 2026-07-04: S = 198 (2026-06-15); employer at 200 (2026-08-15), 2026 <= 2009 + 17: accepted
    const a = run(
      scen({
        birthDate: '2009-12-15',
        asOf: '2026-07-04',
        targetAgeMonths: 204,
        sources: [once('employer', '100000', 200)],
      }),
    );
    expect([a.startAgeMonths, a.contributedCents, a.cappedCents]).toEqual([198, 100000n, 0n]);
    // born 2008-12-15: S = 210; employer at 212 (2026-08-15), 2026 > 2008 + 17: dropped
    const b = run(
      scen({
        birthDate: '2008-12-15',
        asOf: '2026-07-04',
        targetAgeMonths: 216,
        sources: [once('employer', '100000', 212)],
      }),
    );
    expect([b.startAgeMonths, b.contributedCents, b.cappedCents, b.capWarnings]).toEqual([210, 0n, 100000n, 1]);
  });

  it('born 2020-05-05, inflation 3%: indexed limits through 2037, IRA from 2038', () => {
    // asOf 2030-01-01: addMonths(birth, 116) = 2030-01-05 > asOf -> S = 115; target 240 (2040-05-05).
    // June deposits: month(addMonths(birth, a)) = 6 <=> a ≡ 1 (mod 12); projected 121 (2030-06) .. 229 (2039-06).
    // employer 300000 then family 1000000 each June, growth years 2030..2037:
    //   limits (L annual, E employer): 2030 540000/270000, 2031 560000/280000, 2032 570000/280000,
    //   2033 590000/290000, 2034 610000/300000, 2035 630000/310000, 2036 650000/320000, 2037 670000/330000
    //   employer gets min(300000, E); family gets L - that; accepted per year = L; cut = 1300000 - L
    //   sum L = 4820000; cuts = 8 * 1300000 - 4820000 = 5580000
    // 2038: IRA 1050000 (750000 * 1.03^12 = 1069320.67 -> 21 steps); 2039: 1100000 (22.03 -> 22)
    //   employer 300000 dropped each year; family 1000000 accepted each year (2000000)
    //   charity 100000 at 216 (2038-05-05) dropped
    //   relative 200000 in July 2039 (a230): IRA room 100000 left -> cut 100000
    // contributed 4820000 + 2000000 + 100000 = 6920000
    // capped 5580000 + 600000 + 100000 + 100000 = 6380000; years 2030..2039 -> 10
    // past: June ages in [0, 115): 1..109 -> 10; beyond: [240, 252): 241 -> 1
    const r = run(
      scen({
        birthDate: '2020-05-05',
        asOf: '2030-01-01',
        targetAgeMonths: 240,
        annualReturn: 0.05,
        annualInflation: 0.03,
        sources: [
          annual('employer', '300000', 6, 0, 252),
          annual('family', '1000000', 6, 0, 252),
          once('charity', '100000', 216),
          annual('relative', '200000', 7, 228, 240),
        ],
      }),
    );
    expect([r.startAgeMonths, r.months]).toEqual([115, 125]);
    expect(r.deposits[121 - 115]).toBe(540000n);
    expect(r.deposits[169 - 115]).toBe(610000n); // 2034-06
    expect(r.deposits[205 - 115]).toBe(670000n); // 2037-06
    expect(r.deposits[216 - 115]).toBe(0n);
    expect(r.deposits[217 - 115]).toBe(1000000n);
    expect(r.deposits[229 - 115]).toBe(1000000n);
    expect(r.deposits[230 - 115]).toBe(100000n);
    expect(r.contributedCents).toBe(6920000n);
    expect(r.cappedCents).toBe(6380000n);
    expect(r.capWarnings).toBe(10);
    expect(r.pastDeposits).toEqual([10, 10, 0, 0]);
    expect(r.beyondDeposits).toEqual([1, 1, 0, 0]);
    // birthdays strictly after 115 up to 240
    expect(r.milestones.map((m) => m.ageMonths)).toEqual([120, 132, 144, 156, 168, 180, 192, 204, 216, 228, 240]);
  });
});

describe('schedules', () => {
  it('annual month matching, step-up counted from the schedule start, beyond-horizon count', () => {
    // born = asOf = 2026-10-20; March <=> a ≡ 5 (mod 12): ages 5 (2027-03-20), 17 (2028-03-20), 29 (beyond)
    // stepUp 1: f = 1, 2 -> 1000 at a5 (n = 0), 2000 at a17 (n = 1)
    const r = run(
      scen({
        birthDate: '2026-10-20',
        asOf: '2026-10-20',
        targetAgeMonths: 24,
        sources: [annual('family', '1000', 3, 0, 36, 1)],
      }),
    );
    expect(r.deposits[5]).toBe(1000n);
    expect(r.deposits[17]).toBe(2000n);
    expect(r.contributedCents).toBe(3000n);
    expect([r.pastDeposits, r.beyondDeposits]).toEqual([[0], [1]]);
    // schedule starting at 6: a17 has n = floor(11 / 12) = 0 -> 1000
    const s = run(
      scen({
        birthDate: '2026-10-20',
        asOf: '2026-10-20',
        targetAgeMonths: 24,
        sources: [annual('family', '1000', 3, 6, 36, 1)],
      }),
    );
    expect([s.deposits[5], s.deposits[17], s.contributedCents]).toEqual([0n, 1000n, 1000n]);
  });

  it('month of year comes from the birth date, the year from the (clamped) step date', () => {
    // born 2020-05-05, asOf 2030-01-01: S = 115; step 0 is age 115 whose month is December
    // (2029-12-05) but whose date is asOf, in 2030. December <=> a ≡ 7 (mod 12).
    // Projected 115 (year 2030) and 127 (2030-12-05): both 2030 -> second cut to 100000.
    // past: 7..103 -> 9; beyond: [128, 240): 139..235 -> 9
    const r = run(
      scen({
        birthDate: '2020-05-05',
        asOf: '2030-01-01',
        targetAgeMonths: 128,
        sources: [annual('family', '400000', 12, 0, 240)],
      }),
    );
    expect([r.deposits[0], r.deposits[12]]).toEqual([400000n, 100000n]);
    expect([r.contributedCents, r.cappedCents, r.capWarnings]).toEqual([500000n, 300000n, 1]);
    expect([r.pastDeposits, r.beyondDeposits]).toEqual([[9], [9]]);
    // milestones 120 -> B[5] = 400000, 128 -> B[13] = 500000
    expect(r.milestones.map((m) => [m.ageMonths, m.nominalCents])).toEqual([
      [120, 400000n],
      [128, 500000n],
    ]);
  });

  it('step-up amounts: nearest(amount * f[n]) with ties to even; once is unchanged', () => {
    // "3" stepUp 0.5 ages 0..35: f = 1, 1.5, 2.25 -> 3, nearest(4.5) = 4, nearest(6.75) = 7
    // "1000" stepUp 0.1 ages 6..29: n = 0 for 6..17 -> 1000, n = 1 for 18..29 -> 1100
    // once "12345" at 30 with stepUp 0.5: 12345
    // C[0] = 3, C[6] = 1003, C[12] = 1004, C[18] = 1104, C[24] = 1107, C[30] = 7 + 12345 = 12352
    // contributed = 12*(3+4+7) + 12*1000 + 12*1100 + 12345 = 168 + 25200 + 12345 = 37713
    const r = run(
      scen({
        targetAgeMonths: 36,
        sources: [
          monthly('family', '3', 0, 36, 0.5),
          monthly('relative', '1000', 6, 30, 0.1),
          once('family', '12345', 30, 0.5),
        ],
      }),
    );
    expect([r.deposits[0], r.deposits[6], r.deposits[12], r.deposits[18], r.deposits[24], r.deposits[30]]).toEqual([
      3n,
      1003n,
      1004n,
      1104n,
      1107n,
      12352n,
    ]);
    expect(r.contributedCents).toBe(37713n);
    expect(r.finalNominalCents).toBe(37713n);
    // f[2] = 1.1 * 1.1 = 1.2100000000000002 -> nearest(1210.0000000000002) = 1210
    const t = run(scen({ targetAgeMonths: 36, sources: [monthly('family', '1000', 0, 36, 0.1)] }));
    expect([t.deposits[0], t.deposits[12], t.deposits[24]]).toEqual([1000n, 1100n, 1210n]);
  });

  it('past and beyond counts for monthly and once schedules', () => {
    // born 2026-12-01, asOf 2027-03-01: S = 3, target 10
    // monthly ages 1..14: past 1, 2 -> 2; projected 3..9; beyond 10..14 -> 5
    // once at 2: past; once at 10: beyond; once at 9: projected
    const r = run(
      scen({
        birthDate: '2026-12-01',
        asOf: '2027-03-01',
        targetAgeMonths: 10,
        sources: [
          monthly('family', '100', 1, 15),
          once('family', '1', 2),
          once('family', '1', 10),
          once('family', '1', 9),
        ],
      }),
    );
    expect(r.startAgeMonths).toBe(3);
    expect(r.pastDeposits).toEqual([2, 1, 0, 0]);
    expect(r.beyondDeposits).toEqual([5, 0, 1, 0]);
    expect(r.contributedCents).toBe(701n); // 7 * 100 + 1
  });
});

describe('rates and the path', () => {
  it('B[k+1] = nearest((B[k] + C[k]) * g), ties to even on the path', () => {
    // g = 1.5, one cent at step 0: 1.5 -> 2, 3, 4.5 -> 4, 6, 9, 13.5 -> 14
    const math: RefMath = { growth: () => 1.5, deflator: MATH.deflator };
    const r = run(scen({ targetAgeMonths: 6, sources: [once('charity', '1', 0)] }), math);
    expect(r.balances).toEqual([0n, 2n, 3n, 4n, 6n, 9n, 14n]);
    expect([r.finalNominalCents, r.contributedCents, r.growthCents]).toEqual([14n, 1n, 13n]);
  });

  it('default growth: 1% a month', () => {
    // annualReturn = 1.01^12 - 1 -> g = 1.01 (to ~1e-16); 1000000 -> 1010000 -> 1020100 -> 1030301 -> 1040604.01
    const r = run(
      scen({ targetAgeMonths: 4, annualReturn: 0.12682503013196972, sources: [once('charity', '1000000', 0)] }),
    );
    expect(r.balances).toEqual([0n, 1010000n, 1020100n, 1030301n, 1040604n]);
    expect(r.milestones).toEqual([{ ageMonths: 4, nominalCents: 1040604n, realCents: 1040604n }]);
    expect(r.growthCents).toBe(40604n);
  });

  it('nominal rate from a real return; fee passed through', () => {
    const seen: number[][] = [];
    const math: RefMath = {
      growth: (n, f) => {
        seen.push([n, f]);
        return 1;
      },
      deflator: MATH.deflator,
    };
    run(scen({ annualReturn: 0.1, annualInflation: 0.2, returnIsReal: true, annualFee: 0.01 }), math);
    run(scen({ annualReturn: 0.1, annualInflation: 0.2, returnIsReal: false, annualFee: 0.01 }), math);
    expect(seen[0]?.[0]).toBeCloseTo(0.32, 14); // 1.1 * 1.2 - 1
    expect(seen[0]?.[1]).toBe(0.01);
    expect(seen[1]).toEqual([0.1, 0.01]);
  });

  it('real values use D(m) with m counted from asOf (expected child adds realOffsetMonths)', () => {
    // asOf 2026-03-15, birth 2026-09-10 -> offset 5; seed at step 0 (dated 2026-09-10); B[k>=1] = 100000
    // deflator D(m) = m: age 12 -> 100000/17 = 5882.35 -> 5882; 24 -> /29 = 3448.28 -> 3448; 30 -> /35 = 2857.14 -> 2857
    const ms: number[] = [];
    const math: RefMath = {
      growth: MATH.growth,
      deflator: (i, m) => {
        expect(i).toBe(0.02);
        ms.push(m);
        return m;
      },
    };
    const r = run(
      scen({
        asOf: '2026-03-15',
        birthDate: '2026-09-10',
        targetAgeMonths: 30,
        includeSeed: true,
        annualInflation: 0.02,
      }),
      math,
    );
    expect(r.seedStep).toBe(0);
    expect(r.finalRealCents).toBe(2857n);
    expect(r.milestones).toEqual([
      { ageMonths: 12, nominalCents: 100000n, realCents: 5882n },
      { ageMonths: 24, nominalCents: 100000n, realCents: 3448n },
      { ageMonths: 30, nominalCents: 100000n, realCents: 2857n },
    ]);
    expect(ms.sort((a, b) => a - b)).toEqual([17, 29, 35, 35]);
  });

  it('default deflator', () => {
    // born = asOf = 2026-07-04, seed at step 0, inflation 21%: D(12) = 1.21, D(24) = 1.4641
    // 100000 / 1.21 = 82644.63 -> 82645; 100000 / 1.4641 = 68301.35 -> 68301
    const r = run(
      scen({
        birthDate: '2026-07-04',
        asOf: '2026-07-04',
        targetAgeMonths: 24,
        includeSeed: true,
        annualInflation: 0.21,
      }),
    );
    expect(r.milestones.map((m) => m.realCents)).toEqual([82645n, 68301n]);
    expect(r.finalRealCents).toBe(68301n);
  });
});

describe('RESULT_OUT_OF_RANGE', () => {
  const MAX = '9007199254740991'; // 2^53 - 1
  it('accepts exactly 2^53 - 1', () => {
    const r = run(scen({ targetAgeMonths: 1, sources: [once('charity', MAX, 0)] }));
    expect(r.finalNominalCents).toBe(9007199254740991n);
  });
  it('refuses a balance beyond 2^53 - 1', () => {
    expect(
      referenceProjection(scen({ targetAgeMonths: 1, annualReturn: 0.01, sources: [once('charity', MAX, 0)] })),
    ).toEqual({ ok: false, error: 'RESULT_OUT_OF_RANGE' });
    // seed on top: B[0] + C[0] = 2^53 - 1 + 100000
    expect(
      referenceProjection(scen({ targetAgeMonths: 1, includeSeed: true, sources: [once('charity', MAX, 0)] })),
    ).toEqual({ ok: false, error: 'RESULT_OUT_OF_RANGE' });
  });
  it('refuses a contributed total beyond 2^53 - 1', () => {
    // 3 * 4e15 = 1.2e16 > 9.007e15
    expect(
      referenceProjection(scen({ targetAgeMonths: 3, sources: [monthly('charity', '4000000000000000', 0, 3)] })),
    ).toEqual({ ok: false, error: 'RESULT_OUT_OF_RANGE' });
  });
  it('answers a capped total beyond 2^53 - 1, exactly: only balances must be exact doubles', () => {
    // one huge family deposit: 500000 accepted, 2^53 - 1 - 500000 cut; two of them in the same
    // year: the second is cut whole, and the cut passes 2^53 - 1 (docs/model.md#the-total-cut-exact-at-any-size)
    const one = run(scen({ targetAgeMonths: 2, sources: [once('family', MAX, 0)] }));
    expect(one.cappedCents).toBe(9007199254240991n);
    const two = run(scen({ targetAgeMonths: 2, sources: [once('family', MAX, 0), once('family', MAX, 1)] }));
    expect([two.contributedCents, two.cappedCents]).toEqual([500000n, 2n * 9007199254740991n - 500000n]);
  });
});
