// The site's knowledge (docs/api.md#mcp-tool-server): the Markdown pages of server/knowledge/pages/ plus
// one page per rule, generated from the rules data, indexed at start-up with minisearch (title and
// text, title boosted, prefix and fuzzy matching) for the MCP `search` tool and served as HTML at
// /kb/<id>.
//
// Pages may name statute numbers as {{tokens}} (see kbValues): the numbers then come from the
// same data the engine applies, so a page cannot disagree with a projection. An unknown token
// stops the start.
import { readdir, readFile } from 'node:fs/promises';
import MiniSearch, { type SearchOptions } from 'minisearch';
import * as L from '../../assembly/layout.js';
import { DEFAULT_SOURCE_AMOUNT_CENTS, DEFAULT_TARGET_AGE_MONTHS } from '../../core/answer/default-plan.js';
import { itemAt, ownValue } from '../../core/common/checked.js';
import { longDate, longMonth } from '../../core/common/dates.js';
import { percent, usd } from '../../core/common/format.js';
import {
  completeWindows,
  HISTORY_FIRST_YEAR_MONTH,
  HISTORY_LAST_YEAR_MONTH,
  historyMonth,
} from '../../core/projection/history.js';
import type { EligibleFund, RulesData } from '../../core/schemas/rules.js';
import { MAX_AGE_MONTHS } from '../../core/schemas/scenario-values.js';
import { HISTORY_DATA } from '../../core/statute/attribution.js';
import { HISTORY_CREDIT, RULES_DATA } from '../../core/statute/rules-data.js';
import { STATUTE, type Statute } from '../../core/statute/statute.js';

export type PageKind = 'page' | 'rule';

export interface KnowledgePage {
  /** Stable: the file name without .md, or rule-<key> for a rule. */
  id: string;
  title: string;
  /** Markdown, without the title heading. */
  text: string;
  kind: PageKind;
  /** Rule pages: the key in GET /v1/rules. */
  ruleKey?: string;
  /** Rule pages: the primary source, when the rules data names one. */
  source?: string;
  /** Rule pages: true for an item of `unverified`. */
  unverified?: boolean;
  /** Unverified items: whether projections apply the item anyway. */
  appliedInProjections?: boolean;
  /** Markdown pages: the keys of the rules its "## The rules" section links to, in its order, most
   *  useful first (explain_530a gives them first for a topic this page answers best). */
  rules?: readonly string[];
}

export interface SearchHit {
  id: string;
  title: string;
  score: number;
}

/** The folder of the Markdown pages, from server/knowledge or the compiled dist/server/knowledge. */
export function kbFolderUrl(): URL {
  const compiled = import.meta.url.includes('/dist/server/');
  return new URL(compiled ? '../../../server/knowledge/pages/' : './pages/', import.meta.url);
}

/** Page ids, as file names and in URLs: lower-case words joined by hyphens. */
const PAGE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How many results the search tool returns at most. */
const MAX_SEARCH_RESULTS = 8;

// ---- Terms: one tokenizer and one term normaliser for the index and the queries ----------------

/** Words a question carries that say nothing about the topic. */
const STOP_WORDS = new Set([
  'a',
  'about',
  'after',
  'all',
  'also',
  'am',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'been',
  'being',
  'but',
  'by',
  'can',
  'could',
  'did',
  'do',
  'does',
  'for',
  'from',
  'get',
  'gets',
  'got',
  'had',
  'has',
  'have',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'much',
  'many',
  'my',
  'of',
  'on',
  'or',
  'our',
  'should',
  'so',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'to',
  'us',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'who',
  'whom',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
]);

/** Suffixes a light stemmer strips (longest first), so "taxed", "taxes" and "tax" meet. */
const SUFFIXES = ['ations', 'ation', 'ions', 'ion', 'ings', 'ing', 'ities', 'ity', 'able', 'ed', 'es', 's', 'e'];
const MIN_STEM = 3;

function stem(word: string): string {
  if (/^[0-9]+$/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < MIN_STEM) continue;
    if (suffix === 's' && word.endsWith('ss')) return word; // "class", not "clas"
    return word.slice(0, -suffix.length);
  }
  return word;
}

/** Query words that should also find the words the pages and the statute use (stemmed). */
const SYNONYMS: Record<string, string[]> = {
  seed: ['pilot'],
  grandparent: ['relative'],
  grandma: ['grandparent', 'relative'],
  grandpa: ['grandparent', 'relative'],
  grandchild: ['grandparent', 'relative'],
  withdraw: ['withdrawal', 'distribut'],
  withdrawal: ['distribut'],
  kid: ['child'],
  children: ['child'],
  baby: ['child'],
  cap: ['limit'],
  max: ['limit'],
  maximum: ['limit'],
  etf: ['fund'],
  fee: ['expens'],
  expens: ['fee'],
};

