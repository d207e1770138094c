// GET /v1/rules and the rules data behind it (docs/api.md#rules, docs/statute.md): the data's
// invariants, the numbers in its sentences against STATUTE (parsed back out of the text), the
// response field by field, caching headers, the start-up check, and a projection that follows a
// changed statute.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import type { Engine } from '../../core/engine/engine.js';
import { project } from '../../core/projection/project.js';
import { type GiftRule, Rules } from '../../core/schemas/rules.js';
import { DISCLAIMER, RULES_VERIFIED_AT } from '../../core/statute/attribution.js';
import { ELIGIBLE_FUNDS } from '../../core/statute/eligible-funds.js';
import { PILOT_RULE, PLEDGES } from '../../core/statute/pledges.js';
import {
  buildAfterTaxFacts,
  buildAfterTaxUnverified,
  buildFacts,
  buildUnverified,
  ENACTED,
  FACTS,
  RULES_DATA,
  SOURCES,
  UNVERIFIED,
} from '../../core/statute/rules-data.js';
import { STATE_CODES } from '../../core/statute/state-tax-types.js';
import { STATUTE, type Statute } from '../../core/statute/statute.js';
import {
  TAX_FIGURES_2026,
  TAX_FIGURES_2026_JOINT,
  TAX_RULES,
  type TaxFigures,
  type TaxRules,
} from '../../core/statute/tax-figures.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';
import { buildApp } from '../../server/app.js';
import { checkReviewedRules, checkRules, RulesDataError } from '../../server/rules/check-rules.js';
import { STATE_TAX_RULES } from '../../server/rules/rules-body.js';
import { type Config, parseConfig } from '../../server/settings/config.js';
import { defined } from '../helpers/defined.js';
import { BUNDLED_WORKER } from '../helpers/worker-bundle.js';

// Written out on purpose: renaming, adding or dropping a key is an API change and must fail here.
const FACT_KEYS = [
  'enactment',
  'accountType',
  'beneficiaryEligibility',
  'electionForm',
  'firstContributionDate',
  'growthPeriodEnd',
  'annualContributionLimit',
  'inflationIndexing',
  'exemptContributions',
  'employerExclusionLimit',
  'pilotContributionAmount',
  'pilotBirthYears',
  'pilotElectionPenalty',
  'qualifiedGeneralContribution',
  'qualifiedGeneralContributionIncome',
  'contributionTaxTreatment',
  'projectedBasis',
  'distributionsDuringGrowthPeriod',
  'afterGrowthPeriod',
  'excessContributions',
  'rolloverRules',
  'eligibleInvestment',
  'maxExpenseRatio',
  'qualifiedIndex',
  'sectorIndexExclusion',
  'reporting',
  'irsNotice',
];
const UNVERIFIED_KEYS = [
  'finalRegulations',
  'electionDetails',
  'treasuryFundMenu',
  'spyFundStructure',
  'qualifiedIndexDetails',
  'limitsAfter2027',
  'iraLimitAfterGrowthPeriod',
  'employerContributionDetails',
  'salaryReductionDetails',
  'pilotDepositTiming',
  'dellPledge',
  'afterGrowthPeriodDetails',
  'excessContributionOrdering',
  'giftTaxTreatment',
  'pendingLegislation',
  'unclaimedAccounts',
];
// After tax (docs/after-tax.md): the facts behind the comparison with a 529 plan and a custodial
// account, and what it applies unverified.
const AFTER_TAX_FACT_KEYS = [
  'iraWithdrawalBasis',
  'iraWithdrawalAggregation',
  'trumpAccountSeparateBasis',
  'earlyWithdrawalAdditionalTax',
  'educationException',
  'firstHomeException',
  'plan529Withdrawals',
  'plan529AdditionalTax',
  'kiddieTax',
  'capitalGainRates',
  'capitalGainTaxLimit',
  'kiddieTaxComputation',
  'dependentStandardDeduction',
  'alternativeMinimumTax',
  'kiddieAlternativeMinimumTax',
  'agedStandardDeduction',
  'seniorDeduction',
  'netInvestmentIncomeTax',
  'rothConversion',
  'rothQualifiedDistribution',
  'rothOrderingRules',
  'rothConversionRecapture',
  'rothEarningsAdditionalTax',
  'jointReturnBrackets',
  'jointStandardDeduction',
  'jointAlternativeMinimumTax',
  'jointSeniorDeduction',
  'jointNetInvestmentIncomeTax',
  'kiddieTaxJointReturn',
];
/** Applied (enabled)... */
const AFTER_TAX_APPLIED_KEYS = [
  'taxFigures2026',
  'taxFiguresAfter2026',
  'kiddieTaxOnTrumpWithdrawals',
  'januaryFirstBirthday',
  'plan529NetInvestmentIncome',
  'minimumTaxDetails',
  'publicLaw119Changes',
  'trumpAccountRothConversion',
  'rothConversionDetails',
  'taxFigures2026Joint',
  'jointReturnDetails',
];
/** ...and what the comparison leaves out (shown for information). */
const AFTER_TAX_UNVERIFIED_KEYS = [...AFTER_TAX_APPLIED_KEYS, 'afterTaxNotModelled'];
FACT_KEYS.push(...AFTER_TAX_FACT_KEYS);
UNVERIFIED_KEYS.push(...AFTER_TAX_UNVERIFIED_KEYS);
const SOURCE_KEYS = [
  ...FACT_KEYS,
  'treasuryFundMenu',
  'salaryReductionDetails',
  'pendingLegislation',
  'unclaimedAccounts',
  'taxFigures2026',
  'januaryFirstBirthday',
  'trumpAccountRothConversion',
  'taxFigures2026Joint',
];
const FUND_TICKERS = ['SPYM', 'IVV', 'VOO', 'SPY', 'VTI', 'ITOT', 'SPTM'];

