// The scenario form: every field of a Scenario (docs/api.md#scenario) in the units people use
// (dollars, percentages, years and months), read into a scenario object for checkScenario and
// written back from a normalised one (a share link). Each field has a label, a place for its
// message and the JSON pointer the wrapper reports its problems at.
import { itemAt } from '../../common/checked.js';
import { completedMonths, parseDate } from '../../common/dates.js';
import type { Scenario, Schedule, Source } from '../../engine/scenario.js';
import type { FieldProblem } from '../../engine/validate.js';
import { DEFAULTS, MAX_SOURCES, SCHEDULE_TYPES, SOURCE_KINDS } from '../../schemas/scenario.js';
import { el } from './dom.js';
import { humanise, type FieldKind } from './messages.js';
import {
  centsToDollars, dollarsToCents, fractionToPercent, parseWhole, percentToFraction, type Parsed,
} from './text.js';

/** A place in the form that problems can be shown at. */
interface Slot {
  kind: FieldKind;
  wrapper: HTMLElement;
  error: HTMLElement;
  inputs: HTMLElement[];
}

type Slots = Map<string, Slot>;

/** An input with its slot; `ageField` has two. */
interface Field<T extends HTMLElement = HTMLInputElement> {
  wrapper: HTMLElement;
  input: T;
}

interface AgeField {
  wrapper: HTMLElement;
  years: HTMLInputElement;
  months: HTMLInputElement;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const KIND_LABELS: Record<(typeof SOURCE_KINDS)[number], string> = {
  family: 'Family',
  relative: 'Relatives, friends',
  charity: 'Charity (exempt)',
  employer: 'Employer',
};

const SCHEDULE_LABELS: Record<(typeof SCHEDULE_TYPES)[number], string> = {
  monthly: 'Every month',
  annual: 'Once a year',
  once: 'One time',
};

/** Default horizon and contribution of a fresh form: a newborn's parents, $100 a month to 18. */
const DEFAULT_TARGET_AGE_MONTHS = 18 * 12;
const DEFAULT_SOURCE_AMOUNT = '100.00';

function slot(slots: Slots, pointer: string, kind: FieldKind, wrapper: HTMLElement, errorId: string, inputs: HTMLElement[]): HTMLElement {
  const error = el('p', { class: 'error', id: errorId, hidden: true });
  wrapper.dataset.pointer = pointer;
  wrapper.append(error);
  for (const input of inputs) {
    const described = [input.getAttribute('aria-describedby'), errorId].filter(Boolean).join(' ');
    input.setAttribute('aria-describedby', described);
  }
  slots.set(pointer, { kind, wrapper, error, inputs });
  return wrapper;
}

function hintFor(id: string, hint: string | undefined): HTMLElement | null {
  return hint === undefined ? null : el('p', { class: 'hint', id: `${id}-hint` }, hint);
}

interface TextOptions {
  kind: FieldKind;
  hint?: string;
  type?: string;
  inputmode?: string;
  prefix?: string;
  suffix?: string;
  className?: string;
}

function textField(slots: Slots, pointer: string, id: string, label: string, options: TextOptions): Field {
  const input = el('input', {
    id, name: id, type: options.type ?? 'text', inputmode: options.inputmode, autocomplete: 'off', spellcheck: 'false',
    'aria-describedby': options.hint === undefined ? undefined : `${id}-hint`,
  });
  const box = options.prefix || options.suffix
    ? el('span', { class: 'affix' }, options.prefix && el('span', { class: 'prefix', 'aria-hidden': 'true' }, options.prefix), input,
      options.suffix && el('span', { class: 'suffix', 'aria-hidden': 'true' }, options.suffix))
    : input;
  const wrapper = el('div', { class: `field ${options.className ?? ''}`.trim() }, el('label', { for: id }, label), box, hintFor(id, options.hint));
  slot(slots, pointer, options.kind, wrapper, `${id}-error`, [input]);
  return { wrapper, input };
}

function selectField(slots: Slots, pointer: string, id: string, label: string, choices: [string, string][], hint?: string): Field<HTMLSelectElement> {
  const input = el('select', { id, name: id, 'aria-describedby': hint === undefined ? undefined : `${id}-hint` },
    ...choices.map(([value, text]) => el('option', { value }, text)));
  const wrapper = el('div', { class: 'field' }, el('label', { for: id }, label), input, hintFor(id, hint));
  slot(slots, pointer, 'choice', wrapper, `${id}-error`, [input]);
  return { wrapper, input };
}

function checkboxField(slots: Slots, pointer: string, id: string, label: string): Field {
  const input = el('input', { id, name: id, type: 'checkbox' });
  const wrapper = el('div', { class: 'field check' }, input, el('label', { for: id }, label));
  slot(slots, pointer, 'flag', wrapper, `${id}-error`, [input]);
  return { wrapper, input };
}

function ageField(slots: Slots, pointer: string, id: string, legend: string, hint?: string): AgeField {
  const part = (which: 'years' | 'months', text: string) => {
    const input = el('input', { id: `${id}-${which}`, name: `${id}-${which}`, type: 'text', inputmode: 'numeric', autocomplete: 'off', class: 'short' });
    return { input, box: el('span', { class: 'age-part' }, input, el('label', { for: `${id}-${which}` }, text)) };
  };
  const years = part('years', 'years');
  const months = part('months', 'months');
  for (const input of [years.input, months.input]) if (hint !== undefined) input.setAttribute('aria-describedby', `${id}-hint`);
  const wrapper = el('fieldset', { class: 'field age' }, el('legend', {}, legend), el('div', { class: 'age-parts' }, years.box, months.box), hintFor(id, hint));
  slot(slots, pointer, 'age', wrapper, `${id}-error`, [years.input, months.input]);
  return { wrapper, years: years.input, months: months.input };
}

/** Collects values and the problems found while reading them. */
class Reader {
  readonly problems: FieldProblem[] = [];

