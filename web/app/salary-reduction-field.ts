// On an employer source: "Paid from my own pay before tax" (docs/after-tax.md#salary-reduction), a
// cafeteria plan under the employer's Trump account program. Shown only while the source's payer is
// an employer; ticked, it puts salaryReduction into the source, so that the after-tax comparison
// gives a 529 plan and a custodial account the same pay after income tax. Its hint says what the
// API's answer says too: Social Security and Medicare still apply, and the employer limit is per
// employee, shared by all of the employee's children.

import { usd } from '../../core/common/format.js';
import type { NormalisedSource } from '../../core/scenario/scenario.js';
import { STATUTE } from '../../core/statute/statute.js';
import { el } from './dom.js';
import { checkboxField, type Field, type Slots } from './fields.js';
import { words } from './words.js';

export class SalaryReductionField {
  readonly wrapper: HTMLElement;
  private readonly field: Field;

  constructor(slots: Slots, pointer: string, id: string) {
    this.field = checkboxField(slots, `${pointer}/salaryReduction`, `${id}-salary`, words.taxFields.salary);
    const hintId = `${id}-salary-hint`;
    this.field.wrapper.append(
      el('p', { class: 'hint', id: hintId }, words.taxFields.salaryHint(usd(STATUTE.employerLimit.baseCents))),
    );
    const described = this.field.input.getAttribute('aria-describedby');
    this.field.input.setAttribute('aria-describedby', [hintId, described].filter(Boolean).join(' '));
    this.wrapper = this.field.wrapper;
  }

  /** Shown only for an employer's money. */
  show(kind: string): void {
    this.wrapper.hidden = kind !== 'employer';
  }

  /** The source's field: only on an employer source, only when ticked. */
  read(kind: string): { salaryReduction?: true } {
    return kind === 'employer' && this.field.input.checked ? { salaryReduction: true } : {};
  }

  write(source: NormalisedSource): void {
    this.field.input.checked = source.salaryReduction === true;
    this.show(source.kind);
  }

  /** For a row rebuilt at another index (SourceRow.snapshot): "true" or "". */
  get value(): string {
    return this.field.input.checked ? 'true' : '';
  }

  set value(value: string) {
    this.field.input.checked = value === 'true';
  }
}
