// axe-core in a page of headless Chromium (test/web/*.test.ts): the WCAG 2.1 A and AA rules, run
// in the page itself. The script is evaluated through the browser's DevTools protocol, which the
// page's Content-Security-Policy does not govern, so the page is tested under its real policy.
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

/** Loads axe-core into every document of the context as it starts. Evaluated into a page later,
 *  its 1.4 MB cost about a second a time under the DevTools protocol; as a script run when a
 *  document starts, about a tenth of that (docs/operations.md#the-suites-time). */
export async function axeInEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/** Every violation of the WCAG 2.1 A and AA rules on the page as it is now: id and elements. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_21_AA);
}
