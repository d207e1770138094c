// Every run of history as a chart (web/app/history-paths-chart.ts, docs/api.md#website) in Debian's
// Chromium: under market history the page draws one line per complete window (as many as the API's
// `historical.windows` and the package's runs, whose paths test/http/historical-windows.test.ts
// holds to a plain rolling-window reference at every age), each from the child's age on asOf to the
// target; the legend names the median, worst and best runs with their starting month and balance,
// which equal the runs list's (the package's runs) and the API's worst and best, in today's dollars
// and in future dollars; the named lines end where their runs end, the worst lowest and the best
// highest; WCAG 2.1 AA holds at desktop and phone width; under simulated markets there is no chart.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoricalRun } from '../../core/projection/history.js';
import * as node from '../../package/engine-node.js';
import { axeViolations } from './axe.js';
import {
  api,
  DESKTOP,
  FAMILY_HISTORY,
  fillForm,
  open,
  PHONE,
  type Projection,
  pageJson,
  pageSession,
  SITE_URL,
  wholeDollars,
} from './page-session.js';

const session = pageSession();
// A picture of the chart goes to test/artifacts/ for a person to look at.
const ARTIFACTS = new URL('../artifacts/', import.meta.url);

// 40 years: 1,350 windows of 31 points each.
const PLAN = { ...FAMILY_HISTORY, targetAgeMonths: 480 };
let runs: HistoricalRun[];
let projection: Projection;
let apiText: string;
beforeAll(async () => {
  const engine = await node.loadEngine();
  const outcome = node.projectScenarioRuns(engine, PLAN, { siteUrl: SITE_URL });
  if (!outcome.ok || outcome.runs === null || outcome.paths === null) throw new Error('no runs');
  runs = outcome.runs;
  const answer = await api(session.server.url, PLAN);
  expect(outcome.json).toBe(answer.text);
  projection = answer.projection;
  apiText = answer.text;
});

