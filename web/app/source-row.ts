// One contribution source of the form: a fieldset of its own (who pays, how often, how much,
// from and until which age, the yearly increase), headed by its name. A fresh source starts from
// the child's age on the start date and follows it (the birth date, the start date) until someone
// types an age; its end is its own: the target age moves only the horizon, never a deposit plan
// (docs/api.md#website).
import { DEFAULT_SOURCE_AMOUNT_CENTS } from '../../core/answer/default-plan.js';
import type { NormalisedSchedule, NormalisedSource } from '../../core/scenario/scenario.js';
import { DEFAULTS, SCHEDULE_TYPES, SOURCE_KINDS } from '../../core/schemas/scenario-values.js';
import { el } from './dom.js';
import { type AgeField, ageField, type Field, type Slots, selectField, slot, textField, writeAge } from './fields.js';
import type { Reader } from './reader.js';
import { SalaryReductionField } from './salary-reduction-field.js';
import { centsToDollars, fractionToPercent } from './text.js';
import { words } from './words.js';

/** The raw text of a row's inputs, by field name, and which of its ages follow the child. */
export interface RowSnapshot {
  values: Readonly<Record<string, string>>;
  followsStart: boolean;
}

const KIND_LABELS: Record<(typeof SOURCE_KINDS)[number], string> = {
  family: words.source.family,
  relative: words.source.relative,
  charity: words.source.charity,
  employer: words.source.employer,
};

const SCHEDULE_LABELS: Record<(typeof SCHEDULE_TYPES)[number], string> = {
  monthly: words.source.monthly,
  annual: words.source.annual,
  once: words.source.once,
};

/** One contribution source: a fieldset of its own, headed by its name. */
export class SourceRow {
  /** Until someone edits an age: the start (or one-time) age follows the child's age when the
   *  projection starts. */
  private followsStart = false;
  private readonly index: number;
  readonly element: HTMLFieldSetElement;
  private readonly legend: HTMLLegendElement;
  readonly removeButton: HTMLButtonElement;
  private readonly id: Field;
  private readonly kind: Field<HTMLSelectElement>;
  private readonly type: Field<HTMLSelectElement>;
  private readonly amount: Field;
  private readonly monthOfYear: Field<HTMLSelectElement>;
  private readonly start: AgeField;
  private readonly end: AgeField;
  private readonly at: AgeField;
  private readonly stepUp: Field;
  private readonly salary: SalaryReductionField;

  constructor(slots: Slots, index: number) {
    const p = `/sources/${index}`;
    const id = `s${index}`;
    this.id = textField(slots, `${p}/id`, `${id}-id`, words.source.name, {
      kind: 'text',
      hint: words.source.nameHint,
    });
    this.kind = selectField(
      slots,
      `${p}/kind`,
      `${id}-kind`,
      words.source.who,
      SOURCE_KINDS.map((kind) => [kind, KIND_LABELS[kind]]),
    );
    this.type = selectField(
      slots,
      `${p}/schedule/type`,
      `${id}-type`,
      words.source.often,
      SCHEDULE_TYPES.map((type) => [type, SCHEDULE_LABELS[type]]),
    );
    this.index = index;
    this.amount = textField(slots, `${p}/schedule/amountCents`, `${id}-amount`, words.source.amount, {
      kind: 'amount',
      inputmode: 'decimal',
      prefix: '$',
    });
    this.monthOfYear = selectField(
      slots,
      `${p}/schedule/monthOfYear`,
      `${id}-month`,
      words.source.month,
      words.dates.months.map((name, i): [string, string] => [String(i + 1), name]),
    );
    this.start = ageField(slots, `${p}/schedule/startAgeMonths`, `${id}-start`, words.source.from);
    this.end = ageField(slots, `${p}/schedule/endAgeMonths`, `${id}-end`, words.source.until, words.source.untilHint);
    this.at = ageField(slots, `${p}/schedule/atAgeMonths`, `${id}-at`, words.source.at);
    this.stepUp = textField(slots, `${p}/stepUpRate`, `${id}-stepup`, words.source.stepUp, {
      kind: 'percent',
      inputmode: 'decimal',
      suffix: '%',
      hint: words.source.stepUpHint,
    });
    this.salary = new SalaryReductionField(slots, p, id);
    this.legend = el('legend', {});
    this.removeButton = el('button', { type: 'button', class: 'link remove' }, words.source.remove);
    const sourceError = el('div', {});
    this.element = el(
      'fieldset',
      { class: 'source' },
      this.legend,
      el(
        'div',
        { class: 'grid' },
        this.id.wrapper,
        this.kind.wrapper,
        this.type.wrapper,
        this.amount.wrapper,
        this.monthOfYear.wrapper,
        this.start.wrapper,
        this.end.wrapper,
        this.at.wrapper,
        this.stepUp.wrapper,
        this.salary.wrapper,
      ),
      sourceError,
      this.removeButton,
    );
    slot(slots, p, 'text', '', sourceError, `${id}-error`, []);
    this.type.input.addEventListener('change', () => this.showScheduleFields());
    this.kind.input.addEventListener('change', () => this.salary.show(this.kind.input.value));
    this.id.input.addEventListener('input', () => this.showName());
    for (const field of [this.start, this.end, this.at])
      for (const part of [field.years, field.months])
        part.addEventListener('input', () => {
          this.followsStart = false;
        });
    this.showName();
  }