/** Splits text into words; "$1,000" is one word, "1000". */
export function tokenize(text: string): string[] {
  return text
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** A word as the index keeps it: lower case, stemmed; null for a stop word or a single letter. */
export function normaliseTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stem(word);
}

function queryTerms(term: string): string[] | null {
  const word = normaliseTerm(term);
  if (word === null) return null;
  return [word, ...(SYNONYMS[word] ?? [])];
}

const isNumber = (term: string) => /^[0-9]+$/.test(term);

const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 3 },
  combineWith: 'OR',
  // Prefix and fuzzy matching for words, not numbers: "250" must not find "2500".
  prefix: (term) => term.length >= 3 && !isNumber(term),
  fuzzy: (term) => (term.length >= 5 && !isNumber(term) ? 0.2 : false),
  processTerm: queryTerms,
};

/** Link targets and addresses are not words a reader searches for. */
function searchableText(markdown: string): string {
  return markdown.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, ' ');
}

/** Markdown links to the site's own pages ("/kb/pilot-seed") made absolute, for readers elsewhere. */
export function absoluteLinks(markdown: string, siteUrl: string): string {
  return markdown.replace(/\]\((\/(?!\/)[^)\s]*)\)/g, (_match, path: string) => `](${siteUrl}${path})`);
}

// ---- The pages ---------------------------------------------------------------------------------

/** The horizon the historical page counts its windows for: 18 years. */
const EIGHTEEN_YEARS = 18 * 12;

function fundLine(fund: EligibleFund): string {
  return `- **${fund.ticker}**: ${fund.name}, tracks the ${fund.index}, annual expenses ${percent(fund.expenseRatio)}`;
}

/** The values a page may name as {{token}}: statute numbers, as the rules data states them, the
 *  extent and credit of the market history (docs/model.md#historical-markets), and the calculator's
 *  starting plan. */
export function kbValues(statute: Statute, data: RulesData): Record<string, string> {
  return {
    seed: usd(statute.seedCents),
    seedBirthFrom: longDate(statute.seedBirthFrom),
    seedBirthTo: longDate(statute.seedBirthTo),
    firstContributionDate: longDate(statute.firstContributionDate),
    lastGrowthAge: String(statute.growthPeriodLastAge),
    annualLimit: usd(statute.annualLimit.baseCents),
    employerLimit: usd(statute.employerLimit.baseCents),
    indexedFrom: String(statute.annualLimit.baseYear + 1),
    iraLimit: usd(statute.iraLimit.baseCents),
    iraLimitYear: String(statute.iraLimit.baseYear),
    feeCeiling: percent(statute.fundFeeCeiling),
    rulesVerifiedAt: longDate(data.rulesVerifiedAt),
    eligibleFunds: data.eligibleFunds.map(fundLine).join('\n'),
    historyFrom: longMonth(HISTORY_FIRST_YEAR_MONTH),
    historyTo: longMonth(HISTORY_LAST_YEAR_MONTH),
    historyMonths: L.HISTORY_MONTHS.toLocaleString('en-US'),
    historyWindows18: completeWindows(EIGHTEEN_YEARS).toLocaleString('en-US'),
    historyLastStart18: longMonth(historyMonth(completeWindows(EIGHTEEN_YEARS) - 1)),
    historyWindowsLongest: completeWindows(MAX_AGE_MONTHS).toLocaleString('en-US'),
    historyAuthor: HISTORY_DATA.author,
    historyCredit: HISTORY_CREDIT,
    // The calculator's starting plan (core/answer/default-plan.ts), which pages may reason about.
    defaultMonthly: usd(Number(DEFAULT_SOURCE_AMOUNT_CENTS)),
    defaultTargetAge: String(DEFAULT_TARGET_AGE_MONTHS / 12),
  };
}

export function fillTemplate(markdown: string, values: Record<string, string>, file: string): string {
  return markdown.replace(/\{\{\s*([A-Za-z0-9]+)\s*\}\}/g, (_match, name: string) => {
    const value = ownValue(values, name);
    if (value === undefined) throw new Error(`${file}: unknown token {{${name}}}`);
    return value;
  });
}

/** The heading of the section in which a page names the rules behind it. */
const RULES_HEADING = '## The rules';

/** The rule keys a page's "## The rules" section links to (/kb/rule-<key>), in its order. */
function rulesNamed(text: string): string[] {
  const start = text.split('\n').indexOf(RULES_HEADING);
  if (start < 0) return [];
  const section = text.split('\n').slice(start + 1);
  const end = section.findIndex((line) => line.startsWith('## '));
  const lines = (end < 0 ? section : section.slice(0, end)).join('\n');
  return [...lines.matchAll(/\]\(\/kb\/rule-([A-Za-z0-9]+)\)/g)].map((match) => itemAt(match, 1));
}

