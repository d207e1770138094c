// The page's words for the wrapper's field problems, chosen by the problem's code and parameters
// (server/engine/field-problems.ts), in the units the form uses: percentages for rates, years and
// months for ages, dollars for amounts. The API's English sentence is the last resort.
import type { FieldProblem } from '../../engine/field-problems.js';
import { ageText, fractionToPercent } from './text.js';

/** What a form field holds, which decides how its messages read. */
export type FieldKind = 'date' | 'age' | 'percent' | 'amount' | 'whole' | 'text' | 'choice' | 'flag';

const COMPARISON_WORDS: Readonly<Record<string, string>> = {
  '<=': 'at most',
  '>=': 'at least',
  '<': 'less than',
  '>': 'more than',
};

const number = (value: string | number | undefined) => Number(value);

/** "at most 20%", "at least 1 month", "at most 5000": a bound in the field's units. */
function bound(kind: FieldKind, problem: FieldProblem): string {
  const comparison = String(problem.params?.comparison ?? '');
  const words = COMPARISON_WORDS[comparison] ?? comparison;
  const limit = number(problem.params?.limit);
  if (kind === 'percent') return `must be ${words} ${fractionToPercent(limit)}%`;
  if (kind === 'age') return `must be ${words} ${ageText(limit)}`;
  return `must be ${words} ${limit}`;
}

export function humanise(kind: FieldKind, problem: FieldProblem): string {
  const params = problem.params ?? {};
  switch (problem.code) {
    case 'REQUIRED':
      return kind === 'date' ? 'enter a date' : 'enter a value';
    case 'TOO_SMALL':
    case 'TOO_LARGE':
      return bound(kind, problem);
    case 'WRONG_TYPE':
      return params.expected === 'integer' ? 'enter a whole number' : problem.message;
    case 'NOT_A_DATE':
      return 'enter a real date';
    case 'NOT_CENTS':
      return 'must be whole cents, at most $9,999,999,999.99';
    case 'TOO_SHORT':
      return 'enter a name';
    case 'TOO_LONG':
      return `use at most ${number(params.limit)} characters`;
    case 'DUPLICATE_ID':
      return 'another source already has this name; names must differ';
    case 'END_NOT_AFTER_START':
      return `must be after the start age (${ageText(number(params.start))})`;
    case 'TARGET_NOT_AFTER_START':
      return `must be after the child's age on the "as of" date (${ageText(number(params.startAgeMonths))})`;
    case 'BIRTH_TOO_FAR_AHEAD':
      return `an expected child must be due within ${number(params.months)} months of the "as of" date`;
    default:
      return problem.message;
  }
}
