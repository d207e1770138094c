// The first answer at once (docs/api.md#the-first-answer-at-once): the server writes the default
// plan's answer into the page, and it is the very text the page's own engine then shows. Checked
// three ways in Debian's Chromium: the raw HTML's lines, the page with JavaScript disabled and the
// page with JavaScript once its worker has computed; the number against the API's own projection
// of the same plan; axe clean both ways; no layout shift in the answer when the engine takes over
// (CLS entries from a PerformanceObserver). A share link to another plan gets no written answer,
// nor does a hostile address, which costs the server no computation.
import { describe, expect, it } from 'vitest';
import { ROW_P50 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { decodeShare } from '../../core/scenario/share.js';
import { createNodeEngine } from '../../package/load-node.js';
import { FirstAnswers } from '../../server/page/first-answer.js';
import { parseConfig } from '../../server/settings/config.js';
import { axeViolations } from './axe.js';
import {
  api,
  DESKTOP,
  FAMILY,
  open,
  PHONE,
  type Projection,
  pageJson,
  pageSession,
  wholeDollars,
} from './page-session.js';

const session = pageSession();

/** The answer's elements, each with one line of text (web/index.html). */
const LINES = [
  'headline-plan',
  'headline-label',
  'headline-figure',
  'headline-range',
  'headline-cuts',
  'headline-expected',
];

/** The text of the element with `id` in raw HTML, its entities decoded (the five escapeHtml writes). */
function rawText(html: string, id: string): string {
  const match = new RegExp(`<(\\w+) id="${id}"[^>]*>([^<]*)</\\1>`).exec(html);
  if (!match) throw new Error(`no #${id} in the page`);
  return (match[2] ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

async function getPage(path: string): Promise<{ html: string; etag: string; status: number }> {
  const response = await fetch(session.server.url + path);
  return { html: await response.text(), etag: response.headers.get('etag') ?? '', status: response.status };
}

interface Note {
  basis: 'real' | 'nominal';
  plans: string[];
}

function noteOf(html: string): Note | null {
  const match = /<script type="application\/json" id="first-answer">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no #first-answer in the page');
  return JSON.parse(match[1] ?? 'null') as Note | null;
}

/** The lines the page shows, by id. */
async function shownLines(page: import('playwright-core').Page): Promise<Record<string, string>> {
  return page.evaluate(
    (ids) => Object.fromEntries(ids.map((id) => [id, document.getElementById(id)?.textContent ?? ''])),
    LINES,
  );
}

/** The answer's markup without its tools (the choice of dollars, saving a plan to compare), whose
 *  inputs the page's script sets up (a saved plan's longest name, the next plan's default name). */
async function answerMarkup(page: import('playwright-core').Page): Promise<string> {
  return page.evaluate(() => {
    const answer = document.getElementById('answer')?.cloneNode(true);
    if (!(answer instanceof HTMLElement)) return '';
    answer.querySelector('.answer-tools')?.remove();
    return answer.outerHTML;
  });
}

describe('the first answer, written by the server', () => {
  it('is in the raw HTML for the default plan, of the server date and the days either side', async () => {
    const { html, status } = await getPage('/');
    expect(status).toBe(200);
    expect(html).toContain('<body data-state="prerendered">');
    expect(html).toContain('<div id="answer" class="answer">');
    expect(rawText(html, 'headline-figure')).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    expect(rawText(html, 'headline-label')).toBe("Median at 18 years, in today's dollars");
    const note = noteOf(html);
    expect(note?.basis).toBe('real');
    const dates = (note?.plans ?? []).map((s) => {
      const decoded = decodeShare(s);
      if (!decoded.ok) throw new Error('a plan in the note is not a share string');
      return (decoded.value as { asOf: string }).asOf;
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(dates).toContain(today);
    for (const date of dates) expect(Math.abs(Date.parse(date) - Date.parse(today))).toBeLessThanOrEqual(86_400_000);
  });

  it('is the number the API projects for the default plan', async () => {
    const { html } = await getPage('/');
    const today = (noteOf(html)?.plans ?? []).map((s) => decodeShare(s)).find((d) => d.ok);
    if (!today?.ok) throw new Error('no plan in the note');
    const { projection } = await api(session.server.url, today.value);
    const median = itemAt(itemAt(projection.percentiles.realCents, ROW_P50), projection.percentiles.ages.length - 1);
    expect(rawText(html, 'headline-figure')).toBe(wholeDollars(median));
    expect(rawText(html, 'headline-plan')).toBe(
      'The plan: $100 a month from parents from birth to 18 years, plus the $1,000 pilot contribution.',
    );
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'is what the page shows without JavaScript and, unchanged and unmoved, once its engine has computed (%s)',
    async (_, viewport) => {
      const { html } = await getPage('/');
      const raw = Object.fromEntries(LINES.map((id) => [id, rawText(html, id)]));

      const still = await session.browser.newContext({ javaScriptEnabled: false, viewport });
      const plain = await still.newPage();
      await plain.goto(`${session.server.url}/`);
      expect(await shownLines(plain)).toEqual(raw);
      await expect(plain.locator('#headline-figure').isVisible()).resolves.toBe(true);
      // The status ("Loading the calculator…") is left to screen readers, as beside any result.
      const status = await plain.locator('#status').boundingBox();
      expect(status?.width).toBeLessThanOrEqual(1);
      const withoutScript = await answerMarkup(plain);
      await still.close();
      // axe needs timers, which a page without JavaScript does not run: it checks the same page with
      // the page's own script refused and its <noscript> content shown, as a browser without
      // JavaScript renders it.
      const refused = await session.browser.newContext({ viewport });
      await refused.route('**/app.js*', (route) => route.abort());
      const bare = await refused.newPage();
      await bare.goto(`${session.server.url}/`);
      await bare.evaluate(() => {
        for (const note of Array.from(document.querySelectorAll('noscript'))) {
          const shown = document.createElement('div');
          shown.innerHTML = note.textContent ?? '';
          note.replaceWith(...Array.from(shown.childNodes));
        }
      });
      expect(await shownLines(bare)).toEqual(raw);
      expect(await axeViolations(bare)).toEqual([]);
      await refused.close();

      const context = await session.browser.newContext({ viewport });
      await context.addInitScript(() => {
        const shifts: { value: number; inAnswer: boolean }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            sources: { node: Node | null }[];
          }[]) {
            const inAnswer = entry.sources.some((source) => {
              const node = source.node;
              const element = node instanceof Element ? node : node?.parentElement;
              return element?.closest('#summary') != null;
            });
            shifts.push({ value: entry.value, inAnswer });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      const firstPaint = page.waitForFunction(() => document.getElementById('headline-figure')?.textContent !== '');
      await page.goto(`${session.server.url}/`);
      await firstPaint;
      const json = await page.waitForFunction(() =>
        document.body.dataset.state === 'ok' ? document.getElementById('projection-json')?.textContent : undefined,
      );
      const projection = JSON.parse((await json.jsonValue()) ?? '{}') as Projection;
      // The page's own default plan is one the server wrote the answer for.
      expect(noteOf(html)?.plans).toContain(new URL(projection.shareUrl).searchParams.get('s'));
      expect(await shownLines(page)).toEqual(raw);
      expect(await answerMarkup(page)).toBe(withoutScript);
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; inAnswer: boolean }[] }).shifts,
      );
      expect(shifts.filter((shift) => shift.inAnswer)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('in future dollars, when the address asks for them', async () => {
    const { html } = await getPage('/?dollars=future');
    expect(noteOf(html)?.basis).toBe('nominal');
    const raw = Object.fromEntries(LINES.map((id) => [id, rawText(html, id)]));
    expect(raw['headline-label']).toBe('Median at 18 years, in future dollars');
    const watched = await open(session.browser, `${session.server.url}/?dollars=future`);
    await watched.page.waitForFunction(() => document.body.dataset.state === 'ok');
    expect(await shownLines(watched.page)).toEqual(raw);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('not for a share link to another plan: the page shows that plan once computed, never the default', async () => {
    const { projection } = await api(session.server.url, FAMILY);
    const link = new URL(projection.shareUrl);
    const { html } = await getPage(`/${link.search}`);
    expect(noteOf(html)).toBeNull();
    expect(html).toContain('<body data-state="loading">');
    expect(html).toContain('<div id="answer" class="answer" hidden>');
    expect(rawText(html, 'headline-figure')).toBe('');
    // Every headline the answer shows while visible, noted by the page from its first moment: the
    // plan's own, never the default's (asked once loaded, a busy machine may have computed it already).
    const watched = await open(session.browser, 'about:blank');
    await watched.context.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { shownHeadlines: string[] }).shownHeadlines = shown;
      new MutationObserver(() => {
        if (document.getElementById('answer')?.hidden !== false) return;
        const text = document.getElementById('headline-figure')?.textContent ?? '';
        if (shown.at(-1) !== text) shown.push(text);
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await watched.page.goto(`${session.server.url}/${link.search}`);
    await pageJson(watched.page, projection.shareUrl);
    const median = itemAt(itemAt(projection.percentiles.realCents, ROW_P50), projection.percentiles.ages.length - 1);
    expect(await watched.page.locator('#headline-figure').textContent()).toBe(wholeDollars(median));
    const shown = await watched.page.evaluate(() => (window as unknown as { shownHeadlines: string[] }).shownHeadlines);
    expect(shown).toEqual([wholeDollars(median)]);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('for a share link to the default plan itself', async () => {
    const plans = noteOf((await getPage('/')).html)?.plans ?? [];
    const { html } = await getPage(`/?s=${itemAt(plans, 0)}`);
    expect(noteOf(html)?.plans).toEqual(plans);
    expect(html).toContain('<body data-state="prerendered">');
  });

  it('a hostile address gets the page without a written answer, the same bytes for any of them', async () => {
    const plain = await getPage('/?s=x');
    expect(plain.status).toBe(200);
    expect(noteOf(plain.html)).toBeNull();
    const hostile = [
      `/?s=${'A'.repeat(7000)}`,
      `/?${Array.from({ length: 600 }, (_, i) => `s=${i}`).join('&')}`,
      '/?s=%E0%A4%A',
      '/?s=%00%3Cscript%3E&dollars=%3C%2Fscript%3E',
      `/?s=${encodeURIComponent('"><script>alert(1)</script>')}`,
    ];
    for (const path of hostile) {
      const got = await getPage(path);
      expect(got.status, path).toBe(200);
      expect(got.etag, path).toBe(plain.etag);
      expect(got.html, path).toBe(plain.html);
    }
    // Without an `s` the page's script opens the default plan (it reads the address as the server
    // does), so these get the default plan's page, in today's dollars.
    const fresh = await getPage('/');
    // The child's state is the page's own (its gifts and links), never the first answer's: any
    // `state`, a postal code or not, repeated or huge, gets the same page.
    for (const path of [
      '/?s[a][b][c]=1&dollars[]=future',
      `/?${'x=1&'.repeat(1000)}`,
      '/?dollars=%FF%FE',
      '/?state=CT',
      '/?state=CT&state=NY',
      '/?state=__proto__&state=toString',
      '/?state[]=CT',
      '/?state=%FF%FE%00',
      `/?state=${'C'.repeat(8000)}`,
    ]) {
      const got = await getPage(path);
      expect(got.status, path).toBe(200);
      expect(got.etag, path).toBe(fresh.etag);
    }
  });
});

describe('the first answers kept by the server', () => {
  it('are computed once per date, and follow the date when it changes', async () => {
    const engine = await createNodeEngine();
    const config = parseConfig({ SITE_URL: 'https://530a.example', ENGINE_THREADS: '0' });
    let now = Date.parse('2026-12-31T12:00:00Z');
    const answers = new FirstAnswers(engine, undefined, config, () => now);
    const datesOf = (plans: string[]) =>
      plans.map((s) => {
        const decoded = decodeShare(s);
        return decoded.ok ? (decoded.value as { asOf: string }).asOf : '';
      });
    const first = await answers.forBasis('real');
    expect(datesOf(first?.plans ?? [])).toContain('2026-12-31');
    for (const date of datesOf(first?.plans ?? [])) expect(['2026-12-30', '2026-12-31', '2027-01-01']).toContain(date);
    now += 24 * 60 * 60 * 1000;
    const next = await answers.forBasis('nominal');
    expect(datesOf(next?.plans ?? [])).toContain('2027-01-01');
    for (const date of datesOf(next?.plans ?? [])) expect(['2026-12-31', '2027-01-01', '2027-01-02']).toContain(date);
    expect(next?.words.label).toBe('Median at 18 years, in future dollars');
  });
});
