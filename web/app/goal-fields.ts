// "Plan for a goal" (docs/api.md#website): the amount wanted, at what age, with what chance, in
// which dollars, and which source's amount to find. Off by default; when on, the scenario gains its
// goal (so a share link keeps it) and the page solves for the chosen source (projection-worker.ts).

import type { Goal } from '../../core/scenario/scenario.js';
import { GOAL_DEFAULTS } from '../../core/schemas/scenario-values.js';
import { el } from './dom.js';
import {
  type AgeField,
  ageField,
  amountField,
  checkboxField,
  type Field,
  percentField,
  type Slots,
  type SwitchedGroup,
  selectField,
  switchedGroup,
  writeAge,
} from './fields.js';
import type { Reader } from './reader.js';
import { centsToDollars, fractionToPercent } from './text.js';

/** A goal a parent might start from: $50,000 at 18, three chances in four. */
const DEFAULT_GOAL = { amountCents: '5000000', atAgeMonths: 216, real: false, probability: 0.75 } as const;

export class GoalFields {
  readonly element: HTMLFieldSetElement;
  private readonly group: SwitchedGroup;
  private readonly amount: Field;
  private readonly age: AgeField;
  private readonly chance: Field;
  private readonly real: Field;
  private readonly source: Field<HTMLSelectElement>;

  constructor(slots: Slots) {
    this.amount = amountField(slots, '/goal/amountCents', 'f-goal-amount', 'Amount wanted');
    this.age = ageField(slots, '/goal/atAgeMonths', 'f-goal-age', 'At age');
    this.chance = percentField(
      slots,
      '/goal/probability',
      'f-goal-chance',
      'Chance of reaching it',
      'The share of markets that must reach it: 50% is a coin toss, 90% a cautious plan.',
    );
    this.real = checkboxField(slots, '/goal/real', 'f-goal-real', "The amount is in today's dollars");
    this.source = selectField(slots, '/sourceId', 'f-goal-source', 'Find the amount of', []);
    const body = el(
      'div',
      { id: 'f-goal-fields' },
      el('div', { class: 'grid' }, this.amount.wrapper, this.age.wrapper, this.chance.wrapper, this.source.wrapper),
      this.real.wrapper,
    );
    this.group = switchedGroup(
      'f-goal-on',
      'goal',
      'Plan for a goal',
      'Find what it takes to reach an amount by an age',
      body,
    );
    this.element = this.group.element;
    this.write(undefined);
  }

  /** Offers the sources by name, keeping the choice when it is still there. */
  offer(sourceIds: readonly string[]): void {
    const select = this.source.input;
    const chosen = select.value;
    const names = Array.from(select.options, (option) => option.value);
    if (names.length !== sourceIds.length || names.some((name, i) => name !== sourceIds[i])) {
      select.replaceChildren(...sourceIds.map((id) => el('option', { value: id }, id === '' ? '(no name yet)' : id)));
    }
    if (sourceIds.includes(chosen)) select.value = chosen;
  }

  /** The goal as typed (when on), for the scenario. */
  read(r: Reader): Record<string, unknown> | undefined {
    if (!this.group.box.checked) return undefined;
    return {
      amountCents: r.amount('/goal/amountCents', this.amount.input),
      atAgeMonths: r.age('/goal/atAgeMonths', this.age),
      real: this.real.input.checked,
      probability: r.percent('/goal/probability', this.chance.input),
    };
  }

  /** The source to solve for, when the goal is on and there is one. */
  get sourceId(): string | undefined {
    return this.group.box.checked && this.source.input.value !== '' ? this.source.input.value : undefined;
  }

  /** Shows a scenario's goal (a share link's), or the default goal, switched off. */
  write(goal: Goal | undefined): void {
    const shown = goal ?? { ...DEFAULT_GOAL };
    this.group.switchTo(goal !== undefined);
    this.amount.input.value = centsToDollars(shown.amountCents);
    writeAge(this.age, shown.atAgeMonths);
    this.chance.input.value = fractionToPercent(shown.probability ?? GOAL_DEFAULTS.probability);
    this.real.input.checked = shown.real;
  }
}
