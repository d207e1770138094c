// Reads the form's text into a scenario for the wrapper's checkScenario, collecting the problems
// found while reading (the wrapper would only say "must be number"): those are already in the
// page's words (code INVALID), and the form shows them instead of the wrapper's.
import { completedMonths, parseDate } from '../../core/common/dates.js';
import { type FieldProblem, fieldProblem } from '../../core/schemas/field-problems.js';
import type { AgeField } from './fields.js';
import { dollarsToCents, type Parsed, parseWhole, percentToFraction } from './text.js';
import { words } from './words.js';

/** Collects values and the problems found while reading them. */
export class Reader {
  readonly problems: FieldProblem[] = [];

  take<T>(pointer: string, parsed: Parsed<T>, raw: string): T | string {
    if (parsed.ok) return parsed.value;
    this.problems.push(fieldProblem(pointer, 'INVALID', parsed.message));
    return raw; // the wrapper reports it too; the form shows this message instead
  }

  date(pointer: string, input: HTMLInputElement): string {
    if (input.value === '') this.problems.push(fieldProblem(pointer, 'INVALID', words.parse.date));
    return input.value;
  }

  age(pointer: string, field: AgeField): number | string {
    const yearsText = field.years.value.trim();
    const monthsText = field.months.value.trim();
    if (yearsText === '' && monthsText === '') return this.take(pointer, { ok: false, message: words.parse.age }, '');
    const years = parseWhole(yearsText === '' ? '0' : yearsText);
    const months = parseWhole(monthsText === '' ? '0' : monthsText);
    if (!years.ok || !months.ok)
      return this.take(pointer, { ok: false, message: words.parse.ageWhole }, `${yearsText}y${monthsText}m`);
    if (months.value > 11)
      return this.take(pointer, { ok: false, message: words.parse.months }, `${yearsText}y${monthsText}m`);
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
    if (parsed.ok && parsed.value.length > 12)
      return this.take(pointer, { ok: false, message: words.parse.tooMuch }, parsed.value);
    return this.take(pointer, parsed, input.value) as string;
  }

  /** An amount that may be left empty, meaning none. */
  amountOrZero(pointer: string, input: HTMLInputElement): string {
    return input.value.trim() === '' ? '0' : this.amount(pointer, input);
  }
}

/** The child's age in completed months on asOf (0 for an expected child or unreadable dates). */
export function ageOn(birthDate: unknown, asOf: unknown): number {
  const birth = typeof birthDate === 'string' ? parseDate(birthDate) : undefined;
  const on = typeof asOf === 'string' ? parseDate(asOf) : undefined;
  return birth && on ? completedMonths(birth, on) : 0;
}
