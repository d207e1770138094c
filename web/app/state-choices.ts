// The states as the page's selects offer them (form.ts, state-field.ts): each named in the page's
// language (core/i18n: `states`), and, where the language asks, listed by those names, so that on
// the Spanish page "Nueva York" is under N (docs/architecture.md#languages). Codes never change.
import type { UsState } from '../../core/common/us-states.js';
import { words } from './words.js';

/** [code, name] for each code, in the given order or by name. */
export function stateChoices(codes: readonly UsState[]): [UsState, string][] {
  const choices = codes.map((code): [UsState, string] => [code, words.states.name(code)]);
  if (!words.states.byName) return choices;
  const collator = new Intl.Collator(words.lang);
  return choices.sort(([, a], [, b]) => collator.compare(a, b));
}