const sorted = (keys: string[]) => [...keys].sort();

// ---- Reading numbers back out of sentences, independently of the helpers that wrote them.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Every "$1,234" or "$1,234.56" in the text, in cents. */
function dollarFigures(text: string): number[] {
  return [...text.matchAll(/\$([0-9]{1,3}(?:,[0-9]{3})*)(?:\.([0-9]{2}))?/g)].map(
    (match) => Number(itemAt(match, 1).replaceAll(',', '')) * 100 + Number(match[2] ?? '0'),
  );
}

/** Every "July 4, 2026" in the text, as YYYY-MM-DD. */
function datesIn(text: string): string[] {
  return [...text.matchAll(new RegExp(`(${MONTHS.join('|')}) ([0-9]{1,2}), ([0-9]{4})`, 'g'))].map((match) => {
    const month = String(MONTHS.indexOf(itemAt(match, 1)) + 1).padStart(2, '0');
    return `${match[3]}-${month}-${itemAt(match, 2).padStart(2, '0')}`;
  });
}

/** Every "0.1%" in the text, as a decimal fraction. */
function percentsIn(text: string): number[] {
  return [...text.matchAll(/([0-9]+(?:\.[0-9]+)?)%/g)].map((match) => Number(match[1]) / 100);
}

/** The N of every "turns N". */
function agesIn(text: string): number[] {
  return [...text.matchAll(/turns ([0-9]+)/g)].map((match) => Number(match[1]));
}

/** The numbers one statute puts into the sentences, read back out. */
function statedNumbers(statute: Statute) {
  const facts = buildFacts(statute);
  const fact = (key: string) => defined(facts[key], `the fact ${key}`);
  const ira = defined(buildUnverified(statute).iraLimitAfterGrowthPeriod, 'iraLimitAfterGrowthPeriod').note;
  return {
    annualLimitCents: dollarFigures(fact('annualContributionLimit'))[0],
    indexing: { dollars: dollarFigures(fact('inflationIndexing')), text: fact('inflationIndexing') },
    employer: { dollars: dollarFigures(fact('employerExclusionLimit')), text: fact('employerExclusionLimit') },
    seedCents: dollarFigures(fact('pilotContributionAmount'))[0],
    seedInExempt: dollarFigures(fact('exemptContributions'))[0],
    seedBirth: datesIn(fact('pilotBirthYears')),
    firstContribution: datesIn(fact('firstContributionDate'))[0],
    firstContributionInLimit: datesIn(fact('annualContributionLimit'))[0],
    growthAges: agesIn(fact('growthPeriodEnd')),
    feeCeiling: percentsIn(fact('maxExpenseRatio'))[0],
    feeCeilingInEligible: percentsIn(fact('eligibleInvestment'))[0],
    ira: { dollars: dollarFigures(ira), text: ira },
  };
}

function expectStatedNumbersMatch(statute: Statute) {
  const stated = statedNumbers(statute);
  expect(stated.annualLimitCents).toBe(statute.annualLimit.baseCents);
  expect(stated.indexing.dollars).toEqual([statute.annualLimit.baseCents, statute.annualLimit.stepCents]);
  expect(stated.indexing.text).toContain(`through ${statute.annualLimit.baseYear}`);
  expect(stated.indexing.text).toContain(`from ${statute.annualLimit.baseYear + 1}`);
  expect(stated.employer.dollars).toEqual([
    statute.employerLimit.baseCents,
    statute.employerLimit.stepCents,
    statute.annualLimit.baseCents,
  ]);
  expect(stated.employer.text).toContain(`from ${statute.employerLimit.baseYear + 1}`);
  expect(stated.employer.text).toContain('per employee, not per child');
  expect(stated.seedCents).toBe(statute.seedCents);
  expect(stated.seedInExempt).toBe(statute.seedCents);
  expect(stated.seedBirth).toEqual([statute.seedBirthFrom, statute.seedBirthTo]);
  expect(stated.firstContribution).toBe(statute.firstContributionDate);
  expect(stated.firstContributionInLimit).toBe(statute.firstContributionDate);
  expect(stated.growthAges).toEqual([statute.growthPeriodLastAge, statute.growthPeriodLastAge + 1]);
  expect(stated.feeCeiling).toBeCloseTo(statute.fundFeeCeiling, 12);
  expect(stated.feeCeilingInEligible).toBeCloseTo(statute.fundFeeCeiling, 12);
  expect(stated.ira.dollars).toEqual([statute.iraLimit.baseCents, statute.iraLimit.stepCents]);
  expect(stated.ira.text).toContain(`for ${statute.iraLimit.baseYear}`);
}

// ---- The data itself.

