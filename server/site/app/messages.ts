// The wrapper's validation messages (checkScenario: JSON pointers, API units) restated in the units
// the form uses: percentages for rates, years and months for ages, dollars for amounts.
import { itemAt } from '../../common/checked.js';
import { ageText, fractionToPercent } from './text.js';

/** What a form field holds, which decides how its messages read. */
export type FieldKind = 'date' | 'age' | 'percent' | 'amount' | 'whole' | 'text' | 'choice' | 'flag';

const BOUND = /^must be (<=|>=|<|>) (-?[0-9.e+-]+)$/;
const BOUND_WORDS: Record<string, string> = { '<=': 'at most', '>=': 'at least', '<': 'less than', '>': 'more than' };

export function humanise(kind: FieldKind, message: string): string {
  const bound = BOUND.exec(message);
  if (bound) {
    const limit = Number(itemAt(bound, 2));
    const words = BOUND_WORDS[itemAt(bound, 1)];
    if (kind === 'percent') return `must be ${words} ${fractionToPercent(limit)}%`;
    if (kind === 'age') return `must be ${words} ${ageText(limit)}`;
    return `must be ${words} ${limit}`;
  }
  let match: RegExpExecArray | null;
  if ((match = /^endAgeMonths \d+ must be after startAgeMonths (\d+)$/.exec(message))) {
    return `must be after the start age (${ageText(Number(match[1]))})`;
  }
  if ((match = /^targetAgeMonths \d+ must be after the child's age on asOf, (\d+) months$/.exec(message))) {
    return `must be after the child's age on the "as of" date (${ageText(Number(match[1]))})`;
  }
  if (/^birthDate .* is more than \d+ months after asOf/.test(message)) {
    return 'an expected child must be due within 12 months of the "as of" date';
  }
  if (kind === 'amount' && message.startsWith('must be a string of 1 to 12 digits')) {
    return 'must be whole cents, at most $9,999,999,999.99';
  }
  if (/^duplicate id /.test(message)) return 'another source already has this name; names must differ';
  if (message === 'must not have fewer than 1 characters') return 'enter a name';
  if (message === 'must not have more than 64 characters') return 'use at most 64 characters';
  if (message === 'must be integer') return 'enter a whole number';
  return message;
}
