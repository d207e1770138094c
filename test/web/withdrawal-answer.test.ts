// The page's answer follows a withdrawal plan (docs/api.md#website, docs/after-tax.md#the-plan-block),
// in Debian's Chromium: with a plan the headline is what the plan leaves from the Trump account after
// federal tax over all its years (the plan block's median and range), the live status says the same,
// the line under it the median balance just before the first withdrawal and, on the steady-return
// line, what the plan takes out, what tax takes and what is left (the block's deterministic years);
// the yearly table, the chart's values, the yearly CSV and the printed table show from the plan's first
// age what the plan leaves (the block's trumpAccountLeft and leftCents), and nothing after the last
// withdrawal; for a college plan and for a retirement plan. "Over several years" is offered only
// when the projection reaches a year past the first birthday a plan may start on, and says why not.
// On a phone (390 px): every element of the results inside its card (the plan's CSV button
// included), each wide table's region named, focusable, scrolled by the arrow keys and, while it
// hides columns, a visible cue above it; "2 years" on one line; axe clean.
import type { ElementHandle, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROW_P10, ROW_P50, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { decimalDollars } from '../../core/common/format.js';
import type { PlanBlock } from '../../core/schemas/projection.js';
import { axeViolations } from './axe.js';
import {
  api,
  DESKTOP,
  downloadCsv,
  fillAge,
  PHONE,
  type Projection,
  pageJson,
  pageSession,
  type Scenario,
  tableRows,
  type Watched,
  wholeDollars,
} from './page-session.js';
import { reusedPages } from './reused-pages.js';

const session = pageSession();
/** One phone page and one desktop page, which the tests open their addresses in, in turn. */
const fresh = reusedPages(session);

const PARENTS = {
  id: 'parents',
  kind: 'family',
  schedule: { type: 'monthly', amountCents: '30000', startAgeMonths: 9, endAgeMonths: 216 },
} as const;

/** College, as a parent tried it: four years from 18, projected to 22. */
const COLLEGE = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 264,
  mcPaths: 500,
  afterTax: { use: 'education', plan: { fromAgeMonths: 216, years: 4 } },
  sources: [PARENTS],
} satisfies Scenario;

/** Retirement: five years from 60, projected to 65. */
const RETIREMENT = {
  ...COLLEGE,
  targetAgeMonths: 780,
  afterTax: { use: 'retirement', plan: { fromAgeMonths: 720, years: 5 } },
} satisfies Scenario;

type Answer = Awaited<ReturnType<typeof api>>;

function planOf(projection: Projection): PlanBlock {
  const plan = (projection as unknown as { afterTax?: { plan?: PlanBlock } }).afterTax?.plan;
  if (plan === undefined) throw new Error('the projection has no plan');
  return plan;
}

/** "18 years" for 216 months (the plans here start and end on birthdays). */
const years = (months: number) => `${months / 12} years`;

/** The page showing a scenario's link, in future dollars, settled. */
async function shown(answer: Answer, viewport = DESKTOP): Promise<Watched> {
  const watched = await fresh(`${session.server.url}/?s=${answer.s}&dollars=future`, viewport);
  await pageJson(watched.page, answer.projection.shareUrl);
  return watched;
}

/** What the table, the chart and the CSV show at column c, as paid: the projection's own balances
 *  before the plan, what the plan leaves from its first age, 0 after the last withdrawal. */
function expectedAt(projection: Projection, c: number): { steady: string; bands: string[] } {
  const plan = planOf(projection);
  const age = itemAt(projection.percentiles.ages, c);
  const k = plan.ages.indexOf(age);
  if (age < itemAt(plan.ages, 0))
    return {
      steady: itemAt(projection.deterministic.milestones, c).nominalCents,
      bands: projection.percentiles.nominalCents.map((row) => itemAt(row, c)),
    };
  if (k < 0) return { steady: '0', bands: ['0', '0', '0', '0', '0'] };
  return {
    steady: itemAt(plan.trumpAccount.deterministic.years, k).leftCents,
    bands: plan.trumpAccountLeft.nominalCents.map((row) => itemAt(row, k)),
  };
}

