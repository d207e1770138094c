// Every run of history on the calculator page (web/app/runs.ts, docs/api.md#every-run-of-history)
// in headless Chromium: under market history the page lists one row per complete window, with
// the same start months and balances (in today's dollars, the page's default) as the package's projectScenarioRuns (which
// test/http/historical-windows.test.ts holds to a plain rolling-window reference); a keyboard opens
// the list and sorts it by balance and by starting month, aria-sort and a status say the order,
// WCAG 2.1 AA holds with the list open (axe), at desktop and phone width; under simulated markets
// there is no list. Each plan is reached by its share link (typing is tested in site.test.ts;
// docs/operations.md#the-suites-time).
import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoricalRun } from '../../core/projection/history.js';
import * as node from '../../package/engine-node.js';
import { axeViolations } from './axe.js';
import {
  api,
  DESKTOP,
  FAMILY_HISTORY,
  fillAge,
  open as openPage,
  PHONE,
  pageJson,
  pageSession,
  SITE_URL,
  type Watched,
  wholeDollars,
} from './page-session.js';

const session = pageSession();

/** The page of the plan with share state `s`. */
function open(s: string, viewport = DESKTOP): Promise<Watched> {
  return openPage(session.browser, `${session.server.url}/?s=${s}`, viewport);
}

// 100 years: its 630 windows keep axe's walk of the open list short on a busy machine.
const PLAN = { ...FAMILY_HISTORY, targetAgeMonths: 1200 };
let runs: HistoricalRun[];
let shareUrl: string;
let apiJson: string;
let planState: string;
beforeAll(async () => {
  const engine = await node.loadEngine();
  const outcome = node.projectScenarioRuns(engine, PLAN, { siteUrl: SITE_URL });
  if (!outcome.ok || outcome.runs === null) throw new Error('no runs');
  runs = outcome.runs;
  // The package's bytes are the API's.
  const answer = await api(session.server.url, PLAN);
  expect(outcome.json).toBe(answer.text);
  shareUrl = answer.projection.shareUrl;
  apiJson = answer.text;
  planState = answer.s;
});

/** The rows of the list as a person reads them: month, and the balance at the target in today's dollars. */
function rowTexts(page: Watched['page']): Promise<string[][]> {
  return page.$$eval('#history-runs tbody tr', (rows) =>
    rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '')),
  );
}

const monthName = (yearMonth: string) =>
  new Date(`${yearMonth}-15T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const row = (run: HistoricalRun) => [monthName(run.startMonth), wholeDollars(run.finalRealCents)];

describe('every run of history on the page', () => {
  it('lists every complete window, opened and sorted by keyboard, with no WCAG 2.1 AA violation', async () => {
    const { page, context, problems } = await open(planState);
    expect(await pageJson(page, shareUrl)).toBe(apiJson);
    const summary = page.locator('#history-runs > summary');
    await expect(summary.textContent()).resolves.toBe(
      `Every starting month: ${runs.length.toLocaleString('en-US')} runs`,
    );
    // Closed, it holds no rows; opened by keyboard, one row per window in start order.
    await expect(page.locator('#history-runs tbody tr').count()).resolves.toBe(0);
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('#history-runs tbody tr').length > 0);
    expect(await rowTexts(page)).toEqual(runs.map(row));
    await expect(page.locator('#runs-order').textContent()).resolves.toBe('Sorted by starting month, earliest first.');
    await expect(page.locator('th:has(button[data-column="start"])').getAttribute('aria-sort')).resolves.toBe(
      'ascending',
    );

    // Tab reaches the scrolling region, then the first sort button; Enter sorts by balance, highest first.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('region');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-column'))).resolves.toBe('start');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-column'))).resolves.toBe('balance');
    await page.keyboard.press('Enter');
    await expect(page.locator('#runs-order').textContent()).resolves.toBe('Sorted by balance, highest first.');
    const byBalance = [...runs].sort((a, b) => {
      const [x, y] = [BigInt(a.finalNominalCents), BigInt(b.finalNominalCents)];
      return x === y ? runs.indexOf(a) - runs.indexOf(b) : x < y ? -1 : 1;
    });
    expect(await rowTexts(page)).toEqual([...byBalance].reverse().map(row));
    await expect(page.locator('th:has(button[data-column="balance"])').getAttribute('aria-sort')).resolves.toBe(
      'descending',
    );
    await expect(page.locator('th:has(button[data-column="start"])').getAttribute('aria-sort')).resolves.toBeNull();
    // The highest is the block's best month; Space turns the order round: the worst first.
    const historical = JSON.parse(apiJson).historical as {
      best: { startMonth: string };
      worst: { startMonth: string };
    };
    expect((await rowTexts(page))[0]?.[0]).toBe(monthName(historical.best.startMonth));
    await page.keyboard.press('Space');
    await expect(page.locator('#runs-order').textContent()).resolves.toBe('Sorted by balance, lowest first.');
    expect((await rowTexts(page))[0]?.[0]).toBe(monthName(historical.worst.startMonth));
    expect(await axeViolations(page)).toEqual([]);

    // Another projection keeps the list open and its order.
    await fillAge(page, 'f-target', 240);
    await page.waitForFunction(
      (count) =>
        document.body.dataset.state === 'ok' &&
        document.querySelector('#history-runs > summary')?.textContent !== `Every starting month: ${count} runs`,
      runs.length.toLocaleString('en-US'),
    );
    await expect(page.locator('#history-runs').getAttribute('open')).resolves.toBe('');
    await expect(page.locator('#runs-order').textContent()).resolves.toBe('Sorted by balance, lowest first.');

    // Under simulated markets there is no list.
    await page.check('#f-returnModel-lognormal');
    await page.waitForFunction(() => document.body.dataset.state === 'ok' && !document.getElementById('history-runs'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has no WCAG 2.1 AA violation at phone width with the list open', async () => {
    // The longest horizon: its 400-odd windows keep axe's walk of the rows short.
    const longest = { ...FAMILY_HISTORY, targetAgeMonths: 1428 };
    const answer = await api(session.server.url, longest);
    const { page, context, problems } = await open(answer.s, PHONE);
    expect(await pageJson(page, answer.projection.shareUrl)).toBe(answer.text);
    await page.locator('#history-runs > summary').click();
    await page.waitForFunction(() => document.querySelectorAll('#history-runs tbody tr').length > 0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