  take<T>(pointer: string, parsed: Parsed<T>, raw: string): T | string {
    if (parsed.ok) return parsed.value;
    this.problems.push({ pointer, message: parsed.message });
    return raw; // the wrapper reports it too; the form shows this message instead
  }

  date(pointer: string, input: HTMLInputElement): string {
    if (input.value === '') this.problems.push({ pointer, message: 'enter a date' });
    return input.value;
  }

  age(pointer: string, field: AgeField): number | string {
    const yearsText = field.years.value.trim();
    const monthsText = field.months.value.trim();
    if (yearsText === '' && monthsText === '') return this.take(pointer, { ok: false, message: 'enter an age in years and months' }, '');
    const years = parseWhole(yearsText === '' ? '0' : yearsText);
    const months = parseWhole(monthsText === '' ? '0' : monthsText);
    if (!years.ok || !months.ok) return this.take(pointer, { ok: false, message: 'enter whole years and months' }, `${yearsText}y${monthsText}m`);
    if (months.value > 11) return this.take(pointer, { ok: false, message: 'months must be 0 to 11' }, `${yearsText}y${monthsText}m`);
    return years.value * 12 + months.value;
  }

  percent(pointer: string, input: HTMLInputElement): number | string {
    return this.take(pointer, percentToFraction(input.value), input.value);
  }

  whole(pointer: string, input: HTMLInputElement, allowNegative = false): number | string {
    return this.take(pointer, parseWhole(input.value, allowNegative), input.value);
  }

  amount(pointer: string, input: HTMLInputElement): string {
    const parsed = dollarsToCents(input.value);
    if (parsed.ok && parsed.value.length > 12) return this.take(pointer, { ok: false, message: 'must be at most $9,999,999,999.99' }, parsed.value);
    return this.take(pointer, parsed, input.value) as string;
  }
}

function writeAge(field: AgeField, months: number): void {
  field.years.value = String(Math.floor(months / 12));
  field.months.value = String(months % 12);
}

/** One contribution source: a fieldset of its own, renumbered when another is removed. */
class SourceRow {
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

