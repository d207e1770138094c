// "Free money this child may get" on the page, in Debian's Chromium (docs/api.md#website, issue 41):
//   - the gifts the box offers are the ones GET /v1/eligibility says may apply, for every child and
//     state typed in (the pilot when eligible, each pledge whose mayQualify is true);
//   - the state select is restored from a link's state=XX, and is in the share link only when set;
//     a hostile state (not a postal code, lower case, huge, an array) is no state, a repeated one the first;
//   - a pledge's button adds it as a charity source with one deposit at the age it lands at, which
//     the answer counts (the page's JSON is the API's bytes for the link); then it shows as added;
//   - the pilot's button ticks "Include the $1,000 pilot contribution";
//   - by keyboard alone, and axe-clean on a phone and a desktop.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { giftDepositAgeMonths } from '../../core/eligibility/eligibility.js';
import type { Eligibility } from '../../core/schemas/eligibility.js';
import { PLEDGES } from '../../core/statute/pledges.js';
import { axeViolations } from './axe.js';
import {
  api,
  CHILD_OF_EIGHT,
  DESKTOP,
  openAdvanced,
  PHONE,
  pageJson,
  pageSession,
  type Scenario,
} from './page-session.js';
import { reusedPages } from './reused-pages.js';

const session = pageSession();
const fresh = reusedPages(session);

/** The ids of the gifts the box offers, in its order. */
async function offered(page: Page): Promise<string[]> {
  return page.$$eval('#gift-list li', (items) => items.map((item) => (item as HTMLElement).dataset.gift ?? ''));
}

/** What the route says may apply to the child the form holds now. */
async function routeGifts(page: Page): Promise<string[]> {
  const birthDate = await page.inputValue('#f-birthDate');
  const asOf = await page.inputValue('#f-asOf');
  const state = await page.inputValue('#f-state');
  const query = new URLSearchParams({ birthDate, asOf, ...(state === '' ? {} : { state }) });
  const answer = (await (await fetch(`${session.server.url}/v1/eligibility?${query}`)).json()) as Eligibility;
  return [
    ...(answer.pilot.eligible ? ['pilot'] : []),
    ...answer.pledges.filter((item) => item.mayQualify).map((item) => item.id),
  ];
}

async function expectSameAsRoute(page: Page): Promise<void> {
  await expect.poll(async () => JSON.stringify(await offered(page))).toBe(JSON.stringify(await routeGifts(page)));
}

const shareState = async (page: Page) => new URL(await page.inputValue('#share-url')).searchParams.get('state');

