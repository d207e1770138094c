// "After tax" on the page in Debian's Chromium (docs/api.md#website, docs/after-tax.md): the page's
// projection with afterTax is byte for byte what POST /v1/project answers, from a share link and
// typed in; the three accounts side by side are the block's cells at the target age in the chosen
// dollars; its problems are in the page's words; the CSV's net columns are the block's medians; the
// page passes axe with the section open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AfterTaxBlock } from '../../core/schemas/projection.js';
import { percentWords } from '../helpers/percent-words.js';
import { axeViolations } from './axe.js';
import {
  api,
  DESKTOP,
  downloadCsv,
  PHONE,
  pageJson,
  pageSession,
  type Scenario,
  wholeDollars,
} from './page-session.js';
import { reusedPages } from './reused-pages.js';

const session = pageSession();
/** One desktop page and one phone page, which the tests open their links in, in turn, as new pages
 *  would. */
const fresh = reusedPages(session);

/** Eight months old, parents monthly, taken out for college at 19 with a 24% top rate. */
const PLAN = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 228,
  includeSeed: true,
  mcPaths: 500,
  afterTax: {
    use: 'education',
    otherIncomeCents: '1200000',
    parentOrdinaryRate: 0.24,
    parentCapitalGainsRate: 0.15,
    qualifiedExpensesCents: '3000000',
  },
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 9, endAgeMonths: 228 },
    },
  ],
} satisfies Scenario;

/** The same plan to 17, when the Trump account cannot be taken out yet. */
const BEFORE_18 = {
  ...PLAN,
  targetAgeMonths: 204,
  afterTax: { use: 'any', parentOrdinaryRate: 0.32 },
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 9, endAgeMonths: 204 },
    },
  ],
} satisfies Scenario;

function blockOf(text: string): AfterTaxBlock {
  const block = (JSON.parse(text) as { afterTax?: AfterTaxBlock }).afterTax;
  if (block === undefined) throw new Error('the projection has no afterTax block');
  return block;
}

/** The rows of the side-by-side table as shown: one row of cell texts per account. */
function shownRows(page: Page): Promise<string[][]> {
  return page
    .locator('#after-tax-table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')),
    );
}

/** The rows the block says, at the target age, in nominal or today's dollars. */
function expectedRows(block: AfterTaxBlock, real: boolean): string[][] {
  const accounts = [
    ['Trump account', block.trumpAccount],
    ['529 plan', block.plan529],
    ['Custodial account', block.custodial],
  ] as const;
  return accounts.map(([name, account]) => {
    const rows = real ? account.netRealCents : account.netCents;
    const last = (row: number) => rows[row]?.[block.ages.length - 1] ?? null;
    const [low, median, high] = [last(0), last(2), last(4)];
    if (low === null || median === null || high === null) return [name, 'Not available before 18'];
    return [name, wholeDollars(median), `${wholeDollars(low)} to ${wholeDollars(high)}`];
  });
}

