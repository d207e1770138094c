// The Spanish page's optional views (docs/architecture.md#languages), in Debian's Chromium: a share
// link with a goal, a withdrawal plan over several years and a Roth conversion opens at /es/ with
// "plan for a goal" (its fields, its answer and the solved plan's chart), the plan's and the
// conversion's fields, answers, totals and year-by-year tables, and the sentence on the young adult's
// taxes, all in Spanish: no English string of the catalog and no English word in their text, each
// sentence other than the English page's, and every dollar figure and percentage the English
// page's, in the same order, for the same plan; the two withdrawals' CSVs in Spanish with the English
// page's figures; axe clean on desktop and phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { es } from '../../core/i18n/es.js';
import { axeViolations } from './axe.js';
import { englishIn } from './catalog-english.js';
import { api, DESKTOP, downloadCsv, open, PHONE, pageJson, pageSession, type Scenario } from './page-session.js';

const session = pageSession();

/** Eight months old, padres monthly to 18; a goal of $150,000 at 18 (future dollars), three chances
 *  in four; converted to a Roth IRA from 18 over 4 years, the tax paid with other money; then taken
 *  out over 4 years from 22, an equal share each year. The source has its Spanish name: "parents" is
 *  a word of the English catalog. */
const PLAN = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 300,
  mcPaths: 300,
  goal: { amountCents: '15000000', atAgeMonths: 216, real: false, probability: 0.75 },
  afterTax: {
    use: 'any',
    parentOrdinaryRate: 0.24,
    plan: { fromAgeMonths: 264, years: 4, method: 'equal' },
    conversion: { fromAgeMonths: 216, years: 4, taxPaidFrom: 'outside' },
  },
  sources: [
    {
      id: 'padres',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '30000', startAgeMonths: 9, endAgeMonths: 216 },
    },
  ],
} satisfies Scenario;

/** The views this file is about: the goal's fields, answer and result; the after-tax part's plan,
 *  conversion and student sentence, and the plan's and conversion's fields. */
const VIEWS = [
  'fieldset.goal',
  '#goal-answer',
  '#goal-result',
  '.plan-fields',
  '.conversion-fields',
  '#after-tax-student',
  '#after-tax-plan',
  '#after-tax-conversion',
];

/** The elements whose sentences and figures are compared with the English page's. */
const SAID = [
  'goal-now',
  'goal-solution',
  'use-goal-amount',
  'goal-chart-caption',
  'after-tax-student',
  'after-tax-plan-title',
  'after-tax-plan-answer',
  'after-tax-plan-ahead',
  'after-tax-plan-totals',
  'after-tax-conversion-title',
  'after-tax-conversion-answer',
  'after-tax-conversion-ahead',
  'after-tax-conversion-totals',
  'after-tax-conversions',
  'after-tax-roth-withdrawals',
];

/** The visible text of the views: their text outside hidden parts, scripts and JSON, their
 *  labels, placeholders and options. */
function viewsText(page: Page): Promise<string> {
  return page.evaluate((selectors) => {
    const parts: string[] = [];
    for (const root of selectors.map((selector) => document.querySelector(selector))) {
      if (root === null) throw new Error('a view is missing');
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('script, style, pre, [hidden]')) continue;
        parts.push(node.textContent ?? '');
      }
      for (const element of Array.from(root.querySelectorAll('[aria-label], [placeholder], option')))
        parts.push(
          element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent ?? '',
        );
    }
    return parts.join('\n');
  }, VIEWS);
}

/** Each element's text, by id, a table's cells apart. */
function said(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    (ids) =>
      Object.fromEntries(
        ids.map((id) => {
          const element = document.getElementById(id);
          if (element === null) throw new Error(`no #${id}`);
          // A table cell by cell: "$377,339" then "529 plan", not "$377,339529 plan".
          const cells = Array.from(element.querySelectorAll('caption, th, td'), (cell) => cell.textContent ?? '');
          return [id, cells.length > 0 ? cells.join(' | ') : (element.textContent ?? '')];
        }),
      ),
    SAID,
  );
}

/** The dollar amounts and percentages of a text, in order. */
function figures(text: string): string[] {
  return text.match(/\$[\d,]+(?:\.\d\d)?|\d+(?:\.\d+)?%/g) ?? [];
}

/** Opens the plan's link in a language and waits for its projection and its solve. */
async function opened(path: string, viewport = DESKTOP) {
  const expected = await api(session.server.url, PLAN);
  const watched = await open(session.browser, `${session.server.url}${path}?s=${expected.s}&dollars=future`, viewport);
  const json = await pageJson(watched.page, expected.projection.shareUrl);
  expect(json).toBe(expected.text);
  await watched.page.waitForFunction(() => (document.getElementById('solution-json')?.textContent ?? '') !== '');
  return watched;
}

