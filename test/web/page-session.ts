// The calculator page in Debian's Chromium, for the tests in test/web/: the browser, a page that
// records what went wrong while it was open (console errors, CSP violations, failed requests), the
// API's answer to compare with, and the form filled in the way a person would.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { closeContexts, workersChromium } from '../helpers/chromium.js';
import { HANG_LIMIT_MS } from '../helpers/hang-limit.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';
import { type Replay, startReplay } from '../returns/upstream-replay.js';

export const SITE_URL = 'https://530a.example';
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A test file's server and browser; they exist once its beforeAll hooks have run. */
export interface PageSession {
  server: RunningServer;
  browser: Browser;
}

/** Starts the file's server (SITE_URL and `env()`, read when it starts) before its tests and takes
 *  the worker's Chromium; after them, stops the server and closes the pages the file opened. */
export function pageSession(env: () => Record<string, string> = () => ({})): PageSession {
  const session = {} as PageSession;
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([startServer({ SITE_URL, ...env() }), workersChromium()]);
  });
  afterAll(async () => {
    if (session.browser) await closeContexts(session.browser);
    await session.server?.close();
  });
  return session;
}

/** pageSession with the funds' market data from a replay of it on loopback, so that every section
 *  opened answers (the funds' past returns included): the replay starts before the server and
 *  stops after it (hooks run in order, and after the tests in the reverse order). */
export function pageSessionWithMarketData(): PageSession {
  let replay: Replay | undefined;
  beforeAll(async () => {
    replay = await startReplay();
  });
  afterAll(async () => {
    await replay?.close();
  });
  return pageSession(() => {
    if (replay === undefined) throw new Error('the market-data replay did not start');
    return { MARKET_DATA_URL: replay.url };
  });
}

interface Schedule {
  type: 'monthly' | 'annual' | 'once';
  amountCents: string;
  monthOfYear?: number;
  startAgeMonths?: number;
  endAgeMonths?: number;
  atAgeMonths?: number;
}
interface Source {
  id: string;
  kind: 'family' | 'relative' | 'charity' | 'employer';
  stepUpRate?: number;
  schedule: Schedule;
  salaryReduction?: boolean;
}
export interface Scenario {
  asOf: string;
  birthDate: string;
  targetAgeMonths: number;
  includeSeed?: boolean;
  annualReturn?: number;
  returnIsReal?: boolean;
  annualInflation?: number;
  annualFee?: number;
  annualVolatility?: number;
  mcSeed?: number;
  mcPaths?: number;
  returnModel?: 'lognormal' | 'historical';
  currentBalanceCents?: string;
  currentBasisCents?: string;
  contributedThisYearCents?: string;
  goal?: { amountCents: string; atAgeMonths: number; real?: boolean; probability?: number };
  afterTax?: Record<string, unknown>;
  sources?: Source[];
}
export interface Projection {
  shareUrl: string;
  deterministic: {
    months: number;
    milestones: { ageMonths: number; nominalCents: string; realCents: string }[];
    finalNominalCents: string;
    finalRealCents: string;
    contributedCents: string;
    seedCents: string;
    basisCents: string;
    capWarnings: number;
    cappedCents: string;
  };
  percentiles: { ages: number[]; nominalCents: string[][]; realCents: string[][] };
  warnings: { code: string; message: string }[];
  historical?: {
    windows: number;
    completeWindows: number;
    lastStartMonth: string;
    worst: { startMonth: string; finalNominalCents: string };
    best: { startMonth: string; finalNominalCents: string };
  };
}

/** Several sources of every kind and schedule type, a step-up, a target that is not a birthday. */
export const FAMILY = {
  asOf: '2026-01-15',
  birthDate: '2025-06-10',
  targetAgeMonths: 210,
  mcPaths: 1000,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      stepUpRate: 0.03,
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 7, endAgeMonths: 210 },
    },
    {
      id: 'grandma',
      kind: 'relative',
      schedule: { type: 'annual', amountCents: '50000', monthOfYear: 12, startAgeMonths: 0, endAgeMonths: 216 },
    },
    { id: 'employer', kind: 'employer', schedule: { type: 'once', amountCents: '100000', atAgeMonths: 24 } },
    { id: 'dell', kind: 'charity', schedule: { type: 'once', amountCents: '25050', atAgeMonths: 13 } },
  ],
} satisfies Scenario;