  /** The heading is the source's name (its number while it has none), so the two never drift apart. */
  private showName(): void {
    const name = this.id.input.value.trim() || words.form.sourceN(this.index + 1);
    this.legend.textContent = name;
    this.removeButton.setAttribute('aria-label', words.source.removeName(name));
  }

  /** A one-time deposit has no schedule to increase, no months of the year, no start or end. */
  private showScheduleFields(): void {
    const type = this.type.input.value;
    this.monthOfYear.wrapper.hidden = type !== 'annual';
    this.start.wrapper.hidden = type === 'once';
    this.end.wrapper.hidden = type === 'once';
    this.at.wrapper.hidden = type !== 'once';
    this.stepUp.wrapper.hidden = type === 'once';
  }

  /** Moves a start nobody has typed to the child's age when the projection starts. */
  follow(startAgeMonths: number): void {
    if (!this.followsStart) return;
    writeAge(this.start, startAgeMonths);
    writeAge(this.at, startAgeMonths);
  }

  /** The first field, for focus when the source is new. */
  focus(): void {
    this.id.input.focus();
  }

  /** Puts an amount found for a goal into the amount field. */
  setAmount(cents: string): void {
    this.amount.input.value = centsToDollars(cents);
  }

  write(source: NormalisedSource): void {
    this.id.input.value = source.id;
    this.kind.input.value = source.kind;
    this.stepUp.input.value = fractionToPercent(source.stepUpRate);
    const schedule = source.schedule;
    this.type.input.value = schedule.type;
    this.amount.input.value = centsToDollars(schedule.amountCents);
    if (schedule.type === 'once') writeAge(this.at, schedule.atAgeMonths);
    else {
      writeAge(this.start, schedule.startAgeMonths);
      writeAge(this.end, schedule.endAgeMonths);
    }
    if (schedule.type === 'annual') this.monthOfYear.input.value = String(schedule.monthOfYear);
    this.salary.write(source);
    this.showScheduleFields();
    this.showName();
  }

  /** A fresh source: the next free name, monthly from the child's start age to the target as it is now. */
  writeDefault(name: string, startAgeMonths: number, targetAgeMonths: number): void {
    this.write({
      id: name,
      kind: 'family',
      stepUpRate: DEFAULTS.stepUpRate,
      schedule: {
        type: 'monthly',
        amountCents: DEFAULT_SOURCE_AMOUNT_CENTS,
        startAgeMonths,
        endAgeMonths: Math.max(targetAgeMonths, startAgeMonths + 1),
      },
    });
    writeAge(this.at, startAgeMonths);
    this.monthOfYear.input.value = '1';
    this.followsStart = true;
  }

  /** The raw text of every input by field name, and whether its ages follow the child, to
   *  rebuild the row at another index. */
  snapshot(): RowSnapshot {
    return {
      values: {
        ...Object.fromEntries(Object.entries(this.inputs()).map(([name, input]) => [name, input.value])),
        salaryReduction: this.salary.value,
      },
      followsStart: this.followsStart,
    };
  }

  restore(snapshot: RowSnapshot): void {
    for (const [name, input] of Object.entries(this.inputs())) {
      const value = snapshot.values[name];
      if (value !== undefined) input.value = value;
    }
    this.salary.value = snapshot.values.salaryReduction ?? '';
    this.salary.show(this.kind.input.value);
    this.followsStart = snapshot.followsStart;
    this.showScheduleFields();
    this.showName();
  }

  private inputs(): Record<string, HTMLInputElement | HTMLSelectElement> {
    return {
      id: this.id.input,
      kind: this.kind.input,
      type: this.type.input,
      amount: this.amount.input,
      monthOfYear: this.monthOfYear.input,
      startYears: this.start.years,
      startMonths: this.start.months,
      endYears: this.end.years,
      endMonths: this.end.months,
      atYears: this.at.years,
      atMonths: this.at.months,
      stepUp: this.stepUp.input,
    };
  }

  name(): string {
    return this.id.input.value;
  }

  read(reader: Reader, index: number): Record<string, unknown> {
    const p = `/sources/${index}`;
    const type = this.type.input.value as NormalisedSchedule['type'];
    const amountCents = reader.amount(`${p}/schedule/amountCents`, this.amount.input);
    let schedule: Record<string, unknown>;
    if (type === 'once') {
      schedule = { type, amountCents, atAgeMonths: reader.age(`${p}/schedule/atAgeMonths`, this.at) };
    } else {
      const startAgeMonths = reader.age(`${p}/schedule/startAgeMonths`, this.start);
      const endAgeMonths = reader.age(`${p}/schedule/endAgeMonths`, this.end);
      schedule =
        type === 'annual'
          ? { type, amountCents, monthOfYear: Number(this.monthOfYear.input.value), startAgeMonths, endAgeMonths }
          : { type, amountCents, startAgeMonths, endAgeMonths };
    }
    return {
      id: this.id.input.value,
      kind: this.kind.input.value,
      stepUpRate: reader.percent(`${p}/stepUpRate`, this.stepUp.input),
      schedule,
      ...this.salary.read(this.kind.input.value),
    };
  }
}
