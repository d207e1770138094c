// The printed report (docs/api.md#website): what the page prints besides the answer, the chart, the
// yearly table and the after-tax comparison, for a parent to hand to an adviser: where it comes
// from and when (the day it is printed, the plan's start date whose dollars "today's dollars" are,
// the day the rules were checked, the market history's months), what the markets assume, and the
// sources with their addresses written out, since paper has no links. Shown only in print
// (app.css); rewritten with every answer and again just before printing (the date).
import { longDate, longMonth } from '../../core/common/dates.js';
import { percent } from '../../core/common/format.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { SiteSettings } from '../../core/schemas/site-settings.js';
import { HISTORY_DATA } from '../../core/statute/attribution.js';
import { byId, el } from './dom.js';
import { localToday } from './text.js';

/** "simulated markets: 2,000 paths, an expected 7% a year after inflation, ..." */
function marketWords(projection: Projection): string {
  const a = projection.assumptions;
  const costs = `inflation of ${percent(a.annualInflation)} a year and a fund fee of ${percent(a.annualFee)} a year`;
  const { historical } = projection;
  if (historical)
    return (
      `Markets: the S&P 500's history, every complete window from ${longMonth(historical.firstStartMonth)} to ` +
      `${longMonth(historical.lastStartMonth)} (${historical.windows.toLocaleString('en-US')} starting months), with ${costs}.`
    );
  return (
    `Markets: ${a.mcPathsSimulated.toLocaleString('en-US')} simulated paths, an expected return of ` +
    `${percent(a.annualReturn)} a year${a.returnIsReal ? ' after inflation' : ''} with a volatility of ` +
    `${percent(a.annualVolatility)}, ${costs} (random seed ${a.mcSeed}).`
  );
}

/** The dates: printed, the plan's start, the rules checked and, under history, the data's months. */
function datesWords(projection: Projection, asOf: string, config: SiteSettings): string {
  const { historical } = projection;
  return (
    `Printed on ${longDate(localToday())} from ${config.siteUrl}. Figures as of ${longDate(asOf)} ` +
    `("today's dollars" are dollars of that day). Rules as checked on ${longDate(config.rulesVerifiedAt)}` +
    (historical
      ? `; market history from ${longMonth(historical.firstMonth)} to ${longMonth(historical.lastMonth)}.`
      : '.')
  );
}

function sourceItems(projection: Projection, config: SiteSettings): HTMLElement[] {
  const site = config.siteUrl;
  return [
    el(
      'li',
      {},
      'The law: section 530A of the Internal Revenue Code, created by Public Law 119-21',
      projection.afterTax ? ', and the federal tax figures of 2026 (Rev. Proc. 2025-32)' : '',
      `; every fact with its primary source, and what is not yet settled: ${site}/v1/rules.`,
    ),
    // The market history's data only when the figures come from it.
    ...(projection.historical === undefined
      ? []
      : [
          el(
            'li',
            {},
            `Market history: ${HISTORY_DATA.author}'s ${HISTORY_DATA.what}, in ` +
              `${HISTORY_DATA.edition} (${HISTORY_DATA.editionUrl}), licensed ${HISTORY_DATA.licence}.`,
          ),
        ]),
    el('li', {}, `How the figures are computed: ${site}/docs, the same engine as POST ${site}/v1/project.`),
  ];
}

/** How many charts the report prints side by side: the main one, the goal's with a goal, every run
 *  of history under history. app.css lays the report out by this count (`data-paper-charts`). */
export function paperCharts(projection: Projection): number {
  return 1 + (projection.goal === undefined ? 0 : 1) + (projection.historical === undefined ? 0 : 1);
}

/** Characters of the plan's link printed before an ellipsis: the site's address and the start of `s`. */
const PRINTED_LINK_CHARACTERS = 48;

/** The plan's link on paper (docs/api.md#website): a link holds the whole plan, 600 to 2,000
 *  characters that nobody types from paper, so the report prints its start and its length, and
 *  links the line to the whole of it, which a PDF of the report keeps. */
export function paperLink(link: string): (string | HTMLElement)[] {
  return [
    'This plan: ',
    el('a', { href: link }, `${link.slice(0, PRINTED_LINK_CHARACTERS)}…`),
    ` (${link.length.toLocaleString('en-US')} characters: the page's share link, and a link in a PDF).`,
  ];
}

/** The report of the answer on screen, written again just before printing (the date moves on). */
let latest: (() => void) | undefined;
/** What is drawn for paper only just before printing: too much work to redo with every answer. */
let paperDrawing: (() => void) | undefined;
window.addEventListener('beforeprint', () => {
  latest?.();
  paperDrawing?.();
});

/** Keeps `draw` to run just before the page is printed (every run of history on paper). */
export function drawBeforePrinting(draw: () => void): void {
  paperDrawing = draw;
}

/** Writes the report's head (dates, markets) and its sources for a projection of `asOf`. */
export function renderReport(projection: Projection, asOf: string, config: SiteSettings): void {
  latest = () => {
    byId('report-dates').textContent = datesWords(projection, asOf, config);
    byId('report-markets').textContent = marketWords(projection);
    byId('report-sources').replaceChildren(...sourceItems(projection, config));
  };
  latest();
}
