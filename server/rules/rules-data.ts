// The reviewed rules data (DESIGN 9): what GET /v1/rules serves and what every response cites.
// The statute's numbers that the engine applies live in statute.ts beside this file.

/** The day the facts below were last checked against their primary sources. */
export const RULES_VERIFIED_AT = '2026-11-01';

export const DISCLAIMER =
  'Educational estimate only, not financial, tax or legal advice. Projections assume steady contributions ' +
  'and the stated returns, which are not guaranteed; actual results will differ. Section 530A rules may ' +
  'change and some are not yet final; check the sources in GET /v1/rules.';
