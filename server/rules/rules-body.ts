// The Rules answer (docs/api.md#rules) from the reviewed rules data: one text for GET /v1/rules and
// the MCP rules resource, fields in the documented order, the additive attribution, pilot, pledges
// and stateTax last; the fund list stays server-side.
import type { Rules, RulesData, StateTax, StateTaxEntry } from '../../core/schemas/rules.js';
import { RULES_DATA } from '../../core/statute/rules-data.js';
import type {
  ByStatus,
  Plan529Deduction,
  RetirementExclusion,
  StateSource,
  StateTaxJurisdiction,
  StateTaxWords,
} from '../../core/statute/state-tax-types.js';
import { STATE_TAX_LIST } from '../../core/statute/states/index.js';
import { STATE_TAX_WORDS } from '../../core/statute/states/words.js';

// The rules' StateTaxEntry schema (core/schemas/rules.ts) and the jurisdiction's types must name the
// same fields, the nested objects' too: a field added to one and not the other fails the type check
// here (and the start-up check refuses a field the schema does not know).
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
const stateTaxShapesAgree: [
  SameKeys<StateTaxEntry, StateTaxJurisdiction & StateTaxWords>,
  SameKeys<StateTaxEntry['deduction'], ByStatus>,
  SameKeys<NonNullable<StateTaxEntry['retirementExclusion']>, RetirementExclusion>,
  SameKeys<NonNullable<StateTaxEntry['plan529Deduction']>, Plan529Deduction>,
  SameKeys<StateTaxEntry['sources'][number], StateSource>,
] = [true, true, true, true, true];
void stateTaxShapesAgree;

/** Every jurisdiction's rules, as GET /v1/rules serves them: its figures, then its words (kept in a
 *  module of their own so the page's bundles carry the figures alone). */
export const STATE_TAX_RULES = STATE_TAX_LIST.map((j) => ({ ...j, ...STATE_TAX_WORDS[j.code] })) as StateTax;

function rulesBody(data: RulesData, stateTax: StateTax, siteUrl: string): Rules {
  return {
    sourceUrl: siteUrl,
    rulesVerifiedAt: data.rulesVerifiedAt,
    disclaimer: data.disclaimer,
    facts: data.facts,
    unverified: data.unverified,
    sources: data.sources,
    attribution: data.attribution,
    pilot: data.pilot,
    pledges: data.pledges,
    stateTax,
  };
}

/** The JSON text GET /v1/rules answers for this site address. */
export function rulesText(siteUrl: string, data: RulesData = RULES_DATA, stateTax = STATE_TAX_RULES): string {
  return JSON.stringify(rulesBody(data, stateTax, siteUrl));
}
