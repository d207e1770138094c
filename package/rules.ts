// The package's "./rules" entry: the rules data of GET /v1/rules (facts, sources, what is not yet
// verified, the eligible funds, the pilot and the pledges), in an entry of its own so the engine
// entries do not carry its text; and the answer of GET /v1/eligibility from the same pledges
// (docs/api.md#eligibility), with the reader of its query.
export { type EligibilityRequest, eligibility, giftDepositAgeMonths } from '../core/eligibility/eligibility.js';
export { type EligibilityQueryResult, readEligibilityQuery } from '../core/eligibility/eligibility-query.js';
export type { Eligibility, PilotEligibility, PledgeEligibility } from '../core/schemas/eligibility.js';
export type { GiftRule } from '../core/schemas/rules.js';
export { RULES_DATA } from '../core/statute/rules-data.js';
