// "Plan for a goal" (docs/api.md#website): the amount wanted, at what age, with what chance, and
// which source's amount to find. Off by default; when on, the scenario gains its goal (so a share
// link keeps it) and the page solves for the chosen source (projection-worker.ts).
//
// The amount is in the page's choice of dollars, as every figure on the page is: a goal typed while
// the page shows today's dollars is `real`. When the choice changes, or a share link's goal is in the
// other kind, the field shows the same goal in the page's dollars, converted with the deflator at the
// goal's age of the answer shown; the goal itself is kept as set (its amount and kind) until the
// amount is typed over, so changing the dollars changes no answer and no share link.

import type { Goal } from '../../core/scenario/scenario.js';
import { el } from './dom.js';
import {
  type AgeField,
  ageField,
  amountField,
  type Field,
  percentField,
  type Slots,
  type SwitchedGroup,
  selectField,
  switchedGroup,
  writeAge,
} from './fields.js';
import { goalCentsIn } from './goal-view.js';
import { Reader } from './reader.js';
import type { Shown } from './shown.js';
import { type Basis, basisWords, centsToDollars, fractionToPercent } from './text.js';
import { words } from './words.js';

const w = words.goal;

/** A goal a parent might start from: $50,000 at 18 (in the page's dollars), three chances in four. */
const DEFAULT_GOAL = { amountCents: '5000000', atAgeMonths: 216, probability: 0.75 } as const;

/** A goal's amount and its kind of dollars. */
interface Amount {
  amountCents: string;
  real: boolean;
}

export class GoalFields {
  readonly element: HTMLFieldSetElement;
  private readonly group: SwitchedGroup;
  private readonly amount: Field;
  private readonly age: AgeField;
  private readonly chance: Field;
  private readonly source: Field<HTMLSelectElement>;
  private readonly hint: HTMLElement;
  /** The page's choice of dollars. */
  private basis: Basis = 'real';
  /** The kind of dollars of the figure in the amount field, which its hint names. */
  private kind: Basis = 'real';
  /** The goal's amount as set; while the field holds `written`, the goal is this one. */
  private asSet: Amount = { amountCents: DEFAULT_GOAL.amountCents, real: true };
  private written = '';

  constructor(slots: Slots) {
    this.amount = amountField(slots, '/goal/amountCents', 'f-goal-amount', w.amount, ' ');
    this.hint = this.amount.wrapper.querySelector('.hint') as HTMLElement;
    this.age = ageField(slots, '/goal/atAgeMonths', 'f-goal-age', w.age);
    this.chance = percentField(slots, '/goal/probability', 'f-goal-chance', w.chance, w.chanceHint);
    this.source = selectField(slots, '/sourceId', 'f-goal-source', w.source, []);
    const body = el(
      'div',
      { id: 'f-goal-fields' },
      el('div', { class: 'grid' }, this.amount.wrapper, this.age.wrapper, this.chance.wrapper, this.source.wrapper),
    );
    this.group = switchedGroup('f-goal-on', 'goal', w.legend, w.switch, body);
    this.element = this.group.element;
    this.write(undefined);
  }

  /** Offers the sources by name, keeping the choice when it is still there. */
  offer(sourceIds: readonly string[]): void {
    const select = this.source.input;
    const chosen = select.value;
    const names = Array.from(select.options, (option) => option.value);
    if (names.length !== sourceIds.length || names.some((name, i) => name !== sourceIds[i])) {
      select.replaceChildren(...sourceIds.map((id) => el('option', { value: id }, id === '' ? w.noName : id)));
    }
    if (sourceIds.includes(chosen)) select.value = chosen;
  }

  /** The goal as typed (when on), for the scenario: the goal as set while its figure is untouched,
   *  else the figure typed, in the kind of dollars the field's hint names. */
  read(r: Reader): Record<string, unknown> | undefined {
    if (!this.group.box.checked) return undefined;
    const typed = r.amount('/goal/amountCents', this.amount.input);
    const { amountCents, real } = this.current(typed);
    return {
      amountCents,
      atAgeMonths: r.age('/goal/atAgeMonths', this.age),
      real,
      probability: r.percent('/goal/probability', this.chance.input),
    };
  }

  /** The source to solve for, when the goal is on and there is one. */
  get sourceId(): string | undefined {
    return this.group.box.checked && this.source.input.value !== '' ? this.source.input.value : undefined;
  }

  /** Shows a scenario's goal (a share link's) in its own kind of dollars until an answer lets
   *  follow() convert it, or the default goal in the page's dollars, switched off. */
  write(goal: Goal | undefined): void {
    this.group.switchTo(goal !== undefined);
    this.show(goal ?? { amountCents: DEFAULT_GOAL.amountCents, real: this.basis === 'real' });
    writeAge(this.age, goal?.atAgeMonths ?? DEFAULT_GOAL.atAgeMonths);
    this.chance.input.value = fractionToPercent(goal?.probability ?? DEFAULT_GOAL.probability);
  }

  /** Puts the goal's figure in the page's dollars `basis`. A goal switched off has answered
   *  nothing: its figure simply takes the page's kind. A goal switched on in the other kind is
   *  converted with the deflator at its age of the answer `shown`, when that answer is of the goal
   *  the form holds (again after each answer: its age may have changed); until then its figure stays
   *  in its own kind, which the hint names. */
  follow(basis: Basis, shown?: Pick<Shown, 'projection' | 'today'>): void {
    this.basis = basis;
    this.align(shown);
    this.setKind(this.kind); // the hint names the page's dollars too
  }

  private align(shown: Pick<Shown, 'projection' | 'today'> | undefined): void {
    const basis = this.basis;
    const input = this.amount.input;
    const current = this.current(input.value.trim() === '' ? '' : new Reader().amount('', input));
    if (!this.group.box.checked) {
      if (this.kind === basis) return;
      this.asSet = { amountCents: current.amountCents, real: basis === 'real' };
      this.written = input.value;
      this.setKind(basis);
      return;
    }
    if (current.real === (basis === 'real')) {
      if (this.kind !== basis) this.show(current); // back to the figure as set
      return;
    }
    const answered = shown?.projection.goal;
    const deflator = shown?.today.goalDeflator;
    if (answered === undefined || deflator === undefined) return;
    const same =
      answered.amountCents === current.amountCents &&
      answered.real === current.real &&
      answered.atAgeMonths === new Reader().age('', this.age);
    if (same) this.show(current, deflator);
  }

  /** The goal the field holds: as set while its figure is the one written, else `typed`. */
  private current(typed: string): Amount {
    if (this.amount.input.value === this.written) return this.asSet;
    return { amountCents: typed, real: this.kind === 'real' };
  }

  /** Writes a goal's amount in the page's dollars when the deflator allows, else in its own kind. */
  private show(goal: Amount, deflator?: number): void {
    this.asSet = { ...goal };
    const kind: Basis = goal.real ? 'real' : 'nominal';
    const shownIn = deflator === undefined ? kind : this.basis;
    const cents = deflator === undefined ? goal.amountCents : String(goalCentsIn(goal, shownIn, deflator));
    const text = centsToDollars(cents);
    if (this.amount.input.value !== text) this.amount.input.value = text; // a caret stays where it is
    this.written = text;
    this.setKind(shownIn);
  }

  private setKind(kind: Basis): void {
    this.kind = kind;
    this.hint.textContent =
      kind === this.basis ? w.inBasis(basisWords(kind)) : w.inOther(basisWords(kind), basisWords(this.basis));
  }
}
