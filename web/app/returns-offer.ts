// The eligible funds' trailing returns (GET /v1/returns, docs/api.md#returns) as one-click return
// assumptions: each fund's 1-, 5- and 10-year annual return to its date, nominal and after the
// fund's own fee, with the caveat that the past is not a forecast. Asked for only when opened.
import { percent } from '../../core/common/format.js';
import type { Returns } from '../../core/schemas/returns.js';
import { ANNUAL_RETURN_BOUNDS } from '../../core/schemas/scenario-values.js';
import { ELIGIBLE_FUNDS } from '../../core/statute/eligible-funds.js';
import { el } from './dom.js';
import { words } from './words.js';

const PERIODS = [
  ['1y', words.answer.ageText(12)],
  ['5y', words.answer.ageText(60)],
  ['10y', words.answer.ageText(120)],
] as const;

export function offerReturns(container: HTMLElement, use: (fraction: number) => void): void {
  const body = el('div', { class: 'offer-body' }, el('p', { class: 'hint' }, words.returns.loading));
  const details = el('details', { class: 'offer', id: 'return-offer' }, el('summary', {}, words.returns.summary), body);
  let asked = false;
  details.addEventListener('toggle', () => {
    if (!details.open || asked) return;
    asked = true;
    void load(body, use);
  });
  container.replaceChildren(details);
}

async function load(body: HTMLElement, use: (fraction: number) => void): Promise<void> {
  let returns: Returns;
  try {
    const response = await fetch('/v1/returns', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(String(response.status));
    returns = (await response.json()) as Returns;
  } catch {
    body.replaceChildren(el('p', { class: 'hint' }, words.returns.unavailable));
    return;
  }
  const rows = ELIGIBLE_FUNDS.flatMap((fund) => {
    const figures = returns.funds[fund.ticker];
    if (!figures) return [];
    const buttons = PERIODS.flatMap(([key, period]) => {
      const value = figures[key];
      if (value === null) return [];
      const usable = value >= ANNUAL_RETURN_BOUNDS.minimum && value <= ANNUAL_RETURN_BOUNDS.maximum;
      const button = el(
        'button',
        { type: 'button', class: 'secondary small', 'data-return': value, disabled: !usable },
        `${period}: ${percent(value)}`,
      );
      button.setAttribute('aria-label', words.returns.label(fund.ticker, period, percent(value)));
      button.addEventListener('click', () => use(value));
      return [button];
    });
    return [
      el(
        'li',
        {},
        el('span', { class: 'fund' }, el('abbr', { title: fund.name }, fund.ticker), ` ${fund.name}`),
        el('span', { class: 'periods' }, ...buttons),
      ),
    ];
  });
  body.replaceChildren(
    el(
      'p',
      { class: 'hint' },
      words.returns.about(words.dates.long(returns.asOf), percent(ANNUAL_RETURN_BOUNDS.maximum)),
    ),
    el('ul', { class: 'funds' }, ...rows),
  );
}
