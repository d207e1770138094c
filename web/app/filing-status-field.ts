// How the child files once the kiddie tax no longer reaches a withdrawal (docs/after-tax.md#filing-status),
// in a parent's words: one choice in the after-tax section. "Married, filing jointly" puts
// afterTax.filingStatus "marriedJoint" into the scenario and its share link; "Single" puts nothing,
// as a scenario without it has always meant.
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import type { FilingStatus } from '../../core/schemas/scenario-values.js';
import { type Field, type Slots, selectField } from './fields.js';
import { words } from './words.js';

type AfterTax = NonNullable<NormalisedScenario['afterTax']>;

const STATUS_WORDS: Record<FilingStatus, string> = {
  single: words.taxFields.single,
  marriedJoint: words.taxFields.joint,
};

export class FilingStatusField {
  readonly wrapper: HTMLElement;
  private readonly field: Field<HTMLSelectElement>;

  constructor(slots: Slots) {
    this.field = selectField(
      slots,
      '/afterTax/filingStatus',
      'f-tax-filing',
      words.taxFields.filing,
      Object.entries(STATUS_WORDS),
      words.taxFields.filingHint,
    );
    this.wrapper = this.field.wrapper;
  }

  /** The scenario's field: only a joint return is written. */
  read(): { filingStatus?: 'marriedJoint' } {
    return this.field.input.value === 'marriedJoint' ? { filingStatus: 'marriedJoint' } : {};
  }

  write(afterTax: AfterTax | undefined): void {
    this.field.input.value = afterTax?.filingStatus ?? 'single';
  }
}
