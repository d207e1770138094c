// The form's fields: each with a label, an optional hint, a place for its message and the JSON
// pointer the wrapper reports its problems at (a slot), so a problem is shown beside its field.
import { itemAt } from '../../core/common/checked.js';
import { el } from './dom.js';
import type { FieldKind } from './messages.js';
import { words } from './words.js';

/** A place in the form that problems can be shown at. */
export interface Slot {
  kind: FieldKind;
  /** The field's name as its label says it, without the unit only a screen reader hears. */
  name: string;
  wrapper: HTMLElement;
  error: HTMLElement;
  inputs: HTMLElement[];
}

export type Slots = Map<string, Slot>;

/** An input with its slot; `ageField` has two. */
export interface Field<T extends HTMLElement = HTMLInputElement> {
  wrapper: HTMLElement;
  input: T;
}

export interface AgeField {
  wrapper: HTMLElement;
  years: HTMLInputElement;
  months: HTMLInputElement;
}

export function slot(
  slots: Slots,
  pointer: string,
  kind: FieldKind,
  name: string,
  wrapper: HTMLElement,
  errorId: string,
  inputs: HTMLElement[],
): HTMLElement {
  const error = el('p', { class: 'error', id: errorId, hidden: true });
  wrapper.dataset.pointer = pointer;
  wrapper.append(error);
  for (const input of inputs) {
    const described = [input.getAttribute('aria-describedby'), errorId].filter(Boolean).join(' ');
    input.setAttribute('aria-describedby', described);
  }
  slots.set(pointer, { kind, name, wrapper, error, inputs });
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
  /** "$" before the input, or "%" after it: shown, and named in the label for screen readers. */
  prefix?: '$';
  suffix?: '%';
  className?: string;
}

const UNIT_NAMES = { $: words.parse.inDollars, '%': words.parse.inPercent } as const;

/** The label, with its unit in words for screen readers (the sign beside the input is hidden from them). */
function labelWithUnit(id: string, text: string, unit: '$' | '%' | undefined): HTMLLabelElement {
  return el('label', { for: id }, text, unit && el('span', { class: 'visually-hidden' }, ` (${UNIT_NAMES[unit]})`));
}

export function textField(slots: Slots, pointer: string, id: string, label: string, options: TextOptions): Field {
  const input = el('input', {
    id,
    name: id,
    type: options.type ?? 'text',
    inputmode: options.inputmode,
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': options.hint === undefined ? undefined : `${id}-hint`,
  });
  const box =
    options.prefix || options.suffix
      ? el(
          'span',
          { class: 'affix' },
          options.prefix && el('span', { class: 'prefix', 'aria-hidden': 'true' }, options.prefix),
          input,
          options.suffix && el('span', { class: 'suffix', 'aria-hidden': 'true' }, options.suffix),
        )
      : input;
  const wrapper = el(
    'div',
    { class: `field ${options.className ?? ''}`.trim() },
    labelWithUnit(id, label, options.prefix ?? options.suffix),
    box,
    hintFor(id, options.hint),
  );
  slot(slots, pointer, options.kind, label, wrapper, `${id}-error`, [input]);
  return { wrapper, input };
}

/** A rate in percent, "%" after the input. */
export function percentField(slots: Slots, pointer: string, id: string, label: string, hint?: string): Field {
  return textField(slots, pointer, id, label, {
    kind: 'percent',
    inputmode: 'decimal',
    suffix: '%',
    className: 'narrow',
    ...(hint === undefined ? {} : { hint }),
  });
}

/** An amount in dollars, "$" before the input. */
export function amountField(slots: Slots, pointer: string, id: string, label: string, hint?: string): Field {
  return textField(slots, pointer, id, label, {
    kind: 'amount',
    inputmode: 'decimal',
    prefix: '$',
    ...(hint === undefined ? {} : { hint }),
  });
}