describe('rules data', () => {
  it('passes its own start-up check', () => {
    expect(() => checkReviewedRules()).not.toThrow();
  });

  it('has exactly the expected keys (a renamed key fails here)', () => {
    expect(sorted(Object.keys(FACTS))).toEqual(sorted(FACT_KEYS));
    expect(sorted(Object.keys(UNVERIFIED))).toEqual(sorted(UNVERIFIED_KEYS));
    expect(sorted(Object.keys(SOURCES))).toEqual(sorted(SOURCE_KEYS));
    expect(ELIGIBLE_FUNDS.map((fund) => fund.ticker)).toEqual(FUND_TICKERS);
  });

  it('gives every fact a source under the same key', () => {
    for (const key of Object.keys(FACTS)) expect(SOURCES[key], key).toEqual(expect.any(String));
  });

  it('uses https URLs only', () => {
    for (const [key, url] of Object.entries(SOURCES)) expect(new URL(url).protocol, key).toBe('https:');
  });

  it('keeps facts short and in plain sentences', () => {
    for (const [key, sentence] of Object.entries(FACTS)) {
      expect(sentence, key).toMatch(/^[A-Z].*\.$/);
      expect(sentence.split(/\.\s+(?=[A-Z])/).length, key).toBeLessThanOrEqual(2);
    }
  });

  it('covers the items the research could not verify', () => {
    for (const key of [
      'finalRegulations',
      'treasuryFundMenu',
      'dellPledge',
      'limitsAfter2027',
      'iraLimitAfterGrowthPeriod',
    ]) {
      expect(UNVERIFIED[key], key).toEqual({ enabled: expect.any(Boolean), note: expect.any(String) });
    }
    // Applied by the engine although unverified: the flag says so.
    expect(UNVERIFIED.iraLimitAfterGrowthPeriod?.enabled).toBe(true);
    expect(UNVERIFIED.limitsAfter2027?.enabled).toBe(true);
    expect(UNVERIFIED.dellPledge?.enabled).toBe(false);
  });

  it('lists eligible funds within the fee ceiling, with decimal expense ratios and real dates', () => {
    for (const fund of ELIGIBLE_FUNDS) {
      expect(fund.expenseRatio, fund.ticker).toBeGreaterThan(0);
      expect(fund.expenseRatio, fund.ticker).toBeLessThanOrEqual(STATUTE.fundFeeCeiling);
      expect(fund.inception, fund.ticker).toMatch(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/);
      expect(new Date(`${fund.inception}T00:00:00Z`).toISOString().slice(0, 10)).toBe(fund.inception);
    }
    expect(ELIGIBLE_FUNDS.find((fund) => fund.ticker === 'SPYM')?.expenseRatio).toBe(0.0002);
  });
});

describe('the pilot and the pledges (docs/statute.md#the-pilot-and-the-pledges)', () => {
  it('states the pilot from the numbers the engine applies', () => {
    expect(PILOT_RULE.amountCents).toBe(String(STATUTE.seedCents));
    expect(PILOT_RULE.qualifies).toEqual({
      bornFrom: STATUTE.seedBirthFrom,
      bornTo: STATUTE.seedBirthTo,
      usCitizen: true,
    });
    expect(PILOT_RULE.verified).toBe(true);
    expect(PILOT_RULE.sourceUrls).toEqual([SOURCES.pilotBirthYears]);
    expect(PILOT_RULE.whoQualifies).toContain('January 1, 2025 through December 31, 2028');
  });

  it('lists the known pledges with their terms as data, none verified, each note saying why', () => {
    expect(PLEDGES.map((item) => item.id)).toEqual(['dell', 'dalio', 'gerstner']);
    for (const item of PLEDGES) {
      expect(item.amountCents, item.id).toBe('25000');
      expect(item.verified, item.id).toBe(false);
      expect(item.note, item.id).toMatch(/not (read|published)/);
      for (const url of item.sourceUrls) expect(url.startsWith('https://'), item.id).toBe(true);
    }
    const [dell, dalio, gerstner] = PLEDGES as [GiftRule, GiftRule, GiftRule];
    expect(dell.qualifies).toMatchObject({
      bornTo: '2024-12-31',
      age: { belowYears: 11, measuredOn: '2025-12-02' },
      zipMedianIncomeBelowCents: '15000000',
      pilotEligible: false,
    });
    expect(dell.whoQualifies).toContain('aged 10 and under on December 2, 2025');
    expect(dalio.qualifies).toMatchObject({ age: { belowYears: 10, measuredOn: '2025-12-17' }, states: ['CT'] });
    expect(dalio.whoQualifies).toContain('under 10 on December 17, 2025');
    expect(gerstner.qualifies).toMatchObject({ age: { belowYears: 5, measuredOn: '2026-02-24' }, states: ['IN'] });
    // A pledge's age is measured on the day it was announced (the notes say so where it is not published).
    for (const item of PLEDGES) expect(item.qualifies.age?.measuredOn, item.id).toBe(item.announced);
  });

  it('flags the unclaimed-account rule as unverified, and points the Dell item to the pledges', () => {
    expect(UNVERIFIED.unclaimedAccounts?.enabled).toBe(false);
    expect(UNVERIFIED.unclaimedAccounts?.note).toContain(
      'only the pilot contribution and qualified general contributions',
    );
    expect(UNVERIFIED.unclaimedAccounts?.note).toContain('T.D. 10056');
    expect(UNVERIFIED.dellPledge?.note).toContain('listed under pledges');
  });
});

describe('numbers in the facts agree with STATUTE', () => {
  it('states the statute the engine applies', () => {
    expectStatedNumbersMatch(STATUTE);
    expect(statedNumbers(STATUTE).annualLimitCents).toBe(500_000); // $5,000: the data is not silently off
  });

  it('states the enactment twelve months before the first contribution date', () => {
    const enacted = itemAt(datesIn(defined(FACTS.enactment, 'the fact enactment')), 0);
    expect(enacted).toBe(ENACTED);
    expect(`${Number(enacted.slice(0, 4)) + 1}${enacted.slice(4)}`).toBe(STATUTE.firstContributionDate);
  });

  it('follows a changed statute in the sentences', () => {
    const changed: Statute = {
      ...STATUTE,
      seedCents: 150_000,
      annualLimit: { ...STATUTE.annualLimit, baseCents: 300_000, baseYear: 2029, stepCents: 5_000 },
      employerLimit: { ...STATUTE.employerLimit, baseCents: 120_000 },
      iraLimit: { ...STATUTE.iraLimit, baseCents: 800_000 },
      firstContributionDate: '2026-08-01',
      growthPeriodLastAge: 16,
      fundFeeCeiling: 0.0025,
    };
    expectStatedNumbersMatch(changed);
    expect(statedNumbers(changed).annualLimitCents).toBe(300_000);
  });
});