  constructor(slots: Slots, index: number) {
    const p = `/sources/${index}`;
    const id = `s${index}`;
    this.id = textField(slots, `${p}/id`, `${id}-id`, 'Name', { kind: 'text', hint: 'Any label, different for each source.' });
    this.kind = selectField(slots, `${p}/kind`, `${id}-kind`, 'Who pays', SOURCE_KINDS.map((kind) => [kind, KIND_LABELS[kind]]));
    this.type = selectField(slots, `${p}/schedule/type`, `${id}-type`, 'How often', SCHEDULE_TYPES.map((type) => [type, SCHEDULE_LABELS[type]]));
    this.amount = textField(slots, `${p}/schedule/amountCents`, `${id}-amount`, 'Amount per deposit', { kind: 'amount', inputmode: 'decimal', prefix: '$' });
    this.monthOfYear = selectField(slots, `${p}/schedule/monthOfYear`, `${id}-month`, 'In the month of', MONTH_NAMES.map((name, i) => [String(i + 1), name]));
    this.start = ageField(slots, `${p}/schedule/startAgeMonths`, `${id}-start`, 'From age');
    this.end = ageField(slots, `${p}/schedule/endAgeMonths`, `${id}-end`, 'Until age', 'The deposits stop before this age.');
    this.at = ageField(slots, `${p}/schedule/atAgeMonths`, `${id}-at`, 'At age');
    this.stepUp = textField(slots, `${p}/stepUpRate`, `${id}-stepup`, 'Yearly increase', {
      kind: 'percent', inputmode: 'decimal', suffix: '%', hint: 'The amount grows by this much each year of the schedule.',
    });
    this.legend = el('legend', {});
    this.removeButton = el('button', { type: 'button', class: 'link remove' }, 'Remove');
    const sourceError = el('div', {});
    this.element = el('fieldset', { class: 'source' }, this.legend,
      el('div', { class: 'grid' }, this.id.wrapper, this.kind.wrapper, this.type.wrapper, this.amount.wrapper, this.monthOfYear.wrapper,
        this.start.wrapper, this.end.wrapper, this.at.wrapper, this.stepUp.wrapper),
      sourceError, this.removeButton);
    slot(slots, p, 'text', sourceError, `${id}-error`, []);
    this.legend.textContent = `Source ${index + 1}`;
    this.removeButton.setAttribute('aria-label', `Remove source ${index + 1}`);
    this.type.input.addEventListener('change', () => this.showScheduleFields());
  }

  private showScheduleFields(): void {
    const type = this.type.input.value;
    this.monthOfYear.wrapper.hidden = type !== 'annual';
    this.start.wrapper.hidden = type === 'once';
    this.end.wrapper.hidden = type === 'once';
    this.at.wrapper.hidden = type !== 'once';
  }

  write(source: Source): void {
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
    this.showScheduleFields();
  }

  /** A fresh source: the next free name, monthly from the child's start age to the target. */
  writeDefault(name: string, startAgeMonths: number, targetAgeMonths: number): void {
    this.write({
      id: name, kind: 'family', stepUpRate: DEFAULTS.stepUpRate,
      schedule: { type: 'monthly', amountCents: dollarsToCentsOrZero(DEFAULT_SOURCE_AMOUNT), startAgeMonths, endAgeMonths: Math.max(targetAgeMonths, startAgeMonths + 1) },
    });
    writeAge(this.at, startAgeMonths);
    this.monthOfYear.input.value = '1';
  }

  /** The raw text of every input, to rebuild the row at another index. */
  snapshot(): string[] {
    return this.inputs().map((input) => input.value);
  }

  restore(values: string[]): void {
    this.inputs().forEach((input, i) => { input.value = itemAt(values, i); });
    this.showScheduleFields();
  }

  private inputs(): (HTMLInputElement | HTMLSelectElement)[] {
    return [this.id.input, this.kind.input, this.type.input, this.amount.input, this.monthOfYear.input,
      this.start.years, this.start.months, this.end.years, this.end.months, this.at.years, this.at.months, this.stepUp.input];
  }

  name(): string {
    return this.id.input.value;
  }