const monthName = (yearMonth: string) =>
  new Date(`${yearMonth}-15T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The run in the middle of the list sorted by balance (ties: the earlier start), the lower of two. */
function middleRun(): HistoricalRun {
  const order = runs
    .map((run, index) => ({ run, index, cents: BigInt(run.finalNominalCents) }))
    .sort((a, b) => (a.cents < b.cents ? -1 : a.cents > b.cents ? 1 : a.index - b.index));
  const middle = order[Math.floor((order.length - 1) / 2)];
  if (middle === undefined) throw new Error('no runs');
  return middle.run;
}

/** The legend's words for a named run, in the chosen dollars. */
function named(name: string, run: HistoricalRun, basis: 'real' | 'nominal'): string {
  const cents = basis === 'real' ? run.finalRealCents : run.finalNominalCents;
  return `${name}: started ${monthName(run.startMonth)}, ${wholeDollars(cents)} at 40 years`;
}

function runOf(startMonth: string): HistoricalRun {
  const run = runs.find((candidate) => candidate.startMonth === startMonth);
  if (run === undefined) throw new Error(`no run starts in ${startMonth}`);
  return run;
}

/** Every thin line's last y, and each named line's start month and last y. */
async function lineEnds(page: Page) {
  return page.locator('#history-paths svg').evaluate((chart) => {
    const lastY = (d: string) => Number(d.split('L').at(-1)?.split(',')[1]);
    const points = (d: string) => d.split(/[ML]/).filter(Boolean).length;
    const thin = Array.from(chart.querySelectorAll('path.run'), (path) => path.getAttribute('d') ?? '');
    const heavy = Array.from(chart.querySelectorAll('path.run-named'), (path) => ({
      kind: path.getAttribute('class') ?? '',
      startMonth: path.getAttribute('data-start-month') ?? '',
      y: lastY(path.getAttribute('d') ?? ''),
    }));
    return { thinEnds: thin.map(lastY), thinPoints: thin.map(points), heavy };
  });
}

describe('every run of history as a chart', () => {
  it('one line per complete window, the median, worst and best named as the runs and the API say', async () => {
    const historical = projection.historical;
    if (historical === undefined) throw new Error('no historical block');
    const watched = await open(session.browser, `${session.server.url}/`, DESKTOP);
    const { page } = watched;
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await fillForm(page, PLAN);
    expect(await pageJson(page, projection.shareUrl)).toBe(apiText);
    await page.setChecked('#log-scale', false);
    await page.waitForFunction(() => !document.querySelector('#history-paths svg')?.classList.contains('log'));

    const { thinEnds, thinPoints, heavy } = await lineEnds(page);
    expect(thinEnds).toHaveLength(runs.length);
    expect(runs.length).toBe(historical.windows);
    // Each line: the start (the child's age on asOf) and every birthday to the target.
    expect(new Set(thinPoints)).toEqual(new Set([projection.percentiles.ages.length + 1]));

    const worst = runOf(historical.worst.startMonth);
    const best = runOf(historical.best.startMonth);
    const median = middleRun();
    expect(worst.finalNominalCents).toBe(historical.worst.finalNominalCents);
    expect(best.finalNominalCents).toBe(historical.best.finalNominalCents);
    const legend = (run: string) => page.locator(`#history-paths li[data-run="${run}"]`).textContent();
    await expect(legend('median')).resolves.toBe(named('Median run', median, 'real'));
    await expect(legend('worst')).resolves.toBe(named('Worst run', worst, 'real'));
    await expect(legend('best')).resolves.toBe(named('Best run', best, 'real'));
    await expect(page.locator('#history-paths .legend').textContent()).resolves.toContain(
      `Every run: ${runs.length.toLocaleString('en-US')} starting months`,
    );
    // The named lines are those runs, drawn where their thin lines end: the worst lowest, the best highest.
    expect(heavy.map((line) => [line.kind, line.startMonth])).toEqual([
      ['run-named run-median', median.startMonth],
      ['run-named run-worst', worst.startMonth],
      ['run-named run-best', best.startMonth],
    ]);
    const at = (run: HistoricalRun) => thinEnds[runs.indexOf(run)] ?? Number.NaN;
    for (const [line, run] of [
      [heavy[0], median],
      [heavy[1], worst],
      [heavy[2], best],
    ] as const)
      expect(Math.abs((line?.y ?? Number.NaN) - at(run))).toBeLessThanOrEqual(0.5);
    expect(Math.max(...thinEnds)).toBe(at(worst)); // y grows downwards
    expect(Math.min(...thinEnds)).toBe(at(best));
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.locator('#history-paths').screenshot({ path: new URL('history-paths.png', ARTIFACTS).pathname });

    // Future dollars: the same runs, as paid then.
    await page.check('#basis-nominal');
    await page.waitForFunction(() => document.querySelector('#history-paths svg')?.classList.contains('nominal'));
    await expect(legend('median')).resolves.toBe(named('Median run', median, 'nominal'));
    await expect(legend('worst')).resolves.toBe(named('Worst run', worst, 'nominal'));
    await expect(legend('best')).resolves.toBe(named('Best run', best, 'nominal'));

    // Under simulated markets there is no such chart.
    await page.check('#f-returnModel-lognormal');
    await page.waitForFunction(() => document.body.dataset.state === 'ok' && !document.getElementById('history-paths'));
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('at phone width, on the logarithmic scale: every line, no WCAG 2.1 AA violation', async () => {
    const watched = await open(
      session.browser,
      `${session.server.url}/?s=${new URL(projection.shareUrl).searchParams.get('s')}`,
      PHONE,
    );
    const { page } = watched;
    await pageJson(page, projection.shareUrl);
    await page.setChecked('#log-scale', true);
    await page.waitForFunction(() => document.querySelector('#history-paths svg')?.classList.contains('log'));
    const { thinEnds } = await lineEnds(page);
    expect(thinEnds).toHaveLength(runs.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});
