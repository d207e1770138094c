// The Rules answer (docs/api.md#rules) from the reviewed rules data: one text for GET /v1/rules and
// the MCP rules resource, fields in the documented order, the additive attribution and stateTax last; the fund
// list stays server-side.
import type { Rules, RulesData } from '../../core/schemas/rules.js';
import { RULES_DATA } from '../../core/statute/rules-data.js';

function rulesBody(data: RulesData, siteUrl: string): Rules {
  return {
    sourceUrl: siteUrl,
    rulesVerifiedAt: data.rulesVerifiedAt,
    disclaimer: data.disclaimer,
    facts: data.facts,
    unverified: data.unverified,
    sources: data.sources,
    attribution: data.attribution,
    stateTax: data.stateTax,
  };
}

/** The JSON text GET /v1/rules answers for this site address. */
export function rulesText(siteUrl: string, data: RulesData = RULES_DATA): string {
  return JSON.stringify(rulesBody(data, siteUrl));
}
