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
    el(
      'li',
      {},
      `Market history: ${HISTORY_DATA.author}'s ${HISTORY_DATA.what} (${HISTORY_DATA.authorUrl}), in ` +
        `${HISTORY_DATA.edition} (${HISTORY_DATA.editionUrl}), licensed ${HISTORY_DATA.licence}.`,
    ),
    el('li', {}, `How the figures are computed: ${site}/docs, the same engine as POST ${site}/v1/project.`),
  ];
}

/** The report of the answer on screen, written again just before printing (the date moves on). */
let latest: (() => void) | undefined;
window.addEventListener('beforeprint', () => latest?.());

/** Writes the report's head (dates, markets) and its sources for a projection of `asOf`. */
export function renderReport(projection: Projection, asOf: string, config: SiteSettings): void {
  latest = () => {
    byId('report-dates').textContent = datesWords(projection, asOf, config);
    byId('report-markets').textContent = marketWords(projection);
    byId('report-sources').replaceChildren(...sourceItems(projection, config));
  };
  latest();
}