describe('the answer follows a withdrawal plan', () => {
  it.each([
    ['college, 4 years from 18, projected to 22', COLLEGE],
    ['retirement, 5 years from 60, projected to 65', RETIREMENT],
  ])('%s: headline, status, table, chart values, CSV and printed table', async (_, scenario) => {
    const answer = await api(session.server.url, scenario);
    const { projection } = answer;
    const plan = planOf(projection);
    const watched = await shown(answer);
    const { page } = watched;
    const total = (row: number) => wholeDollars(itemAt(plan.trumpAccount.netCents, row));
    const span = `over ${plan.ages.length} years from ${years(itemAt(plan.ages, 0))}`;

    // The headline: what the plan leaves after tax, not the balance at the target.
    await expect(page.locator('#headline-label').textContent()).resolves.toBe(
      `Median after federal tax, taken out ${span}, in future dollars`,
    );
    await expect(page.locator('#headline-figure').textContent()).resolves.toBe(total(ROW_P50));
    await expect(page.locator('#headline-range').textContent()).resolves.toBe(
      `In 8 out of 10 simulated markets the withdrawals leave between ${total(ROW_P10)} and ${total(ROW_P90)} ` +
        'after federal tax, all years together.',
    );
    await expect(page.locator('#status').textContent()).resolves.toBe(
      `Taken out ${span}: median ${total(ROW_P50)} after federal tax, future dollars.`,
    );
    const first = projection.percentiles.ages.indexOf(itemAt(plan.ages, 0));
    const detail = plan.trumpAccount.deterministic.years;
    const sum = (of: (year: (typeof detail)[number]) => number) => detail.reduce((all, year) => all + of(year), 0);
    const expected = await page.locator('#headline-expected').textContent();
    expect(expected).toContain(
      `Before the first withdrawal, at ${years(itemAt(plan.ages, 0))}, the median balance is ` +
        `${wholeDollars(itemAt(itemAt(projection.percentiles.nominalCents, ROW_P50), first))}; the last, at ` +
        `${years(itemAt(plan.ages, plan.ages.length - 1))}, leaves the account empty.`,
    );
    expect(expected).toContain(
      `the plan takes out ${wholeDollars(sum((year) => Number(year.withdrawalCents)))} in all; federal tax takes ` +
        `${wholeDollars(sum((year) => Number(year.incomeTaxCents) + Number(year.additionalTaxCents)))} of it and ` +
        `${wholeDollars(plan.trumpAccount.deterministic.netCents)} is left.`,
    );
    const undrawn = wholeDollars(
      itemAt(itemAt(projection.percentiles.nominalCents, ROW_P50), -1 + projection.percentiles.ages.length),
    );
    expect(await page.locator('#answer').textContent()).not.toContain(undrawn);

    // The table: from the plan's first age, what it leaves; nothing after the last withdrawal.
    const rows = await tableRows(page);
    const ages = projection.percentiles.ages;
    expect(rows.map((row) => row.slice(2))).toEqual(
      ages.map((_, c) => {
        const { steady, bands } = expectedAt(projection, c);
        return [steady, ...bands].map(wholeDollars);
      }),
    );
    expect(rows.at(-1)?.slice(2)).toEqual(Array(6).fill('$0'));
    expect(Number(itemAt(itemAt(plan.trumpAccountLeft.nominalCents, ROW_P50), 0))).toBeGreaterThan(0);

    // The chart's values at the target and at the first withdrawal say the same.
    await page.locator('#chart .chart-values').focus();
    await page.keyboard.press('End');
    await expect(page.locator('#chart-values').textContent()).resolves.toContain(
      'median $0; 25th percentile $0; 10th percentile $0;',
    );
    for (let c = ages.length - 1; c > first; c--) await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#chart-values').textContent()).resolves.toContain(
      `median ${wholeDollars(itemAt(expectedAt(projection, first).bands, ROW_P50))};`,
    );
    await page.keyboard.press('Escape');

    // The yearly CSV: the same balances, and the whole-at-once medians left empty from the plan on.
    const [header, ...lines] = await downloadCsv(page, '#download-csv', 'trump-account-yearly.csv');
    expect(header?.slice(3, 9)).toEqual(['expected', 'p10', 'p25', 'p50', 'p75', 'p90']);
    expect(lines.map((line) => line.slice(3, 9))).toEqual(
      ages.map((_, c) => {
        const { steady, bands } = expectedAt(projection, c);
        return [steady, ...bands].map((cents) => decimalDollars(Number(cents)));
      }),
    );
    expect(lines.slice(first).map((line) => line.slice(9))).toEqual(lines.slice(first).map(() => ['', '', '']));

    // On paper: the headline and the printed rows of the same table.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#headline-figure').innerText()).resolves.toBe(total(ROW_P50));
    const printed = await page.locator('#milestone-table tbody').innerText();
    expect(printed.trim().split('\n').at(-1)).toMatch(/\$0\s+\$0\s+\$0\s+\$0\s+\$0\s+\$0$/);
    expect(printed).not.toContain(undrawn);
    await page.emulateMedia({ media: 'screen' });
    expect(watched.problems).toEqual([]);
  });

  it('offers "Over several years" only when the projection reaches past the first withdrawal, and says why not', async () => {
    const watched = await fresh(`${session.server.url}/`, DESKTOP);
    const { page } = watched;
    await settled(page, 'At 18 years:');
    await page.check('#f-tax-on');
    // A fresh plan ends at 18: the first withdrawal could be at 18, a second needs 19.
    await page.waitForFunction(() => document.getElementById('after-tax')?.hidden === false);
    expect(await page.isDisabled('#f-plan-when-years')).toBe(true);
    await expect(page.locator('#f-plan-when-hint').textContent()).resolves.toContain(
      'To take it out over several years, project to at least 19 years (Project to age, above): the first ' +
        'withdrawal can be at 18 years, and the projection now ends at 18 years.',
    );
    expect(await page.getAttribute('#f-plan-when-once', 'aria-describedby')).toContain('f-plan-when-hint');
    await fillAge(page, 'f-target', 19 * 12);
    await settled(page, 'At 19 years:');
    expect(await page.isDisabled('#f-plan-when-years')).toBe(false);
    await expect(page.locator('#f-plan-when-hint').textContent()).resolves.not.toContain('project to at least');
    await page.check('#f-plan-when-years');
    await page.fill('#f-plan-years', '2');
    await page.waitForFunction(
      () => document.body.dataset.state === 'ok' && !!document.getElementById('after-tax-plan')?.textContent,
    );
    // Chosen, it stays when the target is lowered, and its years are refused with how far to project.
    await fillAge(page, 'f-target', 18 * 12);
    await page.waitForFunction(() => document.body.dataset.state === 'invalid');
    expect(await page.isDisabled('#f-plan-when-years')).toBe(false);
    await expect(page.locator('#f-plan-years-error').textContent()).resolves.toContain('project to at least 19 years');
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });
});

