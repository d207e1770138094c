// The form's sampler (docs/model.md#the-sobol-sampler, docs/api.md#website) in Debian's Chromium: a
// share link with `mcSampler: "sobol"` opens as Sobol paths, and the page's answer, computed in its
// worker, is the API's to the byte; chosen by keyboard on the page it gives the API's Sobol answer
// and a link that carries it; under market history it hides and leaves the scenario (history draws
// nothing), and comes back with the choice kept; the default page leaves it out, its answer the
// server's default plan's bytes; a link asking Sobol of history says why beside the control; axe
// is clean with it open on a phone and a desktop; the Spanish page names it in Spanish. A Sobol
// answer says so wherever the page says how it was drawn (docs/model.md#the-sobol-sampler): the
// closed "Advanced" summary, the printed report's markets line and the chart's caption, chosen by
// keyboard or opened from a link, in English and in Spanish; random draws keep their words.
import { describe, expect, it } from 'vitest';
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import { decodeShare, encodeShare } from '../../core/scenario/share.js';
import { post } from '../helpers/start-server.js';
import { axeViolations } from './axe.js';
import { englishIn } from './catalog-english.js';
import {
  api,
  DESKTOP,
  FAMILY,
  open,
  openAdvanced,
  PHONE,
  pageJson,
  pageSession,
  type Scenario,
} from './page-session.js';

const session = pageSession();

/** The family plan on 512 paths (a power of two, where a Sobol sequence is most even). */
const PSEUDO = { ...FAMILY, mcPaths: 512 } satisfies Scenario;
const SOBOL = { ...PSEUDO, mcSampler: 'sobol' };

/** The scenario a share link holds, as the page's answer names it. */
function linkScenario(shareUrl: string): NormalisedScenario {
  const decoded = decodeShare(new URL(shareUrl).searchParams.get('s') ?? '');
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.value as NormalisedScenario;
}

const sampler = (page: import('playwright-core').Page) => page.locator('#f-mcSampler').inputValue();

/** The "Advanced" group's summary, as a closed group shows it. */
const advancedSummary = (page: import('playwright-core').Page) => page.locator('#f-advanced > summary').textContent();

/** The printed report's markets line, written again just before printing as the page does. */
/** The yearly table's note, under its title. */
function tableNote(page: import('playwright-core').Page): Promise<string | null> {
  return page.locator('#milestone-title + p.hint').textContent();
}

async function printedMarkets(page: import('playwright-core').Page): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const text = (await page.locator('#report-markets').textContent()) ?? '';
  await page.emulateMedia({ media: 'screen' });
  return text;
}

const PLAIN_SUMMARY = 'Advanced: start date, volatility, random seed, paths';
const SOBOL_SUMMARY = 'Advanced: start date, volatility, random seed, paths (drawn from a Sobol sequence)';

