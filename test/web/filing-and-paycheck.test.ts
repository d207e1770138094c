// The filing status of later withdrawals and the paycheck option on the page, in Debian's Chromium
// (docs/api.md#website, docs/after-tax.md#filing-status, docs/after-tax.md#salary-reduction):
//   - from a share link with both: the choice and the box restored, the page's JSON the API's bytes,
//     the warning in the page's list;
//   - typed in: "Married, filing jointly" and the box on an employer source go into the share link
//     and give the API's bytes; the box shows only on an employer source, and a source that stops
//     being an employer's sends no salaryReduction; axe is clean.
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.js';
import { api, DESKTOP, pageJson, pageSession, type Scenario } from './page-session.js';
import { reusedPages } from './reused-pages.js';

const session = pageSession();
const fresh = reusedPages(session);

/** Eight months old: the parents monthly to 18 and a paycheck through the employer to 17, withdrawn whole at 30. */
const BOTH = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 360,
  mcPaths: 300,
  afterTax: { use: 'any', filingStatus: 'marriedJoint' },
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 9, endAgeMonths: 216 },
    },
    {
      id: 'paycheck',
      kind: 'employer',
      salaryReduction: true,
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 9, endAgeMonths: 204 },
    },
  ],
} satisfies Scenario;

/** The scenario a share string holds (the API's format: "1." and base64url JSON). */
function scenarioOf(s: string): Record<string, unknown> & { afterTax?: Record<string, unknown>; sources: object[] } {
  return JSON.parse(Buffer.from(s.slice(2), 'base64url').toString('utf8'));
}

describe('filing status and the paycheck option', () => {
  it('from a share link: the choice and the box restored, the API bytes, the warning', async () => {
    const expected = await api(session.server.url, BOTH);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}`, DESKTOP);
    const { page } = watched;
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    expect(await page.inputValue('#f-tax-filing')).toBe('marriedJoint');
    expect(await page.isVisible('#s1-salary')).toBe(true);
    expect(await page.isChecked('#s1-salary')).toBe(true);
    expect(await page.isVisible('#s0-salary')).toBe(false);
    await expect(page.locator('#warnings li[data-code="SALARY_REDUCTION"]').textContent()).resolves.toBe(
      'paycheck: paid from your own pay before income tax, it still owes Social Security and Medicare, and the ' +
        "employer's $2,500 a year is per employee, shared by all your children. In a 529 plan or a custodial " +
        'account the same pay would arrive after income tax.',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });

  it('typed in: a joint return and a paycheck go into the link and give the API bytes', async () => {
    const watched = await fresh(`${session.server.url}/`, DESKTOP);
    const { page } = watched;
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await page.check('#f-tax-on');
    expect(await page.inputValue('#f-tax-filing')).toBe('single');
    const linkState = async () => new URL(await page.inputValue('#share-url')).searchParams.get('s') ?? '';
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    expect(scenarioOf(await linkState()).afterTax?.filingStatus).toBeUndefined();
    await page.selectOption('#f-tax-filing', 'marriedJoint');
    // The first source is the parents' (family): no box until its payer is an employer.
    expect(await page.isVisible('#s0-salary')).toBe(false);
    await page.selectOption('#s0-kind', 'employer');
    expect(await page.isVisible('#s0-salary')).toBe(true);
    await page.check('#s0-salary');
    let s = '';
    await expect
      .poll(async () => {
        s = await linkState();
        const scenario = scenarioOf(s);
        return [
          scenario.afterTax?.filingStatus,
          (scenario.sources[0] as { salaryReduction?: boolean }).salaryReduction,
        ];
      })
      .toEqual(['marriedJoint', true]);
    const expected = await api(session.server.url, { s });
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    expect(await axeViolations(page)).toEqual([]);
    // Back to family money: the box hides and nothing is sent.
    await page.selectOption('#s0-kind', 'family');
    expect(await page.isVisible('#s0-salary')).toBe(false);
    await expect
      .poll(async () => (scenarioOf(await linkState()).sources[0] as { salaryReduction?: boolean }).salaryReduction)
      .toBeUndefined();
    expect(watched.problems).toEqual([]);
  });
});