/** A Markdown file: its first line is the title heading "# ...". */
function parsePage(id: string, markdown: string, file: string): KnowledgePage {
  const text = markdown.replace(/\r\n?/g, '\n').trim();
  const match = /^# +(.+)\n/.exec(`${text}\n`);
  if (!match) throw new Error(`${file}: the first line must be a "# " title`);
  const body = text.slice(match[0].length).trim();
  const rules = rulesNamed(body);
  return { id, title: itemAt(match, 1).trim(), text: body, kind: 'page', ...(rules.length > 0 ? { rules } : {}) };
}

const ACRONYMS: Record<string, string> = {
  irs: 'IRS',
  ira: 'IRA',
  able: 'ABLE',
  dell: 'Dell',
  spy: 'SPY',
  treasury: 'Treasury',
};

/** "annualContributionLimit" -> "Annual contribution limit". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');
  const text = words.map((word) => ACRONYMS[word] ?? word).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One page per fact and per unverified item of the rules data, id rule-<key>. */
export function rulePages(data: RulesData): KnowledgePage[] {
  const pages: KnowledgePage[] = [];
  const sourceLine = (url: string | undefined) => (url ? `\n\nSource: [${url}](${url})` : '');
  for (const [key, fact] of Object.entries(data.facts)) {
    const flag = data.unverified[key];
    const note = flag ? `\n\n**Not yet verified.** ${flag.note}` : '';
    const source = data.sources[key];
    pages.push({
      id: `rule-${key}`,
      title: `Rule: ${humanise(key)}`,
      text: `${fact}${note}${sourceLine(source)}`,
      kind: 'rule',
      ruleKey: key,
      ...(source === undefined ? {} : { source }),
      unverified: Boolean(flag),
      ...(flag ? { appliedInProjections: flag.enabled } : {}),
    });
  }
  for (const [key, item] of Object.entries(data.unverified)) {
    if (Object.hasOwn(data.facts, key)) continue;
    const applied = item.enabled
      ? 'Projections apply this item although it is not verified.'
      : 'Shown for information; projections do not depend on it.';
    const source = data.sources[key];
    pages.push({
      id: `rule-${key}`,
      title: `Not yet verified: ${humanise(key)}`,
      text: `${item.note}\n\n${applied}${sourceLine(source)}`,
      kind: 'rule',
      ruleKey: key,
      ...(source === undefined ? {} : { source }),
      unverified: true,
      appliedInProjections: item.enabled,
    });
  }
  return pages;
}

async function readMarkdownPages(folder: URL, values: Record<string, string>): Promise<KnowledgePage[]> {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (file) => {
      const id = file.slice(0, -'.md'.length);
      if (!PAGE_ID.test(id)) throw new Error(`${file}: a page's file name must be lower-case words joined by hyphens`);
      const markdown = fillTemplate(await readFile(new URL(file, folder), 'utf8'), values, file);
      return parsePage(id, markdown, file);
    }),
  );
}

export class Knowledge {
  private readonly byId = new Map<string, KnowledgePage>();
  private readonly index = new MiniSearch<KnowledgePage & { body: string }>({
    fields: ['title', 'body'],
    storeFields: ['title', 'kind'],
    tokenize,
    processTerm: normaliseTerm,
    searchOptions: SEARCH_OPTIONS,
  });

  constructor(pages: readonly KnowledgePage[]) {
    for (const page of pages) {
      if (this.byId.has(page.id)) throw new Error(`two knowledge pages have the id "${page.id}"`);
      this.byId.set(page.id, Object.freeze({ ...page }));
    }
    for (const page of pages) {
      for (const key of page.rules ?? []) {
        if (!this.byId.has(`rule-${key}`)) throw new Error(`${page.id}: "${RULES_HEADING}" names no rule "${key}"`);
      }
    }
    this.index.addAll(pages.map((page) => ({ ...page, body: searchableText(page.text) })));
  }

  /** The Markdown pages of `folder` and the rule pages, indexed. */
  static async load(
    folder: URL = kbFolderUrl(),
    statute: Statute = STATUTE,
    data: RulesData = RULES_DATA,
  ): Promise<Knowledge> {
    const pages = await readMarkdownPages(folder, kbValues(statute, data));
    return new Knowledge([...pages, ...rulePages(data)]);
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): KnowledgePage | undefined {
    return this.byId.get(id);
  }

  pages(): KnowledgePage[] {
    return [...this.byId.values()];
  }

  /** The best matches first; `kind` keeps one kind of page. */
  search(query: string, options: { limit?: number; kind?: PageKind } = {}): SearchHit[] {
    const { limit = MAX_SEARCH_RESULTS, kind } = options;
    const results = this.index.search(query, kind ? { filter: (result) => result.kind === kind } : {});
    return results
      .slice(0, limit)
      .map((result) => ({ id: String(result.id), title: String(result.title), score: result.score }));
  }
}