/** Waits until the page has answered a plan whose status says `text` ("At 19 years: ..."). */
async function settled(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (part) =>
      document.body.dataset.state === 'ok' && (document.getElementById('status')?.textContent ?? '').includes(part),
    text,
  );
}

/** Frames a region just scrolled into view is given to be laid out (content-visibility) and measured
 *  (ResizeObserver): it takes two or three; counted in frames, so a slow machine gives as many. */
const LAYOUT_FRAMES = 30;

/** Waits until the region has been measured (it fits, or says that it does not), or LAYOUT_FRAMES
 *  frames have passed: a page that never says it (one without the cue) then fails the checks after. */
function measured(page: Page, region: ElementHandle): Promise<void> {
  return page.evaluate(
    ([el, limit]) =>
      new Promise<void>((resolve) => {
        const box = el as HTMLElement;
        let left = limit as number;
        const next = () => {
          // Laid out only once in view: until then its table is skipped (content-visibility).
          const shown = (box.firstElementChild as HTMLElement | null)?.checkVisibility({ contentVisibilityAuto: true });
          const done = shown && (box.classList.contains('overflows') || box.scrollWidth <= box.clientWidth + 1);
          if (done || --left <= 0) resolve();
          else requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
      }),
    [region, LAYOUT_FRAMES] as const,
  );
}

/** Elements of the results that stick out of their card, and whether the page scrolls sideways. */
function outsideTheCard(page: Page): Promise<{ outside: string[]; pageWidth: number; viewport: number }> {
  return page.evaluate(() => {
    const card = document.querySelector('section.results')?.getBoundingClientRect();
    if (!card) throw new Error('no results card');
    const outside: string[] = [];
    for (const element of Array.from(document.querySelectorAll('#result-body *'))) {
      // Inside a table's scrolling box, what is beyond its edge is scrolled to, not cut off.
      if (element.closest('.table-scroll, .runs-scroll, pre') && !element.matches('.table-scroll')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < card.left - 0.5 || box.right > card.right + 0.5)
        outside.push(`${element.tagName.toLowerCase()}#${element.id}.${element.className} ${box.left}-${box.right}`);
    }
    return { outside, pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth };
  });
}

describe('on a phone (390 px)', () => {
  it('keeps the results inside their card, cues every wide table, keeps "2 years" on one line', async () => {
    const answer = await api(session.server.url, COLLEGE);
    const watched = await shown(answer, PHONE);
    const { page } = watched;
    await page.waitForFunction(() => document.getElementById('after-tax-plan')?.hidden === false);
    const regions = page.locator('.table-scroll:visible');
    const count = await regions.count();
    expect(count).toBeGreaterThanOrEqual(2); // the yearly table and the plan's years
    for (let i = 0; i < count; i++) {
      const region = regions.nth(i);
      await region.scrollIntoViewIfNeeded();
      // Laid out once in view (content-visibility), then measured.
      await measured(page, await region.elementHandle());
      const facts = await region.evaluate((el) => {
        const box = el as HTMLElement;
        const cue = box.previousElementSibling as HTMLElement | null;
        const names = (box.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
        return {
          overflows: box.scrollWidth > box.clientWidth + 1,
          role: box.getAttribute('role'),
          tabindex: box.tabIndex,
          name: names || box.getAttribute('aria-label') || '',
          cue:
            cue?.matches('.scroll-cue') && !cue.hidden && cue.getBoundingClientRect().height > 0
              ? cue.textContent
              : null,
          shadow: getComputedStyle(box).boxShadow,
        };
      });
      expect(facts.role).toBe('region');
      expect(facts.tabindex).toBe(0);
      expect(facts.name).not.toBe('');
      expect(facts.overflows, facts.name).toBe(true);
      expect(facts.cue, facts.name).toBe(
        'More columns to the right: swipe the table sideways, or Tab to it and use the arrow keys.',
      );
      expect(facts.shadow, facts.name).not.toBe('none');
      // The keyboard scrolls it.
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((el) => (el as HTMLElement).scrollLeft > 0, await region.elementHandle());
    }
    const { outside, pageWidth, viewport } = await outsideTheCard(page);
    expect(outside).toEqual([]);
    expect(pageWidth).toBeLessThanOrEqual(viewport);
    // "2 years" on one line of its cell.
    const lines = await page.locator('#milestone-table tbody tr[data-age-months="24"] th').evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });
});
