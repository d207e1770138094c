// What the after-tax results assume about the young adult from 19 to 23 (docs/after-tax.md#the-kiddie-tax),
// said beside the answers whenever something is taken out or converted at those ages: as a full-time
// student you support, the kiddie tax puts part of the tax at your top rate; otherwise the young
// adult's own return and rates. With a button that takes the parent to the question in the form
// (after-tax-fields.ts), so the assumption is never silent and the switch is one step away.
import { itemAt } from '../../core/common/checked.js';
import type { AfterTaxBlock } from '../../core/schemas/projection.js';
import { byId, el } from './dom.js';
import type { Shown } from './shown.js';
import { words } from './words.js';

const w = words.student;

/** The ages, at the end of their year, a student's kiddie tax reaches past 18 (docs/after-tax.md#ages). */
const STUDENT_AGES = { first: 19, last: 23 } as const;

/** "at 19 years", "at 19 to 21 years". */
function agesWords(years: number[]): string {
  const first = itemAt(years, 0);
  const last = itemAt(years, years.length - 1);
  return w.ages(first, last);
}

/** The age at the end of the year of each birthday in `ages` (months): a child born on 1 January is
 *  a year older (docs/after-tax.md#ages). */
function yearEndAges(ages: readonly number[], birthDate: string): number[] {
  const older = birthDate.endsWith('-01-01') ? 1 : 0;
  return ages.map((months) => Math.floor(months / 12) + older);
}

/** What is taxed at 19 to 23: "the conversions at 19 to 21 years and the withdrawal at 22 years". */
function taxedWords(block: AfterTaxBlock, birthDate: string): string {
  const within = (ages: readonly number[]) =>
    yearEndAges(ages, birthDate).filter((age) => age >= STUDENT_AGES.first && age <= STUDENT_AGES.last);
  const conversions = within(block.conversion?.conversionAges ?? []);
  const withdrawals = within(
    block.plan?.ages ?? block.conversion?.withdrawalAges ?? [itemAt(block.ages, block.ages.length - 1)],
  );
  const part = (ages: number[], said: (count: number, ages: string) => string) =>
    ages.length === 0 ? [] : [said(ages.length, agesWords(ages))];
  return w.both([...part(conversions, w.conversions), ...part(withdrawals, w.withdrawals)]);
}

/** The sentence, or '' when nothing is taxed at 19 to 23. */
function studentWords(block: AfterTaxBlock, birthDate: string): string {
  const taxed = taxedWords(block, birthDate);
  if (taxed === '') return '';
  const what = taxed.charAt(0).toUpperCase() + taxed.slice(1);
  const { kiddieTax, fullTimeStudent, use } = block.input;
  if (kiddieTax !== undefined) return kiddieTax ? w.kiddieOn(what) : w.kiddieOff(what);
  return (fullTimeStudent ?? use === 'education') ? w.student(what) : w.notStudent(what);
}

/** Shows the sentence and its button above the after-tax answers, or hides them. */
export function renderStudent(shown: Shown): void {
  const box = byId('after-tax-student');
  const block = shown.projection.afterTax;
  const words = block === undefined ? '' : studentWords(block, shown.scenario.birthDate);
  box.hidden = words === '';
  if (words === '') {
    box.replaceChildren();
    return;
  }
  const change = el('button', { type: 'button', class: 'link', id: 'after-tax-student-change' }, w.change);
  change.addEventListener('click', () => {
    const answer = document.querySelector<HTMLInputElement>('input[name="f-tax-student"]:checked');
    answer?.focus();
  });
  // A link that forces the kiddie tax on or off leaves nothing for the question to change.
  box.replaceChildren(words, ...(block?.input.kiddieTax === undefined ? [' ', change] : []));
}
