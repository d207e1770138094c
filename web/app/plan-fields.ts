// "Take the money out" in the after-tax part of the form (docs/after-tax.md#withdrawals-over-several-years):
// all at once at the age the projection ends (no plan), or over several years from a birthday, each
// year an equal share of what is left or that year's college costs. The choice is the scenario's
// `afterTax.plan`, so it goes into the share link and comes back from it. "Over several years" is
// offered only when the projection reaches a year past the first birthday a plan may start on; until
// then its hint says how far to project.
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import { PLAN_DEFAULTS } from '../../core/schemas/scenario-values.js';
import { STATUTE } from '../../core/statute/statute.js';
import { el } from './dom.js';
import { type Field, radioField, type Slots, selectField, textField } from './fields.js';
import type { Reader } from './reader.js';
import { ageText } from './text.js';
import { words } from './words.js';

const w = words.plan;

type Plan = NonNullable<NonNullable<NormalisedScenario['afterTax']>['plan']>;

/** What the fields show before anyone chooses: four years of college from 18. */
const SUGGESTED = { fromAgeMonths: 18 * 12, years: 4 } as const;

/** The first birthday a Trump account pays out on (docs/after-tax.md#withdrawals-over-several-years). */
const PAYOUT_AGE_MONTHS = (STATUTE.growthPeriodLastAge + 1) * 12;

const METHOD_WORDS: [Plan['method'], string][] = [
  ['equal', w.equal],
  ['expenses', w.expenses],
];

export class PlanFields {
  readonly element: HTMLElement;
  private readonly when: ReturnType<typeof radioField>;
  private readonly several: HTMLInputElement;
  private readonly whenHint: HTMLElement;
  private readonly body: HTMLElement;
  private readonly years: Field;
  private readonly from: Field;
  private readonly method: Field<HTMLSelectElement>;

  constructor(slots: Slots) {
    this.when = radioField(
      slots,
      '/afterTax/plan',
      'f-plan-when',
      w.when,
      [
        ['once', w.once],
        ['years', w.several],
      ],
      w.whenHint,
    );
    this.several = this.when.wrapper.querySelector<HTMLInputElement>('#f-plan-when-years') as HTMLInputElement;
    this.whenHint = this.when.wrapper.querySelector<HTMLElement>('#f-plan-when-hint') as HTMLElement;
    this.years = textField(slots, '/afterTax/plan/years', 'f-plan-years', w.years, {
      kind: 'whole',
      inputmode: 'numeric',
      className: 'narrow',
      hint: w.yearsHint,
    });
    this.from = textField(slots, '/afterTax/plan/fromAgeMonths', 'f-plan-from', w.from, {
      kind: 'age',
      inputmode: 'numeric',
      className: 'narrow',
      hint: w.fromHint,
    });
    this.method = selectField(slots, '/afterTax/plan/method', 'f-plan-method', w.method, METHOD_WORDS);
    this.body = el(
      'div',
      { id: 'f-plan-fields', class: 'grid' },
      this.years.wrapper,
      this.from.wrapper,
      this.method.wrapper,
    );
    this.element = el('div', { class: 'plan-fields' }, this.when.wrapper, this.body);
    this.when.wrapper.addEventListener('change', () => this.showBody());
    this.write(undefined);
  }

  private showBody(): void {
    this.body.hidden = this.when.value !== 'years';
  }

  /** Offers "Over several years" when the horizon holds two withdrawals: the first on a birthday from
   *  18, after the child's age on the start date (`startAgeMonths`), the second a year later, by the
   *  age the projection ends. Otherwise it is not offered and the hint says how far to project; once
   *  chosen it stays, and its years are refused at their field with the same advice. */
  fitHorizon(startAgeMonths: number, targetAgeMonths: unknown): void {
    if (typeof targetAgeMonths !== 'number') return;
    const first = Math.max(PAYOUT_AGE_MONTHS, (Math.floor(Math.max(0, startAgeMonths) / 12) + 1) * 12);
    const fits = targetAgeMonths >= first + 12;
    this.several.disabled = !fits && !this.several.checked;
    const hint = fits
      ? w.whenHint
      : w.projectFurther(w.whenHint, ageText(first + 12), ageText(first), ageText(targetAgeMonths));
    if (this.whenHint.textContent !== hint) this.whenHint.textContent = hint;
  }

  /** The plan as typed, or undefined for all at once. */
  read(r: Reader): Record<string, unknown> | undefined {
    if (this.when.value !== 'years') return undefined;
    const from = r.whole('/afterTax/plan/fromAgeMonths', this.from.input);
    return {
      fromAgeMonths: typeof from === 'number' ? from * 12 : from,
      years: r.whole('/afterTax/plan/years', this.years.input),
      method: this.method.input.value,
    };
  }

  /** Shows a scenario's plan (a share link's), or all at once with the suggested years. */
  write(plan: Plan | undefined): void {
    this.when.value = plan === undefined ? 'once' : 'years';
    const fromAgeMonths = plan?.fromAgeMonths ?? SUGGESTED.fromAgeMonths;
    // A link's plan not on a birthday shows its years with a fraction, which the reader refuses.
    this.from.input.value = String(fromAgeMonths / 12);
    this.years.input.value = String(plan?.years ?? SUGGESTED.years);
    this.method.input.value = plan?.method ?? PLAN_DEFAULTS.method;
    this.showBody();
  }
}
