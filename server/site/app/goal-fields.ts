// "Plan for a goal" (docs/api.md#website): the amount wanted, at what age, with what chance, in
// which dollars, and which source's amount to find. Off by default; when on, the scenario gains its
// goal (so a share link keeps it) and the page solves for the chosen source (engine-worker.ts).

import type { Goal } from '../../engine/scenario.js';
import { GOAL_DEFAULTS } from '../../schemas/scenario-values.js';
import { el } from './dom.js';
import {
  type AgeField,
  ageField,
  amountField,
  checkboxField,
  type Field,
  percentField,
  type Slots,
  selectField,
  writeAge,
} from './fields.js';
import type { Reader } from './reader.js';
import { centsToDollars, fractionToPercent } from './text.js';

/** A goal a parent might start from: $50,000 at 18, three chances in four. */
const DEFAULT_GOAL = { amountCents: '5000000', atAgeMonths: 216, real: false, probability: 0.75 } as const;

export class GoalFields {
  readonly element: HTMLFieldSetElement;
  private readonly on: HTMLInputElement;
  private readonly body: HTMLElement;
  private readonly amount: Field;
  private readonly age: AgeField;
  private readonly chance: Field;
  private readonly real: Field;
  private readonly source: Field<HTMLSelectElement>;

  constructor(slots: Slots) {
    this.on = el('input', { id: 'f-goal-on', type: 'checkbox' });
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
    this.body = el(
      'div',
      { id: 'f-goal-fields', hidden: true },
      el('div', { class: 'grid' }, this.amount.wrapper, this.age.wrapper, this.chance.wrapper, this.source.wrapper),
      this.real.wrapper,
    );
    this.element = el(
      'fieldset',
      { class: 'group goal' },
      el('legend', {}, 'Plan for a goal'),
      el(
        'div',
        { class: 'field check' },
        this.on,
        el('label', { for: 'f-goal-on' }, 'Find what it takes to reach an amount by an age'),
      ),
      this.body,
    );
    this.on.addEventListener('change', () => {
      this.body.hidden = !this.on.checked;
    });
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
    if (!this.on.checked) return undefined;
    return {
      amountCents: r.amount('/goal/amountCents', this.amount.input),
      atAgeMonths: r.age('/goal/atAgeMonths', this.age),
      real: this.real.input.checked,
      probability: r.percent('/goal/probability', this.chance.input),
    };
  }

  /** The source to solve for, when the goal is on and there is one. */
  get sourceId(): string | undefined {
    return this.on.checked && this.source.input.value !== '' ? this.source.input.value : undefined;
  }

  /** Shows a scenario's goal (a share link's), or the default goal, switched off. */
  write(goal: Goal | undefined): void {
    const shown = goal ?? { ...DEFAULT_GOAL };
    this.on.checked = goal !== undefined;
    this.body.hidden = goal === undefined;
    this.amount.input.value = centsToDollars(shown.amountCents);
    writeAge(this.age, shown.atAgeMonths);
    this.chance.input.value = fractionToPercent(shown.probability ?? GOAL_DEFAULTS.probability);
    this.real.input.checked = shown.real;
  }
}