  read(reader: Reader, index: number): Record<string, unknown> {
    const p = `/sources/${index}`;
    const type = this.type.input.value as Schedule['type'];
    const amountCents = reader.amount(`${p}/schedule/amountCents`, this.amount.input);
    let schedule: Record<string, unknown>;
    if (type === 'once') {
      schedule = { type, amountCents, atAgeMonths: reader.age(`${p}/schedule/atAgeMonths`, this.at) };
    } else {
      const startAgeMonths = reader.age(`${p}/schedule/startAgeMonths`, this.start);
      const endAgeMonths = reader.age(`${p}/schedule/endAgeMonths`, this.end);
      schedule = type === 'annual'
        ? { type, amountCents, monthOfYear: Number(this.monthOfYear.input.value), startAgeMonths, endAgeMonths }
        : { type, amountCents, startAgeMonths, endAgeMonths };
    }
    return {
      id: this.id.input.value,
      kind: this.kind.input.value,
      stepUpRate: reader.percent(`${p}/stepUpRate`, this.stepUp.input),
      schedule,
    };
  }
}

/** The child's age in completed months on asOf (0 for an expected child or unreadable dates). */
function ageOn(birthDate: unknown, asOf: unknown): number {
  const birth = typeof birthDate === 'string' ? parseDate(birthDate) : undefined;
  const on = typeof asOf === 'string' ? parseDate(asOf) : undefined;
  return birth && on ? completedMonths(birth, on) : 0;
}

function dollarsToCentsOrZero(text: string): string {
  const parsed = dollarsToCents(text);
  return parsed.ok ? parsed.value : '0';
}

/** A problem as the summary lists it: the field's name, the message, the input to go to. */
export interface ShownProblem {
  field: string;
  message: string;
  target: HTMLElement | undefined;
}

/** "Source 2: Amount per deposit", from the labels on the page. */
function slotName(found: Slot): string {
  const own = found.wrapper.querySelector(':scope > label, :scope > legend')?.textContent ?? '';
  const source = found.wrapper.closest('fieldset.source');
  const sourceName = source && source !== found.wrapper ? source.querySelector(':scope > legend')?.textContent ?? '' : '';
  return [sourceName, own].filter(Boolean).join(': ');
}

export interface FormRead {
  /** The scenario as typed, for checkScenario. */
  value: Record<string, unknown>;
  /** Problems found while reading the text (the wrapper would only say "must be number"). */
  problems: FieldProblem[];
}

export class ScenarioForm {
  private readonly slots: Slots = new Map();
  private readonly topSlots: Slots = new Map();
  private rows: SourceRow[] = [];
  private readonly sourceList: HTMLElement;
  private readonly addButton: HTMLButtonElement;
  private readonly formError: HTMLElement;
  private readonly birthDate: Field;
  private readonly asOf: Field;
  private readonly targetAge: AgeField;
  private readonly includeSeed: Field;
  private readonly annualReturn: Field;
  private readonly returnIsReal: Field<HTMLSelectElement>;
  private readonly annualInflation: Field;
  private readonly annualFee: Field;
  private readonly annualVolatility: Field;
  private readonly mcSeed: Field;
  private readonly mcPaths: Field;

