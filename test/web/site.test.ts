// The calculator page (docs/api.md#website) in headless Chromium: it loads under its strict CSP
// with no console errors and no failed requests, computes with /engine.wasm and never calls the
// API, and the projection it computes is byte for byte what POST /v1/project answers, with the
// milestone table and the cap warnings showing the API's numbers, under simulated markets and under
// market history (chosen by keyboard too, with the worst and best starting months and the data's
// credit). Share links round-trip; invalid input shows a message and keeps the last result, dimmed.
// Screenshots go to test/artifacts/ (desktop and phone width). One scenario is typed in field by
// field; the others are reached by their share links, and pages that several tests read are opened
// once (docs/operations.md#the-suites-time).

import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { SETTING_DEFAULTS } from '../../server/settings/config.js';
import { MATH, STATUTE as REF_STATUTE, referenceProjection } from '../reference/model.js';
import { cutToday } from '../reference/todays-dollars.js';
import {
  api as apiAnswer,
  CAPPED,
  DESKTOP,
  EXPECTED_CHILD,
  FAMILY,
  FAMILY_HISTORY,
  fillAge,
  fillForm,
  openAdvanced,
  PHONE,
  type Projection,
  pageJson,
  pageSession,
  SITE_URL,
  sharedPages,
  tableRows,
  type Watched,
  wholeDollars,
} from './page-session.js';
import { reusedPages } from './reused-pages.js';

const ARTIFACTS = new URL('../artifacts/', import.meta.url);

const session = pageSession();
beforeAll(() => {
  mkdirSync(ARTIFACTS, { recursive: true });
});

const shared = sharedPages(session);

/** The scenarios with 200 simulated paths: their number is not what this file tests. */
const FAMILY_200 = { ...FAMILY, mcPaths: 200 };
const EXPECTED_CHILD_200 = { ...EXPECTED_CHILD, mcPaths: 200 };
const CAPPED_200 = { ...CAPPED, mcPaths: 200 };
const FAMILY_HISTORY_200 = { ...FAMILY_HISTORY, mcPaths: 200 };

/** The page of a fresh plan, read by several tests; a test that changes it puts it back. */
function freshPage(): Promise<Watched> {
  return shared(`${session.server.url}/`);
}

/** The page of the capped plan's share link on a phone, read by two tests. */
async function cappedOnPhone(): Promise<{ watched: Watched; expected: Awaited<ReturnType<typeof api>> }> {
  const expected = await api(CAPPED_200);
  return { watched: await shared(`${session.server.url}/?s=${expected.s}`, PHONE), expected };
}

/** One desktop page and one phone page, which the pages of the tests' own open in, in turn, as new
 *  pages would. */
const fresh = reusedPages(session);

/** A page of this file's server, opened as a new page would open it. */
function open(path: string, viewport = DESKTOP): Promise<Watched> {
  return fresh(session.server.url + path, viewport);
}

/** The API's answer for a scenario, from this file's server. */
function api(body: unknown): ReturnType<typeof apiAnswer> {
  return apiAnswer(session.server.url, body);
}

/** Age, paid in (checked against the CSV), the steady-return line (not under history) and the five
 *  percentiles, in one kind of dollars. */
function expectedRows(projection: Projection, basis: 'nominal' | 'real'): string[][] {
  const bands = basis === 'nominal' ? projection.percentiles.nominalCents : projection.percentiles.realCents;
  return projection.deterministic.milestones.map((milestone, c) => [
    expect.any(String) as unknown as string,
    expect.stringMatching(/^\$[\d,]+$/) as unknown as string,
    ...(projection.historical
      ? []
      : [wholeDollars(basis === 'nominal' ? milestone.nominalCents : milestone.realCents)]),
    ...[ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90].map((row) => wholeDollars(itemAt(itemAt(bands, row), c))),
  ]);
}

/** The page shows the API's projection: its bytes, the table in both kinds of dollars (left in
 *  today's dollars, as a page starts), its notes by code in the page's own words, and the chart's bands. */
async function expectShown(page: Watched['page'], expected: Awaited<ReturnType<typeof api>>): Promise<void> {
  expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
  await page.check('#basis-nominal');
  expect(await tableRows(page)).toEqual(expectedRows(expected.projection, 'nominal'));
  await page.check('#basis-real');
  expect(await tableRows(page)).toEqual(expectedRows(expected.projection, 'real'));
  // The notes are the projection's, by code, in the page's own words (never the API's sentence).
  const codes = await page.locator('#warnings li').evaluateAll((items) => items.map((li) => li.dataset.code));
  expect(codes).toEqual(expected.projection.warnings.map((warning) => warning.code));
  const notes = await page.locator('#warnings li').allTextContents();
  for (const [i, warning] of expected.projection.warnings.entries()) expect(notes[i]).not.toBe(warning.message);
  await expect(page.locator('#chart svg polygon').count()).resolves.toBe(2);
}

