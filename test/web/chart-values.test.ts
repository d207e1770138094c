// The values on the projection chart by keyboard, pointer and touch, and the paid-in line under the
// bands (web/app/chart-values.ts, web/app/chart.ts; docs/api.md#website), in Debian's Chromium at a
// desktop's and a phone's size. The chart takes focus; the arrow keys, Home and End move from age to
// age and a polite live region says the values at that age, which equal the API's percentiles and
// steady-return line at that age and the paid-in total of an independent reference model's deposits
// (test/reference/model.ts; its last equals the API's contributed plus seed); Escape hides them.
// A mouse over an age and a finger on one show the same words; the goal's chart says the solved
// plan's numbers (POST /v1/solve's projection) the same way. The paid-in line has one point per
// age (and the linear scale's start), and on a logarithmic scale neither it nor the median starts at
// the foot of the scale. WCAG 2.1 AA (axe) holds with the values shown.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { post } from '../helpers/start-server.js';
import { MATH, STATUTE as REF_STATUTE, referenceProjection } from '../reference/model.js';
import { axeViolations } from './axe.js';
import {
  api,
  DESKTOP,
  FAMILY,
  open,
  PHONE,
  type Projection,
  pageJson,
  pageSession,
  wholeDollars,
} from './page-session.js';

const session = pageSession();
// A picture of the chart with its values goes to test/artifacts/ for a person to look at.
const ARTIFACTS = new URL('../artifacts/', import.meta.url);

type Basis = 'real' | 'nominal';

/** Cents paid in by each checkpoint age, as paid and in today's dollars, from the reference model. */
function referencePaidIn(scenario: typeof FAMILY): { nominal: number[]; real: number[]; total: bigint } {
  const ref = referenceProjection(
    {
      asOf: scenario.asOf,
      birthDate: scenario.birthDate,
      targetAgeMonths: scenario.targetAgeMonths,
      includeSeed: true,
      annualReturn: 0.07,
      returnIsReal: true,
      annualInflation: 0.025,
      annualFee: 0.0003,
      sources: scenario.sources.map((source) => ({ stepUpRate: 0, ...structuredClone(source) })),
    },
    REF_STATUTE,
    MATH,
  );
  if (!ref.ok) throw new Error(`the reference refused the plan: ${ref.error}`);
  const { startAgeMonths, realOffsetMonths, deposits, milestones } = ref.result;
  const nominal: number[] = [];
  const real: number[] = [];
  let asPaid = 0n;
  let today = 0;
  let step = 0;
  for (const { ageMonths } of milestones) {
    for (; step < ageMonths - startAgeMonths; step++) {
      const cents = itemAt(deposits, step);
      asPaid += cents;
      today += Number(cents) / MATH.deflator(0.025, step + realOffsetMonths);
    }
    nominal.push(Number(asPaid));
    real.push(today);
  }
  return { nominal, real, total: asPaid };
}

