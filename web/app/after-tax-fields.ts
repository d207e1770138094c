// "After tax" (docs/after-tax.md): what the money is for, the parent's top tax rates (the kiddie
// tax charges part of a young child's gains at them), the child's other income later and, for
// college, the qualified expenses, the family's state (state-field.ts), whether the young adult will be
// a full-time student from 19 to 23 (the kiddie tax reaches a student's withdrawals and conversions to
// 23), how the money comes out
// (plan-fields.ts) and a Roth conversion of the Trump account (conversion-fields.ts). Off by default;
// when on, the form's scenario has `afterTax` and the projection carries the block. A share link's
// settings the form has no field for (flat rates, the kiddie tax forced on or off) are kept as they are.
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import { AFTER_TAX_DEFAULTS } from '../../core/schemas/scenario-values.js';
import { ConversionFields } from './conversion-fields.js';
import { el } from './dom.js';
import {
  amountField,
  type Field,
  percentField,
  radioField,
  type Slots,
  type SwitchedGroup,
  selectField,
  switchedGroup,
} from './fields.js';
import { FilingStatusField } from './filing-status-field.js';
import { PlanFields } from './plan-fields.js';
import type { Reader } from './reader.js';
import { StateField } from './state-field.js';
import { centsToDollars, fractionToPercent } from './text.js';
import { words } from './words.js';

type AfterTax = NonNullable<NormalisedScenario['afterTax']>;

/** What the money is for, in plain words (the API's `use`), in the page's language. */
export const USE_WORDS: Record<AfterTax['use'], string> = words.afterTax.uses;

/** Settings of a share link that the form has no field for. */
type Kept = Pick<AfterTax, 'ordinaryRate' | 'capitalGainsRate' | 'kiddieTax'>;

export class AfterTaxFields {
  readonly element: HTMLFieldSetElement;
  private readonly group: SwitchedGroup;
  private readonly use: Field<HTMLSelectElement>;
  private readonly parentRate: Field;
  private readonly parentGainsRate: Field;
  private readonly otherIncome: Field;
  private readonly expenses: Field;
  private readonly filing: FilingStatusField;
  private readonly state: StateField;
  private readonly student: ReturnType<typeof radioField>;
  /** The student question was answered (by the parent, or by a link): its answer goes into the
   *  scenario. Unanswered, it follows the use (a student for college) and the scenario leaves it out. */
  private studentAnswered = false;
  private readonly plan: PlanFields;
  private readonly conversion: ConversionFields;
  private kept: Kept = {};

  constructor(slots: Slots) {
    const w = words.afterTax;
    const uses = Object.entries(USE_WORDS).map(([value, use]): [string, string] => [
      value,
      use.charAt(0).toUpperCase() + use.slice(1),
    ]);
    this.use = selectField(slots, '/afterTax/use', 'f-tax-use', w.use, uses);
    this.parentRate = percentField(
      slots,
      '/afterTax/parentOrdinaryRate',
      'f-tax-parentRate',
      w.parentRate,
      w.parentRateHint,
    );
    this.parentGainsRate = percentField(
      slots,
      '/afterTax/parentCapitalGainsRate',
      'f-tax-parentGainsRate',
      w.parentGainsRate,
      w.parentGainsRateHint,
    );
    this.otherIncome = amountField(
      slots,
      '/afterTax/otherIncomeCents',
      'f-tax-otherIncome',
      w.otherIncome,
      w.otherIncomeHint,
    );
    this.expenses = amountField(
      slots,
      '/afterTax/qualifiedExpensesCents',
      'f-tax-expenses',
      w.expenses,
      w.expensesHint,
    );
    this.filing = new FilingStatusField(slots);
    this.state = new StateField(slots);
    this.student = radioField(
      slots,
      '/afterTax/fullTimeStudent',
      'f-tax-student',
      w.student,
      [
        ['yes', w.studentYes],
        ['no', w.studentNo],
      ],
      w.studentHint,
    );
    this.student.wrapper.addEventListener('change', () => {
      this.studentAnswered = true;
    });
    // Unanswered, the question follows what the money is for.
    this.use.input.addEventListener('change', () => {
      if (!this.studentAnswered) this.student.value = this.use.input.value === 'education' ? 'yes' : 'no';
    });
    this.plan = new PlanFields(slots);
    this.conversion = new ConversionFields(slots);
    const body = el(
      'div',
      { id: 'f-tax-fields' },
      el('div', { class: 'grid' }, this.use.wrapper, this.parentRate.wrapper, this.parentGainsRate.wrapper),
      el('p', { class: 'hint' }, el('a', { href: w.kbHref }, w.kbLink)),
      el('div', { class: 'grid' }, this.otherIncome.wrapper, this.expenses.wrapper, this.filing.wrapper),
      el('div', { class: 'grid' }, this.state.wrapper),
      this.student.wrapper,
      this.plan.element,
      this.conversion.element,
    );
    this.group = switchedGroup('f-tax-on', 'after-tax', w.title, w.switchLabel, body);
    this.element = this.group.element;
    this.write(undefined);
  }

