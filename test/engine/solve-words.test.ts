// A solve's answer in words (core/answer/solve-words.ts, docs/api.md#what-the-limits-cut): the years
// the statute cuts, said as runs, and nothing said when nothing is cut or there is no answer; in
// English for solve_530a, in Spanish for the Spanish page (docs/architecture.md#languages).
import { describe, expect, it } from 'vitest';
import { cutSentence, solvedCadenceWords } from '../../core/answer/solve-words.js';
import { dollars } from '../../core/common/format.js';
import { en } from '../../core/i18n/en.js';
import { es } from '../../core/i18n/es.js';

const yearsSaid = (cutYears: number[]) =>
  /, in (.+): the account/.exec(cutSentence({ cutCents: '123456', cutYears }, dollars, en))?.[1];

describe('what the statute cuts of an answer, in words', () => {
  it('says the amount as paid and the years, three or more in a row as a run', () => {
    expect(cutSentence({ cutCents: '721920', cutYears: [2027, 2028, 2029, 2030] }, dollars, en)).toBe(
      "The statute's yearly limits cut $7,219.20 of the plan's deposits (as paid), in 2027 to 2030: the account " +
        "takes no more than each year's limit, and the chance counts only what it takes.",
    );
    expect(yearsSaid([2027])).toBe('2027');
    expect(yearsSaid([2027, 2028])).toBe('2027 and 2028');
    expect(yearsSaid([2027, 2028, 2031])).toBe('2027, 2028 and 2031');
    expect(yearsSaid([2026, 2027, 2028, 2031, 2032, 2033, 2040])).toBe('2026 to 2028, 2031 to 2033 and 2040');
  });

  it('says nothing when nothing is cut, or when there is no answer', () => {
    expect(cutSentence({ cutCents: '0', cutYears: [] }, dollars, en)).toBe('');
    expect(cutSentence({ cutCents: null, cutYears: null }, dollars, en)).toBe('');
  });

  it('says the same in Spanish with the Spanish catalog', () => {
    expect(cutSentence({ cutCents: '721920', cutYears: [2026, 2027, 2028, 2031, 2040] }, dollars, es)).toBe(
      'Los límites anuales de la ley recortan $7,219.20 de los depósitos del plan (tal como se pagan), en 2026 a ' +
        '2028, 2031 y 2040: la cuenta no acepta más que el límite de cada año, y la probabilidad cuenta solo lo que acepta.',
    );
  });
});

describe("how often the amount found is paid, in the page's words", () => {
  const monthly = { type: 'monthly', amountCents: '21031', startAgeMonths: 8, endAgeMonths: 216 } as const;

  it("says a step-up after the cadence: the amount found is only its first year's", () => {
    expect(solvedCadenceWords({ schedule: monthly, stepUpRate: 0.05 }, en)).toBe(
      'a month, from 8 months to 18 years, rising 5% a year',
    );
    expect(solvedCadenceWords({ schedule: monthly, stepUpRate: 0.05 }, es)).toBe(
      'al mes, desde los 8 meses hasta los 18 años, con un aumento del 5% al año',
    );
  });

  it('says what it always said without a step-up, and for a single deposit', () => {
    expect(solvedCadenceWords({ schedule: monthly, stepUpRate: 0 }, en)).toBe('a month, from 8 months to 18 years');
    expect(solvedCadenceWords({ schedule: { ...monthly, type: 'annual', monthOfYear: 12 } }, en)).toBe(
      'a year, from 8 months to 18 years',
    );
    expect(
      solvedCadenceWords({ schedule: { type: 'once', amountCents: '100', atAgeMonths: 24 }, stepUpRate: 0 }, es),
    ).toBe('una sola vez, a los 2 años');
  });
});
