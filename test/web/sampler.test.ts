// The form's sampler (docs/model.md#the-sobol-sampler, docs/api.md#website) in Debian's Chromium: a
// share link with `mcSampler: "sobol"` opens as Sobol paths, and the page's answer, computed in its
// worker, is the API's to the byte; chosen by keyboard on the page it gives the API's Sobol answer
// and a link that carries it; under market history it hides and leaves the scenario (history draws
// nothing), and comes back with the choice kept; the default page leaves it out, its answer the
// server's default plan's bytes; a link asking Sobol of history says why beside the control; axe
// is clean with it open on a phone and a desktop; the Spanish page names it in Spanish.
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
    expect(await sampler(page)).toBe('sobol');
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});