describe("the form's sampler", () => {
  it('opens a Sobol link as Sobol paths: the worker computes the API bytes', async () => {
    const [sobol, pseudo] = await Promise.all([api(session.server.url, SOBOL), api(session.server.url, PSEUDO)]);
    expect(sobol.text).not.toBe(pseudo.text); // so the page cannot pass by showing pseudo-random paths
    expect(linkScenario(sobol.projection.shareUrl).mcSampler).toBe('sobol');
    const watched = await open(session.browser, `${session.server.url}/?s=${sobol.s}`);
    const { page } = watched;
    expect(await pageJson(page, sobol.projection.shareUrl)).toBe(sobol.text);
    expect(await sampler(page)).toBe('sobol');
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('is chosen by keyboard, makes a link that carries it, hides under history and comes back', async () => {
    const [sobol, pseudo, history] = await Promise.all([
      api(session.server.url, SOBOL),
      api(session.server.url, PSEUDO),
      api(session.server.url, { ...PSEUDO, returnModel: 'historical' }),
    ]);
    const watched = await open(session.browser, `${session.server.url}/?s=${pseudo.s}`);
    const { page } = watched;
    expect(await pageJson(page, pseudo.projection.shareUrl)).toBe(pseudo.text);
    expect(await sampler(page)).toBe('pseudo');
    expect(linkScenario(pseudo.projection.shareUrl)).not.toHaveProperty('mcSampler');

    // By keyboard: from the paths field, Tab reaches the control, named by its label and hint.
    await openAdvanced(page);
    await page.focus('#f-mcPaths');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-mcSampler');
    const control = page.getByRole('combobox', { name: 'How the paths are drawn' });
    await expect(control.getAttribute('aria-describedby')).resolves.toContain('f-mcSampler-hint');
    await expect(page.locator('#f-mcSampler-hint').textContent()).resolves.toMatch(/^The same model either way\./);
    await expect(page.locator('#f-mcSampler option').allTextContents()).resolves.toEqual([
      'Random draws',
      'Sobol sequence (quasi-random)',
    ]);
    await page.keyboard.press('ArrowDown');
    expect(await sampler(page)).toBe('sobol');
    expect(await pageJson(page, sobol.projection.shareUrl)).toBe(sobol.text);
    // The page's share link is the API's, with the sampler in it; opened, it is Sobol again.
    await expect(page.locator('#share-url').inputValue()).resolves.toBe(sobol.projection.shareUrl);

    // Under market history the control hides and the scenario leaves it out: no problem, history's bytes.
    await page.check('#f-returnModel-historical');
    expect(await pageJson(page, history.projection.shareUrl)).toBe(history.text);
    await expect(page.locator('#f-mcSampler').isHidden()).resolves.toBe(true);
    // Back to simulated markets: the choice was kept.
    await page.check('#f-returnModel-lognormal');
    expect(await pageJson(page, sobol.projection.shareUrl)).toBe(sobol.text);
    await expect(page.locator('#f-mcSampler').isVisible()).resolves.toBe(true);

    // And back to random draws: the link and the bytes of the plan without the field.
    await page.focus('#f-mcSampler');
    await page.keyboard.press('ArrowUp');
    expect(await pageJson(page, pseudo.projection.shareUrl)).toBe(pseudo.text);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('is left out of the default page, whose answer is the API bytes of the plan without it', async () => {
    const watched = await open(session.browser, `${session.server.url}/`);
    const { page } = watched;
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    const json = (await page.locator('#projection-json').textContent()) ?? '';
    const { shareUrl } = JSON.parse(json) as { shareUrl: string };
    expect(linkScenario(shareUrl)).not.toHaveProperty('mcSampler');
    expect(json).toBe((await api(session.server.url, { s: new URL(shareUrl).searchParams.get('s') })).text);
    expect(await sampler(page)).toBe('pseudo');
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('says beside the control why a link asking Sobol paths of market history cannot be used', async () => {
    const pseudo = await api(session.server.url, PSEUDO);
    const hostile = encodeShare({
      ...linkScenario(pseudo.projection.shareUrl),
      returnModel: 'historical',
      mcSampler: 'sobol',
    });
    // The API refuses it too, at the control's pointer.
    const refused = await post(`${session.server.url}/v1/project`, { s: hostile });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('"pointer":"/s/mcSampler"');
    const watched = await open(session.browser, `${session.server.url}/?s=${hostile}`);
    const { page } = watched;
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await expect(page.locator('#notice').textContent()).resolves.toBe(
      'The share link could not be read, so the form shows a new plan instead. ' +
        'The link: How the paths are drawn: only for simulated markets.',
    );
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('is named, once chosen by keyboard, in the closed summary, the printed report and the chart caption', async () => {
    const [sobol, pseudo, history] = await Promise.all([
      api(session.server.url, SOBOL),
      api(session.server.url, PSEUDO),
      api(session.server.url, { ...PSEUDO, returnModel: 'historical' }),
    ]);
    const watched = await open(session.browser, `${session.server.url}/?s=${pseudo.s}`);
    const { page } = watched;
    expect(await pageJson(page, pseudo.projection.shareUrl)).toBe(pseudo.text);
    // Random draws: the words every default answer has had.
    await expect(advancedSummary(page)).resolves.toBe(PLAIN_SUMMARY);
    const plainMarkets = await printedMarkets(page);
    expect(plainMarkets).toMatch(/^Markets: 512 simulated paths, an expected return of 7% a year after inflation/);
    expect(plainMarkets).not.toContain('Sobol');
    await expect(page.locator('#chart-caption').textContent()).resolves.toContain('of 512 simulated markets. ');
    await expect(tableNote(page)).resolves.toContain('Percentiles: of the simulated markets.');

    // By keyboard: the summary opens the group, Tab by Tab to the sampler, ArrowDown to Sobol, the
    // summary closes it again, and says what was chosen.
    const summary = page.locator('#f-advanced > summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#f-advanced').getAttribute('open')).resolves.toBe('');
    await page.focus('#f-mcPaths');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-mcSampler');
    await page.keyboard.press('ArrowDown');
    expect(await pageJson(page, sobol.projection.shareUrl)).toBe(sobol.text);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#f-advanced').getAttribute('open')).resolves.toBeNull();
    await expect(advancedSummary(page)).resolves.toBe(SOBOL_SUMMARY);
    await expect(page.getByText(SOBOL_SUMMARY, { exact: true }).isVisible()).resolves.toBe(true);
    // The answer names it: the report's markets line (its share link already carried it) and the
    // chart's caption, where the paths are counted.
    expect(await printedMarkets(page)).toMatch(
      /^Markets: 512 simulated paths drawn from a Sobol sequence \(quasi-random\), an expected return of 7% a year/,
    );
    await expect(page.locator('#chart-caption').textContent()).resolves.toContain(
      'of 512 simulated markets drawn from a Sobol sequence. ',
    );
    // And the yearly table's note, whose percentiles are those paths.
    await expect(tableNote(page)).resolves.toContain(
      'Percentiles: of the simulated markets drawn from a Sobol sequence.',
    );
    expect(await axeViolations(page)).toEqual([]);

    // Under market history nothing is drawn: neither the summary nor the report names Sobol.
    await page.check('#f-returnModel-historical');
    expect(await pageJson(page, history.projection.shareUrl)).toBe(history.text);
    await expect(advancedSummary(page)).resolves.toBe(PLAIN_SUMMARY);
    expect(await printedMarkets(page)).not.toContain('Sobol');
    await expect(tableNote(page)).resolves.toContain('Percentiles: of the starting months of market history.');
    // Back to simulated markets, the choice kept and named again; then random draws (the group
    // opened again by keyboard to reach the control), the old words.
    await page.check('#f-returnModel-lognormal');
    expect(await pageJson(page, sobol.projection.shareUrl)).toBe(sobol.text);
    await expect(advancedSummary(page)).resolves.toBe(SOBOL_SUMMARY);
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.focus('#f-mcSampler');
    await page.keyboard.press('ArrowUp');
    expect(await pageJson(page, pseudo.projection.shareUrl)).toBe(pseudo.text);
    await expect(advancedSummary(page)).resolves.toBe(PLAIN_SUMMARY);
    expect(await printedMarkets(page)).toBe(plainMarkets);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('a Sobol link opens with the closed summary naming it, axe clean on a phone', async () => {
    const sobol = await api(session.server.url, SOBOL);
    const watched = await open(session.browser, `${session.server.url}/?s=${sobol.s}`, PHONE);
    const { page } = watched;
    expect(await pageJson(page, sobol.projection.shareUrl)).toBe(sobol.text);
    await expect(page.locator('#f-advanced').getAttribute('open')).resolves.toBeNull();
    await expect(advancedSummary(page)).resolves.toBe(SOBOL_SUMMARY);
    expect(await printedMarkets(page)).toContain('512 simulated paths drawn from a Sobol sequence (quasi-random)');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('is axe clean with "Advanced" open and Sobol chosen (%s)', async (_, viewport) => {
    const sobol = await api(session.server.url, SOBOL);
    const watched = await open(session.browser, `${session.server.url}/?s=${sobol.s}`, viewport);
    const { page } = watched;
    await pageJson(page, sobol.projection.shareUrl);
    await openAdvanced(page);
    await expect(page.locator('#f-mcSampler').isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('is named in Spanish on the Spanish page, with no English word of the catalog', async () => {
    const sobol = await api(session.server.url, SOBOL);
    const watched = await open(session.browser, `${session.server.url}/es/?s=${sobol.s}`);
    const { page } = watched;
    expect(await pageJson(page, sobol.projection.shareUrl)).toBe(sobol.text);
    await openAdvanced(page);
    const field = page.locator('#f-mcSampler').locator('xpath=..');
    const text = await field.evaluate((wrapper) =>
      [wrapper.textContent ?? '', ...Array.from(wrapper.querySelectorAll('option'), (o) => o.textContent)].join('\n'),
    );
    expect(text).toContain('Cómo se generan las trayectorias');
    expect(text).toContain('Secuencia de Sobol (cuasialeatoria)');
    expect(englishIn(text)).toEqual([]);
    // The summary, the printed report and the caption name it in Spanish, no English word in them.
    const summary = (await advancedSummary(page)) ?? '';
    const markets = await printedMarkets(page);
    const caption = (await page.locator('#chart-caption').textContent()) ?? '';
    expect(summary).toBe(
      'Avanzado: fecha de inicio, volatilidad, semilla aleatoria, trayectorias (generadas con una secuencia de Sobol)',
    );
    expect(markets).toMatch(
      /^Mercados: 512 trayectorias simuladas generadas con una secuencia de Sobol \(cuasialeatoria\), /,
    );
    expect(caption).toContain('512 mercados simulados generados con una secuencia de Sobol.');
    const note = (await tableNote(page)) ?? '';
    expect(note).toContain('Percentiles: de los mercados simulados generados con una secuencia de Sobol.');
    expect(englishIn([summary, markets, caption, note].join('\n'))).toEqual([]);
    expect(await sampler(page)).toBe('sobol');
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});
