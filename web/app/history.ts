// What the page says under the historical model (docs/model.md#historical-markets): the worst and
// best starting months with their balances at the target, that every window is a market that
// happened, that history is not a forecast, and whose data it is. Hidden under simulated markets.
import type { Historical } from '../../core/schemas/projection.js';
import { HISTORY_DATA } from '../../core/statute/attribution.js';
import { el } from './dom.js';
import { atTarget, type Shown } from './shown.js';
import { ageText, type Basis, basisWords, money } from './text.js';
import { words } from './words.js';

/** "1,614 starting months, January 1871 to June 2005". */
export function windowsText(historical: Historical): string {
  return words.chart.windows(
    historical.windows.toLocaleString('en-US'),
    words.dates.month(historical.firstStartMonth),
    words.dates.month(historical.lastStartMonth),
  );
}

/** The sentence naming the worst and best starting months, in the chosen dollars. */
function extremesText(shown: Shown, historical: Historical, targetAgeMonths: number, basis: Basis): string {
  const { worst, best } = historical;
  const final = (cents: string) => money(atTarget(shown, cents, basis));
  return words.history.extremes(
    words.dates.month(worst.startMonth),
    windowsText(historical),
    final(worst.finalNominalCents),
    ageText(targetAgeMonths),
    words.dates.month(best.startMonth),
    final(best.finalNominalCents),
    basisWords(basis),
  );
}

const CREDIT_LINKS = {
  author: HISTORY_DATA.authorUrl,
  edition: HISTORY_DATA.editionUrl,
  licence: HISTORY_DATA.licenceUrl,
} as const;

/** "Market history: Robert Shiller's monthly S&P 500 data ..., licensed ODC-PDDL-1.0." with links. */
function creditNode(): HTMLElement {
  return el(
    'span',
    { class: 'credit' },
    ...words.history.credit((part, text) => el('a', { href: CREDIT_LINKS[part] }, text)),
  );
}

export function renderHistory(container: HTMLElement, shown: Shown, basis: Basis): void {
  const { projection } = shown;
  const { historical } = projection;
  container.hidden = historical === undefined;
  if (historical === undefined) {
    container.replaceChildren();
    return;
  }
  const target = projection.percentiles.ages[projection.percentiles.ages.length - 1] ?? 0;
  container.replaceChildren(
    el('h3', {}, words.history.title),
    el('p', { id: 'history-extremes' }, extremesText(shown, historical, target, basis)),
    el(
      'p',
      { class: 'hint' },
      words.history.bands(windowsText(historical), words.dates.month(historical.lastMonth)),
      el('a', { href: '/kb/historical-markets' }, words.history.howLink),
      '.',
    ),
    el('p', { class: 'hint', id: 'history-credit' }, creditNode()),
  );
}
