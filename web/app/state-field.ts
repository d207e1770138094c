// "Which state do you live in?" in the after-tax section (docs/after-tax.md#state-tax): the 50
// states and DC from the jurisdictions' own list (core/statute/states/index.ts), named in the
// page's language (state-choices.ts), one whose income
// tax is not modelled yet shown but disabled ("not yet"), and "No state tax shown", which sends no
// afterTax.state (federal tax only, as a scenario without it has always meant). A share link's
// parentStateRate is kept while its state stays chosen; another state takes its own default.
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import { STATE_TAX, STATE_TAX_LIST } from '../../core/statute/states/index.js';
import { type Field, type Slots, selectField } from './fields.js';
import { stateChoices } from './state-choices.js';
import { words } from './words.js';

type AfterTax = NonNullable<NormalisedScenario['afterTax']>;

export class StateField {
  readonly wrapper: HTMLElement;
  /** The select, for the child's state to follow (states-follow.ts). */
  readonly input: HTMLSelectElement;
  private readonly field: Field<HTMLSelectElement>;
  private kept: Pick<AfterTax, 'state' | 'parentStateRate'> = {};

  constructor(slots: Slots) {
    this.field = selectField(
      slots,
      '/afterTax/state',
      'after-tax-state',
      words.taxFields.state,
      [
        ['', words.taxFields.noState],
        ...stateChoices(STATE_TAX_LIST.map(({ code }) => code)).map(([code, name]): [string, string] => [
          code,
          STATE_TAX[code].status === 'modelled' ? name : words.taxFields.notYet(name),
        ]),
      ],
      words.taxFields.stateHint,
    );
    for (const option of this.field.input.options) {
      const jurisdiction = STATE_TAX_LIST.find(({ code }) => code === option.value);
      option.disabled = jurisdiction?.status === 'notYet';
    }
    this.wrapper = this.field.wrapper;
    this.input = this.field.input;
  }

  /** The scenario's fields: the state when one is chosen, with a share link's rate for that state. */
  read(): { state?: string; parentStateRate?: number } {
    const state = this.field.input.value;
    if (state === '') return {};
    return state === this.kept.state ? { ...this.kept } : { state };
  }

  write(afterTax: AfterTax | undefined): void {
    this.field.input.value = afterTax?.state ?? '';
    this.kept = {};
    if (afterTax?.state !== undefined) {
      this.kept.state = afterTax.state;
      if (afterTax.parentStateRate !== undefined) this.kept.parentStateRate = afterTax.parentStateRate;
    }
  }
}
