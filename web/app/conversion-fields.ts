// "Convert the Trump account to a Roth IRA" in the after-tax part of the form
// (docs/after-tax.md#a-roth-conversion): no conversion, or yearly conversions from a birthday of 18 or
// later over several years, the tax paid with other money or kept back from the account. The choice
// is the scenario's `afterTax.conversion`, so it goes into the share link and comes back from it.
import { itemAt } from '../../core/common/checked.js';
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import { CONVERSION_DEFAULTS } from '../../core/schemas/scenario-values.js';
import { el } from './dom.js';
import { type Field, radioField, type Slots, textField } from './fields.js';
import type { Reader } from './reader.js';
import { words } from './words.js';

const w = words.conversion;

type Conversion = NonNullable<NonNullable<NormalisedScenario['afterTax']>['conversion']>;

/** What the fields show before anyone chooses: four conversions from 18. */
const SUGGESTED = { fromAgeMonths: 18 * 12, years: 4 } as const;

const PAID_WORDS: [Conversion['taxPaidFrom'], string][] = [
  ['outside', w.paidOutside],
  ['account', w.paidAccount],
];

export class ConversionFields {
  readonly element: HTMLElement;
  private readonly when: ReturnType<typeof radioField>;
  private readonly body: HTMLElement;
  private readonly from: Field;
  private readonly years: Field;
  private readonly paid: ReturnType<typeof radioField>;

  constructor(slots: Slots) {
    this.when = radioField(
      slots,
      '/afterTax/conversion',
      'f-conv-when',
      w.when,
      [
        ['no', itemAt(w.choices, 0)],
        ['yes', itemAt(w.choices, 1)],
      ],
      w.whenHint,
    );
    this.from = textField(slots, '/afterTax/conversion/fromAgeMonths', 'f-conv-from', w.from, {
      kind: 'age',
      inputmode: 'numeric',
      className: 'narrow',
      hint: w.fromHint,
    });
    this.years = textField(slots, '/afterTax/conversion/years', 'f-conv-years', w.years, {
      kind: 'whole',
      inputmode: 'numeric',
      className: 'narrow',
      hint: w.yearsHint,
    });
    this.paid = radioField(slots, '/afterTax/conversion/taxPaidFrom', 'f-conv-paid', w.paid, PAID_WORDS, w.paidHint);
    this.body = el(
      'div',
      { id: 'f-conv-fields' },
      el('div', { class: 'grid' }, this.from.wrapper, this.years.wrapper),
      this.paid.wrapper,
    );
    this.element = el('div', { class: 'conversion-fields' }, this.when.wrapper, this.body);
    this.when.wrapper.addEventListener('change', () => this.showBody());
    this.write(undefined);
  }

  private showBody(): void {
    this.body.hidden = this.when.value !== 'yes';
  }

  /** The conversion as typed, or undefined for none. */
  read(r: Reader): Record<string, unknown> | undefined {
    if (this.when.value !== 'yes') return undefined;
    const from = r.whole('/afterTax/conversion/fromAgeMonths', this.from.input);
    return {
      fromAgeMonths: typeof from === 'number' ? from * 12 : from,
      years: r.whole('/afterTax/conversion/years', this.years.input),
      taxPaidFrom: this.paid.value,
    };
  }

  /** Shows a scenario's conversion (a share link's), or none with the suggested years. */
  write(conversion: Conversion | undefined): void {
    this.when.value = conversion === undefined ? 'no' : 'yes';
    // A link's conversion not on a birthday shows its years with a fraction, which the reader refuses.
    this.from.input.value = String((conversion?.fromAgeMonths ?? SUGGESTED.fromAgeMonths) / 12);
    this.years.input.value = String(conversion?.years ?? SUGGESTED.years);
    this.paid.value = conversion?.taxPaidFrom ?? CONVERSION_DEFAULTS.taxPaidFrom;
    this.showBody();
  }
}
