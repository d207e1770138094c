// The knowledge page "Trump account, 529 plan or custodial account?" (docs/after-tax.md): it claims
// no figure the service does not compute, links only to pages that exist, names what is not
// modelled, and search finds it for the question it answers.
import { describe, expect, it } from 'vitest';
import { STATUTE } from '../../core/statute/statute.js';
import { TAX_FIGURES_2026, TAX_RULES } from '../../core/statute/tax-figures.js';
import { Knowledge } from '../../server/knowledge/knowledge.js';
import { defined } from '../helpers/defined.js';

const ID = 'trump-account-529-or-custodial';

async function page() {
  const knowledge = await Knowledge.load();
  return { knowledge, page: defined(knowledge.get(ID), `the page ${ID}`) };
}

describe('the after-tax knowledge page', () => {
  it('has its title', async () => {
    expect((await page()).page.title).toBe('Trump account, 529 plan or custodial account?');
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
