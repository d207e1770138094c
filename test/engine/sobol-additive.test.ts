// mcSampler is additive (docs/api.md#scenario, docs/model.md#the-sobol-sampler): every answer made
// without it keeps its bytes. Sixty varied projections (the lognormal and the historical model,
// goals, money in the account, afterTax, expected children, up to 119 years), each body and share
// string hashed together, give the sha256 the code before mcSampler existed gave (golden value below);
// "pseudo" spelled out gives the same bytes and share string as leaving it out.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/engine.js';
import { projectScenario } from '../../package/answer-json.js';
import { createNodeEngine } from '../../package/load-node.js';
import { seededGenerator } from '../helpers/seeded-generator.js';

const SITE = { siteUrl: 'https://530a.example' };

/** The sha256 the code before mcSampler (commit 0db06d5) gave for the 60 answers of varied(). */
const BEFORE_SHA256 = 'e111c16d77fe381c0fc5ca6c909db234b887d3f5dd44fb67ab71b0fbfea78668';

const pad = (n: number) => String(n).padStart(2, '0');

/** Sixty valid scenarios of every kind a lognormal or historical projection takes. */
function varied(): Record<string, unknown>[] {
  const g = seededGenerator(530);
  return Array.from({ length: 60 }, (_, i) => {
    const birthYear = g.int(2020, 2028);
    const birthDate = `${birthYear}-${pad(g.int(1, 12))}-${pad(g.int(1, 28))}`;
    const expected = i % 10 === 3;
    const asOf = expected ? `${birthYear - 1}-${birthDate.slice(5)}` : `${Math.max(birthYear, 2026)}-12-01`;
    const ageOnAsOf = expected ? 0 : (Number(asOf.slice(0, 4)) - birthYear) * 12;
    const targetAgeMonths = Math.min(1428, ageOnAsOf + g.pick([12, 60, 144, 216, 240, 400, 780, 1428]));
    const kinds = ['family', 'relative', 'charity', 'employer'] as const;
    const sources = Array.from({ length: g.int(0, 3) }, (_, k) => {
      const type = g.pick(['monthly', 'annual', 'once'] as const);
      const amountCents = String(g.int(1, 90000));
      const start = g.int(0, 200);
      const schedule =
        type === 'monthly'
          ? { type, amountCents, startAgeMonths: start, endAgeMonths: start + g.int(1, 300) }
          : type === 'annual'
            ? {
                type,
                amountCents,
                monthOfYear: g.int(1, 12),
                startAgeMonths: start,
                endAgeMonths: start + g.int(12, 300),
              }
            : { type, amountCents, atAgeMonths: start };
      return { id: `s${k}`, kind: g.pick(kinds), ...(g.next() < 0.3 ? { stepUpRate: 0.03 } : {}), schedule };
    });
    const historical = i % 6 === 5;
    const scenario: Record<string, unknown> = {
      asOf,
      birthDate,
      targetAgeMonths,
      ...(g.next() < 0.5 ? { annualReturn: g.pick([-0.02, 0.03, 0.05, 0.09]) } : {}),
      ...(g.next() < 0.3 ? { returnIsReal: false } : {}),
      ...(g.next() < 0.3 ? { annualInflation: g.pick([0, 0.01, 0.04]) } : {}),
      ...(g.next() < 0.3 ? { annualFee: g.pick([0, 0.002, 0.01]) } : {}),
      ...(g.next() < 0.5 ? { annualVolatility: g.pick([0, 0.1, 0.25, 0.4]) } : {}),
      ...(g.next() < 0.5 ? { mcSeed: g.int(-1_000_000, 1_000_000) } : {}),
      mcPaths: g.pick([100, 101, 250, 333]),
      ...(historical ? { returnModel: 'historical' } : {}),
      ...(!expected && g.next() < 0.2 ? { currentBalanceCents: String(g.int(0, 5_000_000)) } : {}),
      sources,
    };
    if (i % 7 === 2 && targetAgeMonths - ageOnAsOf > 12) {
      scenario.goal = { amountCents: '5000000', atAgeMonths: targetAgeMonths, probability: 0.5 };
    }
    if (i % 9 === 4 && targetAgeMonths >= 216 && ageOnAsOf < 216) scenario.afterTax = { use: 'education' };
    return scenario;
  });
}

/** An answer's bytes and share string, or its refusal. */
function answerText(engine: Engine, body: unknown): string {
  const answer = projectScenario(engine, body, SITE);
  return answer.ok ? `${answer.s}\n${answer.json}` : JSON.stringify(answer);
}

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

describe('mcSampler is additive', () => {
  it('60 varied answers made without it are byte for byte those of the code before it', () => {
    const hash = createHash('sha256');
    let answered = 0;
    for (const body of varied()) {
      const text = answerText(engine, body);
      if (!text.startsWith('{"ok":false')) answered++;
      hash.update(text).update('\n');
    }
    expect(answered).toBeGreaterThanOrEqual(55);
    expect(hash.digest('hex')).toBe(BEFORE_SHA256);
  });

  it('"pseudo" spelled out gives the same bytes and share string; "sobol" another answer and link', () => {
    for (const body of varied()
      .filter((_, i) => i % 6 !== 5)
      .slice(0, 12)) {
      const plain = answerText(engine, body);
      expect(answerText(engine, { ...body, mcSampler: 'pseudo' })).toBe(plain);
      const sobol = projectScenario(engine, { ...body, mcSampler: 'sobol' }, SITE);
      if (!sobol.ok) continue;
      expect(`${sobol.s}\n${sobol.json}`).not.toBe(plain);
    }
  });
});
