// The knowledge page "Trump account, 529 plan or custodial account?" (docs/after-tax.md): it claims
// no figure the service does not compute, what it says of the calculator's starting plan is what
// the engine answers for it, it links only to pages that exist, names what is not modelled, and
// search finds it for the question it answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultPlanBody } from '../../core/answer/default-plan.js';
import type { Engine } from '../../core/engine/engine.js';
import { en } from '../../core/i18n/en.js';
import type { AfterTaxBlock } from '../../core/schemas/projection.js';
import type { ScenarioInput } from '../../core/schemas/scenario.js';
import { STATUTE } from '../../core/statute/statute.js';
import { TAX_FIGURES_2026, TAX_RULES } from '../../core/statute/tax-figures.js';
import { projectScenario } from '../../package/answer-json.js';
import { createNodeEngine } from '../../package/load-node.js';
import { Knowledge } from '../../server/knowledge/knowledge.js';
import { defined } from '../helpers/defined.js';

const ID = 'trump-account-529-or-custodial';

/** The calculator's starting plan on a day of the pilot contribution's years. */
const START = defaultPlanBody('2026-11-29', en.form.defaultSource);
/** The changes to it the page says turn it: an employer's $1,000 a year, the parents' $25 a month. */
const EMPLOYER_YEARLY_CENTS = 100000;
const SMALL_MONTHLY_CENTS = 2500;

async function page() {
  const knowledge = await Knowledge.load();
  return { knowledge, page: defined(knowledge.get(ID), `the page ${ID}`) };
}

describe('the after-tax knowledge page', () => {
  it('has its title', async () => {
    expect((await page()).page.title).toBe('Trump account, 529 plan or custodial account?');
  });

  it("quotes the calculator's own label for the comparison", async () => {
    expect((await page()).page.text).toContain(`tick "${en.afterTax.switchLabel}"`);
  });

  it('names only dollar figures and rates the service applies', async () => {
    const { text } = (await page()).page;
    const k = TAX_FIGURES_2026.dependentDeductionCents;
    const bands = [...TAX_FIGURES_2026.ordinaryBands, ...TAX_FIGURES_2026.capitalGainBands];
    const computed = new Set([
      k,
      2 * k,
      TAX_FIGURES_2026.standardDeductionCents,
      TAX_FIGURES_2026.kiddieAmtExemptionAddCents,
      ...bands.map((band) => band.fromCents),
      TAX_RULES.firstHomeLimitCents,
      STATUTE.seedCents,
      STATUTE.employerLimit.baseCents,
      // The calculator's starting plan and the two changes to it the page names (checked below).
      Number(START.sources?.[0]?.schedule.amountCents),
      EMPLOYER_YEARLY_CENTS,
      SMALL_MONTHLY_CENTS,
    ]);
    const dollars = [...text.matchAll(/\$([0-9]{1,3}(?:,[0-9]{3})*)/g)].map(
      (match) => Number(defined(match[1], 'digits').replaceAll(',', '')) * 100,
    );
    expect(dollars.length).toBeGreaterThan(5);
    for (const cents of dollars) expect(computed, `$${cents / 100}`).toContain(cents);
    const rates = new Set([...bands.map((band) => band.ratePercent), TAX_RULES.additionalTaxPercent]);
    const percents = [...text.matchAll(/([0-9]+)%/g)].map((match) => Number(match[1]));
    expect(percents.length).toBeGreaterThan(3);
    for (const percent of percents) expect(rates, `${percent}%`).toContain(percent);
  });

  it('links only to pages that exist', async () => {
    const { knowledge, page: found } = await page();
    const links = [...found.text.matchAll(/\]\(\/kb\/([^)]+)\)/g)].map((match) => defined(match[1], 'id'));
    expect(links).toContain('rule-kiddieTax');
    for (const id of links) expect(knowledge.get(id), id).toBeDefined();
  });

  it('says what it does not cover', async () => {
    const { text } = (await page()).page;
    for (const words of [
      'State income tax',
      'rollover of a 529 plan into a Roth IRA',
      'a Roth IRA for the child',
      'financial aid',
      "yearly tax on a custodial account's dividends",
    ]) {
      expect(text).toContain(words);
    }
  });

  it('is what search finds for the question', async () => {
    const { knowledge } = await page();
    for (const question of [
      '529 plan or Trump account',
      'custodial account UTMA vs Trump account',
      'should I use a 529 plan for college',
    ]) {
      expect(
        knowledge.search(question, { limit: 3 }).map((hit) => hit.id),
        question,
      ).toContain(ID);
    }
  });
});

