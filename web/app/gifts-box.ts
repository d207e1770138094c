// "Free money this child may get" (docs/api.md#website): the pilot contribution and each pledge
// that may apply to the child the form describes, one sentence each with what the page cannot
// check, and a button that puts it into the plan. The gifts are the answer of GET /v1/eligibility,
// computed by the same function (core/eligibility/eligibility.ts), so the page offers exactly what
// the API says. A pledge goes in as a charity source (a qualified general contribution, exempt from
// the limit) with one deposit at the age giftDepositAgeMonths gives; the pilot by its own box,
// "Include the $1,000 pilot contribution", since it is not a charity's money.
import { parseDate } from '../../core/common/dates.js';
import { usd } from '../../core/common/format.js';
import type { UsState } from '../../core/common/us-states.js';
import { eligibility, giftDepositAgeMonths } from '../../core/eligibility/eligibility.js';
import type { GiftRule } from '../../core/schemas/rules.js';
import { PILOT_RULE, PLEDGES } from '../../core/statute/pledges.js';
import { el } from './dom.js';
import { ageText, money } from './text.js';
import { words } from './words.js';

/** What the box asks of the form. */
export interface GiftActions {
  hasSource(name: string): boolean;
  seedIncluded(): boolean;
  includeSeed(): void;
  /** Adds a charity source with one deposit; false when the form holds as many sources as it may. */
  addGift(name: string, amountCents: string, atAgeMonths: number): boolean;
}

/** The name a pledge has as a source of the plan: "Dell pledge". One name per pledge, so a pledge
 *  already in the plan is recognised by it. */
function giftSourceName(rule: GiftRule): string {
  return words.gifts.sourceName(`${rule.id.charAt(0).toUpperCase()}${rule.id.slice(1)}`);
}

/** One gift the box offers: its words, and whether it is in the plan already. */
interface Offer {
  id: string;
  sentence: string;
  button: string;
  added: boolean;
  add: () => string | undefined;
}

function cents(amount: string): string {
  return money(Number(amount));
}

export class GiftsBox {
  readonly element: HTMLElement;
  private readonly list = el('ul', { class: 'gift-list', id: 'gift-list' });
  private readonly none = el('p', { id: 'gifts-none', hidden: true }, words.gifts.none);
  private readonly stateNote = el('p', { class: 'hint', id: 'gifts-state-note', hidden: true }, words.gifts.stateNote);
  private readonly status = el('p', { class: 'hint', id: 'gifts-status', role: 'status' });
  /** What was drawn last, so that a keystroke that changes nothing in the box redraws nothing. */
  private drawn = '';

  constructor(private readonly actions: GiftActions) {
    this.element = el(
      'section',
      { class: 'gifts', id: 'gifts', 'aria-labelledby': 'gifts-title', hidden: true },
      el('h3', { id: 'gifts-title' }, words.gifts.title),
      this.list,
      this.none,
      this.stateNote,
      el('p', { class: 'hint' }, words.gifts.asReported, el('a', { href: '/kb#rules' }, words.gifts.rules), '.'),
      this.status,
    );
  }

  /** Draws the gifts for the child as typed; hides the box while a date is not a date. */
  render(birthDate: unknown, asOf: unknown, state: UsState | undefined): void {
    if (typeof birthDate !== 'string' || typeof asOf !== 'string' || !parseDate(birthDate) || !parseDate(asOf)) {
      this.element.hidden = true;
      this.drawn = '';
      return;
    }
    const answer = eligibility({ birthDate, asOf, state });
    const offers: Offer[] = [];
    if (answer.pilot.eligible) {
      offers.push({
        id: PILOT_RULE.id,
        sentence: words.gifts.pilot(cents(answer.pilot.amountCents)),
        button: words.gifts.includePilot,
        added: this.actions.seedIncluded(),
        add: () => {
          this.actions.includeSeed();
          return words.gifts.pilotAdded(cents(answer.pilot.amountCents));
        },
      });
    }
    for (const item of answer.pledges) {
      const rule = PLEDGES.find((candidate) => candidate.id === item.id);
      if (!item.mayQualify || rule === undefined) continue;
      const name = giftSourceName(rule);
      const age = giftDepositAgeMonths(birthDate, asOf, rule);
      const conditions = words.gifts.conditions({
        id: item.id,
        zipIncomeBelow:
          rule.qualifies.zipMedianIncomeBelowCents === undefined
            ? null
            : usd(Number(rule.qualifies.zipMedianIncomeBelowCents)),
        usCitizen: rule.qualifies.usCitizen === true,
        otherTerms: rule.qualifies.otherTerms ?? [],
      });
      offers.push({
        id: item.id,
        sentence: words.gifts.pledge(cents(item.amountCents), words.gifts.sponsor(item.id, item.sponsor), conditions),
        button: words.gifts.add(name),
        added: this.actions.hasSource(name),
        add: () =>
          this.actions.addGift(name, item.amountCents, age)
            ? words.gifts.added(name, cents(item.amountCents), ageText(age))
            : words.gifts.full,
      });
    }
    const asksForState =
      state === undefined && answer.pledges.some((item) => !item.mayQualify && item.reason.includes('give the state'));
    const key = JSON.stringify([offers.map((offer) => [offer.id, offer.sentence, offer.added]), asksForState]);
    this.element.hidden = false;
    if (key === this.drawn) return;
    this.drawn = key;
    this.list.replaceChildren(...offers.map((offer) => this.item(offer)));
    this.none.hidden = offers.length > 0;
    this.stateNote.hidden = !asksForState;
  }

  private item(offer: Offer): HTMLLIElement {
    const textId = `gift-${offer.id}-text`;
    const sentence = el('span', { id: textId }, offer.sentence);
    if (offer.added) {
      return el(
        'li',
        { 'data-gift': offer.id },
        sentence,
        ' ',
        el('strong', { class: 'gift-added' }, words.gifts.inPlan),
      );
    }
    const button = el(
      'button',
      { type: 'button', class: 'secondary', id: `gift-${offer.id}-add`, 'aria-describedby': textId },
      offer.button,
    );
    button.addEventListener('click', () => {
      const said = offer.add();
      if (said !== undefined) this.status.textContent = said;
    });
    return el('li', { 'data-gift': offer.id }, sentence, ' ', button);
  }
}
