// The share string and the timeline's step years are made without per-character or per-month
// garbage on the event loop (docs/performance.md#the-cached-path); these check that the shortcuts
// give exactly what the plain computations give: base64url of the UTF-8 JSON, and each step's
// year from its date.
import { describe, expect, it } from 'vitest';
import { addMonths, type CivilDate, parseDate } from '../../core/common/dates.js';
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import { decodeShare, encodeShare } from '../../core/scenario/share.js';
import { buildTimeline, type Timeline } from '../../core/scenario/timeline.js';
import { STATUTE } from '../../core/statute/statute.js';
import { readScenarioBody } from '../../core/validation/scenario-body.js';
import { checkScenario } from '../../core/validation/validate.js';

function normalised(body: Record<string, unknown>): NormalisedScenario {
  const read = readScenarioBody(body, STATUTE, checkScenario);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.scenario;
}

describe('the share string', () => {
  const ids = ['family', 'Grand-mère', 'abuela 👵', 'x'.repeat(40), '中文', 'a\u0000b'];
  for (const id of ids) {
    it(`is base64url of the UTF-8 JSON for a source id ${JSON.stringify(id).slice(0, 20)}`, () => {
      const scenario = normalised({
        asOf: '2026-07-04',
        birthDate: '2026-07-04',
        targetAgeMonths: 216,
        sources: [
          {
            id,
            kind: 'family',
            schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 0, endAgeMonths: 216 },
          },
        ],
      });
      const s = encodeShare(scenario);
      expect(s).toBe(`1.${Buffer.from(JSON.stringify(scenario), 'utf8').toString('base64url')}`);
      expect(decodeShare(s)).toEqual({ ok: true, value: JSON.parse(JSON.stringify(scenario)) });
    });
  }

  it('is the same for a text longer than one chunk of bytes, not all ASCII', () => {
    // Longer than any valid scenario's JSON: encodeShare encodes whatever JSON it is given.
    const scenario = normalised({ asOf: '2026-07-04', birthDate: '2026-07-04', targetAgeMonths: 216 });
    const long = { ...scenario, note: `élève ${'€👵'.repeat(3000)}` } as NormalisedScenario;
    const json = JSON.stringify(long);
    expect(Buffer.byteLength(json)).toBeGreaterThan(3 * 4096);
    expect(encodeShare(long)).toBe(`1.${Buffer.from(json, 'utf8').toString('base64url')}`);
  });
});

/** Each step's year from its date, as every step was dated before. */
function plainStepYears(scenario: NormalisedScenario, timeline: Timeline): number[] {
  const asOf = parseDate(scenario.asOf) as CivilDate;
  const birth = parseDate(scenario.birthDate) as CivilDate;
  return Array.from({ length: timeline.months }, (_, k) =>
    k === 0 && !timeline.expected ? asOf.year : addMonths(birth, timeline.startAgeMonths + k).year,
  );
}

describe("the timeline's step years", () => {
  // Before and after the first contribution date, expected children, the ends of months and of
  // years, leap days.
  const cases: [string, string, number][] = [
    ['2026-07-04', '2026-07-04', 216],
    ['2026-07-03', '2026-07-03', 216],
    ['2026-01-31', '2025-01-31', 1428],
    ['2026-03-01', '2024-02-29', 300],
    ['2026-12-31', '2027-06-30', 216],
    ['2026-05-15', '2026-12-31', 12],
    ['2030-01-01', '2012-12-31', 1428],
    ['2026-06-30', '2008-07-31', 240],
    ['2026-07-04', '2026-03-10', 217],
  ];
  for (const [asOf, birthDate, targetAgeMonths] of cases) {
    it(`are the years of the steps' dates: asOf ${asOf}, born ${birthDate}, to ${targetAgeMonths} months`, () => {
      const scenario = normalised({ asOf, birthDate, targetAgeMonths });
      const timeline = buildTimeline(scenario, STATUTE);
      if (!('months' in timeline)) throw new Error(timeline.message);
      expect([...timeline.stepYears]).toEqual(plainStepYears(scenario, timeline));
    });
  }
});
