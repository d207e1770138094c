// The API reference at /docs (Swagger UI, docs/api.md#openapi-document) in headless Chromium: it
// renders every operation with no console error and no CSP violation, also when its address has a
// query string. Found by the adversarial review: any query string left the page blank (Swagger UI
// resolved the document against the page's address, query included, and loaded the page itself as
// the document), and every visit logged a CSP violation (the top bar's logo is an inline <style>).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, workersChromium } from '../helpers/chromium.js';
import { HANG_LIMIT_MS } from '../helpers/hang-limit.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

let server: RunningServer;
let browser: Browser;
let page: Page;
/** What went wrong on the page and the OpenAPI documents it fetched, since `render` last emptied them. */
const problems: string[] = [];
const documents: string[] = [];

beforeAll(async () => {
  // No engine threads: the reference projects nothing.
  [server, browser] = await Promise.all([startServer({ ENGINE_THREADS: '0' }), workersChromium()]);
  // One window for the five addresses, each loaded whole (render): a new window costs the browser
  // as much as a load of the page (docs/operations.md#the-suites-time).
  const context = await browser.newContext();
  context.setDefaultTimeout(HANG_LIMIT_MS);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') problems.push(`console ${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    if (response.url().endsWith('/json')) documents.push(new URL(response.url()).pathname);
  });
});
afterAll(async () => {
  if (browser) await closeContexts(browser);
  await server?.close();
});

/** Loads a page whole (from a blank one, so that an address differing from the last only by its
 *  fragment is a new document too); resolves with its operations' count and everything that went
 *  wrong while it loaded and rendered. */
async function render(path: string): Promise<{ operations: number; problems: string[]; documents: string[] }> {
  await page.goto('about:blank');
  problems.length = 0;
  documents.length = 0;
  await page.goto(server.url + path);
  // The operations, or the errors Swagger UI shows instead; it renders all operations at once.
  await page.locator('.opblock, .errors-wrapper').first().waitFor();
  return { operations: await page.locator('.opblock').count(), problems: [...problems], documents: [...documents] };
}

describe('/docs in a browser', () => {
  it.each(['/docs', '/docs/', '/docs?utm_source=newsletter', '/docs/?x=1&y=2', '/docs#/projection/projectScenario'])(
    '%s renders every operation of the OpenAPI document, without console errors or CSP violations',
    async (path) => {
      const { operations, problems, documents } = await render(path);
      expect(problems).toEqual([]);
      const document = (await fetch(`${server.url}/openapi.json`).then((response) => response.json())) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
      const listed = Object.values(document.paths).flatMap((item) =>
        Object.keys(item).filter((key) => methods.has(key)),
      );
      expect(listed.length).toBeGreaterThanOrEqual(6); // project, shared, solve, rules, returns, eligibility
      expect(operations).toBe(listed.length);
      expect(documents).toEqual(['/docs/json']);
    },
  );

  it("shows the service's own OpenAPI document, whose operations answer", async () => {
    const read = (path: string) => fetch(server.url + path).then((response) => response.json());
    const [page, served] = await Promise.all([read('/docs/json'), read('/openapi.json')]);
    expect(page).toEqual(served);
    expect((await fetch(`${server.url}/v1/rules`)).status).toBe(200);
  });
});
