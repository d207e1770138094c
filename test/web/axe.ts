// axe-core in a page of headless Chromium (test/web/*.test.ts): the WCAG 2.1 A and AA rules, run
// in the page itself, under the page's real Content-Security-Policy. axe is loaded only into a page
// that is checked, as a script of the page's own origin (its `script-src 'self'` admits it), which
// the browser answers from the test instead of the server (docs/operations.md#the-suites-time).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

/** Where a checked page finds axe: an address of its own origin that the server never serves. */
const AXE_ADDRESS = '/__test__/axe-core.min.js';

/** axe-core's minified build (650 KB), read once. */
let axeScript: Promise<string> | undefined;
function axeSource(): Promise<string> {
  axeScript ??= readFile(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');
  return axeScript;
}

/** Pages whose requests for AXE_ADDRESS are answered by the test. */
const answering = new WeakSet<Page>();

/** Loads axe-core into the page's document unless it is there. A page that runs scripts of its own
 *  (the calculator, the API reference) loads it as one more; a page that runs none (the knowledge
 *  pages: their policy admits no script) gets it through the DevTools protocol, which the policy
 *  does not govern. Loaded into every page the tests open, as a script run when each document
 *  starts, it cost about 0.8 s a new page and 0.25 s a navigation, checked or not; through the
 *  protocol about 0.9 s a check; as a script the page loads about 0.6 s a check. */
async function loadAxe(page: Page): Promise<void> {
  const scripted = await page.evaluate(() =>
    'axe' in window ? undefined : document.querySelector('script[src]') !== null,
  );
  if (scripted === undefined) return;
  const body = await axeSource();
  if (!scripted) {
    await page.evaluate(body);
    return;
  }
  if (!answering.has(page)) {
    answering.add(page);
    await page.route(`**${AXE_ADDRESS}`, (route) => route.fulfill({ body, contentType: 'text/javascript' }));
  }
  await page.addScriptTag({ url: AXE_ADDRESS });
}

/** Every violation of the WCAG 2.1 A and AA rules on the page as it is now: id and elements. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await loadAxe(page);
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