describe('the gifts box', () => {
  it('offers what the route offers, for each child and state typed in; the state is in the link only when set', async () => {
    const expected = await api(session.server.url, CHILD_OF_EIGHT);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}&state=CT`, DESKTOP);
    const { page } = watched;
    await pageJson(page, expected.projection.shareUrl);
    expect(await page.inputValue('#f-state')).toBe('CT');
    expect(await page.getAttribute('#f-state', 'name')).toBe('state');
    expect(await page.textContent('#gifts-title')).toBe('Free money this child may get');
    expect(await offered(page)).toEqual(['dell', 'dalio']);
    await expectSameAsRoute(page);
    expect(await page.textContent('#gift-dell-text')).toBe(
      '$250 from Michael and Susan Dell, if the child lives in a ZIP code whose median income is below $150,000 and ' +
        'the pledge has not yet reached its 25 million children.',
    );
    await expect.poll(() => shareState(page)).toBe('CT');
    expect(await axeViolations(page)).toEqual([]);

    // Indiana: the Dalios' pledge goes, Gerstner's is for younger children.
    await page.selectOption('#f-state', 'IN');
    await expect.poll(() => offered(page)).toEqual(['dell']);
    await expectSameAsRoute(page);
    await expect.poll(() => shareState(page)).toBe('IN');
    // No state: the link carries none, and the box says a state may bring more.
    await page.selectOption('#f-state', '');
    await expect.poll(() => shareState(page)).toBeNull();
    expect(await page.isVisible('#gifts-state-note')).toBe(true);
    await expectSameAsRoute(page);

    // Other children, typed in: a baby in Indiana, a child too old for any gift, a leap-day child.
    await openAdvanced(page);
    for (const [birthDate, state] of [
      ['2026-02-01', 'IN'],
      ['2014-12-02', 'CT'],
      ['2014-12-03', 'CT'],
      ['2016-02-29', 'CT'],
      ['2025-01-01', ''],
      ['2024-12-31', 'IN'],
    ] as const) {
      await page.fill('#f-birthDate', birthDate);
      await page.selectOption('#f-state', state);
      await expectSameAsRoute(page);
    }
    expect(await page.isVisible('#gifts-none')).toBe(false);
    await page.fill('#f-birthDate', '2014-12-02');
    await page.selectOption('#f-state', 'TX');
    await expect.poll(() => offered(page)).toEqual([]);
    expect(await page.isVisible('#gifts-none')).toBe(true);
    // A birth date that is not a date hides the box rather than guess.
    await page.fill('#f-birthDate', '');
    await expect.poll(() => page.isVisible('#gifts')).toBe(false);
    expect(watched.problems).toEqual([]);
  });

  it('adds a pledge as a charity deposit at the age it lands at, by keyboard; the answer counts it; then it shows as added', async () => {
    const expected = await api(session.server.url, CHILD_OF_EIGHT);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}&state=CT`, DESKTOP);
    const { page } = watched;
    await pageJson(page, expected.projection.shareUrl);
    await page.focus('#gift-dell-add');
    await page.keyboard.press('Enter');
    // The new source is focused, like any added source, and the box says what was added.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
      .toBe('Dell pledge');
    const age = giftDepositAgeMonths(CHILD_OF_EIGHT.birthDate, CHILD_OF_EIGHT.asOf, PLEDGES[0] as (typeof PLEDGES)[0]);
    expect(age).toBe(104);
    await expect
      .poll(() => page.textContent('#gifts-status'))
      .toBe('The Dell pledge is now in the plan: $250 from a charity at age 8 years 8 months.');
    let s = '';
    await expect
      .poll(async () => {
        s = new URL(await page.inputValue('#share-url')).searchParams.get('s') ?? '';
        const scenario = JSON.parse(Buffer.from(s.slice(2), 'base64url').toString('utf8')) as {
          sources: { id: string; kind: string; schedule: Record<string, unknown> }[];
        };
        return scenario.sources.at(-1);
      })
      .toMatchObject({
        id: 'Dell pledge',
        kind: 'charity',
        schedule: { type: 'once', amountCents: '25000', atAgeMonths: age },
      });
    const withGift = await api(session.server.url, { s });
    expect(await pageJson(page, withGift.projection.shareUrl)).toBe(withGift.text);
    // The answer counts it: $250 more paid in than without it, none of it cut.
    expect(
      BigInt(withGift.projection.deterministic.contributedCents) -
        BigInt(expected.projection.deterministic.contributedCents),
    ).toBe(25000n);
    await expect.poll(() => page.textContent('#gift-list li[data-gift="dell"] .gift-added')).toBe('Added to the plan.');
    expect(await page.isVisible('#gift-dell-add')).toBe(false);
    expect(await page.isVisible('#gift-dalio-add')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });

  it("reads a hostile address's state as no state, or the first one given, and its links carry only that", async () => {
    const expected = await api(session.server.url, CHILD_OF_EIGHT);
    for (const [state, chosen] of [
      ['state=__proto__', ''],
      ['state=toString', ''],
      ['state=ct', ''],
      ['state=%FF%FE', ''],
      [`state=${'C'.repeat(4000)}`, ''],
      ['state[]=CT', ''],
      ['state=CT&state=NY', 'CT'],
    ] as const) {
      const watched = await fresh(`${session.server.url}/?s=${expected.s}&${state}`, DESKTOP);
      const { page } = watched;
      expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
      expect(await page.inputValue('#f-state'), state.slice(0, 40)).toBe(chosen);
      expect(await shareState(page)).toBe(chosen === '' ? null : chosen);
      await expectSameAsRoute(page);
      expect(watched.problems).toEqual([]);
    }
  });

  it('on a phone: the pilot shows as added while its box is ticked, and its button ticks it; axe-clean', async () => {
    const baby = { ...CHILD_OF_EIGHT, birthDate: '2026-02-01', includeSeed: false, sources: [] } satisfies Scenario;
    const expected = await api(session.server.url, baby);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}&state=IN`, PHONE);
    const { page } = watched;
    await pageJson(page, expected.projection.shareUrl);
    expect(await offered(page)).toEqual(['pilot', 'gerstner']);
    await expectSameAsRoute(page);
    expect(await page.isChecked('#f-includeSeed')).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.click('#gift-pilot-add');
    expect(await page.isChecked('#f-includeSeed')).toBe(true);
    await expect
      .poll(() => page.textContent('#gift-list li[data-gift="pilot"] .gift-added'))
      .toBe('Added to the plan.');
    expect(await page.isVisible('#gift-gerstner-add')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });
});
