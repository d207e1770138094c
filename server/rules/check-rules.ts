// The start-up check of the rules data (docs/api.md#rules): the schema, then what a schema cannot
// say. Every fact has a source under its own key; every source is an https URL on a primary-source
// site; no source is left over unless an unverified item uses it; no item is both verified and
// unverified; every eligible fund is within the statute's fee ceiling; the pilot and the pledges
// have unique ids, birth dates in order, known states and https sources; every state listed once,
// its primary sources on the state's own sites. A broken file stops the start with a message that
// names each broken key.

import { parseDate } from '../../core/common/dates.js';
import { isUsState } from '../../core/common/us-states.js';
import { type GiftRule, RulesData, StateTax } from '../../core/schemas/rules.js';
import { RULES_DATA } from '../../core/statute/rules-data.js';
import { STATE_CODES } from '../../core/statute/state-tax-types.js';
import { STATUTE, type Statute } from '../../core/statute/statute.js';
import { compileSchema } from '../../core/validation/compile-schema.js';
import { STATE_TAX_RULES } from './rules-body.js';

/** Where primary sources live: the U.S. Code, the IRS, the Treasury's site, Congress. */
const PRIMARY_SOURCE_HOSTS: readonly string[] = [
  'uscode.house.gov',
  'www.law.cornell.edu',
  'www.irs.gov',
  'trumpaccounts.gov',
  'www.congress.gov',
  'www.govinfo.gov',
];

/**
 * Where a state's primary sources live (docs/api.md#rules): its government and legislature, on
 * `.gov` or the locality domains of the states under `.us` (`state.ri.us`, `ri.us`), or the sites below that are the
 * state's own or its official text off those domains, and the statute republishers trusted as
 * law.cornell.edu is for the U.S. Code. A source marked `secondary` (a CPA's article, a news report)
 * may be anywhere on https; every modelled jurisdiction has at least one primary source.
 */
const STATE_SOURCE_HOSTS: readonly string[] = [
  'www.mainelegislature.org', // the Maine Legislature's statutes
  'kssos.org', // the Kansas Secretary of State's session laws
  'floridarevenue.com', // the Florida Department of Revenue
  'www.oscn.net', // the Oklahoma State Courts Network, the statutes' official online text
  'nmonesource.com', // the New Mexico Compilation Commission's official statutes
  'revenue-pa.custhelp.com', // the Pennsylvania Department of Revenue's answer centre
  'my529.org', // Utah's own 529 plan, a state agency
  'law.justia.com', // statute republishers
  'casetext.com',
  'oregon.public.law',
];

/**
 * Source addresses of the reviewed data accepted although they break the rules above, each until its
 * state's file cites a better one; a listed address no longer cited is a problem too, so the list
 * only shrinks.
 */
const STATE_SOURCE_EXCEPTIONS: readonly string[] = [
  // New Mexico's 2025 income-tax packet, at an address not shown to be the Taxation and Revenue
  // Department's own: wants a tax.newmexico.gov address.
  'https://klvg4oyd4j.execute-api.us-west-2.amazonaws.com/prod/PublicFiles/34821a9573ca43e7b06dfad20f5183fd/0558a902-6362-47ca-8e3b-7cca3bc69b9d/2025%20PIT%20Packet_Final.pdf',
  // Rhode Island's statute cited over http: wants its https address.
  'http://webserver.rilin.state.ri.us/Statutes/title44/44-30/44-30-12.HTM',
];

function isStateSourceHost(hostname: string): boolean {
  return hostname.endsWith('.gov') || /(^|\.)[a-z]{2}\.us$/.test(hostname) || STATE_SOURCE_HOSTS.includes(hostname);
}

/** Stable keys: lower camelCase, as API clients read them. */
const KEY_PATTERN = /^[a-z][A-Za-z0-9]*$/;

export class RulesDataError extends Error {
  override name = 'RulesDataError';
}

const checkShape = compileSchema(RulesData);
const checkStateTaxShape = compileSchema(StateTax);

function schemaProblems(errors: ReturnType<typeof checkShape.Errors>, prefix = ''): string[] {
  const problems: string[] = [];
  for (const error of errors) {
    // An unknown field is reported once, at its own pointer ('boolean'), not again at its parent.
    if (error.keyword === 'additionalProperties') continue;
    const message = error.keyword === 'boolean' ? 'unknown field' : error.message;
    problems.push(`${prefix}${error.instancePath || '/'}: ${message}`);
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

/** Every jurisdiction once, in the order of its code; its sources https, its primary ones on a state's
 *  own sites (STATE_SOURCE_HOSTS), at least one of them where it is modelled. */
function stateTaxProblems(stateTax: StateTax): string[] {
  const problems: string[] = [];
  const codes = stateTax.map((entry) => entry.code);
  if (codes.join() !== STATE_CODES.join()) problems.push(`stateTax does not list ${STATE_CODES.length} codes in order`);
  const cited = new Set(stateTax.flatMap((entry) => entry.sources.map((source) => source.url)));
  for (const url of STATE_SOURCE_EXCEPTIONS)
    if (!cited.has(url)) problems.push(`stateTax exception no longer cited: ${url}`);
  for (const entry of stateTax) {
    let primary = 0;
    for (const source of entry.sources) {
      if (STATE_SOURCE_EXCEPTIONS.includes(source.url)) {
        primary++;
        continue;
      }
      let parsed: URL;
      try {
        parsed = new URL(source.url);
      } catch {
        problems.push(`stateTax ${entry.code} source is not a URL: ${source.url}`);
        continue;
      }
      if (parsed.protocol !== 'https:') problems.push(`stateTax ${entry.code} source is not https: ${source.url}`);
      else if (source.secondary === true) continue;
      else if (isStateSourceHost(parsed.hostname)) primary++;
      else
        problems.push(
          `stateTax ${entry.code} source is not on a state's own site (or mark it secondary): ${source.url}`,
        );
    }
    if (entry.status === 'modelled' && primary === 0) problems.push(`stateTax ${entry.code} has no primary source`);
  }
  return problems;
}

/** The data, typed, when it is sound (and the states' rules, served beside it); otherwise a
 *  RulesDataError listing every problem. */
export function checkRules(data: unknown, statute: Statute, stateTax: unknown = STATE_TAX_RULES): RulesData {
  const shape = [
    ...schemaProblems(checkShape.Errors(data)),
    ...schemaProblems(checkStateTaxShape.Errors(stateTax), '/stateTax'),
  ];
  const problems =
    shape.length > 0
      ? shape
      : [...crossProblems(data as RulesData, statute), ...stateTaxProblems(stateTax as StateTax)];
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
