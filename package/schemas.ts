// The package's "./schemas" entry: the TypeBox schemas (JSON Schema) of the API's requests and
// answers, the one source the routes, the MCP tools and the OpenAPI document use.
export { Eligibility, EligibilityQuery, PilotEligibility, PledgeEligibility } from '../core/schemas/eligibility.js';
export { Problem } from '../core/schemas/problem.js';
export {
  Assumptions,
  CentString,
  Deterministic,
  Milestone,
  Percentiles,
  Projection,
  WARNING_CODES,
  Warning,
} from '../core/schemas/projection.js';
export { FundReturns, Returns, TrailingReturn } from '../core/schemas/returns.js';
export { Facts, GiftRule, Rules, Sources, Unverified, UnverifiedItem } from '../core/schemas/rules.js';
export {
  AnnualSchedule,
  MonthlySchedule,
  OnceSchedule,
  Scenario,
  Schedule,
  ShareRequest,
  Source,
} from '../core/schemas/scenario.js';
export {
  DEFAULTS,
  MAX_AGE_MONTHS,
  MAX_SOURCES,
  SCHEDULE_TYPES,
  SOURCE_KINDS,
} from '../core/schemas/scenario-values.js';
export { Solution, SolveScenarioRequest, SolveShareRequest } from '../core/schemas/solve.js';
