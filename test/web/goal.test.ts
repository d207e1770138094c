// "Plan for a goal" and the money already in the account, on the page in Debian's Chromium
// (docs/api.md#website): the page solves in the browser with the same wasm, and its answer is byte
// for byte what POST /v1/solve answers, from a share link and typed in; "Use this amount" puts the
// answer in the form and the plan then meets the goal; the page passes axe with the goal shown.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SolutionBody } from '../../core/schemas/solve.js';
import { percentWords } from '../helpers/percent-words.js';
import { post } from '../helpers/start-server.js';
import { axeViolations } from './axe.js';
import { api, DESKTOP, dollars, fillForm, open, PHONE, pageJson, pageSession, type Scenario } from './page-session.js';

const session = pageSession();

/** Eight months old, parents monthly, grandparents yearly, money already in the account, a goal. */
const PLAN = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 216,
  includeSeed: false,
  mcPaths: 500,
  currentBalanceCents: '120000',
  currentBasisCents: '20000',
  contributedThisYearCents: '20000',
  goal: { amountCents: '5000000', atAgeMonths: 216, real: false, probability: 0.75 },
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 9, endAgeMonths: 216 },
    },
    {
      id: 'grandparents',
      kind: 'relative',
      schedule: { type: 'annual', amountCents: '50000', monthOfYear: 12, startAgeMonths: 9, endAgeMonths: 216 },
    },
  ],
} satisfies Scenario;

/** The API's solve of the scenario a page's projection holds, for the source the page solves for. */
async function apiSolve(projectionJson: string, sourceId: string): Promise<{ text: string; body: SolutionBody }> {
  const s = new URL((JSON.parse(projectionJson) as { shareUrl: string }).shareUrl).searchParams.get('s');
  const answer = await post(`${session.server.url}/v1/solve`, { s, sourceId });
  expect(answer.status).toBe(200);
  return { text: answer.text, body: JSON.parse(answer.text) as SolutionBody };
}

async function pageSolution(page: Page): Promise<string> {
  await page.waitForFunction(() => (document.getElementById('solution-json')?.textContent ?? '') !== '');
  return (await page.locator('#solution-json').textContent()) ?? '';
}

