// The yearly table on paper (web/app/printed-rows.ts, docs/api.md#website): at most 10 rows, every
// birthday when there are that few, else every 2nd, 5th, 10th or 20th birthday (the fewest years
// apart that fit) and the target, and the heading and note that say so. Seeded random horizons,
// from any starting age to the longest the engine takes, and the page's own cases.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printedRows } from '../../web/app/printed-rows.js';

/** The table's ages as the engine gives them: every birthday after the start, and the target. */
function tableAges(startMonths: number, targetMonths: number): number[] {
  const ages: number[] = [];
  for (let age = (Math.floor(startMonths / 12) + 1) * 12; age < targetMonths; age += 12) ages.push(age);
  return [...ages, targetMonths];
}

/** The ages of the rows printed. */
function keptAges(ages: number[], printed: boolean[]): number[] {
  return ages.filter((_, i) => printed[i]);
}

describe('the rows the printed report keeps', () => {
  it('the default plan: every 2nd birthday of 18; to 65: every 10th and the target; to 10: every one', () => {
    const eighteen = printedRows(tableAges(0, 216));
    expect(keptAges(tableAges(0, 216), eighteen.printed)).toEqual([24, 48, 72, 96, 120, 144, 168, 192, 216]);
    expect(eighteen.title).toBe('Balance at every 2nd birthday');
    expect(eighteen.note).toBe(
      'Printed: every 2nd birthday and the target, 9 of 18 rows; every birthday is on the page and in its CSV download.',
    );
    const sixtyFive = printedRows(tableAges(0, 780));
    expect(keptAges(tableAges(0, 780), sixtyFive.printed).map((age) => age / 12)).toEqual([10, 20, 30, 40, 50, 60, 65]);
    expect(sixtyFive.title).toBe('Balance at every 10th birthday and at 65 years');
    const ten = printedRows(tableAges(5, 120));
    expect(ten.printed.every(Boolean)).toBe(true);
    expect(ten).toEqual({ printed: ten.printed });
    const halfYear = printedRows(tableAges(7, 210));
    expect(halfYear.title).toBe('Balance at every 2nd birthday and at 17 years 6 months');
  });

  it('any horizon: at most 10 rows, the target among them, the closest spacing that fits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 216 }), fc.integer({ min: 1, max: 1428 }), (start, length) => {
        const target = Math.min(1428, start + length);
        fc.pre(target > start);
        const ages = tableAges(start, target);
        const { printed, title, note } = printedRows(ages);
        const kept = keptAges(ages, printed);
        expect(printed).toHaveLength(ages.length);
        expect(kept.length).toBeLessThanOrEqual(10);
        expect(kept.at(-1)).toBe(target);
        if (ages.length <= 10) {
          expect(kept).toEqual(ages);
          expect(title).toBeUndefined();
          expect(note).toBeUndefined();
          return;
        }
        // The years between the printed birthdays: all of them at that spacing, and no closer one fits.
        const step = (Number(kept[1]) - Number(kept[0])) / 12;
        expect([2, 5, 10, 20]).toContain(step);
        expect(kept.filter((age) => age !== target)).toEqual(
          ages.filter((age) => age !== target && age % (12 * step) === 0),
        );
        const closer = [1, 2, 5, 10].filter((years) => years < step);
        for (const years of closer)
          expect(ages.filter((age) => age === target || age % (12 * years) === 0).length).toBeGreaterThan(10);
        expect(title).toContain(`Balance at every ${step === 2 ? '2nd' : `${step}th`} birthday`);
        expect(note).toContain(`${kept.length} of ${ages.length} rows`);
      }),
      { seed: 530, numRuns: 500 },
    );
  });
});
