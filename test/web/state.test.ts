// The family's state on the page, in Debian's Chromium (docs/api.md#website,
// docs/after-tax.md#state-tax):
//   - from a share link with New York: the select restored, the page's JSON the API's bytes, the
//     table's "State tax" column the steady-return path's state tax at the target in the chosen
//     dollars, the words and the caveat name New York; axe clean on a phone and a desktop;
//   - typed in: every one of the 50 states and DC offered (a state not modelled yet disabled), the
//     choice in the share link with the API's bytes, California's sentence on its yearly tax of the
//     account's earnings, "No state tax shown" sends no state and the column goes;
//   - one state for the family, by keyboard, in English and Spanish, axe clean on a phone and a
//     desktop: after tax's state starts as the child's and follows it until the parent picks one
//     there (never overwritten, no focus taken); a choice there fills a child's state not given (the
//     gifts box uses it); a link opens exactly what it carries (after tax without a state stays so
//     beside state=CT); a state not modelled yet leaves after tax's unset.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AfterTaxBlock } from '../../core/schemas/projection.js';
import { STATE_TAX_LIST } from '../../core/statute/states/index.js';
import { axeViolations } from './axe.js';
import {
  api,
  CHILD_OF_EIGHT,
  DESKTOP,
  PHONE,
  pageJson,
  pageSession,
  type Scenario,
  wholeDollars,
} from './page-session.js';
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

/** Chooses an option by keyboard alone, as a parent would: the select focused, then the arrow keys,
 *  each step a change of the closed select (the browser skips disabled options), or Home for the
 *  first option, in one step. */
async function chooseByKeys(page: Page, select: string, value: string): Promise<void> {
  await page.focus(select);
  const [from, to] = await page.$eval(
    select,
    (node, wanted) => {
      const enabled = [...(node as HTMLSelectElement).options].filter((option) => !option.disabled);
      return [enabled.findIndex((option) => option.selected), enabled.findIndex((option) => option.value === wanted)];
    },
    value,
  );
  if (to === undefined || from === undefined || to < 0) throw new Error(`${select} offers no ${value}`);
  if (to === 0 && from !== 0) await page.keyboard.press('Home');
  else
    for (let at = from; at !== to; at += Math.sign(to - at))
      await page.keyboard.press(to > at ? 'ArrowDown' : 'ArrowUp');
  expect(await page.inputValue(select)).toBe(value);
}