// ---- A changed statute changes a projection the same way it changes the sentence.

describe('the annual limit follows the data into a projection', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });

  /** $5,000 from the family every August for two years, no growth, no seed: only the cap shapes it. */
  function projectWith(statute: Statute) {
    const checked = checkScenario(
      {
        asOf: '2026-01-15',
        birthDate: '2026-01-15',
        targetAgeMonths: 24,
        includeSeed: false,
        annualReturn: 0,
        returnIsReal: false,
        annualInflation: 0,
        annualFee: 0,
        annualVolatility: 0,
        mcPaths: 100,
        sources: [
          {
            id: 'family',
            kind: 'family',
            schedule: { type: 'annual', amountCents: '500000', monthOfYear: 8, startAgeMonths: 0, endAgeMonths: 24 },
          },
        ],
      },
      statute,
    );
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const outcome = project(engine, checked.scenario, checked.timeline, {
      statute,
      budgetPathMonths: 1_000_000,
      sourceUrl: 'https://example.org',
      disclaimer: DISCLAIMER,
      rulesVerifiedAt: RULES_VERIFIED_AT,
    });
    if (!outcome.ok) throw new Error(outcome.detail);
    return outcome.projection;
  }

  it('caps each year at the limit the facts state', () => {
    const lowered: Statute = { ...STATUTE, annualLimit: { ...STATUTE.annualLimit, baseCents: 300_000 } };
    for (const statute of [STATUTE, lowered]) {
      const stated = defined(statedNumbers(statute).annualLimitCents, 'the stated annual limit');
      const projection = projectWith(statute);
      const perYear = Math.min(500_000, stated);
      expect(projection.deterministic.contributedCents).toBe(String(2 * perYear)); // deposits in 2026 and 2027
      expect(projection.deterministic.cappedCents).toBe(String(2 * (500_000 - perYear)));
      expect(projection.deterministic.finalNominalCents).toBe(String(2 * perYear));
    }
    const warning = projectWith(lowered).warnings.find((w) => w.code === 'ANNUAL_LIMIT');
    expect(warning?.message).toContain('$3,000.00');
    expect(buildFacts(lowered).annualContributionLimit).toContain('$3,000 per calendar year');
  });
});

// ---- The start-up check refuses broken data, naming the key.

