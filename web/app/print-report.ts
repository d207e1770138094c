// The printed report (docs/api.md#website): what the page prints besides the answer, the chart, the
// yearly table and the after-tax comparison, for a parent to hand to an adviser: where it comes
// from and when (the day it is printed, the plan's start date whose dollars "today's dollars" are,
// the day the rules were checked, the market history's months), what the markets assume, and the
// sources with their addresses written out, since paper has no links. Shown only in print
// (app.css); rewritten with every answer and again just before printing (the date).
import { percent } from '../../core/common/format.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { SiteSettings } from '../../core/schemas/site-settings.js';
import { HISTORY_DATA } from '../../core/statute/attribution.js';
import { byId, el } from './dom.js';
import { localToday } from './text.js';
import { words } from './words.js';

/** "simulated markets: 2,000 paths, an expected 7% a year after inflation, ...", naming a Sobol
 *  answer's sampler (docs/model.md#the-sobol-sampler). */
function marketWords(projection: Projection): string {
  const a = projection.assumptions;
  const r = words.report;
  const costs = r.costs(percent(a.annualInflation), percent(a.annualFee));
  const { historical } = projection;
  if (historical)
    return r.historyMarkets(
      words.dates.month(historical.firstStartMonth),
      words.dates.month(historical.lastStartMonth),
      historical.windows.toLocaleString('en-US'),
      costs,
    );
  return r.simulatedMarkets(
    a.mcPathsSimulated.toLocaleString('en-US'),
    percent(a.annualReturn),
    a.returnIsReal,
    percent(a.annualVolatility),
    costs,
    a.mcSeed,
    a.mcSampler === 'sobol',
  );
}

/** The dates: printed, the plan's start, the rules checked and, under history, the data's months. */
function datesWords(projection: Projection, asOf: string, config: SiteSettings): string {
  const { historical } = projection;
  const long = words.dates.long;
  return words.report.dates(
    long(localToday()),
    config.siteUrl,
    long(asOf),
    long(config.rulesVerifiedAt),
    historical ? [words.dates.month(historical.firstMonth), words.dates.month(historical.lastMonth)] : null,
  );
}

function sourceItems(projection: Projection, config: SiteSettings): HTMLElement[] {
  const site = config.siteUrl;
  return [
    el('li', {}, words.report.law(site, projection.afterTax !== undefined)),
    // The market history's data only when the figures come from it.
    ...(projection.historical === undefined
      ? []
      : [el('li', {}, words.report.history(HISTORY_DATA.author, HISTORY_DATA.editionUrl, HISTORY_DATA.licence))]),
    el('li', {}, words.report.how(site)),
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
    words.report.thisPlan,
    el('a', { href: link }, `${link.slice(0, PRINTED_LINK_CHARACTERS)}…`),
    words.report.linkLength(link.length.toLocaleString('en-US')),
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