  /** The state select and the section's box, for the child's state to follow (states-follow.ts). */
  stateControls(): { select: HTMLSelectElement; box: HTMLInputElement } {
    return { select: this.state.input, box: this.group.box };
  }

  /** Offers a plan over several years only when the horizon holds one (plan-fields.ts). */
  fitHorizon(startAgeMonths: number, targetAgeMonths: unknown): void {
    this.plan.fitHorizon(startAgeMonths, targetAgeMonths);
  }

  /** The settings as typed (when on), for the scenario. */
  read(r: Reader): Record<string, unknown> | undefined {
    if (!this.group.box.checked) return undefined;
    const expenses = this.expenses.input.value.trim();
    const plan = this.plan.read(r);
    const conversion = this.conversion.read(r);
    return {
      use: this.use.input.value,
      otherIncomeCents: r.amountOrZero('/afterTax/otherIncomeCents', this.otherIncome.input),
      parentOrdinaryRate: r.percent('/afterTax/parentOrdinaryRate', this.parentRate.input),
      parentCapitalGainsRate: r.percent('/afterTax/parentCapitalGainsRate', this.parentGainsRate.input),
      ...this.kept,
      ...(this.studentAnswered ? { fullTimeStudent: this.student.value === 'yes' } : {}),
      ...(expenses === ''
        ? {}
        : { qualifiedExpensesCents: r.amount('/afterTax/qualifiedExpensesCents', this.expenses.input) }),
      ...this.filing.read(),
      ...this.state.read(),
      ...(plan === undefined ? {} : { plan }),
      ...(conversion === undefined ? {} : { conversion }),
    };
  }

  /** Shows a scenario's settings (a share link's), or the defaults, switched off. */
  write(afterTax: AfterTax | undefined): void {
    this.group.switchTo(afterTax !== undefined);
    this.use.input.value = afterTax?.use ?? AFTER_TAX_DEFAULTS.use;
    this.parentRate.input.value = fractionToPercent(
      afterTax?.parentOrdinaryRate ?? AFTER_TAX_DEFAULTS.parentOrdinaryRate,
    );
    this.parentGainsRate.input.value = fractionToPercent(
      afterTax?.parentCapitalGainsRate ?? AFTER_TAX_DEFAULTS.parentCapitalGainsRate,
    );
    this.otherIncome.input.value = centsToDollars(afterTax?.otherIncomeCents ?? AFTER_TAX_DEFAULTS.otherIncomeCents);
    const student = afterTax?.fullTimeStudent;
    this.studentAnswered = student !== undefined;
    this.student.value = (student ?? this.use.input.value === 'education') ? 'yes' : 'no';
    const expenses = afterTax?.qualifiedExpensesCents;
    this.expenses.input.value = expenses === undefined ? '' : centsToDollars(expenses);
    this.filing.write(afterTax);
    this.state.write(afterTax);
    this.plan.write(afterTax?.plan);
    this.conversion.write(afterTax?.conversion);
    this.kept = {};
    if (afterTax?.ordinaryRate !== undefined) this.kept.ordinaryRate = afterTax.ordinaryRate;
    if (afterTax?.capitalGainsRate !== undefined) this.kept.capitalGainsRate = afterTax.capitalGainsRate;
    if (afterTax?.kiddieTax !== undefined) this.kept.kiddieTax = afterTax.kiddieTax;
  }
}