describe('checkRules', () => {
  const refusal = (data: unknown): string => {
    try {
      checkRules(data, STATUTE);
    } catch (error) {
      expect(error).toBeInstanceOf(RulesDataError);
      return (error as Error).message;
    }
    throw new Error('the check accepted broken data');
  };

  it('refuses a fact without a source', () => {
    const message = refusal({ ...RULES_DATA, facts: { ...RULES_DATA.facts, unsourcedClaim: 'Something is true.' } });
    expect(message).toContain('fact "unsourcedClaim" has no source');
  });

  it('refuses an http:// source', () => {
    const message = refusal({
      ...RULES_DATA,
      sources: { ...RULES_DATA.sources, accountType: 'http://uscode.house.gov/view.xhtml' },
    });
    expect(message).toContain('source "accountType" is not an https URL');
  });

  it('refuses a source on a site that is not a primary source', () => {
    const message = refusal({
      ...RULES_DATA,
      sources: { ...RULES_DATA.sources, dellPledge: 'https://example.com/news' },
    });
    expect(message).toContain('source "dellPledge" is not on a primary-source site');
  });

  it('refuses a source that belongs to nothing', () => {
    const message = refusal({ ...RULES_DATA, sources: { ...RULES_DATA.sources, strayLink: 'https://www.irs.gov/' } });
    expect(message).toContain('source "strayLink" belongs to no fact and no unverified item');
  });

  it('refuses an item that is both verified and unverified, and a key that is not camelCase', () => {
    const both = refusal({
      ...RULES_DATA,
      unverified: { ...RULES_DATA.unverified, accountType: { enabled: false, note: 'n' } },
    });
    expect(both).toContain('"accountType" is both a fact and an unverified item');
    const snake = refusal({
      ...RULES_DATA,
      facts: { ...RULES_DATA.facts, snake_key: 'A fact.' },
      sources: { ...RULES_DATA.sources, snake_key: 'https://www.irs.gov/' },
    });
    expect(snake).toContain('facts key "snake_key" is not lower camelCase');
  });

  it('refuses a schema violation at its pointer', () => {
    expect(refusal({ ...RULES_DATA, rulesVerifiedAt: '2026-13-01' })).toContain('/rulesVerifiedAt');
    expect(refusal({ ...RULES_DATA, facts: { ...RULES_DATA.facts, accountType: 7 } })).toContain('/facts/accountType');
    expect(refusal({ ...RULES_DATA, unverified: { ...RULES_DATA.unverified, dellPledge: { note: 'n' } } })).toContain(
      '/unverified/dellPledge',
    );
  });

  it('refuses a gift listed twice, birth dates out of order, an unknown state and an http source', () => {
    const [dell, dalio] = PLEDGES as [GiftRule, GiftRule];
    expect(refusal({ ...RULES_DATA, pledges: [dell, dell] })).toContain('gift "dell" is listed twice');
    expect(refusal({ ...RULES_DATA, pledges: [{ ...dell, id: 'pilot' }] })).toContain('gift "pilot" is listed twice');
    const backwards = { ...dell, qualifies: { ...dell.qualifies, bornFrom: '2025-01-01', bornTo: '2024-12-31' } };
    expect(refusal({ ...RULES_DATA, pledges: [backwards] })).toContain(
      'gift "dell": bornFrom 2025-01-01 is after bornTo 2024-12-31',
    );
    const nowhere = { ...dalio, qualifies: { ...dalio.qualifies, states: ['XX'] } };
    expect(refusal({ ...RULES_DATA, pledges: [nowhere] })).toContain('gift "dalio": state "XX" is not');
    const plain = { ...dalio, sourceUrls: ['http://trumpaccounts.gov/'] };
    expect(refusal({ ...RULES_DATA, pledges: [plain] })).toContain(
      'gift "dalio": source http://trumpaccounts.gov/ is not an https URL',
    );
    expect(refusal({ ...RULES_DATA, pledges: [{ ...dell, amountCents: 250 }] })).toContain('/pledges/0/amountCents');
  });

  it("refuses a state source off the state's own sites, a modelled state without a primary source, a missing code", () => {
    const states = (stateTax: unknown): string => {
      try {
        checkRules(RULES_DATA, STATUTE, stateTax);
      } catch (error) {
        expect(error).toBeInstanceOf(RulesDataError);
        return (error as Error).message;
      }
      throw new Error('the check accepted broken data');
    };
    const withSources = (code: string, sources: { title: string; url: string; secondary?: true }[]) =>
      STATE_TAX_RULES.map((entry) => (entry.code === code ? { ...entry, sources } : entry));
    const blog = { title: 'A blog', url: 'https://example.com/ny-529' };
    const statute = { title: 'N.Y. Tax Law 612', url: 'https://www.nysenate.gov/legislation/laws/TAX/612' };
    expect(states(withSources('NY', [statute, blog]))).toContain(
      "stateTax NY source is not on a state's own site (or mark it secondary): https://example.com/ny-529",
    );
    // A .us name that is not a state's locality domain is anyone's.
    const us = { title: 'x', url: 'https://nytax.us/612' };
    expect(states(withSources('NY', [statute, us]))).toContain('stateTax NY source is not on a state');
    expect(states(withSources('NY', [{ ...blog, secondary: true }]))).toContain('stateTax NY has no primary source');
    expect(states(withSources('NY', [statute, { ...statute, url: 'http://www.nysenate.gov/' }]))).toContain(
      'stateTax NY source is not https',
    );
    // Marked secondary, a blog is accepted beside a primary source; so is a state's locality domain.
    const local = { title: 'R.I. statutes', url: 'https://webserver.rilin.state.ri.us/Statutes/' };
    expect(() =>
      checkRules(RULES_DATA, STATUTE, withSources('NY', [statute, local, { ...blog, secondary: true }])),
    ).not.toThrow();
    // An accepted exception (a source to be fixed in the data) is refused once no longer cited.
    expect(states(withSources('RI', [statute]))).toContain('stateTax exception no longer cited: http://');
    expect(states(STATE_TAX_RULES.slice(1))).toContain('stateTax does not list 51 codes in order');
    const ny = defined(
      STATE_TAX_RULES.find((entry) => entry.code === 'NY'),
      'NY',
    );
    expect(states([...STATE_TAX_RULES, ny])).toContain('stateTax does not list');
    const unknownField = STATE_TAX_RULES.map((entry, i) => (i === 0 ? { ...entry, surprise: 1 } : entry));
    expect(states(unknownField)).toContain('/stateTax/0/surprise: unknown field');
    const badRate = STATE_TAX_RULES.map((entry, i) =>
      i === 0 ? { ...entry, capitalGainsExcludedShare: '0.5%' } : entry,
    );
    expect(states(badRate)).toContain('/stateTax/0/capitalGainsExcludedShare');
  });

  it('refuses a fund above the fee ceiling', () => {
    const funds = [
      ...RULES_DATA.eligibleFunds,
      { ticker: 'DEAR', name: 'Dear fund', index: 'S&P 500', expenseRatio: 0.005, inception: '2020-01-02' },
    ];
    expect(refusal({ ...RULES_DATA, eligibleFunds: funds })).toContain('fund "DEAR" charges 0.005');
  });
});

// ---- GET /v1/rules on a real port.