  constructor(root: HTMLFormElement, private readonly onChange: () => void) {
    const s = this.topSlots;
    this.birthDate = textField(s, '/birthDate', 'f-birthDate', "Child's birth date", {
      kind: 'date', type: 'date', hint: 'For an expected child, the due date (at most 12 months ahead).',
    });
    this.asOf = textField(s, '/asOf', 'f-asOf', 'As of', { kind: 'date', type: 'date', hint: 'The projection starts on this date: today, unless you change it.' });
    this.targetAge = ageField(s, '/targetAgeMonths', 'f-target', 'Project to age');
    this.includeSeed = checkboxField(s, '/includeSeed', 'f-includeSeed', 'Include the $1,000 pilot contribution (children born 2025 to 2028)');
    const percent = (pointer: string, id: string, label: string, hint: string) =>
      textField(s, pointer, id, label, { kind: 'percent', inputmode: 'decimal', suffix: '%', hint, className: 'narrow' });
    this.annualReturn = percent('/annualReturn', 'f-annualReturn', 'Annual return', 'Average yearly return of the fund.');
    this.returnIsReal = selectField(s, '/returnIsReal', 'f-returnIsReal', 'The return is', [
      ['real', 'real (after inflation)'],
      ['nominal', 'nominal (before inflation)'],
    ]);
    this.annualInflation = percent('/annualInflation', 'f-annualInflation', 'Inflation', 'Also indexes the contribution limits.');
    this.annualFee = percent('/annualFee', 'f-annualFee', 'Fund fee', 'Eligible funds charge at most 0.1% a year.');
    this.annualVolatility = percent('/annualVolatility', 'f-annualVolatility', 'Volatility', 'Yearly ups and downs; 15% is typical of a stock index.');
    this.mcSeed = textField(s, '/mcSeed', 'f-mcSeed', 'Random seed', { kind: 'whole', inputmode: 'numeric', hint: 'The same seed gives the same bands.', className: 'narrow' });
    this.mcPaths = textField(s, '/mcPaths', 'f-mcPaths', 'Simulated paths', { kind: 'whole', inputmode: 'numeric', hint: '100 to 5,000; long horizons may simulate fewer.', className: 'narrow' });

    this.sourceList = el('div', { class: 'sources' });
    this.addButton = el('button', { type: 'button', class: 'secondary' }, 'Add a source');
    this.addButton.addEventListener('click', () => this.addSource());
    const sourcesBox = el('fieldset', { class: 'group' },
      el('legend', {}, 'Contributions'),
      el('p', { class: 'hint' }, `Up to ${MAX_SOURCES} sources, applied in this order. Family, relatives and employers share a yearly ` +
        'limit (employers have a lower one of their own) and amounts over it are cut; charities are exempt.'),
      this.sourceList, this.addButton);
    slot(s, '/sources', 'text', sourcesBox, 'f-sources-error', []);
    this.formError = el('p', { class: 'error', id: 'f-error', hidden: true });
    this.formError.setAttribute('role', 'alert');

    root.append(
      el('fieldset', { class: 'group' }, el('legend', {}, 'The child'),
        el('div', { class: 'grid' }, this.birthDate.wrapper, this.asOf.wrapper, this.targetAge.wrapper), this.includeSeed.wrapper),
      sourcesBox,
      el('fieldset', { class: 'group' }, el('legend', {}, 'Assumptions'),
        el('div', { class: 'grid' }, this.annualReturn.wrapper, this.returnIsReal.wrapper, this.annualInflation.wrapper, this.annualFee.wrapper,
          this.annualVolatility.wrapper, this.mcSeed.wrapper, this.mcPaths.wrapper)),
      this.formError,
    );
    this.renderRows([]);
    root.addEventListener('input', () => this.onChange());
    root.addEventListener('change', () => this.onChange());
    root.addEventListener('submit', (event) => {
      event.preventDefault();
      this.onChange();
    });
  }

  /** A new child today with the defaults and one family source. */
  writeDefaults(today: string): void {
    this.write({
      asOf: today,
      birthDate: today,
      targetAgeMonths: DEFAULT_TARGET_AGE_MONTHS,
      includeSeed: DEFAULTS.includeSeed,
      annualReturn: DEFAULTS.annualReturn,
      returnIsReal: DEFAULTS.returnIsReal,
      annualInflation: DEFAULTS.annualInflation,
      annualFee: DEFAULTS.annualFee,
      annualVolatility: DEFAULTS.annualVolatility,
      mcSeed: DEFAULTS.mcSeed,
      mcPaths: DEFAULTS.mcPaths,
      sources: [],
    });
    this.addSource('parents');
  }

  /** Fills the form from a normalised scenario, e.g. a share link's. */
  write(scenario: Scenario): void {
    this.birthDate.input.value = scenario.birthDate;
    this.asOf.input.value = scenario.asOf;
    writeAge(this.targetAge, scenario.targetAgeMonths);
    this.includeSeed.input.checked = scenario.includeSeed;
    this.annualReturn.input.value = fractionToPercent(scenario.annualReturn);
    this.returnIsReal.input.value = scenario.returnIsReal ? 'real' : 'nominal';
    this.annualInflation.input.value = fractionToPercent(scenario.annualInflation);
    this.annualFee.input.value = fractionToPercent(scenario.annualFee);
    this.annualVolatility.input.value = fractionToPercent(scenario.annualVolatility);
    this.mcSeed.input.value = String(scenario.mcSeed);
    this.mcPaths.input.value = String(scenario.mcPaths);
    this.renderRows(scenario.sources.map(() => undefined));
    scenario.sources.forEach((source, i) => itemAt(this.rows, i).write(source));
  }