describe("the Spanish page's goal, withdrawal plan and Roth conversion", () => {
  it("says them in Spanish, with the English page's figures, and axe is clean", async () => {
    const spanish = await opened('/es/');
    const english = await opened('/');
    const { page } = spanish;
    for (const selector of VIEWS.filter((view) => !view.startsWith('#after-tax-student')))
      expect(await page.locator(selector).isVisible(), selector).toBe(true);

    // No English string of the catalog in the views' text (whole words: "median" is in "mediana").
    const text = await viewsText(page);
    expect(englishIn(text)).toEqual([]);
    // Nor an English word of a sentence written with values.
    expect(text.match(/\b(?:the|of|and|from|with|in|at|to|for|is|it|taken|converted|years?|months?)\b/giu)).toBe(null);
    for (const words of [es.goal.legend, es.plan.when, es.conversion.when, es.conversion.caveats.unverified])
      expect(await page.locator('body').textContent()).toContain(words);
    expect(await page.locator('#f-goal-amount-hint').textContent()).toBe(es.goal.inBasis('dólares futuros'));

    // Each sentence and table differs from the English page's; its figures are the same, in order.
    const spanishSaid = await said(page);
    const englishSaid = await said(english.page);
    for (const id of SAID) {
      expect(spanishSaid[id], id).not.toBe(englishSaid[id]);
      expect(figures(spanishSaid[id] ?? ''), id).toEqual(figures(englishSaid[id] ?? ''));
    }
    expect(figures(spanishSaid['goal-solution'] ?? '').length).toBeGreaterThan(1);
    expect(spanishSaid['goal-now']).toMatch(
      /^Este plan alcanza \$150,000 en dólares futuros a los 18 años en el \d+% de los mercados simulados \(\d+ de 300\); usted pidió el 75%\.$/,
    );
    expect(spanishSaid['after-tax-conversion-title']).toBe(
      'Convertido a una cuenta IRA Roth durante 4 años desde los 18 años',
    );
    expect(spanishSaid['after-tax-plan-title']).toBe('Retirado durante 4 años desde los 22 años');
    expect(await page.locator('#after-tax-roth-withdrawals tbody td').nth(1).textContent()).toMatch(/^(Sí|No)$/);

    expect(await axeViolations(page)).toEqual([]);
    expect([...spanish.problems, ...english.problems]).toEqual([]);
    await english.context.close();
    await spanish.context.close();
  });

  it("writes the withdrawals' and the conversion's CSVs in Spanish, with the English page's figures", async () => {
    const spanish = await opened('/es/');
    const english = await opened('/');
    const [planHeader, ...planRows] = await downloadCsv(spanish.page, '#download-plan-csv', 'cuenta-trump-retiros.csv');
    const [, ...englishPlanRows] = await downloadCsv(
      english.page,
      '#download-plan-csv',
      'trump-account-withdrawals.csv',
    );
    expect(planHeader?.slice(0, 4)).toEqual(['cuenta', 'edad_meses', 'edad_anios', 'anio']);
    expect([...new Set(planRows.map((row) => row[0]))]).toEqual(['cuenta_trump', 'plan_529', 'cuenta_custodia']);
    expect(planRows).toEqual(englishPlanRows.map(([account = '', ...rest]) => [es.plan.csvAccount(account), ...rest]));

    const [conversionHeader, ...conversionRows] = await downloadCsv(
      spanish.page,
      '#download-conversion-csv',
      'cuenta-trump-conversion-roth.csv',
    );
    const [, ...englishConversionRows] = await downloadCsv(
      english.page,
      '#download-conversion-csv',
      'trump-account-roth-conversion.csv',
    );
    expect(conversionHeader?.slice(0, 5)).toEqual(['paso', 'edad_meses', 'edad_anios', 'anio', 'calificado']);
    expect([...new Set(conversionRows.map((row) => row[0]))]).toEqual(['conversion_a_roth', 'retiro']);
    expect(conversionRows.every((row) => ['', 'si', 'no'].includes(row[4] ?? 'none'))).toBe(true);
    expect(conversionRows).toEqual(
      englishConversionRows.map(([step = '', ages, years, year, qualified = '', ...rest]) => [
        es.conversion.csvStep(step),
        ages,
        years,
        year,
        qualified === '' ? '' : es.conversion.csvQualified(qualified === 'yes'),
        ...rest,
      ]),
    );
    expect([...spanish.problems, ...english.problems]).toEqual([]);
    await english.context.close();
    await spanish.context.close();
  });

  it('is axe clean on a phone with the views open', async () => {
    const spanish = await opened('/es/', PHONE);
    expect(await spanish.page.locator('#after-tax-conversion-title').textContent()).toMatch(/^Convertido a una/);
    expect(await axeViolations(spanish.page)).toEqual([]);
    expect(spanish.problems).toEqual([]);
    await spanish.context.close();
  });
});