describe('GET /v1/rules', () => {
  let app: FastifyInstance;
  let config: Config;
  let base: string;
  const checkRulesSchema = Compile(Rules);

  beforeAll(async () => {
    config = parseConfig({ LOG_LEVEL: 'silent', PORT: '0', SHED_EVENT_LOOP_DELAY_MS: '0' });
    app = await buildApp(config, { engine: await createNodeEngine(), engineWorker: BUNDLED_WORKER });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers the Rules resource field by field', async () => {
    const response = await fetch(`${base}/v1/rules`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();

    expect(checkRulesSchema.Check(body), JSON.stringify([...checkRulesSchema.Errors(body)])).toBe(true);
    expect(Object.keys(body)).toEqual([
      'sourceUrl',
      'rulesVerifiedAt',
      'disclaimer',
      'facts',
      'unverified',
      'sources',
      'attribution',
      'pilot',
      'pledges',
      'stateTax',
    ]);
    // Additive: the pilot contribution and the pledges, as gift rules (core/statute/pledges.ts).
    expect(body.pilot).toEqual(PILOT_RULE);
    expect(body.pledges).toEqual(PLEDGES);
    // Additive: how to credit the figures, and the credit for the market history (data/README.md).
    expect(body.attribution).toMatch(/^When you use these figures, attribute them to the site named in sourceUrl/);
    expect(body.attribution).toContain("Robert Shiller's monthly S&P 500 prices, dividends and consumer prices");
    expect(body.attribution).toContain('https://datahub.io/core/s-and-p-500');
    expect(body.attribution).toContain('ODC-PDDL-1.0');

    expect(typeof body.sourceUrl).toBe('string');
    expect(body.sourceUrl).toBe(config.siteUrl);
    expect(() => new URL(body.sourceUrl)).not.toThrow();
    expect(body.rulesVerifiedAt).toMatch(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/);
    expect(body.rulesVerifiedAt).toBe(RULES_VERIFIED_AT);
    expect(typeof body.disclaimer).toBe('string');
    expect(body.disclaimer).toBe(DISCLAIMER);
    for (const map of [body.facts, body.sources, body.unverified]) {
      expect(typeof map === 'object' && map !== null && !Array.isArray(map)).toBe(true);
    }
    for (const value of Object.values(body.facts)) expect(typeof value).toBe('string');
    for (const value of Object.values(body.sources)) expect(typeof value).toBe('string');
    for (const item of Object.values(body.unverified) as Record<string, unknown>[]) {
      expect(Object.keys(item).sort()).toEqual(['enabled', 'note']);
      expect(typeof item.enabled).toBe('boolean');
      expect(typeof item.note).toBe('string');
    }
    expect(body.facts).toEqual(FACTS);
    expect(body.sources).toEqual(SOURCES);
    expect(body.unverified).toEqual(UNVERIFIED);
    // Additive: every jurisdiction's rules as the state tax applies them, in the order of the codes.
    expect(body.stateTax.map((entry: { code: string }) => entry.code)).toEqual([...STATE_CODES]);
    expect(body.stateTax).toEqual(JSON.parse(JSON.stringify(STATE_TAX_RULES)));
    const california = body.stateTax.find((entry: { code: string }) => entry.code === 'CA');
    expect(california).toMatchObject({ status: 'modelled', trumpEarnings: 'taxedYearly', unverified: false });
    expect(california.sources.length).toBeGreaterThan(0);
  });

  it('serves facts that each have an https source, with the expected keys', async () => {
    const body = await (await fetch(`${base}/v1/rules`)).json();
    expect(sorted(Object.keys(body.facts))).toEqual(sorted(FACT_KEYS));
    expect(sorted(Object.keys(body.unverified))).toEqual(sorted(UNVERIFIED_KEYS));
    expect(sorted(Object.keys(body.sources))).toEqual(sorted(SOURCE_KEYS));
    for (const key of Object.keys(body.facts)) expect(new URL(body.sources[key]).protocol, key).toBe('https:');
    for (const [key, url] of Object.entries(body.sources as Record<string, string>))
      expect(url.startsWith('https://'), key).toBe(true);
  });

  it('carries a strong ETag of the bytes and a day of caching', async () => {
    const response = await fetch(`${base}/v1/rules`);
    const text = await response.text();
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/); // strong: no W/ prefix
    expect(etag).toBe(`"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');

    const again = await fetch(`${base}/v1/rules`);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(text);
  });

  it('answers If-None-Match with 304 and no body', async () => {
    const etag = (await fetch(`${base}/v1/rules`)).headers.get('etag') as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await fetch(`${base}/v1/rules`, { headers: { 'if-none-match': header } });
      expect(response.status, header).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    }
    const stale = await fetch(`${base}/v1/rules`, { headers: { 'if-none-match': '"stale"' } });
    expect(stale.status).toBe(200);
    expect((await stale.json()).facts).toEqual(FACTS);
  });

  it('matches the rulesVerifiedAt of a projection', async () => {
    const rules = await (await fetch(`${base}/v1/rules`)).json();
    const response = await fetch(`${base}/v1/project`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ asOf: '2026-07-01', birthDate: '2026-03-01', targetAgeMonths: 24, mcPaths: 100 }),
    });
    expect(response.status).toBe(200);
    const projection = await response.json();
    expect(projection.rulesVerifiedAt).toBe(rules.rulesVerifiedAt);
  });
});

// ---- After tax (docs/after-tax.md): the numbers in the sentences are those the tax module applies.

/** The numbers the after-tax facts and notes state, read back out. */
function statedTaxNumbers(figures: TaxFigures, rules: TaxRules) {
  const facts = buildAfterTaxFacts(figures, rules);
  const notes = buildAfterTaxUnverified(figures, rules);
  const fact = (key: string) => defined(facts[key], `the fact ${key}`);
  const note = (key: string) => defined(notes[key], `the item ${key}`).note;
  return {
    additional: percentsIn(fact('earlyWithdrawalAdditionalTax')),
    additionalAge: /before age ([0-9]+)(½?)/.exec(fact('earlyWithdrawalAdditionalTax')),
    additional529: percentsIn(fact('plan529AdditionalTax')),
    firstHome: dollarFigures(fact('firstHomeException')),
    kiddieAges: [...fact('kiddieTax').matchAll(/(?:under|from) ([0-9]+)/g)].map((match) => Number(match[1])),
    gainRates: percentsIn(fact('capitalGainRates')),
    figures: { dollars: dollarFigures(note('taxFigures2026')), rates: percentsIn(note('taxFigures2026')) },
    figuresYear: note('taxFigures2026'),
    indexing: { dollars: dollarFigures(note('taxFiguresAfter2026')), text: note('taxFiguresAfter2026') },
    kiddieTrump: note('kiddieTaxOnTrumpWithdrawals'),
    kiddieComputation: dollarFigures(fact('dependentStandardDeduction')),
    amt: percentsIn(fact('alternativeMinimumTax')),
    aged: fact('agedStandardDeduction'),
    senior: { dollars: dollarFigures(fact('seniorDeduction')), percents: percentsIn(fact('seniorDeduction')) },
    seniorText: fact('seniorDeduction'),
    niit: {
      dollars: dollarFigures(fact('netInvestmentIncomeTax')),
      percents: percentsIn(fact('netInvestmentIncomeTax')),
    },
    publicLaw: percentsIn(note('publicLaw119Changes')),
  };
}

function expectTaxNumbersMatch(figures: TaxFigures, rules: TaxRules) {
  const stated = statedTaxNumbers(figures, rules);
  const percent = (ratePercent: number) => ratePercent / 100;
  expect(stated.additional).toEqual([percent(rules.additionalTaxPercent)]);
  expect(stated.additional529).toEqual([percent(rules.additionalTaxPercent)]);
  const [, years, half] = stated.additionalAge ?? [];
  expect(Number(years) * 12 + (half === '½' ? 6 : 0)).toBe(rules.additionalTaxEndsAtAgeMonths);
  expect(stated.firstHome).toEqual([rules.firstHomeLimitCents]);
  expect(stated.kiddieAges).toEqual([rules.kiddieLastAge + 1, rules.kiddieLastStudentAge + 1, rules.kiddieLastAge]);
  expect(stated.gainRates).toEqual(figures.capitalGainBands.map((band) => percent(band.ratePercent)));
  const k = figures.dependentDeductionCents;
  const tops = (bands: TaxFigures['ordinaryBands']) => bands.slice(1).map((band) => band.fromCents);
  expect(stated.figures.dollars).toEqual([
    k,
    2 * k,
    figures.standardDeductionCents,
    ...tops(figures.ordinaryBands),
    ...tops(figures.capitalGainBands),
    figures.dependentEarnedAddCents,
    figures.additionalAgedDeductionCents,
    figures.amtExemptionCents,
    figures.amtPhaseOutFromCents,
    figures.amt28FromCents,
    figures.kiddieAmtExemptionAddCents,
  ]);
  expect(stated.figures.rates).toEqual([
    ...[...figures.ordinaryBands, ...figures.capitalGainBands].map((band) => percent(band.ratePercent)),
    percent(rules.amtUpperPercent),
  ]);
  expect(stated.kiddieComputation).toEqual([k, figures.dependentEarnedAddCents]);
  expect(stated.amt).toEqual([rules.amtLowerPercent, rules.amtUpperPercent, rules.amtPhaseOutPercent].map(percent));
  expect(stated.aged).toContain(`${rules.agedFromAge} or older`);
  expect(stated.senior.dollars).toEqual([rules.seniorDeductionCents, rules.seniorPhaseOutFromCents]);
  expect(stated.senior.percents).toEqual([percent(rules.seniorPhaseOutPercent)]);
  expect(stated.seniorText).toContain(
    `For ${rules.seniorFirstYear} to ${rules.seniorLastYear}, an individual ${rules.agedFromAge}`,
  );
  expect(stated.niit.dollars).toEqual([rules.niitThresholdCents]);
  expect(stated.niit.percents).toEqual([rules.niitPermille / 1000]);
  expect(stated.publicLaw).toEqual([percent(rules.amtPhaseOutPercent)]);
  expect(stated.figuresYear).toContain(`the ${figures.year} figures`);
  expect(stated.indexing.dollars).toEqual([
    rules.indexStepCents,
    rules.indexStepCents,
    rules.firstHomeLimitCents,
    rules.seniorDeductionCents,
    rules.seniorPhaseOutFromCents,
    rules.niitThresholdCents,
    rules.seniorPhaseOutFromJointCents,
    rules.niitThresholdJointCents,
  ]);
  expect(stated.indexing.text).toContain(`For ${rules.indexBaseYear + 1} and later`);
  expect(stated.kiddieTrump).toContain(`up to ${rules.kiddieLastAge}, and up to ${rules.kiddieLastStudentAge}`);
}

describe('after tax: the facts agree with the tax figures', () => {
  it('states the figures and rules the tax module applies', () => {
    expectTaxNumbersMatch(TAX_FIGURES_2026, TAX_RULES);
    // The data is not silently off: $1,350 and the 2K of the kiddie tax.
    expect(statedTaxNumbers(TAX_FIGURES_2026, TAX_RULES).figures.dollars.slice(0, 2)).toEqual([135_000, 270_000]);
  });

  it('follows changed figures and rules in the sentences', () => {
    const figures: TaxFigures = {
      year: 2027,
      filingStatus: 'single',
      dependentDeductionCents: 140_000,
      standardDeductionCents: 1_650_000,
      ordinaryBands: [
        { fromCents: 0, ratePercent: 11 },
        { fromCents: 2_000_000, ratePercent: 25 },
        { fromCents: 9_000_000, ratePercent: 40 },
      ],
      capitalGainBands: [
        { fromCents: 0, ratePercent: 0 },
        { fromCents: 5_000_000, ratePercent: 18 },
        { fromCents: 60_000_000, ratePercent: 23 },
      ],
      dependentEarnedAddCents: 50_000,
      additionalAgedDeductionCents: 210_000,
      amtExemptionCents: 9_500_000,
      amtPhaseOutFromCents: 52_000_000,
      amt28FromCents: 25_000_000,
      kiddieAmtExemptionAddCents: 1_000_000,
    };
    const rules: TaxRules = {
      ...TAX_RULES,
      indexBaseYear: 2027,
      indexStepCents: 2_500,
      additionalTaxPercent: 12,
      additionalTaxEndsAtAgeMonths: 720,
      firstHomeLimitCents: 2_000_000,
      kiddieLastAge: 17,
      kiddieLastStudentAge: 22,
    };
    expectTaxNumbersMatch(figures, rules);
    expect(statedTaxNumbers(figures, rules).additionalAge?.[0]).toBe('before age 60');
  });

  it('states the joint figures and rules the tax module applies (docs/after-tax.md#filing-status)', () => {
    const joint = TAX_FIGURES_2026_JOINT;
    const note = defined(UNVERIFIED.taxFigures2026Joint, 'taxFigures2026Joint').note;
    const tops = (bands: TaxFigures['ordinaryBands']) => bands.slice(1).map((band) => band.fromCents);
    expect(dollarFigures(note)).toEqual([
      joint.standardDeductionCents,
      ...tops(joint.ordinaryBands),
      ...tops(joint.capitalGainBands),
      joint.additionalAgedDeductionCents,
      joint.amtExemptionCents,
      joint.amtPhaseOutFromCents,
    ]);
    // The data is not silently off: $32,200 and $768,700 (Rev. Proc. 2025-32, as quoted).
    expect(dollarFigures(note).slice(0, 1)).toEqual([3_220_000]);
    expect(tops(joint.ordinaryBands).at(-1)).toBe(76_870_000);
    expect(dollarFigures(defined(FACTS.jointSeniorDeduction, 'jointSeniorDeduction'))).toEqual([
      TAX_RULES.seniorDeductionCents,
      TAX_RULES.seniorPhaseOutFromJointCents,
    ]);
    expect(TAX_RULES.seniorPhaseOutFromJointCents).toBe(2 * TAX_RULES.seniorPhaseOutFromCents);
    expect(dollarFigures(defined(FACTS.jointNetInvestmentIncomeTax, 'jointNetInvestmentIncomeTax'))).toEqual([
      TAX_RULES.niitThresholdJointCents,
    ]);
    // The statements of "twice" hold in the figures.
    const single = TAX_FIGURES_2026;
    expect(joint.standardDeductionCents).toBe(2 * single.standardDeductionCents);
    expect(tops(joint.ordinaryBands).slice(0, 5)).toEqual(
      tops(single.ordinaryBands)
        .slice(0, 5)
        .map((t) => 2 * t),
    );
    expect(tops(joint.ordinaryBands)[5]).not.toBe(2 * (tops(single.ordinaryBands)[5] as number));
    expect(tops(joint.capitalGainBands)[0]).toBe(2 * (tops(single.capitalGainBands)[0] as number));
    expect(joint.amt28FromCents).toBe(single.amt28FromCents);
  });

  it('cites each fact to its section of the U.S. Code, and the figures to the Revenue Procedure', () => {
    const sections: Record<string, string> = {
      iraWithdrawalBasis: '72',
      iraWithdrawalAggregation: '408',
      trumpAccountSeparateBasis: '530A',
      earlyWithdrawalAdditionalTax: '72',
      educationException: '72',
      firstHomeException: '72',
      plan529Withdrawals: '529',
      plan529AdditionalTax: '529',
      kiddieTax: '1',
      capitalGainRates: '1',
      capitalGainTaxLimit: '1',
      kiddieTaxComputation: '1',
      dependentStandardDeduction: '63',
      alternativeMinimumTax: '55',
      kiddieAlternativeMinimumTax: '59',
      agedStandardDeduction: '63',
      seniorDeduction: '151',
      netInvestmentIncomeTax: '1411',
      rothConversion: '408A',
      rothQualifiedDistribution: '408A',
      rothOrderingRules: '408A',
      rothConversionRecapture: '408A',
      rothEarningsAdditionalTax: '72',
      jointReturnBrackets: '1',
      jointStandardDeduction: '63',
      jointAlternativeMinimumTax: '55',
      jointSeniorDeduction: '151',
      jointNetInvestmentIncomeTax: '1411',
      kiddieTaxJointReturn: '1',
    };
    expect(sorted(Object.keys(sections))).toEqual(sorted(AFTER_TAX_FACT_KEYS));
    for (const [key, section] of Object.entries(sections)) {
      expect(SOURCES[key], key).toMatch(new RegExp(`^https://uscode\\.house\\.gov/.*-section${section}&`));
      expect(FACTS[key], key).toContain(`(section ${section}(`);
    }
    expect(SOURCES.taxFigures2026).toBe('https://www.irs.gov/pub/irs-drop/rp-25-32.pdf');
    expect(SOURCES.taxFigures2026Joint).toBe('https://www.irs.gov/pub/irs-drop/rp-25-32.pdf');
    expect(SOURCES.januaryFirstBirthday).toBe('https://www.irs.gov/instructions/i8615');
    // A Roth conversion of a Trump account rests on a notice, flagged as unverified (docs/after-tax.md#a-roth-conversion).
    expect(SOURCES.trumpAccountRothConversion).toBe('https://www.irs.gov/pub/irs-drop/n-25-68.pdf');
    expect(UNVERIFIED.trumpAccountRothConversion?.note).toContain('Notice 2025-68');
    expect(UNVERIFIED.trumpAccountRothConversion?.note).toContain('not a regulation');
    expect(FACTS.rothConversionRecapture).toContain(`${TAX_RULES.rothFiveYears}-taxable-year period`);
    expect(FACTS.rothQualifiedDistribution).toContain('from age 59½');
  });

  it('applies every unverified after-tax item (enabled), and lists what it leaves out (not enabled)', () => {
    for (const key of AFTER_TAX_APPLIED_KEYS) expect(UNVERIFIED[key]?.enabled, key).toBe(true);
    const left = UNVERIFIED.afterTaxNotModelled;
    expect(left?.enabled).toBe(false);
    for (const words of ['state income tax', 'several years', 'Roth conversion', 'single']) {
      expect(left?.note).toContain(words);
    }
  });
});
