// The family's state in an after-tax answer's words (docs/after-tax.md#state-tax), the same on the
// page and in the tool server's and command line's summaries: which taxes the figures are after, the
// 529 deduction's saving when the answer carries one, and, for a state that does not follow the
// federal deferral (California), that it taxes the Trump account's earnings every year. The first
// two in the words of a catalog (core/i18n/, docs/architecture.md#languages): the page's language,
// English for the tool server; the last in English only (the page says it in its notes).
import type { Catalog } from '../i18n/en.js';
import type { AfterTaxBlock } from '../schemas/projection.js';
import type { StateCode, StateTaxJurisdiction } from '../statute/state-tax-types.js';
import { STATE_TAX } from '../statute/states/index.js';

type AfterTaxInput = AfterTaxBlock['input'];

/** The answer's state, when the scenario named one. */
export function answerState(input: AfterTaxInput): StateTaxJurisdiction | undefined {
  const code = (input as { state?: string }).state;
  return code === undefined ? undefined : STATE_TAX[code as StateCode];
}

/** The answer's state's name in a catalog's language; null without a state. */
export function stateName(input: AfterTaxInput, words: Catalog): string | null {
  const state = answerState(input);
  return state === undefined ? null : words.states.name(state.code);
}

/** "federal tax", or "federal and New York tax". */
export function taxesWords(input: AfterTaxInput, words: Catalog): string {
  return words.afterTax.taxes(stateName(input, words));
}

/** The state tax the 529 plan's deposits saved (stateDeductionSavedCents: on the plan's account,
 *  or on its entry at the target age), when the answer carries it; undefined when it does not. */
function stateSavedCents(block: AfterTaxBlock): string | undefined {
  type Saved = { stateDeductionSavedCents?: string | null };
  const account = block.plan529 as typeof block.plan529 & Saved;
  const atTarget = account.deterministic.at(-1) as Saved | undefined;
  return account.stateDeductionSavedCents ?? atTarget?.stateDeductionSavedCents ?? undefined;
}

/** "New York would give you back about $4,212 in state tax on your 529 deposits." for a saving
 *  above zero, written with the caller's money format; '' otherwise. */
export function stateSavedSentence(block: AfterTaxBlock, money: (cents: string) => string, words: Catalog): string {
  const state = stateName(block.input, words);
  const saved = stateSavedCents(block);
  if (state === null || saved === undefined || BigInt(saved) <= 0n) return '';
  return words.afterTax.stateSaved(state, money(saved));
}

/** For a state that taxes the Trump account's earnings as they arise: one sentence; '' otherwise. */
export function yearlyEarningsSentence(input: AfterTaxInput): string {
  const state = answerState(input);
  if (state?.trumpEarnings !== 'taxedYearly') return '';
  return (
    `${state.name} does not follow the federal deferral: it taxes the Trump account's earnings every year, ` +
    'as they arise, not only when the money comes out.'
  );
}