export function selectField(
  slots: Slots,
  pointer: string,
  id: string,
  label: string,
  choices: [string, string][],
  hint?: string,
): Field<HTMLSelectElement> {
  const input = el(
    'select',
    { id, name: id, 'aria-describedby': hint === undefined ? undefined : `${id}-hint` },
    ...choices.map(([value, text]) => el('option', { value }, text)),
  );
  const wrapper = el('div', { class: 'field' }, el('label', { for: id }, label), input, hintFor(id, hint));
  slot(slots, pointer, 'choice', label, wrapper, `${id}-error`, [input]);
  return { wrapper, input };
}

type Choices = [value: string, label: string][];

/** One of a few choices as radio buttons in a fieldset: a legend names it, arrow keys move between them. */
export function radioField(slots: Slots, pointer: string, id: string, legend: string, choices: Choices, hint: string) {
  const inputs = choices.map(([value], i) =>
    el('input', {
      id: `${id}-${value}`,
      name: id,
      type: 'radio',
      value,
      checked: i === 0,
      'aria-describedby': `${id}-hint`,
    }),
  );
  const wrapper = el(
    'fieldset',
    { class: 'field choices', id },
    el('legend', {}, legend),
    ...choices.map(([value, text], i) =>
      el('span', { class: 'choice' }, inputs[i], el('label', { for: `${id}-${value}` }, text)),
    ),
    hintFor(id, hint),
  );
  slot(slots, pointer, 'choice', legend, wrapper, `${id}-error`, inputs);
  return {
    wrapper,
    get value(): string {
      return inputs.find((input) => input.checked)?.value ?? itemAt(choices, 0)[0];
    },
    set value(value: string) {
      for (const input of inputs) input.checked = input.value === value;
    },
  };
}

export function checkboxField(slots: Slots, pointer: string, id: string, label: string): Field {
  const input = el('input', { id, name: id, type: 'checkbox' });
  const wrapper = el('div', { class: 'field check' }, input, el('label', { for: id }, label));
  slot(slots, pointer, 'flag', label, wrapper, `${id}-error`, [input]);
  return { wrapper, input };
}

/** A part of the form a checkbox switches on (the goal, after tax): its body shows only while the
 *  box is ticked. */
export interface SwitchedGroup {
  element: HTMLFieldSetElement;
  box: HTMLInputElement;
  /** Ticks or clears the box, showing or hiding the body with it. */
  switchTo(on: boolean): void;
}

export function switchedGroup(id: string, className: string, legend: string, label: string, body: HTMLElement) {
  const box = el('input', { id, type: 'checkbox' });
  const element = el(
    'fieldset',
    { class: `group ${className}` },
    el('legend', {}, legend),
    el('div', { class: 'field check' }, box, el('label', { for: id }, label)),
    body,
  );
  const switchTo = (on: boolean) => {
    box.checked = on;
    body.hidden = !on;
  };
  box.addEventListener('change', () => switchTo(box.checked));
  switchTo(false);
  return { element, box, switchTo } satisfies SwitchedGroup;
}

export function ageField(slots: Slots, pointer: string, id: string, legend: string, hint?: string): AgeField {
  const part = (which: 'years' | 'months', text: string) => {
    const input = el('input', {
      id: `${id}-${which}`,
      name: `${id}-${which}`,
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'off',
      class: 'short',
    });
    return { input, box: el('span', { class: 'age-part' }, input, el('label', { for: `${id}-${which}` }, text)) };
  };
  const years = part('years', words.form.ageYears);
  const months = part('months', words.form.ageMonths);
  for (const input of [years.input, months.input])
    if (hint !== undefined) input.setAttribute('aria-describedby', `${id}-hint`);
  const wrapper = el(
    'fieldset',
    { class: 'field age' },
    el('legend', {}, legend),
    el('div', { class: 'age-parts' }, years.box, months.box),
    hintFor(id, hint),
  );
  slot(slots, pointer, 'age', legend, wrapper, `${id}-error`, [years.input, months.input]);
  return { wrapper, years: years.input, months: months.input };
}

export function writeAge(field: AgeField, months: number): void {
  field.years.value = String(Math.floor(months / 12));
  field.months.value = String(months % 12);
}