describe('the calculator page', () => {
  it('loads under its CSP with no errors, computes with /engine.wasm and never calls the API', async () => {
    const response = await fetch(`${session.server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
        "base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))/); // no inline executable script
    expect(html).not.toMatch(/\sstyle=/);
    const config = JSON.parse(/<script type="application\/json" id="config">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(config).toMatchObject({ siteUrl: SITE_URL, budgetPathMonths: SETTING_DEFAULTS.budgetPathMonths });

    const pageTag = response.headers.get('etag') ?? '';
    expect((await fetch(`${session.server.url}/`, { headers: { 'if-none-match': pageTag } })).status).toBe(304);
    const script = await fetch(`${session.server.url}${/<script type="module" src="([^"]+)"/.exec(html)?.[1]}`);
    expect([script.status, script.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    const wasm = await fetch(`${session.server.url}/engine.wasm`);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    const etag = wasm.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/); // strong: each encoding has its own
    expect(
      (await fetch(`${session.server.url}/engine.wasm`, { headers: { 'if-none-match': etag ?? '' } })).status,
    ).toBe(304);

    const { page, problems, requests } = await freshPage();
    const json = await page
      .waitForFunction(() => document.body.dataset.state === 'ok')
      .then(() => page.locator('#projection-json').textContent());
    expect(problems).toEqual([]);
    const paths = requests.map((url) => url.pathname);
    expect(paths).toContain('/engine.wasm');
    expect(paths).toContain('/app.js');
    expect(paths.filter((path) => path.startsWith('/v1/'))).toEqual([]);
    // The default scenario (today's newborn, $100 a month) equals the API's answer for its link.
    const projection = JSON.parse(json ?? '') as Projection;
    expect(projection.shareUrl.startsWith(`${SITE_URL}/?s=`)).toBe(true);
    expect(json).toBe((await api({ s: new URL(projection.shareUrl).searchParams.get('s') })).text);
    await expect(page.locator('#attribution').textContent()).resolves.toContain(SITE_URL);
    await expect(page.locator('#disclaimer').textContent()).resolves.toContain('Educational estimate only');
    // A parent is sent to the rules in words and by a link, not to an API path, and the link's target exists.
    await expect(page.locator('#disclaimer').textContent()).resolves.not.toContain('GET /v1/rules');
    await expect(page.locator('#disclaimer a[href="/kb#rules"]').textContent()).resolves.toBe(
      'each rule and the law it comes from',
    );
    const rules = await (await fetch(`${session.server.url}/kb`)).text();
    expect(rules).toContain('<h2 id="rules">The rules, one by one</h2>');
    await expect(page.locator('a[href="/docs"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('a[href="/kb/what-is-a-trump-account"]').count()).resolves.toBeGreaterThan(0);
    // Every input has a label.
    const unlabelled = await page
      .locator('input, select')
      .evaluateAll((inputs) =>
        inputs.filter((input) => (input as HTMLInputElement).labels?.length === 0).map((input) => input.id),
      );
    expect(unlabelled).toEqual([]);
    await expect(page.locator('#status').getAttribute('aria-live')).resolves.toBe('polite');
    // Under simulated markets, market history's box is hidden and the data's credit is shown.
    await expect(page.locator('#data-credit a').first().textContent()).resolves.toBe('Robert Shiller');
    await expect(page.locator('#history').isHidden()).resolves.toBe(true);
  });

  it('restores a share link into the form, and its result equals the API', async () => {
    const expected = await api(FAMILY_200);
    const { page, context, problems } = await open(`/?s=${expected.s}`);
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    expect(await page.inputValue('#f-birthDate')).toBe(FAMILY.birthDate);
    expect(await page.inputValue('#f-asOf')).toBe(FAMILY.asOf);
    expect([await page.inputValue('#f-target-years'), await page.inputValue('#f-target-months')]).toEqual(['17', '6']);
    expect(await page.inputValue('#f-mcPaths')).toBe('200');
    expect(await page.inputValue('#s0-id')).toBe('parents');
    expect(await page.inputValue('#s0-amount')).toBe('100.00');
    expect(await page.inputValue('#s0-stepup')).toBe('3');
    expect(await page.inputValue('#s1-kind')).toBe('relative');
    expect(await page.inputValue('#s1-month')).toBe('12');
    expect(await page.inputValue('#s3-amount')).toBe('250.50');
    expect(await page.inputValue('#s3-type')).toBe('once');
    expect(await page.inputValue('#s3-at-years')).toBe('1');
    expect(await page.inputValue('#s3-at-months')).toBe('1');
    expect(await tableRows(page)).toEqual(expectedRows(expected.projection, 'real'));
    // The copy button puts the projection's shareUrl on the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
    await page.click('#copy-share');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expected.projection.shareUrl);
    expect(problems).toEqual([]);

    // A link that cannot be read says so and leaves a fresh scenario to work with.
    const broken = await open('/?s=2.abc');
    await broken.page.waitForFunction(() => document.body.dataset.state === 'ok');
    await expect(broken.page.locator('#notice').textContent()).resolves.toBe(
      'The share link could not be read, so the form shows a new plan instead. The link: it is damaged or ' +
        'incomplete, or was made by a newer version of this calculator.',
    );
    expect(broken.problems).toEqual([]);
  });

  it('says what is wrong beside the field and keeps the last result, dimmed, for invalid input', async () => {
    // The fresh page, left with a valid plan of its own for the next test, which types every field.
    const { page, problems } = await freshPage();
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await expect(page.locator('#chart svg').count()).resolves.toBe(1);
    await page.fill('#f-annualReturn', '25');
    await page.fill('#s0-amount', '12.345');
    await page.waitForFunction(() => document.body.dataset.state === 'invalid');
    await expect(page.locator('[data-pointer="/annualReturn"] .error').textContent()).resolves.toBe(
      'must be at most 20%',
    );
    await expect(page.locator('[data-pointer="/sources/0/schedule/amountCents"] .error').textContent()).resolves.toBe(
      'enter at most two decimal places (whole cents)',
    );
    await expect(page.locator('#f-annualReturn').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('#chart svg').count()).resolves.toBe(1);
    await expect(page.locator('#result-body').isVisible()).resolves.toBe(true);
    await expect(page.locator('#status').textContent()).resolves.toMatch(
      /^2 fields need attention: .* The figures shown are for the last complete plan\.$/,
    );

    // A target before the child's age on asOf: the wrapper's own check, in years and months.
    await page.fill('#f-annualReturn', '7');
    await page.fill('#s0-amount', '12.34');
    await page.fill('#f-birthDate', '2020-01-01');
    await openAdvanced(page);
    await page.fill('#f-asOf', '2026-07-01');
    await fillAge(page, 'f-target', 60);
    // Each field typed schedules a new check ("pending"); the page is "invalid" once the check after
    // the last one is done. The error shown in between can be the previous check's, so both are
    // awaited together: waiting for the message alone once read a page still pending on a busy machine.
    await page.waitForFunction(
      () =>
        document.body.dataset.state === 'invalid' &&
        document.querySelector('[data-pointer="/targetAgeMonths"] .error')?.textContent !== '',
    );
    await expect(page.locator('[data-pointer="/targetAgeMonths"] .error').textContent()).resolves.toBe(
      "must be after the child's age when the projection starts (6 years 6 months)",
    );

    // Fixed: the messages go and the chart comes back.
    await fillAge(page, 'f-target', 216);
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await expect(page.locator('.error:not([hidden])').count()).resolves.toBe(0);
    await expect(page.locator('#chart svg').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });

  it('computes typed-in scenarios to the same bytes and cents as POST /v1/project', async () => {
    // Typed field by field into the fresh page, its last reader: every field is typed, so the
    // plan the test before left there does not matter.
    const { page, problems, requests } = await freshPage();
    const expected = await api(FAMILY_200);
    await fillForm(page, FAMILY_200);
    await expectShown(page, expected);
    await page.check('#basis-nominal');
    await page.screenshot({ path: new URL('site.png', ARTIFACTS).pathname, fullPage: true });
    await page.check('#basis-real');
    expect(problems).toEqual([]);
    expect(requests.filter((url) => url.pathname.startsWith('/v1/'))).toEqual([]);

    // The others by their share links: the same figures, whatever way the plan was entered.
    const childAnswer = await api(EXPECTED_CHILD_200);
    const child = await open(`/?s=${childAnswer.s}`);
    await expectShown(child.page, childAnswer);
    expect(child.problems).toEqual([]);
    const onPhone = await cappedOnPhone();
    await expectShown(onPhone.watched.page, onPhone.expected);

    // The capped scenario: both limits bite, and the totals say how much was cut.
    const cappedAnswer = onPhone.expected;
    const capped = cappedAnswer.projection;
    expect(capped.warnings.map((warning) => warning.code)).toEqual(
      expect.arrayContaining(['ANNUAL_LIMIT', 'EMPLOYER_LIMIT', 'FEE_ABOVE_FUND_CEILING']),
    );
    // In today's dollars the cut is too: each rule's cuts, month by month in dollars of their month
    // made today's, summed and rounded once per rule (the reference model's, computed here).
    // The normalised scenario, as the share state holds it ("1." and base64url JSON).
    const normalised = JSON.parse(Buffer.from(cappedAnswer.s.slice(2), 'base64url').toString('utf8'));
    const ref = referenceProjection(normalised, REF_STATUTE, MATH);
    if (!ref.ok) throw new Error(`the reference refused: ${ref.error}`);
    expect(ref.result.cappedCents).toBe(BigInt(capped.deterministic.cappedCents));
    const inflation = (normalised as { annualInflation: number }).annualInflation;
    const rules = ['annual', 'employer', 'ira', 'early', 'afterGrowth'] as const;
    const cutNow = rules.reduce((sum, rule) => sum + cutToday(ref.result, rule, inflation), 0);
    expect(cutNow).toBeLessThan(Number(capped.deterministic.cappedCents));
    const years = `${capped.deterministic.capWarnings} calendar year${capped.deterministic.capWarnings === 1 ? '' : 's'}`;
    await expect(onPhone.watched.page.locator('[data-total="capped"] dd').textContent()).resolves.toBe(
      `${wholeDollars(cutNow)} in ${years}`,
    );
    expect(onPhone.watched.problems).toEqual([]);
  });

  it("projects history to the API's bytes, names the worst and best months, credits the data", async () => {
    const expected = await api(FAMILY_HISTORY_200);
    const historical = expected.projection.historical!;
    // Complete windows only: one per start month whose window ends by May 2023.
    const windows = 1829 - expected.projection.deterministic.months + 1;
    expect(historical.windows).toBe(windows);
    expect(historical.completeWindows).toBe(windows);
    // Reached by its share link, which restores the choice (the credit beside simulated markets:
    // the first test).
    const { page, problems, requests } = await open(`/?s=${expected.s}`);
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    await expect(page.locator('#f-returnModel-historical').isChecked()).resolves.toBe(true);
    await openAdvanced(page); // where the simulated markets' own fields would be
    await page.check('#basis-nominal');
    expect(await tableRows(page)).toEqual(expectedRows(expected.projection, 'nominal'));
    await expect(page.locator('#chart svg polygon').count()).resolves.toBe(2);
    await expect(page.locator('#f-annualVolatility').isHidden()).resolves.toBe(true);
    await expect(page.locator('#f-mcPaths').isHidden()).resolves.toBe(true);
    const month = (yearMonth: string) =>
      new Date(`${yearMonth}-15T12:00:00Z`).toLocaleString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const { worst, best } = historical;
    const starts = `${windows.toLocaleString('en-US')} starting months, January 1871 to ${month(historical.lastStartMonth)}`;
    await expect(page.locator('#history-extremes').textContent()).resolves.toBe(
      `Had this plan started in ${month(worst.startMonth)}, the worst of the ${starts}, it would have reached ` +
        `${wholeDollars(worst.finalNominalCents)} at age 17 years 6 months; started in ` +
        `${month(best.startMonth)}, the best, ${wholeDollars(best.finalNominalCents)} (future dollars).`,
    );
    await expect(page.locator('#history').textContent()).resolves.toContain(
      'Each of them ends by May 2023, where the data ends: only markets that happened.',
    );
    await expect(page.locator('#history').textContent()).resolves.not.toContain('go on from');
    await expect(page.locator('#history-credit a').allTextContents()).resolves.toEqual([
      'Robert Shiller',
      "the Open Knowledge Foundation's CSV edition",
      'ODC-PDDL-1.0',
    ]);
    await expect(page.locator('#chart-caption').textContent()).resolves.toContain(`of the ${starts}`);
    await expect(page.locator('#headline-range').textContent()).resolves.toContain(
      'In 8 out of 10 starting months of market history it ends between',
    );
    await page.screenshot({ path: new URL('site-history.png', ARTIFACTS).pathname, fullPage: true });

    // By keyboard: the arrow keys move between the two choices, and the page follows.
    await page.focus('#f-returnModel-historical');
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('#f-returnModel-lognormal').isChecked()).resolves.toBe(true);
    const simulated = await api({ ...FAMILY_HISTORY_200, returnModel: 'lognormal' });
    expect(await pageJson(page, simulated.projection.shareUrl)).toBe(simulated.text);
    await expect(page.locator('#history').isHidden()).resolves.toBe(true);
    await expect(page.locator('#f-annualVolatility').isVisible()).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    await expect(page.locator('fieldset#f-returnModel > legend').textContent()).resolves.toBe('Markets');
    expect(problems).toEqual([]);
    expect(requests.filter((url) => url.pathname.startsWith('/v1/'))).toEqual([]);
  });

  it('fits a phone screen', async () => {
    const { watched, expected } = await cappedOnPhone();
    const { page, problems } = watched;
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: new URL('site-phone.png', ARTIFACTS).pathname, fullPage: true });
    expect(problems).toEqual([]);
  });
});