  read(): FormRead {
    const r = new Reader();
    const value = {
      asOf: r.date('/asOf', this.asOf.input),
      birthDate: r.date('/birthDate', this.birthDate.input),
      targetAgeMonths: r.age('/targetAgeMonths', this.targetAge),
      includeSeed: this.includeSeed.input.checked,
      annualReturn: r.percent('/annualReturn', this.annualReturn.input),
      returnIsReal: this.returnIsReal.input.value === 'real',
      annualInflation: r.percent('/annualInflation', this.annualInflation.input),
      annualFee: r.percent('/annualFee', this.annualFee.input),
      annualVolatility: r.percent('/annualVolatility', this.annualVolatility.input),
      mcSeed: r.whole('/mcSeed', this.mcSeed.input, true),
      mcPaths: r.whole('/mcPaths', this.mcPaths.input),
      sources: this.rows.map((row, index) => row.read(r, index)),
    };
    return { value, problems: r.problems };
  }

  /** Shows each problem beside its field (or the nearest enclosing one) and clears the others;
   *  returns them by field, in form order, for a summary. */
  showProblems(problems: FieldProblem[]): ShownProblem[] {
    const messages = new Map<Slot, string[]>();
    const general: string[] = [];
    for (const problem of problems) {
      const found = this.slotFor(problem.pointer);
      if (!found) {
        general.push(problem.message);
        continue;
      }
      const list = messages.get(found) ?? [];
      const text = humanise(found.kind, problem.message);
      if (!list.includes(text)) list.push(text);
      messages.set(found, list);
    }
    for (const current of this.slots.values()) {
      const list = messages.get(current);
      current.error.hidden = list === undefined;
      current.error.textContent = list === undefined ? '' : list.join('; ');
      current.wrapper.classList.toggle('invalid', list !== undefined);
      for (const input of current.inputs) {
        if (list === undefined) input.removeAttribute('aria-invalid');
        else input.setAttribute('aria-invalid', 'true');
      }
    }
    this.formError.hidden = general.length === 0;
    this.formError.textContent = general.join('; ');
    const shown: ShownProblem[] = [...messages.keys()]
      .sort((a, b) => (a.wrapper.compareDocumentPosition(b.wrapper) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((current) => ({ field: slotName(current), message: (messages.get(current) ?? []).join('; '), target: current.inputs[0] }));
    return [...shown, ...general.map((message) => ({ field: 'Scenario', message, target: undefined }))];
  }

  private slotFor(pointer: string): Slot | undefined {
    for (let at = pointer; at !== ''; at = at.slice(0, at.lastIndexOf('/'))) {
      const found = this.slots.get(at);
      if (found && !found.wrapper.hidden) return found;
    }
    return undefined;
  }

  private addSource(name?: string): void {
    if (this.rows.length >= MAX_SOURCES) return;
    const taken = new Set(this.rows.map((row) => row.name()));
    let free = name;
    for (let n = this.rows.length + 1; free === undefined || taken.has(free); n++) free = `source ${n}`;
    const snapshots: (string[] | undefined)[] = this.rows.map((row) => row.snapshot());
    snapshots.push(undefined);
    this.renderRows(snapshots);
    const { value } = this.read();
    const target = typeof value.targetAgeMonths === 'number' ? value.targetAgeMonths : DEFAULT_TARGET_AGE_MONTHS;
    itemAt(this.rows, this.rows.length - 1).writeDefault(free, ageOn(value.birthDate, value.asOf), target);
    this.onChange();
  }

  private removeSource(index: number): void {
    const snapshots = this.rows.map((row) => row.snapshot());
    snapshots.splice(index, 1);
    this.renderRows(snapshots);
    const focus = this.rows[Math.min(index, this.rows.length - 1)]?.removeButton ?? this.addButton;
    focus.focus();
    this.onChange();
  }

  /** Rebuilds the source fieldsets, one per snapshot (raw input text, or nothing for a new one). */
  private renderRows(snapshots: (string[] | undefined)[]): void {
    this.slots.clear();
    for (const [pointer, found] of this.topSlots) this.slots.set(pointer, found);
    this.rows = snapshots.map((values, index) => {
      const row = new SourceRow(this.slots, index);
      if (values) row.restore(values);
      row.removeButton.addEventListener('click', () => this.removeSource(index));
      return row;
    });
    this.sourceList.replaceChildren(...this.rows.map((row) => row.element));
    this.addButton.disabled = this.rows.length >= MAX_SOURCES;
    this.addButton.textContent = this.rows.length >= MAX_SOURCES ? `At most ${MAX_SOURCES} sources` : 'Add a source';
  }
}