describe('after tax', () => {
  it('from a share link: the bytes of POST /v1/project, the fields filled, the block side by side', async () => {
    const expected = await api(session.server.url, PLAN);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}&dollars=future`, DESKTOP);
    const { page } = watched;
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    expect(await page.isChecked('#f-tax-on')).toBe(true);
    expect(await page.inputValue('#f-tax-use')).toBe('education');
    expect(await page.inputValue('#f-tax-parentRate')).toBe('24');
    expect(await page.inputValue('#f-tax-otherIncome')).toBe('12000.00');
    expect(await page.inputValue('#f-tax-expenses')).toBe('30000.00');
    const block = blockOf(expected.text);
    expect(block.atTarget).not.toBeNull();
    expect(await shownRows(page)).toEqual(expectedRows(block, false));
    const { paths, trumpAheadOf529, trumpAheadOfCustodial } = block.atTarget ?? { paths: 1 };
    const share = (count: number | undefined) => percentWords(count ?? -1, paths);
    await expect(page.locator('#after-tax-ahead').textContent()).resolves.toBe(
      `The Trump account leaves at least as much as a 529 plan in ${share(trumpAheadOf529)} of simulated ` +
        `markets, and at least as much as a custodial account in ${share(trumpAheadOfCustodial)}. Each market's own ` +
        'results are compared, so this can differ from what the medians above suggest.',
    );
    await expect(page.locator('#after-tax-table caption').textContent()).resolves.toBe(
      'Left after federal tax at 19 years, in future dollars',
    );
    await page.check('#basis-real');
    await page.waitForFunction(() =>
      (document.querySelector('#after-tax-table caption')?.textContent ?? '').endsWith("today's dollars"),
    );
    expect(await shownRows(page)).toEqual(expectedRows(block, true));
    expect(expectedRows(block, true)).not.toEqual(expectedRows(block, false));
    await expect(page.locator('#after-tax-caveats li').allTextContents()).resolves.toEqual([
      'Federal tax only, the minimum tax and the 3.8% tax on investment income included: no state tax.',
      'Not modelled: rolling a 529 plan over to a Roth IRA.',
      'Not modelled: financial aid.',
      "Not modelled: the custodial account's yearly tax on its dividends.",
      'Not shown unless chosen in the form: converting the Trump account to a Roth IRA.',
    ]);
    expect(watched.problems).toEqual([]);
  });

  it('typed in: the bytes of POST /v1/project; off again, no block', async () => {
    // The plan without after tax from its link (typing a whole plan: site.test.ts), after tax typed in.
    const { afterTax: _, ...without } = PLAN;
    const plain = await api(session.server.url, without);
    const watched = await fresh(`${session.server.url}/?s=${plain.s}`, PHONE);
    const { page } = watched;
    expect(await pageJson(page, plain.projection.shareUrl)).toBe(plain.text);
    expect(await page.isChecked('#f-tax-on')).toBe(false);
    expect(await page.isHidden('#after-tax')).toBe(true);
    await page.check('#f-tax-on');
    await page.selectOption('#f-tax-use', 'education');
    await page.fill('#f-tax-parentRate', '24');
    await page.fill('#f-tax-parentGainsRate', '15');
    await page.fill('#f-tax-otherIncome', '12,000');
    await page.fill('#f-tax-expenses', '30000');
    const expected = await api(session.server.url, PLAN);
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    expect(await shownRows(page)).toEqual(expectedRows(blockOf(expected.text), true));
    await page.uncheck('#f-tax-on');
    expect(await pageJson(page, plain.projection.shareUrl)).toBe(plain.text);
    expect(await page.isHidden('#after-tax')).toBe(true);
    expect(watched.problems).toEqual([]);
  });

  it('before 18: the Trump account is not available, and nothing is compared', async () => {
    const expected = await api(session.server.url, BEFORE_18);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}&dollars=future`, DESKTOP);
    const { page } = watched;
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    const block = blockOf(expected.text);
    expect(block.atTarget).toBeNull();
    const rows = await shownRows(page);
    expect(rows).toEqual(expectedRows(block, false));
    expect(rows[0]).toEqual(['Trump account', 'Not available before 18']);
    expect(rows[1]?.[1]).toMatch(/^\$[\d,]+$/);
    await expect(page.locator('#after-tax-ahead').textContent()).resolves.toBe(
      'The Trump account cannot be taken out at this age, so there is nothing to compare.',
    );
    await expect(page.locator('#after-tax-intro').textContent()).resolves.toContain(
      'taken out at 17 years for anything (no particular use)',
    );
  });

  it('words its problems by code: college costs with another use, a rate over 50%', async () => {
    const expected = await api(session.server.url, BEFORE_18);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}`, DESKTOP);
    const { page } = watched;
    await pageJson(page, expected.projection.shareUrl);
    await page.fill('#f-tax-expenses', '5000');
    await page.waitForFunction(() => document.body.dataset.state === 'invalid');
    await expect(page.locator('#f-tax-expenses-error').textContent()).resolves.toBe(
      'only applies when the money is for college',
    );
    await expect(page.locator('#problem-list li').allTextContents()).resolves.toEqual([
      'College costs it pays (optional): only applies when the money is for college',
    ]);
    let visible = await page.locator('body').innerText();
    for (const name of ['afterTax', 'qualifiedExpensesCents', 'education', 'ONLY_FOR_EDUCATION'])
      expect(visible).not.toContain(name);
    await page.fill('#f-tax-parentRate', '60');
    await page.waitForFunction(() => (document.getElementById('f-tax-parentRate-error')?.textContent ?? '') !== '');
    await expect(page.locator('#f-tax-parentRate-error').textContent()).resolves.toBe('must be at most 50%');
    visible = await page.locator('body').innerText();
    for (const name of ['afterTax', 'parentOrdinaryRate', 'TOO_LARGE']) expect(visible).not.toContain(name);
    await page.selectOption('#f-tax-use', 'education');
    await page.fill('#f-tax-parentRate', '32');
    const fixed = await api(session.server.url, {
      ...BEFORE_18,
      afterTax: { ...BEFORE_18.afterTax, use: 'education', qualifiedExpensesCents: '500000' },
    });
    expect(await pageJson(page, fixed.projection.shareUrl)).toBe(fixed.text);
    expect(await page.isHidden('#f-tax-expenses-error')).toBe(true);
  });

  it("keeps a share link's settings the form has no field for while the others change", async () => {
    const expert = {
      ...PLAN,
      afterTax: { use: 'firstHome', ordinaryRate: 0.1, capitalGainsRate: 0, kiddieTax: false },
    };
    const expected = await api(session.server.url, expert);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}`, DESKTOP);
    const { page } = watched;
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    expect(await page.inputValue('#f-tax-use')).toBe('firstHome');
    await page.fill('#f-tax-parentRate', '35');
    const changed = await api(session.server.url, {
      ...expert,
      afterTax: { ...expert.afterTax, parentOrdinaryRate: 0.35 },
    });
    expect(await pageJson(page, changed.projection.shareUrl)).toBe(changed.text);
    expect(blockOf(changed.text).input).toMatchObject({ ordinaryRate: 0.1, capitalGainsRate: 0, kiddieTax: false });
  });

  it("the CSV's net columns are the block's medians, in the chosen dollars", async () => {
    const expected = await api(session.server.url, BEFORE_18);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}`, DESKTOP);
    const { page } = watched;
    await pageJson(page, expected.projection.shareUrl);
    const block = blockOf(expected.text);
    const cents = (text: string) => (text === '' ? null : String(Math.round(Number(text) * 100)));
    for (const basis of ['nominal', 'real'] as const) {
      await page.check(`#basis-${basis}`);
      const [header, ...rows] = await downloadCsv(page, '#download-csv', 'trump-account-yearly.csv');
      const suffix = basis === 'real' ? '_today' : '';
      expect(header?.slice(-3)).toEqual([
        `trump_net_median${suffix}`,
        `plan529_net_median${suffix}`,
        `custodial_net_median${suffix}`,
      ]);
      const median = (account: AfterTaxBlock['plan529']) =>
        (basis === 'real' ? account.netRealCents : account.netCents)[2];
      expect(rows.map((row) => row.slice(-3).map(cents))).toEqual(
        block.ages.map((_, column) =>
          [block.trumpAccount, block.plan529, block.custodial].map((account) => median(account)?.[column] ?? null),
        ),
      );
      expect(rows.some((row) => row.at(-1) !== '')).toBe(true);
    }
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('passes axe (WCAG 2.1 A/AA) with "After tax" open and its answer shown, on a %s', async (device, viewport) => {
    const expected = await api(session.server.url, PLAN);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}`, viewport);
    await pageJson(watched.page, expected.projection.shareUrl);
    await watched.page.waitForSelector('#after-tax-table');
    expect(await watched.page.isVisible('#f-tax-fields')).toBe(true);
    expect(await axeViolations(watched.page)).toEqual([]);
    // The three accounts fit the width: no sideways scrolling, on a phone either.
    const fits = await watched.page
      .locator('#after-tax')
      .evaluate((box) => box.scrollWidth <= box.clientWidth && box.clientWidth > 0);
    expect(fits).toBe(true);
    await watched.page
      .locator('#after-tax')
      .screenshot({ path: new URL(`../artifacts/after-tax-${device}.png`, import.meta.url).pathname });
  });
});