/** Ticks "After tax"'s box by keyboard. */
async function turnOnAfterTax(page: Page): Promise<void> {
  await page.focus('#f-tax-on');
  await page.keyboard.press('Space');
  expect(await page.isChecked('#f-tax-on')).toBe(true);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const stateParam = async (page: Page) => new URL(await page.inputValue('#share-url')).searchParams.get('state');
const linkTaxState = async (page: Page) => scenarioOf(await linkState(page)).afterTax?.state ?? 'none';
const ready = (page: Page) => page.waitForFunction(() => document.body.dataset.state === 'ok');

describe("one state for the family: the child's and after tax's follow each other (docs/api.md#website)", () => {
  it("by keyboard: after tax starts as the child's state and follows it, until the parent picks one there", async () => {
    const watched = await fresh(`${session.server.url}/`, DESKTOP);
    const { page } = watched;
    await ready(page);
    await expect(page.locator('#f-state-hint').textContent()).resolves.toBe(
      'Some gifts are only for children in named states. The state under “After tax” follows this one until you choose one there.',
    );
    await chooseByKeys(page, '#f-state', 'NY');
    await turnOnAfterTax(page);
    expect(await page.inputValue('#after-tax-state')).toBe('NY');
    // Filled by another control, it takes no focus.
    expect(await focusedId(page)).toBe('f-tax-on');
    await expect(page.locator('#after-tax-state-hint').textContent()).resolves.toMatch(
      /when the money comes out\. The child's state above takes your choice here when it is not given\.$/,
    );
    await expect.poll(() => linkTaxState(page)).toBe('NY');
    expect(await stateParam(page)).toBe('NY');

    // The child's state moves (every arrow key a change of it): after tax's follows each step.
    await chooseByKeys(page, '#f-state', 'CA');
    expect(await page.inputValue('#after-tax-state')).toBe('CA');
    expect(await focusedId(page)).toBe('f-state');
    await expect.poll(() => linkTaxState(page)).toBe('CA');

    // The parent's own choice under after tax is theirs: the child's state (given) stays, and
    // moving it again no longer moves after tax's.
    await chooseByKeys(page, '#after-tax-state', 'TX');
    expect(await page.inputValue('#f-state')).toBe('CA');
    await chooseByKeys(page, '#f-state', 'OR');
    expect(await page.inputValue('#after-tax-state')).toBe('TX');
    await expect.poll(() => linkTaxState(page)).toBe('TX');
    expect(await stateParam(page)).toBe('OR');
    const expected = await api(session.server.url, { s: await linkState(page) });
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });

  it("by keyboard on a phone: with no child's state given, after tax's choice fills it for the gifts", async () => {
    // A child of 8, young enough for the Dalios' pledge in Connecticut; no state in the link.
    const eight = await api(session.server.url, CHILD_OF_EIGHT);
    const watched = await fresh(`${session.server.url}/?s=${eight.s}`, PHONE);
    const { page } = watched;
    await ready(page);
    await turnOnAfterTax(page);
    // No child's state: after tax's stays "No state tax shown".
    expect(await page.inputValue('#after-tax-state')).toBe('');
    expect(await page.isVisible('#gift-list li[data-gift="dalio"]')).toBe(false);
    await chooseByKeys(page, '#after-tax-state', 'CT');
    expect(await page.inputValue('#f-state')).toBe('CT');
    expect(await focusedId(page)).toBe('after-tax-state');
    await expect.poll(() => stateParam(page)).toBe('CT');
    // The gifts box uses it: the Dalios' pledge, only for children in Connecticut, is offered.
    await expect.poll(() => page.isVisible('#gift-list li[data-gift="dalio"]')).toBe(true);
    expect(await page.isVisible('#gifts-state-note')).toBe(false);
    // Filled only by that choice, it follows the next one too; "No state tax shown" leaves it.
    await chooseByKeys(page, '#after-tax-state', 'PA');
    expect(await page.inputValue('#f-state')).toBe('PA');
    await chooseByKeys(page, '#after-tax-state', '');
    expect(await page.inputValue('#f-state')).toBe('PA');
    await expect.poll(() => linkTaxState(page)).toBe('none');
    expect(await stateParam(page)).toBe('PA');
    // "No state tax shown", chosen there, is the parent's too: the child's state moved, it stays.
    await chooseByKeys(page, '#f-state', 'NY');
    expect(await page.inputValue('#after-tax-state')).toBe('');
    await expect.poll(() => stateParam(page)).toBe('NY');
    expect(await linkTaxState(page)).toBe('none');
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });

  it('a link opens exactly what it carries; the following starts with the parent’s own changes', async () => {
    // After tax without a state and state=CT: no state tax, the child in Connecticut, the API's bytes.
    const noState = await api(session.server.url, { ...NEW_YORK, afterTax: { use: 'any' } });
    const watched = await fresh(`${session.server.url}/?s=${noState.s}&state=CT`, DESKTOP);
    const { page } = watched;
    expect(await pageJson(page, noState.projection.shareUrl)).toBe(noState.text);
    expect(await page.inputValue('#after-tax-state')).toBe('');
    expect(await page.inputValue('#f-state')).toBe('CT');
    expect(await linkState(page)).toBe(noState.s);
    expect(await stateParam(page)).toBe('CT');
    // The parent moves the child's state: after tax's, unset, follows.
    await chooseByKeys(page, '#f-state', 'NJ');
    expect(await page.inputValue('#after-tax-state')).toBe('NJ');
    await expect.poll(() => linkTaxState(page)).toBe('NJ');

    // New York under after tax and state=CT: both kept; the child's state moved, New York stays
    // (it was not the child's state).
    const newYork = await api(session.server.url, NEW_YORK);
    await page.goto(`${session.server.url}/?s=${newYork.s}&state=CT`);
    expect(await pageJson(page, newYork.projection.shareUrl)).toBe(newYork.text);
    expect(await page.inputValue('#after-tax-state')).toBe('NY');
    await chooseByKeys(page, '#f-state', 'NJ');
    expect(await page.inputValue('#after-tax-state')).toBe('NY');

    // No after tax and state=CT: the section turned on starts in Connecticut.
    const none = await api(session.server.url, { ...NEW_YORK, afterTax: undefined });
    await page.goto(`${session.server.url}/?s=${none.s}&state=CT`);
    expect(await pageJson(page, none.projection.shareUrl)).toBe(none.text);
    await turnOnAfterTax(page);
    expect(await page.inputValue('#after-tax-state')).toBe('CT');
    await expect.poll(() => linkTaxState(page)).toBe('CT');
    expect(watched.problems).toEqual([]);
  });

  it('a state whose tax is not modelled yet leaves after tax’s unset', async () => {
    const watched = await fresh(`${session.server.url}/`, DESKTOP);
    const { page } = watched;
    await ready(page);
    // Every state is modelled today: New York's option disabled as state-field.ts disables a state
    // whose status is "notYet".
    await page.$eval('#after-tax-state option[value="NY"]', (option) => {
      (option as HTMLOptionElement).disabled = true;
    });
    await chooseByKeys(page, '#f-state', 'NY');
    await turnOnAfterTax(page);
    expect(await page.inputValue('#after-tax-state')).toBe('');
    await chooseByKeys(page, '#f-state', 'NJ');
    expect(await page.inputValue('#after-tax-state')).toBe('NJ');
    await chooseByKeys(page, '#f-state', 'NY');
    expect(await page.inputValue('#after-tax-state')).toBe('');
    expect(watched.problems).toEqual([]);
  });

  it('in Spanish, on a phone and a desktop: the hints say it, and the states follow each other', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const watched = await fresh(`${session.server.url}/es/`, viewport);
      const { page } = watched;
      await ready(page);
      await expect(page.locator('#f-state-hint').textContent()).resolves.toBe(
        'Algunas donaciones son solo para niños de ciertos estados. El estado en “Después de impuestos” sigue a este hasta que usted elija uno allí.',
      );
      await expect(page.locator('#after-tax-state-hint').textContent()).resolves.toMatch(
        /El estado del niño, arriba, toma el que usted elija aquí si no se indicó\.$/,
      );
      await chooseByKeys(page, '#f-state', 'NY');
      await turnOnAfterTax(page);
      expect(await page.inputValue('#after-tax-state')).toBe('NY');
      await expect.poll(() => linkTaxState(page)).toBe('NY');
      expect(await axeViolations(page)).toEqual([]);
      expect(watched.problems).toEqual([]);
    }
  });
});
