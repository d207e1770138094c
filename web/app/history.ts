// What the page says under the historical model (docs/model.md#historical-markets): the worst and
// best starting months with their balances at the target, that every window is a market that
// happened, that history is not a forecast, and whose data it is. Hidden under simulated markets.
import { longMonth } from '../../core/common/dates.js';
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
  return (
    `Had this plan started in ${longMonth(worst.startMonth)}, the worst of the ${windowsText(historical)}, it ` +
    `would have reached ${final(worst.finalNominalCents)} at age ${ageText(targetAgeMonths)}; started in ` +
    `${longMonth(best.startMonth)}, the best, ${final(best.finalNominalCents)} (${basisWords(basis)}).`
  );
}

/** "Market history: Robert Shiller's monthly S&P 500 data ..., licensed ODC-PDDL-1.0." with links. */
function creditNode(): HTMLElement {
  return el(
    'span',
    { class: 'credit' },
    'Market history: ',
    el('a', { href: HISTORY_DATA.authorUrl }, HISTORY_DATA.author),
    `'s ${HISTORY_DATA.what}, in `,
    el('a', { href: HISTORY_DATA.editionUrl }, HISTORY_DATA.edition),
    ', licensed ',
    el('a', { href: HISTORY_DATA.licenceUrl }, HISTORY_DATA.licence),
    '.',
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
  const complete = `Each of them ends by ${longMonth(historical.lastMonth)}, where the data ends: only markets that happened.`;
  container.replaceChildren(
    el('h3', {}, 'What history says'),
    el('p', { id: 'history-extremes' }, extremesText(shown, historical, target, basis)),
    el(
      'p',
      { class: 'hint' },
      `The bands show the same plan started in each of the ${windowsText(historical)}, ` +
        `with the S&P 500's real returns that followed, plus inflation, less the fee. ${complete} History is not a ` +
        'forecast: ',
      el('a', { href: '/kb/historical-markets' }, 'how this works and what it cannot tell'),
      '.',
    ),
    el('p', { class: 'hint', id: 'history-credit' }, creditNode()),
  );
}