/** An expected child (born after asOf), nominal return, no seed asked for. */
export const EXPECTED_CHILD = {
  asOf: '2026-03-01',
  birthDate: '2026-09-15',
  targetAgeMonths: 240,
  includeSeed: false,
  annualReturn: 0.065,
  returnIsReal: false,
  annualInflation: 0.031,
  annualVolatility: 0.12,
  mcSeed: -42,
  mcPaths: 500,
  sources: [
    {
      id: 'us',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '5000', startAgeMonths: 0, endAgeMonths: 240 },
    },
  ],
} satisfies Scenario;

/** An employer over the employer limit and a family over the annual limit, a fee above the ceiling. */
export const CAPPED = {
  asOf: '2026-11-21',
  birthDate: '2026-02-02',
  targetAgeMonths: 252,
  annualFee: 0.002,
  mcPaths: 400,
  sources: [
    {
      id: 'employer',
      kind: 'employer',
      stepUpRate: 0.05,
      schedule: { type: 'annual', amountCents: '400000', monthOfYear: 3, startAgeMonths: 0, endAgeMonths: 252 },
    },
    {
      id: 'family',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '40000', startAgeMonths: 9, endAgeMonths: 240 },
    },
  ],
} satisfies Scenario;

/** A child of 8 in 2026: too old for the pilot, young enough for the Dells and the Dalios. */
export const CHILD_OF_EIGHT = {
  asOf: '2026-11-20',
  birthDate: '2018-03-03',
  targetAgeMonths: 216,
  mcPaths: 300,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 105, endAgeMonths: 216 },
    },
  ],
} satisfies Scenario;

/** The family above under market history: every start month since 1871 instead of simulated paths. */
export const FAMILY_HISTORY = { ...FAMILY, returnModel: 'historical' } satisfies Scenario;

/** The page's own record of what went wrong while it was open. */
export interface Watched {
  page: Page;
  context: BrowserContext;
  problems: string[];
  requests: URL[];
}

/** When the page's engine fails (its state "error", from which it does not come back by itself),
 *  the page is closed: every wait for an answer then ends at once, with the page's own words in
 *  the record of problems and on standard error, instead of lasting the hang limit. No test drives
 *  the page there on purpose. */
