// The start-up check of the rules data (docs/api.md#rules): the schema, then what a schema cannot
// say. Every fact has a source under its own key; every source is an https URL on a primary-source
// site; no source is left over unless an unverified item uses it; no item is both verified and
// unverified; every eligible fund is within the statute's fee ceiling; the pilot and the pledges
// have unique ids, birth dates in order, known states and https sources. A broken file stops the
// start with a message that names each broken key.

import { parseDate } from '../../core/common/dates.js';
import { isUsState } from '../../core/common/us-states.js';
import { type GiftRule, RulesData } from '../../core/schemas/rules.js';
import { RULES_DATA } from '../../core/statute/rules-data.js';
import { STATUTE, type Statute } from '../../core/statute/statute.js';
import { compileSchema } from '../../core/validation/compile-schema.js';

/** Where primary sources live: the U.S. Code, the IRS, the Treasury's site, Congress. */
const PRIMARY_SOURCE_HOSTS: readonly string[] = [
  'uscode.house.gov',
  'www.law.cornell.edu',
  'www.irs.gov',
  'trumpaccounts.gov',
  'www.congress.gov',
  'www.govinfo.gov',
];

/** Stable keys: lower camelCase, as API clients read them. */
const KEY_PATTERN = /^[a-z][A-Za-z0-9]*$/;

export class RulesDataError extends Error {
  override name = 'RulesDataError';
}

const checkShape = compileSchema(RulesData);

function schemaProblems(data: unknown): string[] {
  const problems: string[] = [];
  for (const error of checkShape.Errors(data)) {
    // An unknown field is reported once, at its own pointer ('boolean'), not again at its parent.
    if (error.keyword === 'additionalProperties') continue;
    const message = error.keyword === 'boolean' ? 'unknown field' : error.message;
    problems.push(`${error.instancePath || '/'}: ${message}`);
  }
  return problems;
}

function sourceProblem(key: string, url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `source "${key}" is not a URL: ${url}`;
  }
  if (parsed.protocol !== 'https:') return `source "${key}" is not an https URL: ${url}`;
  if (!PRIMARY_SOURCE_HOSTS.includes(parsed.hostname)) {
    return `source "${key}" is not on a primary-source site (${PRIMARY_SOURCE_HOSTS.join(', ')}): ${url}`;
  }
  return undefined;
}

function crossProblems(data: RulesData, statute: Statute): string[] {
  const problems: string[] = [];
  const { facts, sources, unverified } = data;
  for (const [map, keys] of [
    ['facts', Object.keys(facts)],
    ['sources', Object.keys(sources)],
    ['unverified', Object.keys(unverified)],
  ] as const) {
    for (const key of keys) if (!KEY_PATTERN.test(key)) problems.push(`${map} key "${key}" is not lower camelCase`);
  }
  for (const key of Object.keys(facts)) {
    if (!Object.hasOwn(sources, key)) problems.push(`fact "${key}" has no source in sources`);
    if (Object.hasOwn(unverified, key)) problems.push(`"${key}" is both a fact and an unverified item`);
  }
  for (const [key, url] of Object.entries(sources)) {
    const problem = sourceProblem(key, url);
    if (problem) problems.push(problem);
    if (!Object.hasOwn(facts, key) && !Object.hasOwn(unverified, key)) {
      problems.push(`source "${key}" belongs to no fact and no unverified item`);
    }
  }
  const tickers = new Set<string>();
  for (const fund of data.eligibleFunds) {
    if (tickers.has(fund.ticker)) problems.push(`fund "${fund.ticker}" is listed twice`);
    tickers.add(fund.ticker);
    if (fund.expenseRatio > statute.fundFeeCeiling) {
      problems.push(
        `fund "${fund.ticker}" charges ${fund.expenseRatio}, above the statute's ceiling of ${statute.fundFeeCeiling}`,
      );
    }
  }
  problems.push(...giftProblems([data.pilot, ...data.pledges]));
  return problems;
}

/** What the schema cannot say of the gift rules (docs/api.md#rules): unique ids, birth dates in
 *  order, states that exist, https sources, a note that says why when terms are not verified. */
function giftProblems(gifts: readonly GiftRule[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const gift of gifts) {
    const { id, qualifies } = gift;
    if (ids.has(id)) problems.push(`gift "${id}" is listed twice`);
    ids.add(id);
    const { bornFrom, bornTo } = qualifies;
    if (bornFrom !== undefined && bornTo !== undefined && bornFrom > bornTo) {
      problems.push(`gift "${id}": bornFrom ${bornFrom} is after bornTo ${bornTo}`);
    }
    for (const date of [bornFrom, bornTo, qualifies.age?.measuredOn, gift.announced, gift.paysFrom]) {
      if (typeof date === 'string' && parseDate(date) === undefined)
        problems.push(`gift "${id}": ${date} is not a date`);
    }
    for (const state of qualifies.states ?? []) {
      if (!isUsState(state)) problems.push(`gift "${id}": state "${state}" is not a state's postal code`);
    }
    for (const url of gift.sourceUrls) {
      if (!url.startsWith('https://')) problems.push(`gift "${id}": source ${url} is not an https URL`);
    }
  }
  return problems;
}

/** The data, typed, when it is sound; otherwise a RulesDataError listing every problem. */
export function checkRules(data: unknown, statute: Statute): RulesData {
  const shape = schemaProblems(data);
  const problems = shape.length > 0 ? shape : crossProblems(data as RulesData, statute);
  if (problems.length > 0) {
    throw new RulesDataError(
      `The rules data is broken (${problems.length} problem${problems.length === 1 ? '' : 's'}): ${problems.join('; ')}`,
    );
  }
  return data as RulesData;
}

/** The check of the reviewed data in rules-data.ts against the statute the engine applies. */
export function checkReviewedRules(): RulesData {
  return checkRules(RULES_DATA, STATUTE);
}