/** The words the page says at checkpoint `c`, written here from the API's numbers. */
function expectedWords(projection: Projection, paidIn: number[] | null, c: number, basis: Basis): string {
  const bands = basis === 'real' ? projection.percentiles.realCents : projection.percentiles.nominalCents;
  const at = (row: number) => wholeDollars(itemAt(itemAt(bands, row), c));
  const milestone = itemAt(projection.deterministic.milestones, c);
  const age = itemAt(projection.percentiles.ages, c);
  const years = Math.floor(age / 12);
  const months = age % 12;
  const ageWords = [
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    months > 0 || years === 0 ? `${months} ${months === 1 ? 'month' : 'months'}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    `At ${ageWords}, in ${basis === 'real' ? "today's dollars" : 'future dollars'}: 90th percentile ${at(ROW_P90)}; ` +
    `75th percentile ${at(ROW_P75)}; median ${at(ROW_P50)}; 25th percentile ${at(ROW_P25)}; 10th percentile ` +
    `${at(ROW_P10)}; ${paidIn === null ? '' : `paid in ${wholeDollars(itemAt(paidIn, c))}; `}steady-return line ` +
    `${wholeDollars(basis === 'real' ? milestone.realCents : milestone.nominalCents)}.`
  );
}

const readout = (page: Page) => page.locator('#chart-values').textContent();

/** Where checkpoint `c` sits on the screen: the median's point for it (after the linear start). */
async function pointOf(page: Page, c: number, lead: number): Promise<{ x: number; y: number }> {
  return page.locator('#chart svg').evaluate((chart, index) => {
    const svg = chart as SVGSVGElement;
    const points = (svg.querySelector('.median')?.getAttribute('points') ?? '').split(' ');
    const x = Number(points[index]?.split(',')[0]);
    const rect = svg.getBoundingClientRect();
    return { x: rect.left + (x * rect.width) / svg.viewBox.baseVal.width, y: rect.top + rect.height / 2 };
  }, c + lead);
}

describe('values on the projection chart, and the paid-in line', () => {
  it("by keyboard and pointer: the API's numbers at each age, the paid-in total of the deposits", async () => {
    const expected = await api(session.server.url, FAMILY);
    const { projection } = expected;
    const paid = referencePaidIn(FAMILY);
    // The reference's deposits add up to what the API says was paid in.
    expect(paid.total).toBe(
      BigInt(projection.deterministic.contributedCents) + BigInt(projection.deterministic.seedCents),
    );
    const last = projection.percentiles.ages.length - 1;

    const watched = await open(session.browser, `${session.server.url}/?s=${expected.s}`, DESKTOP);
    const { page } = watched;
    await pageJson(page, projection.shareUrl);
    await expect(page.locator('#chart .legend').textContent()).resolves.toContain('Paid in to date');
    // One point per age and the linear scale's start.
    const paidPoints = await page.locator('#chart svg .paid-in').getAttribute('points');
    expect(paidPoints?.split(' ')).toHaveLength(projection.percentiles.ages.length + 1);

    // Keyboard: focus, then the arrows, Home and End; Escape hides the values.
    await expect(readout(page)).resolves.toBe('');
    await page.locator('#chart .chart-values').focus();
    await page.keyboard.press('ArrowRight');
    await expect(readout(page)).resolves.toBe(expectedWords(projection, paid.real, 0, 'real'));
    await page.keyboard.press('ArrowRight');
    await expect(readout(page)).resolves.toBe(expectedWords(projection, paid.real, 1, 'real'));
    await page.keyboard.press('End');
    await expect(readout(page)).resolves.toBe(expectedWords(projection, paid.real, last, 'real'));
    await page.keyboard.press('ArrowLeft');
    await expect(readout(page)).resolves.toBe(expectedWords(projection, paid.real, last - 1, 'real'));
    await expect(page.locator('#chart .value-marker').getAttribute('visibility')).resolves.toBe('visible');
    await expect(page.locator('#chart-values').getAttribute('aria-live')).resolves.toBe('polite');
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.locator('#chart').screenshot({ path: new URL('chart-values.png', ARTIFACTS).pathname });
    await page.keyboard.press('Escape');
    await expect(readout(page)).resolves.toBe('');
    await expect(page.locator('#chart .value-marker').getAttribute('visibility')).resolves.toBe('hidden');
    await expect(page.evaluate(() => document.activeElement?.classList.contains('chart-values'))).resolves.toBe(true);

    // Future dollars: the paid-in line is the deposits as paid; a mouse over an age shows its values.
    await page.check('#basis-nominal');
    await page.waitForFunction(() => document.querySelector('#chart svg')?.classList.contains('nominal'));
    const middle = Math.floor(last / 2);
    await page.locator('#chart svg').scrollIntoViewIfNeeded();
    const point = await pointOf(page, middle, 1);
    await page.mouse.move(point.x, point.y);
    await expect(readout(page)).resolves.toBe(expectedWords(projection, paid.nominal, middle, 'nominal'));
    await page.mouse.move(point.x, 1);
    await expect(readout(page)).resolves.toBe('');
    await page.locator('#chart .chart-values').focus();
    await page.keyboard.press('End');
    await expect(readout(page)).resolves.toBe(expectedWords(projection, paid.nominal, last, 'nominal'));
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('by touch on a phone, and on a logarithmic scale no line rises from its foot', async () => {
    const plan = { ...FAMILY, targetAgeMonths: 600 };
    const expected = await api(session.server.url, plan);
    const { projection } = expected;
    const paid = referencePaidIn(plan);
    const context = await session.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${session.server.url}/?s=${expected.s}`);
    await pageJson(page, projection.shareUrl);
    // 50 years: the page starts on the logarithmic scale, at the first birthday with money.
    await expect(page.isChecked('#log-scale')).resolves.toBe(true);
    const { median, paidIn, floor } = await page.locator('#chart svg').evaluate((svg) => ({
      median: (svg.querySelector('.median')?.getAttribute('points') ?? '').split(' '),
      paidIn: (svg.querySelector('.paid-in')?.getAttribute('points') ?? '').split(' '),
      floor: Number(svg.querySelector('.axis')?.getAttribute('y1')),
    }));
    // From the first birthday at which even the 10th percentile holds money (none is paid before the
    // first contribution date): one point per age from there.
    const first = itemAt(projection.percentiles.realCents, ROW_P10).findIndex((cents) => cents !== '0');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(median).toHaveLength(projection.percentiles.ages.length - first);
    for (const line of [median, paidIn]) expect(Number(line[0]?.split(',')[1])).toBeLessThan(floor - 1);
    const c = first + 3;
    await page.locator('#chart svg').scrollIntoViewIfNeeded();
    const point = await pointOf(page, c, -first);
    await page.touchscreen.tap(point.x, point.y);
    await expect(readout(page)).resolves.toBe(expectedWords(projection, paid.real, c, 'real'));
    // A finger lifted leaves the values to be read.
    await expect(page.locator('#chart .value-marker').getAttribute('visibility')).resolves.toBe('visible');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("on the goal's chart too: the solved plan's numbers, by keyboard", async () => {
    const plan = { ...FAMILY, goal: { amountCents: '5000000', atAgeMonths: 210, real: false, probability: 0.75 } };
    const expected = await api(session.server.url, plan);
    const solved = await post(`${session.server.url}/v1/solve`, { s: expected.s, sourceId: 'parents' });
    expect(solved.status).toBe(200);
    const solution = (JSON.parse(solved.text) as { projection: Projection }).projection;
    const watched = await open(session.browser, `${session.server.url}/?s=${expected.s}&dollars=future`, DESKTOP);
    const { page } = watched;
    await pageJson(page, expected.projection.shareUrl);
    await page.waitForFunction(() => (document.getElementById('solution-json')?.textContent ?? '') !== '');
    await expect(page.locator('#solution-json').textContent()).resolves.toBe(solved.text);
    await page.locator('#goal-chart .chart-values').focus();
    await page.keyboard.press('End');
    const last = solution.percentiles.ages.length - 1;
    // The solved plan pays what it pays: no paid-in line of the plan as it stands on its chart.
    await expect(page.locator('#goal-chart-values').textContent()).resolves.toBe(
      expectedWords(solution, null, last, 'nominal'),
    );
    await expect(page.locator('#goal-chart svg .paid-in').count()).resolves.toBe(0);
    await page.keyboard.press('Home');
    await expect(page.locator('#goal-chart-values').textContent()).resolves.toBe(
      expectedWords(solution, null, 0, 'nominal'),
    );
    await page.keyboard.press('Escape');
    await expect(page.locator('#goal-chart-values').textContent()).resolves.toBe('');
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});