async function stopOnEngineFailure(watched: Watched): Promise<void> {
  await watched.context.exposeBinding('reportEngineFailure', (_source, status: string) => {
    watched.problems.push(`engine failure: ${status}`);
    process.stderr.write(`The page's engine failed, so its page is closed: ${status}\n`);
    void watched.context.close();
  });
  await watched.context.addInitScript(() => {
    const report = (window as unknown as { reportEngineFailure(status: string): void }).reportEngineFailure;
    let reported = false;
    new MutationObserver(() => {
      if (reported || document.body?.dataset.state !== 'error') return;
      reported = true;
      report(document.getElementById('status')?.textContent ?? '');
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
  });
}

export async function open(browser: Browser, url: string, viewport = DESKTOP): Promise<Watched> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  // Playwright's own 30 s per action and navigation is a speed bound: only the hang limit ends a wait.
  context.setDefaultTimeout(HANG_LIMIT_MS);
  // A CSP refusal (e.g. an eval probe) is reported by this event, whether or not it reaches the console.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const watched = { context, problems: [], requests: [] } as unknown as Watched;
  await stopOnEngineFailure(watched);
  const page = await context.newPage();
  watched.page = page;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      watched.problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => watched.problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    watched.problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('request', (request) => watched.requests.push(new URL(request.url())));
  page.on('response', (response) => {
    if (response.status() >= 400) watched.problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(url);
  return watched;
}

/** Pages that several tests of a file read, each opened once (at its first use) and closed after
 *  the file with the file's other contexts (`pageSession`): a page costs about a second to open and
 *  compute (docs/operations.md#the-suites-time). A test that changes such a page's state puts it
 *  back for the tests after it; its record of problems covers every test that used it. */
export function sharedPages(session: PageSession): (url: string, viewport?: typeof DESKTOP) => Promise<Watched> {
  const pages = new Map<string, Promise<Watched>>();
  return (url, viewport = DESKTOP) => {
    const key = `${viewport.width}x${viewport.height} ${url}`;
    let watched = pages.get(key);
    if (watched === undefined) {
      watched = open(session.browser, url, viewport);
      pages.set(key, watched);
    }
    return watched;
  };
}

/** The API's answer for a scenario: its exact bytes and the parsed projection. */
export async function api(
  serverUrl: string,
  body: unknown,
): Promise<{ text: string; projection: Projection; s: string }> {
  const answer = await post(`${serverUrl}/v1/project`, body);
  expect(answer.status).toBe(200);
  const projection = JSON.parse(answer.text) as Projection;
  return { text: answer.text, projection, s: new URL(projection.shareUrl).searchParams.get('s') ?? '' };
}

/** Waits until the page shows the projection of the given share link, and returns its JSON text. */
export async function pageJson(page: Page, shareUrl: string): Promise<string> {
  await page.waitForFunction(
    (expected) =>
      document.body.dataset.state === 'ok' &&
      (document.getElementById('projection-json')?.textContent ?? '').includes(`"shareUrl":${expected},`),
    JSON.stringify(shareUrl),
  );
  return (await page.locator('#projection-json').textContent()) ?? '';
}

/** Types `value` into `field` and waits until the page refuses it with `message` in the element
 *  `errorId`; the field is marked invalid and none of `apiNames` (the API's names and codes) shows. */
export async function expectRefused(
  page: Page,
  field: string,
  value: string,
  errorId: string,
  message: string,
  apiNames: readonly string[],
): Promise<void> {
  await page.fill(field, value);
  await page.waitForFunction(
    ([id, text]) =>
      document.body.dataset.state === 'invalid' && document.getElementById(id ?? '')?.textContent === text,
    [errorId, message],
  );
  expect(await page.getAttribute(field, 'aria-invalid')).toBe('true');
  const visible = await page.locator('body').innerText();
  for (const name of apiNames) expect(visible).not.toContain(name);
}

/** "$52,348": cents as the page writes money (whole dollars, half a dollar away from zero), written
 *  independently of the page: exact for the API's cent strings, rounded once for a computed number. */
export function wholeDollars(cents: string | number): string {
  if (typeof cents === 'number') {
    const dollars = Math.round(Math.abs(cents) / 100);
    return `${cents < 0 && dollars > 0 ? '-' : ''}$${dollars.toLocaleString('en-US')}`;
  }
  const value = BigInt(cents);
  const whole = ((value < 0n ? -value : value) + 50n) / 100n;
  return `${value < 0n && whole > 0n ? '-' : ''}$${whole.toLocaleString('en-US')}`;
}

export function dollars(cents: string): string {
  const negative = cents.startsWith('-');
  const digits = (negative ? cents.slice(1) : cents).padStart(3, '0');
  const whole = BigInt(digits.slice(0, -2)).toLocaleString('en-US');
  return `${negative ? '-' : ''}$${whole}.${digits.slice(-2)}`;
}

/** Percent text for a fraction (0.065 -> "6.5"), as someone would type it. */
function percent(fraction: number): string {
  return String(Number((fraction * 100).toPrecision(12)));
}

export async function fillAge(page: Page, id: string, months: number): Promise<void> {
  await page.fill(`#${id}-years`, String(Math.floor(months / 12)));
  await page.fill(`#${id}-months`, String(months % 12));
}

/** Opens the form's "Advanced" group (start date, volatility, seed, paths), closed at first. */
export async function openAdvanced(page: Page): Promise<void> {
  if (!(await page.locator('#f-advanced').evaluate((details) => (details as HTMLDetailsElement).open)))
    await page.click('#f-advanced > summary');
}

/** Types a scenario into the form field by field, the way a person would. */
export async function fillForm(page: Page, scenario: Scenario): Promise<void> {
  await page.check('#f-returnModel-lognormal'); // the simulated markets' own fields show only then
  await openAdvanced(page);
  await page.fill('#f-birthDate', scenario.birthDate);
  await page.fill('#f-asOf', scenario.asOf);
  await fillAge(page, 'f-target', scenario.targetAgeMonths);
  await page.setChecked('#f-includeSeed', scenario.includeSeed ?? true);
  await page.fill('#f-annualReturn', percent(scenario.annualReturn ?? 0.07));
  await page.selectOption('#f-returnIsReal', scenario.returnIsReal === false ? 'nominal' : 'real');
  await page.fill('#f-annualInflation', percent(scenario.annualInflation ?? 0.025));
  await page.fill('#f-annualFee', percent(scenario.annualFee ?? 0.0003));
  await page.fill('#f-annualVolatility', percent(scenario.annualVolatility ?? 0.15));
  await page.fill('#f-mcSeed', String(scenario.mcSeed ?? 530));
  await page.fill('#f-mcPaths', String(scenario.mcPaths ?? 2000));
  while ((await page.locator('button.remove').count()) > 0) await page.locator('button.remove').first().click();
  const sources = scenario.sources ?? [];
  for (const [i, source] of sources.entries()) {
    await page.getByRole('button', { name: 'Add a source' }).click();
    const s = `s${i}`;
    await page.fill(`#${s}-id`, source.id);
    await page.selectOption(`#${s}-kind`, source.kind);
    await page.selectOption(`#${s}-type`, source.schedule.type);
    await page.fill(`#${s}-amount`, dollars(source.schedule.amountCents).replace('$', ''));
    const schedule = source.schedule;
    if (schedule.type === 'once') await fillAge(page, `${s}-at`, schedule.atAgeMonths ?? 0);
    else {
      await page.fill(`#${s}-stepup`, percent(source.stepUpRate ?? 0));
      await fillAge(page, `${s}-start`, schedule.startAgeMonths ?? 0);
      await fillAge(page, `${s}-end`, schedule.endAgeMonths ?? 0);
    }
    if (schedule.type === 'annual') await page.selectOption(`#${s}-month`, String(schedule.monthOfYear));
  }
  await page.check(`#f-returnModel-${scenario.returnModel ?? 'lognormal'}`);
  const money = (cents: string | undefined) =>
    dollars(cents ?? '0')
      .replace('$', '')
      .replace(/,/g, '');
  await page.fill('#f-currentBalance', money(scenario.currentBalanceCents));
  await page.fill('#f-currentBasis', money(scenario.currentBasisCents));
  await page.fill('#f-contributedThisYear', money(scenario.contributedThisYearCents));
  const { goal } = scenario;
  if (goal !== undefined) {
    // A goal is typed in the page's dollars: the goal's kind is chosen first, the goal switched off.
    await page.setChecked('#f-goal-on', false);
    await page.check(goal.real === true ? '#basis-real' : '#basis-nominal');
  }
  await page.setChecked('#f-goal-on', goal !== undefined);
  if (goal !== undefined) {
    await page.fill('#f-goal-amount', money(goal.amountCents));
    await fillAge(page, 'f-goal-age', goal.atAgeMonths);
    await page.fill('#f-goal-chance', percent(goal.probability ?? 0.5));
  }
}

/** Clicks a CSV button and reads the file the page saved: its rows of cells. The file's address
 *  must outlive the click: revoked at once, a busy browser could save nothing and the wait for the
 *  file would never end (web/app/csv-export.ts). The page's revocations are noted to check that.
 *  The addresses the page makes are counted too: a click that made none reached no button (on a
 *  saturated machine the page moved between the press and the release once, and the wait for a file
 *  lasted the hang limit), so it is clicked again, said on standard error, a few times at most. */
export async function downloadCsv(page: Page, button: string, name: string): Promise<string[][]> {
  await page.evaluate(() => {
    const noted = window as unknown as { revokedAddresses?: string[]; madeAddresses?: number };
    if (noted.revokedAddresses !== undefined) return;
    const revoked: string[] = [];
    noted.revokedAddresses = revoked;
    noted.madeAddresses = 0;
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
      revoke(url);
    };
    const make = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      noted.madeAddresses = (noted.madeAddresses ?? 0) + 1;
      return make(object);
    };
  });
  const made = () => page.evaluate(() => (window as unknown as { madeAddresses: number }).madeAddresses);
  const saved = page.waitForEvent('download');
  saved.catch(() => undefined); // awaited below; a click that fails first must not leave it unheard
  for (let attempt = 1; ; attempt++) {
    const before = await made();
    await page.click(button);
    if ((await made()) > before) break;
    if (attempt === LOST_CLICKS_TOLERATED) throw new Error(`${attempt} clicks on ${button} made no file`);
    process.stderr.write(`A click on ${button} reached no button (the page moved under it); clicked again.\n`);
  }
  const file = await saved;
  expect(file.suggestedFilename()).toBe(name);
  const rows = (await readFile(await file.path(), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => line.split(','));
  const revoked = await page.evaluate(
    (url) => (window as unknown as { revokedAddresses: string[] }).revokedAddresses.includes(url),
    file.url(),
  );
  expect(revoked, 'the file address is kept once the file is saved').toBe(false);
  return rows;
}

/** How many clicks on a CSV button may reach no button before the test fails. */
const LOST_CLICKS_TOLERATED = 3;

/** The milestone table as shown: one row of cell texts per age. */
export async function tableRows(page: Page): Promise<string[][]> {
  return page
    .locator('#milestone-table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')),
    );
}