describe("what the page says of the calculator's starting plan is what the engine answers", () => {
  let engine: Engine;
  let text: string;
  beforeAll(async () => {
    engine = await createNodeEngine();
    text = (await page()).page.text;
  });

  /** The after-tax block of the starting plan, changed, taken out whole at its target for `use`. */
  const afterTax = (use: 'education' | 'any', change: Partial<ScenarioInput> = {}): AfterTaxBlock => {
    const scenario = { ...START, ...change, afterTax: { use } };
    const outcome = projectScenario(engine, scenario, { siteUrl: 'https://530a.example' });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    return defined(outcome.projection.afterTax, 'the afterTax block');
  };
  const trumpShare = (block: AfterTaxBlock) => {
    const at = defined(block.atTarget ?? undefined, 'atTarget');
    return at.trumpAheadOf529 / at.paths;
  };
  const parents = defined(START.sources?.[0], 'the parents');

  it('for college, a 529 plan leaves more in about four markets out of five', () => {
    expect(text).toContain(
      "The calculator's own starting plan ($100 a month from the parents from birth to 18 and the $1,000 seed), all " +
        'taken out for college at 18, leaves more in a 529 plan in about four simulated markets out of five',
    );
    const share529 = 1 - trumpShare(afterTax('education'));
    expect(share529).toBeGreaterThan(0.7);
    expect(share529).toBeLessThan(0.9);
  });

  it("an employer's $1,000 a year, or $25 a month from the parents, leaves the Trump account ahead in nearly every market", () => {
    expect(text).toContain(
      'The same plan with $1,000 a year from an employer, or with $25 a month from the parents instead of $100, leaves ' +
        'the Trump account ahead of a 529 plan in nearly every market, for college too.',
    );
    const employer = {
      id: 'employer',
      kind: 'employer',
      schedule: {
        type: 'annual',
        amountCents: String(EMPLOYER_YEARLY_CENTS),
        monthOfYear: 12,
        startAgeMonths: 0,
        endAgeMonths: 216,
      },
    } as const;
    expect(trumpShare(afterTax('education', { sources: [parents, employer] }))).toBeGreaterThan(0.95);
    const small = { ...parents, schedule: { ...parents.schedule, amountCents: String(SMALL_MONTHLY_CENTS) } };
    expect(trumpShare(afterTax('education', { sources: [small] }))).toBeGreaterThan(0.95);
  });

  it('for other uses the Trump account leaves more than a 529 plan, and a custodial account more still', () => {
    expect(text).toContain(
      'so the Trump account leaves more than a 529 plan in nearly every market; a custodial account, taxed at ' +
        'capital-gain rates, can leave more still (for the starting plan taken out whole at 18, it does)',
    );
    const block = afterTax('any');
    expect(trumpShare(block)).toBeGreaterThan(0.95);
    const median = (account: AfterTaxBlock['custodial']) =>
      Number(defined(account.netRealCents[2]?.at(-1) ?? undefined, 'the median at the target'));
    expect(median(block.custodial)).toBeGreaterThan(median(block.trumpAccount));
  });

  it('no longer says the free money usually decides it', () => {
    expect(text).not.toMatch(/free money usually decides/i);
  });
});
