// WCAG 2.1 A and AA on a phone and a desktop (docs/api.md#website): axe-core finds no violation on
// the calculator (a fresh plan, a plan with notes and a saved plan, a plan with a field wrong, the
// "Advanced" group open), on the API reference at /docs (with an operation open) and on a knowledge
// page. Beside axe, what it cannot see: the focus ring and the input borders have 3:1 against the
// page, the table's scrolling region takes focus, "$" and "%" are in the fields' accessible names,
// a new source takes focus, and the chart's legend keeps its swatches in forced-colors mode.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.js';
import { api, CAPPED, DESKTOP, openAdvanced, PHONE, pageJson, pageSession, type Watched } from './page-session.js';
import { reusedPages } from './reused-pages.js';

const session = pageSession();
/** One page a screen size, each test loading its address in it. */
const visit = reusedPages(session);

/** WCAG's contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const linear = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(bl);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

async function ready(watched: Watched): Promise<Page> {
  await watched.page.waitForFunction(() => document.body.dataset.state === 'ok');
  return watched.page;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('WCAG 2.1 AA on a %s', (_, viewport) => {
  it('the calculator: fresh, with notes and a saved plan, with a field wrong, with "Advanced" open', async () => {
    const watched = await visit(`${session.server.url}/`, viewport);
    const page = await ready(watched);
    expect(await axeViolations(page)).toEqual([]);

    const capped = await api(session.server.url, CAPPED);
    await page.goto(`${session.server.url}/?s=${capped.s}`);
    await pageJson(page, capped.projection.shareUrl);
    await page.click('#save-plan');
    await page.fill('#s0-amount', '250');
    await page.waitForFunction(() => document.querySelectorAll('#compare-plans thead th').length === 2);
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await expect(page.locator('#warnings li').count()).resolves.toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await openAdvanced(page);
    await page.fill('#f-mcPaths', '50');
    await page.waitForFunction(() => document.body.dataset.state === 'invalid');
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });

  it('the API reference at /docs, closed and with an operation open, and a knowledge page', async () => {
    const watched = await visit(`${session.server.url}/docs`, viewport);
    const { page } = watched;
    await page.locator('.opblock').nth(3).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.locator('nav.docs-home a[href="/"]').textContent()).resolves.toBe('Back to the calculator');
    await page.click('#operations-projection-projectScenario .opblock-summary-control');
    await page.locator('#operations-projection-projectScenario .opblock-body').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${session.server.url}/kb/what-is-a-trump-account`);
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });
});

describe('what axe does not check', () => {
  it('focus ring and input borders have 3:1; units are in the names; the table region takes focus', async () => {
    const watched = await visit(`${session.server.url}/`, PHONE);
    const page = await ready(watched);
    const paper = 'rgb(255, 255, 255)';
    await page.focus('#f-annualReturn');
    await page.keyboard.press('End'); // a keyboard user's focus
    const field = await page.locator('#f-annualReturn').evaluate((input) => {
      const style = getComputedStyle(input);
      return { outline: style.outlineColor, outlineWidth: style.outlineWidth, border: style.borderTopColor };
    });
    expect(field.outlineWidth).toBe('3px');
    expect(contrast(field.outline, paper)).toBeGreaterThanOrEqual(3);
    expect(contrast(field.border, paper)).toBeGreaterThanOrEqual(3);

    await expect(page.getByRole('textbox', { name: 'Annual return (in percent)', exact: true }).count()).resolves.toBe(
      1,
    );
    await expect(
      page.getByRole('textbox', { name: 'Amount per deposit (in dollars)', exact: true }).count(),
    ).resolves.toBe(1);

    const region = page.getByRole('region', { name: 'Balance at each birthday' });
    await region.focus();
    await expect(
      region.evaluate((node) => node === document.activeElement && node.scrollWidth > node.clientWidth),
    ).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => (document.querySelector('.table-scroll')?.scrollLeft ?? 0) > 0);
    expect(watched.problems).toEqual([]);
  });

  it('"Add a source" moves focus to the new source, named by its heading', async () => {
    const watched = await visit(`${session.server.url}/`, DESKTOP);
    const page = await ready(watched);
    await page.getByRole('button', { name: 'Add a source' }).click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('s1-id');
    await expect(page.locator('#s1-id').inputValue()).resolves.toBe('source 2');
    await page.fill('#s1-id', 'grandma');
    await expect(page.locator('fieldset.source > legend').nth(1).textContent()).resolves.toBe('grandma');
    // Removing the first source leaves the heading with its name, and focus on a control.
    await page.getByRole('button', { name: 'Remove parents' }).click();
    await expect(page.locator('fieldset.source > legend').allTextContents()).resolves.toEqual(['grandma']);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Remove grandma',
    );
    expect(watched.problems).toEqual([]);
  });

  it('in forced-colors mode the legend keeps its swatches, as the chart keeps its colours', async () => {
    const watched = await visit(`${session.server.url}/`, DESKTOP);
    const page = await ready(watched);
    await page.emulateMedia({ forcedColors: 'active' });
    await expect(page.evaluate(() => matchMedia('(forced-colors: active)').matches)).resolves.toBe(true);
    const swatches = await page.locator('.legend .swatch').evaluateAll((nodes) =>
      nodes.map((node) => {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        const shown = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.borderTopStyle !== 'none';
        return { adjust: style.getPropertyValue('forced-color-adjust'), shown, width: box.width };
      }),
    );
    expect(swatches).toHaveLength(5); // the bands, the median, the paid-in line, the steady-return line
    for (const swatch of swatches) expect(swatch).toMatchObject({ adjust: 'none', shown: true });
    const band = await page.locator('#chart .fan .band-outer').evaluate((node) => getComputedStyle(node).fill);
    expect(band).toBe('rgb(219, 231, 248)');
    expect(watched.problems).toEqual([]);
  });
});