describe('plan for a goal', () => {
  it('solves a share link in the browser to the bytes of POST /v1/solve, and says it in plain words', async () => {
    const expected = await api(session.server.url, PLAN);
    const watched = await open(session.browser, `${session.server.url}/?s=${expected.s}&dollars=future`, DESKTOP);
    const { page } = watched;
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    const solved = await apiSolve(expected.text, 'parents');
    expect(await pageSolution(page)).toBe(solved.text);
    expect(await page.isChecked('#f-goal-on')).toBe(true);
    expect(await page.inputValue('#f-currentBalance')).toBe('1200.00');
    const amount = dollars(solved.body.amountCents ?? '').replace(/\.00$/, ''); // cents only when it has some
    await expect(page.locator('#goal-solution').textContent()).resolves.toBe(
      `To reach it in 75% of markets: ${amount} a month, from 9 months to 18 years from parents.`,
    );
    await expect(page.locator('#goal-now').textContent()).resolves.toMatch(
      /^This plan reaches \$50,000 in future dollars at 18 years in \d+% of simulated markets \(\d+ of 500\); you asked for 75%\.$/,
    );
    expect(await page.locator('#goal-chart svg').count()).toBe(1);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('typed in: the projection and the solve equal the API; "Use" puts the answer in the form and meets the goal', async () => {
    const watched = await open(session.browser, `${session.server.url}/`, PHONE);
    const { page } = watched;
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await fillForm(page, PLAN);
    await page.selectOption('#f-goal-source', 'grandparents');
    const expected = await api(session.server.url, PLAN);
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    const solved = await apiSolve(expected.text, 'grandparents');
    await page.waitForFunction((text) => document.getElementById('solution-json')?.textContent === text, solved.text);
    expect(solved.body.reachable).toBe(true);
    await page.click('#use-goal-amount');
    const cents = solved.body.amountCents ?? '';
    expect(await page.inputValue('#s1-amount')).toBe(dollars(cents).replace('$', '').replace(/,/g, ''));
    // The page now shows the solved plan: the API's projection of it, which meets the goal.
    const used = structuredClone(PLAN);
    used.sources[1]!.schedule.amountCents = cents;
    const after = await api(session.server.url, used);
    expect(await pageJson(page, after.projection.shareUrl)).toBe(after.text);
    const goal = (JSON.parse(after.text) as { goal: { pathsReaching: number; pathsNeeded: number } }).goal;
    expect(goal.pathsReaching).toBeGreaterThanOrEqual(goal.pathsNeeded);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('says so in plain words when no amount is enough', async () => {
    const big = { ...PLAN, goal: { ...PLAN.goal, amountCents: '900000000' } };
    const expected = await api(session.server.url, big);
    const watched = await open(session.browser, `${session.server.url}/?s=${expected.s}&dollars=future`, DESKTOP);
    await pageJson(watched.page, expected.projection.shareUrl);
    await pageSolution(watched.page);
    // The figures the API's solve gives (test/http/solve.test.ts checks them by projections of their own).
    const solved = await post(`${session.server.url}/v1/solve`, { scenario: big, sourceId: 'parents' });
    const solution = JSON.parse(solved.text) as SolutionBody;
    const most = solution.mostAllowed!;
    const largest = Math.floor(Number(most.largestGoalCents) / 100).toLocaleString('en-US');
    const total = most.years.reduce((sum, entry) => sum + Number(entry.limitCents), 0) / 100;
    expect(most.years.at(-1)).toEqual({ year: 2044, limitCents: '1150000' }); // January and February 2044: the IRA's
    await expect(watched.page.locator('#goal-solution').textContent()).resolves.toBe(
      'No amount from parents reaches $9,000,000 in future dollars at 18 years in 75% of markets: the yearly ' +
        "limits cap what can be put in. The most they allow, all the room each year's limit leaves, put in with " +
        "the year's first deposit from parents (a limit of $5,000 in 2026 and 2027, then rising to $11,500 in " +
        `2044; up to $${total.toLocaleString('en-US')} in all), reaches it in ${percentWords(most.pathsReaching, solution.projection.goal!.paths)} of markets. ` +
        `In 75% of markets it reaches $${largest} in future dollars at 18 years.`,
    );
    expect(await watched.page.isHidden('#use-goal-amount')).toBe(true);
    await watched.context.close();
  });

  it('says what the limits cut of the amount found, and in which years', async () => {
    // A newborn, $180,000 at 18 with a 75% chance: more than the $5,000 a year the limit allows
    // in 2027, which it cuts until it has risen above twelve deposits of the amount.
    const newborn = {
      asOf: '2026-11-29',
      birthDate: '2026-11-01',
      targetAgeMonths: 216,
      goal: { amountCents: '18000000', atAgeMonths: 216, real: false, probability: 0.75 },
      sources: [
        {
          id: 'parents',
          kind: 'family',
          schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 0, endAgeMonths: 216 },
        },
      ],
    } satisfies Scenario;
    const expected = await api(session.server.url, newborn);
    const watched = await open(session.browser, `${session.server.url}/?s=${expected.s}&dollars=future`, DESKTOP);
    await pageJson(watched.page, expected.projection.shareUrl);
    const solved = await apiSolve(expected.text, 'parents');
    expect(await pageSolution(watched.page)).toBe(solved.text);
    const cut = Math.round(Number(solved.body.cutCents) / 100).toLocaleString('en-US');
    await expect(watched.page.locator('#goal-solution').textContent()).resolves.toBe(
      `To reach it in 75% of markets: $${(Number(solved.body.amountCents) / 100).toFixed(2)} a month, from 0 months ` +
        `to 18 years from parents. The statute's yearly limits cut $${cut} of the plan's deposits (as paid), in 2027 ` +
        "to 2036: the account takes no more than each year's limit, and the chance counts only what it takes.",
    );
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it("takes a goal in the page's dollars, and shows a goal in the page's dollars when they change", async () => {
    const watched = await open(session.browser, `${session.server.url}/`, DESKTOP);
    const { page } = watched;
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    /** The goal of the projection the page shows, once it is the goal of `amountCents`. */
    const goalOf = async (amountCents: string) => {
      await page.waitForFunction(
        (amount) =>
          (document.getElementById('projection-json')?.textContent ?? '').includes(`"amountCents":"${amount}"`),
        amountCents,
      );
      const json = await page.locator('#projection-json').textContent();
      return (JSON.parse(json ?? '{}') as { goal?: { amountCents: string; real: boolean } }).goal;
    };
    // The page shows today's dollars: a goal typed there is in today's dollars, and says so.
    await page.check('#f-goal-on');
    await page.fill('#f-goal-amount', '60000');
    await page.waitForFunction(() => (document.getElementById('goal-now')?.textContent ?? '').includes('$60,000'));
    await expect(goalOf('6000000')).resolves.toMatchObject({ amountCents: '6000000', real: true });
    await expect(page.locator('#f-goal-amount-hint').textContent()).resolves.toBe(
      "In today's dollars, as the results show them.",
    );
    await expect(page.locator('#goal-now').textContent()).resolves.toMatch(
      /^This plan reaches \$60,000 in today's dollars at 18 years in /,
    );
    const link = await page.inputValue('#share-url');
    // In future dollars the field shows the same goal in future dollars: the answer's figure, and
    // the goal itself is unchanged (the share link is the same).
    await page.check('#basis-nominal');
    const now = (await page.locator('#goal-now').textContent()) ?? '';
    const future = /^This plan reaches \$([\d,]+) in future dollars at 18 years in /.exec(now)?.[1];
    expect(future, now).toBeDefined();
    const field = Number(await page.inputValue('#f-goal-amount'));
    expect(Math.round(field)).toBe(Number(future?.replaceAll(',', '')));
    expect(field).toBeGreaterThan(90_000); // 18 years of 2.5% inflation: 1.025^18 is about 1.56
    await expect(page.locator('#f-goal-amount-hint').textContent()).resolves.toBe(
      'In future dollars, as the results show them.',
    );
    expect(new URL(await page.inputValue('#share-url')).searchParams.get('s')).toBe(
      new URL(link).searchParams.get('s'),
    );
    await expect(goalOf('6000000')).resolves.toMatchObject({ amountCents: '6000000', real: true });
    // Back in today's dollars the field shows the figure as typed, exactly.
    await page.check('#basis-real');
    expect(await page.inputValue('#f-goal-amount')).toBe('60000.00');
    // Typed over in future dollars, the goal is in future dollars.
    await page.check('#basis-nominal');
    await page.fill('#f-goal-amount', '90000');
    await page.waitForFunction(() => (document.getElementById('goal-now')?.textContent ?? '').includes('$90,000 in'));
    await expect(goalOf('9000000')).resolves.toMatchObject({ amountCents: '9000000', real: false });
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it("shows a link's goal set in future dollars in today's dollars, once its answer is in", async () => {
    const expected = await api(session.server.url, PLAN); // $50,000 in future dollars
    const watched = await open(session.browser, `${session.server.url}/?s=${expected.s}`, DESKTOP);
    const { page } = watched;
    // The link's scenario, unchanged: the page's projection is the API's.
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    await page.waitForFunction(() =>
      document.getElementById('f-goal-amount-hint')?.textContent?.startsWith("In today's"),
    );
    const field = Number(await page.inputValue('#f-goal-amount'));
    const d = expected.projection.deterministic;
    const today = (5_000_000 * Number(d.finalRealCents)) / Number(d.finalNominalCents) / 100;
    expect(Math.abs(field - today)).toBeLessThan(1);
    await expect(page.locator('#goal-now').textContent()).resolves.toMatch(
      new RegExp(
        `^This plan reaches \\$${Math.round(field).toLocaleString('en-US')} in today's dollars at 18 years in `,
      ),
    );
    // Solved as the link asks: the API's answer for the link's goal, in future dollars.
    const solved = await apiSolve(expected.text, 'parents');
    expect(await pageSolution(page)).toBe(solved.text);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('passes axe (WCAG 2.1 A/AA) with the goal and its answer shown, on a %s', async (_, viewport) => {
    const expected = await api(session.server.url, PLAN);
    const watched = await open(session.browser, `${session.server.url}/?s=${expected.s}`, viewport);
    await pageJson(watched.page, expected.projection.shareUrl);
    await pageSolution(watched.page);
    expect(await axeViolations(watched.page)).toEqual([]);
    await watched.context.close();
  });
});
