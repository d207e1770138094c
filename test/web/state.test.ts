// The family's state on the page, in Debian's Chromium (docs/api.md#website,
// docs/after-tax.md#state-tax):
//   - from a share link with New York: the select restored, the page's JSON the API's bytes, the
//     table's "State tax" column the steady-return path's state tax at the target in the chosen
//     dollars, the words and the caveat name New York; axe clean on a phone and a desktop;
//   - typed in: every one of the 50 states and DC offered (a state not modelled yet disabled), the
//     choice in the share link with the API's bytes, California's sentence on its yearly tax of the
//     account's earnings, "No state tax shown" sends no state and the column goes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AfterTaxBlock } from '../../core/schemas/projection.js';
import { STATE_TAX_LIST } from '../../core/statute/states/index.js';
import { axeViolations } from './axe.js';
import { api, DESKTOP, PHONE, pageJson, pageSession, type Scenario, wholeDollars } from './page-session.js';
import { reusedPages } from './reused-pages.js';

const session = pageSession();
const fresh = reusedPages(session);

/** Eight months old, parents monthly, the whole balance taken out at 30, in New York. */
const NEW_YORK = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 360,
  mcPaths: 300,
  afterTax: { use: 'any', state: 'NY' },
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 9, endAgeMonths: 216 },
    },
  ],
} satisfies Scenario;

/** The scenario a share string holds (the API's format: "1." and base64url JSON). */
function scenarioOf(s: string): { afterTax?: Record<string, unknown> } {
  return JSON.parse(Buffer.from(s.slice(2), 'base64url').toString('utf8'));
}

function blockOf(text: string): AfterTaxBlock {
  const block = (JSON.parse(text) as { afterTax?: AfterTaxBlock }).afterTax;
  if (block === undefined) throw new Error('the projection has no afterTax block');
  return block;
}

/** The state tax column as shown, one cell per account. */
function stateCells(page: Page): Promise<string[]> {
  return page
    .locator('#after-tax-table tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[2]?.textContent ?? 'no cell'));
}

async function linkState(page: Page): Promise<string> {
  return new URL(await page.inputValue('#share-url')).searchParams.get('s') ?? '';
}

describe("the family's state", () => {
  it('from a share link: the state restored, the API bytes, the state tax column in both dollars', async () => {
    const expected = await api(session.server.url, NEW_YORK);
    const block = blockOf(expected.text);
    const stateTax = [block.trumpAccount, block.plan529, block.custodial].map(
      (account) => account.deterministic.at(-1)?.stateTaxCents ?? 'none',
    );
    // At 30, not for college: every account's withdrawal pays New York's tax (the 529 plan's earnings
    // are non-qualified).
    expect(stateTax.filter((cents) => cents !== 'none' && BigInt(cents) > 0n)).toHaveLength(3);
    for (const viewport of [DESKTOP, PHONE]) {
      const watched = await fresh(`${session.server.url}/?s=${expected.s}&dollars=future`, viewport);
      const { page } = watched;
      expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
      expect(await page.inputValue('#after-tax-state')).toBe('NY');
      await expect(page.locator('#after-tax-table thead th').last().textContent()).resolves.toBe(
        'State tax, steady return (future dollars)',
      );
      expect(await stateCells(page)).toEqual(stateTax.map((cents) => wholeDollars(cents)));
      await expect(page.locator('#after-tax-table caption').textContent()).resolves.toBe(
        'Left after federal and New York tax at 30 years, in future dollars',
      );
      await expect(page.locator('#after-tax-intro').textContent()).resolves.toContain(
        'after federal and New York income tax',
      );
      await expect(page.locator('#after-tax-caveats li').first().textContent()).resolves.toMatch(
        /^Federal and New York income tax, .*Not modelled for New York: local income taxes/,
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(watched.problems).toEqual([]);
    }
    // In today's dollars: each divided by the target's deflator, read off the Trump account's own entry.
    const { page } = await fresh(`${session.server.url}/?s=${expected.s}`, DESKTOP);
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    const entry = block.trumpAccount.deterministic.at(-1);
    const deflator = Number(entry?.netCents) / Number(entry?.netRealCents);
    const today = (await stateCells(page)).map((text) => Number(text.replace(/[$,]/g, '')));
    stateTax.forEach((cents, i) => {
      expect(Math.abs((today[i] ?? Number.NaN) - Number(cents) / 100 / deflator)).toBeLessThanOrEqual(1);
    });
    expect(today[0]).toBeLessThan(Number(stateTax[0]) / 100);
  });

  it('typed in: the 50 states and DC offered, California in the link and its words, then none', async () => {
    const watched = await fresh(`${session.server.url}/`, DESKTOP);
    const { page } = watched;
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await page.check('#f-tax-on');
    const options = await page
      .locator('#after-tax-state option')
      .evaluateAll((nodes) =>
        nodes.map((node) => [(node as HTMLOptionElement).value, (node as HTMLOptionElement).disabled]),
      );
    expect(options).toEqual([['', false], ...STATE_TAX_LIST.map(({ code, status }) => [code, status === 'notYet'])]);
    expect(options).toHaveLength(52);
    await expect(page.locator('label[for="after-tax-state"]').textContent()).resolves.toBe(
      'Which state do you live in?',
    );
    await expect(page.locator('#after-tax-state option:checked').textContent()).resolves.toBe('No state tax shown');
    await page.waitForFunction(() => document.querySelectorAll('#after-tax-table thead th').length === 3);
    expect(scenarioOf(await linkState(page)).afterTax?.state).toBeUndefined();

    // By keyboard, as a parent would: focus the select and type the state's name.
    await page.focus('#after-tax-state');
    await page.keyboard.type('Cali');
    await expect.poll(async () => scenarioOf(await linkState(page)).afterTax?.state).toBe('CA');
    const s = await linkState(page);
    expect(scenarioOf(s).afterTax?.parentStateRate).toEqual(expect.any(Number));
    const expected = await api(session.server.url, { s });
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    // Its yearly tax of the earnings is said once, in the notes; it has no 529 deduction to report.
    await expect(page.locator('#warnings li[data-code="STATE_TAXED_YEARLY"]').textContent()).resolves.toContain(
      "California taxes a Trump account's earnings every year as they grow",
    );
    expect(await page.isVisible('#after-tax-state-words')).toBe(false);
    expect(await page.locator('#after-tax-table thead th').count()).toBe(4);
    expect(await axeViolations(page)).toEqual([]);

    // A state that follows the deferral and has no 529 deduction to report: no such words.
    await page.selectOption('#after-tax-state', 'TX');
    await expect.poll(async () => scenarioOf(await linkState(page)).afterTax?.state).toBe('TX');
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    expect(await page.isVisible('#after-tax-state-words')).toBe(false);

    await page.selectOption('#after-tax-state', '');
    await expect.poll(async () => scenarioOf(await linkState(page)).afterTax?.state ?? 'none').toBe('none');
    expect(scenarioOf(await linkState(page)).afterTax?.parentStateRate).toBeUndefined();
    await page.waitForFunction(() => document.querySelectorAll('#after-tax-table thead th').length === 3);
    expect(watched.problems).toEqual([]);
  });
});
