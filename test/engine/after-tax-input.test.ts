// The scenario's afterTax object (docs/api.md#after-tax): every bad value a problem at its pointer,
// the normalised form (defaults filled in, optional fields only when given, absent when not asked)
// and its share link.
import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare } from '../../core/scenario/share.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';

const BASE = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 276,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 8, endAgeMonths: 216 },
    },
  ],
};

function problemsOf(body: unknown) {
  const checked = checkScenario(body, STATUTE);
  return checked.ok ? [] : checked.errors.map(({ pointer, code }) => `${pointer} ${code}`);
}

function normalised(body: unknown) {
  const checked = checkScenario(body, STATUTE);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.scenario;
}

describe('validation of afterTax', () => {
  it('accepts an empty object and every field at its bounds', () => {
    expect(problemsOf({ ...BASE, afterTax: {} })).toEqual([]);
    const full = {
      use: 'education',
      otherIncomeCents: '999999999999',
      parentOrdinaryRate: 0.5,
      parentCapitalGainsRate: 0,
      ordinaryRate: 0,
      capitalGainsRate: 0.5,
      kiddieTax: false,
      fullTimeStudent: true,
      qualifiedExpensesCents: '0',
    };
    expect(problemsOf({ ...BASE, afterTax: full })).toEqual([]);
  });

  it.each([
    [{ use: 'college' }, '/afterTax/use NOT_ONE_OF'],
    [{ use: 1 }, '/afterTax/use NOT_ONE_OF'],
    [{ otherIncomeCents: '1234567890123' }, '/afterTax/otherIncomeCents NOT_CENTS'],
    [{ otherIncomeCents: 100 }, '/afterTax/otherIncomeCents WRONG_TYPE'],
    [{ otherIncomeCents: '' }, '/afterTax/otherIncomeCents NOT_CENTS'],
    [{ parentOrdinaryRate: 0.51 }, '/afterTax/parentOrdinaryRate TOO_LARGE'],
    [{ parentOrdinaryRate: -0.01 }, '/afterTax/parentOrdinaryRate TOO_SMALL'],
    [{ parentCapitalGainsRate: '0.15' }, '/afterTax/parentCapitalGainsRate WRONG_TYPE'],
    [{ parentCapitalGainsRate: 0.6 }, '/afterTax/parentCapitalGainsRate TOO_LARGE'],
    [{ ordinaryRate: 0.5000001 }, '/afterTax/ordinaryRate TOO_LARGE'],
    [{ capitalGainsRate: -1 }, '/afterTax/capitalGainsRate TOO_SMALL'],
    [{ kiddieTax: 'yes' }, '/afterTax/kiddieTax WRONG_TYPE'],
    [{ fullTimeStudent: 'yes' }, '/afterTax/fullTimeStudent WRONG_TYPE'],
    [{ fullTimeStudent: null }, '/afterTax/fullTimeStudent WRONG_TYPE'],
    [{ qualifiedExpensesCents: '12.5', use: 'education' }, '/afterTax/qualifiedExpensesCents NOT_CENTS'],
    [{ qualifiedExpensesCents: '500000' }, '/afterTax/qualifiedExpensesCents ONLY_FOR_EDUCATION'],
    [{ qualifiedExpensesCents: '500000', use: 'firstHome' }, '/afterTax/qualifiedExpensesCents ONLY_FOR_EDUCATION'],
    [{ extra: true }, '/afterTax/extra UNKNOWN_FIELD'],
  ])('%j -> %s', (afterTax, expected) => {
    expect(problemsOf({ ...BASE, afterTax })).toEqual([expected]);
  });

  it('refuses an afterTax that is not an object', () => {
    expect(problemsOf({ ...BASE, afterTax: [] })).toEqual(['/afterTax WRONG_TYPE']);
    expect(problemsOf({ ...BASE, afterTax: null })).toEqual(['/afterTax WRONG_TYPE']);
  });
});

describe('the normalised afterTax', () => {
  it('is absent when not asked, so older share links and cache keys keep their bytes', () => {
    const plain = normalised(BASE);
    expect('afterTax' in plain).toBe(false);
    expect(JSON.stringify(plain)).not.toContain('afterTax');
  });

  it('fills in the defaults and writes the optional fields only when given, in one order', () => {
    expect(normalised({ ...BASE, afterTax: {} }).afterTax).toEqual({
      use: 'any',
      otherIncomeCents: '0',
      parentOrdinaryRate: 0.22,
      parentCapitalGainsRate: 0.15,
    });
    const spelled = normalised({
      ...BASE,
      afterTax: {
        qualifiedExpensesCents: '000250000',
        fullTimeStudent: false,
        kiddieTax: true,
        capitalGainsRate: 0.1,
        ordinaryRate: 0.12,
        parentCapitalGainsRate: 0.2,
        parentOrdinaryRate: 0.32,
        otherIncomeCents: '0001500000',
        use: 'education',
      },
    });
    expect(JSON.stringify(spelled.afterTax)).toBe(
      '{"use":"education","otherIncomeCents":"1500000","parentOrdinaryRate":0.32,"parentCapitalGainsRate":0.2,' +
        '"ordinaryRate":0.12,"capitalGainsRate":0.1,"kiddieTax":true,"fullTimeStudent":false,"qualifiedExpensesCents":"250000"}',
    );
    // after the goal, before the sources
    const keys = Object.keys(normalised({ ...BASE, goal: { amountCents: '1', atAgeMonths: 216 }, afterTax: {} }));
    expect(keys.slice(-3)).toEqual(['goal', 'afterTax', 'sources']);
  });

  it('gives the same scenario, and share link, for a default spelled out or left out', () => {
    const short = normalised({ ...BASE, afterTax: { use: 'any' } });
    const long = normalised({
      ...BASE,
      afterTax: { parentCapitalGainsRate: 0.15, otherIncomeCents: '0', parentOrdinaryRate: 0.22 },
    });
    expect(encodeShare(long)).toBe(encodeShare(short));
    const decoded = decodeShare(encodeShare(short));
    expect(decoded.ok && normalised(decoded.value)).toEqual(short);
  });
});
