// The reviewed rules data (docs/api.md#rules): what GET /v1/rules serves and what every response
// cites. The statute's numbers that the engine applies live in statute.ts beside this file; the
// sentences below are written from those numbers, so the facts and the projections cannot disagree.
// The facts, their primary sources and what is unverified: docs/statute.md. check-rules.ts
// validates all of this at start-up: every fact has a source, every source is an https URL on a
// primary-source site.
import { longDate } from '../common/dates.js';
import { percent, usd } from '../common/format.js';
import type { EligibleFund, RulesData, UnverifiedItem } from '../schemas/rules.js';
import { DISCLAIMER, HISTORY_DATA, RULES_VERIFIED_AT } from './attribution.js';
import { ELIGIBLE_FUNDS } from './eligible-funds.js';
import { STATUTE, type Statute } from './statute.js';
import { TAX_FIGURES_2026, TAX_FIGURES_2026_JOINT, TAX_RULES, type TaxFigures, type TaxRules } from './tax-figures.js';

export const HISTORY_CREDIT =
  `Historical returns (returnModel "historical") come from ${HISTORY_DATA.author}'s ${HISTORY_DATA.what} ` +
  `(${HISTORY_DATA.authorUrl}), in ${HISTORY_DATA.edition} (${HISTORY_DATA.editionUrl}), ` +
  `licensed ${HISTORY_DATA.licence}.`;

/** What callers are asked to do with a response (docs/api.md#attribution); sourceUrl names the
 *  site. GET /v1/rules serves it (additive), with the credit for the market history. */
const ATTRIBUTION =
  'When you use these figures, attribute them to the site named in sourceUrl and pass the disclaimer on to your ' +
  `users. ${HISTORY_CREDIT}`;

/** PL 119-21 was signed on this day; 530A(b)(1)(C)(i)(I) counts the first contribution date from it. */
export const ENACTED = '2025-07-04';

/**
 * 530A(c)(2)(C) indexes with the cost-of-living adjustment of 1(f)(3) for "calendar year 2026".
 * Stated for readers only: the engine indexes with the scenario's inflation (docs/model.md#limits).
 */
const COLA_BASE_YEAR = 2026;

/** The facts: statements verified against their primary sources (docs/statute.md), in our own
 *  words, numbers from `statute`. */
export function buildFacts(statute: Statute): Record<string, string> {
  const { annualLimit, employerLimit } = statute;
  const lastAge = statute.growthPeriodLastAge;
  const seed = usd(statute.seedCents);
  const first = longDate(statute.firstContributionDate);
  const firstYear = statute.firstContributionDate.slice(0, 4);
  const ceiling = percent(statute.fundFeeCeiling);
  return {
    enactment:
      `Section 70204 of Public Law 119-21, signed on ${longDate(ENACTED)}, created Trump accounts (section 530A of the ` +
      'Internal Revenue Code) together with sections 128, 139J, 6434 and 6659.',
    accountType:
      'A Trump account is a traditional (not Roth) individual retirement account that is designated as a Trump account ' +
      "when it is opened. The Treasury opens the child's first account; its whole balance may later move to a Trump account at another trustee.",
    beneficiaryEligibility:
      'An account can be opened for a child who has not turned 18 by the end of the year of the election and who has a ' +
      `Social Security number issued before the election. The account itself needs no U.S. citizenship; only the ${seed} pilot contribution does.`,
    electionForm:
      'The election to open the account, and separately the election for the pilot contribution, is made on IRS Form 4547, ' +
      'filed with a tax return or on its own, or online at trumpaccounts.gov.',
    firstContributionDate: `No contribution, the pilot contribution included, may be made before ${first}, twelve months after the law was enacted.`,
    growthPeriodEnd:
      `The growth period lasts until December 31 of the year the child turns ${lastAge}. From January 1 of the year the ` +
      `child turns ${lastAge + 1}, the annual limit, the investment rules and the ban on withdrawals no longer apply.`,
    annualContributionLimit:
      "During the growth period, contributions to a child's account from all contributors together (family, friends, " +
      `the child and employers) may not exceed ${usd(annualLimit.baseCents)} per calendar year. The limit is not prorated: ` +
      `it applies in full to ${firstYear}, although contributions only start on ${first}.`,
    inflationIndexing:
      `The ${usd(annualLimit.baseCents)} annual limit stays the same through ${annualLimit.baseYear} and is adjusted for ` +
      `inflation from ${annualLimit.baseYear + 1}, by the chained consumer price index measured from ${COLA_BASE_YEAR}. ` +
      `Each increase is rounded down to a multiple of ${usd(annualLimit.stepCents)}.`,
    exemptContributions:
      `Three kinds of contribution do not count toward the annual limit: the ${seed} pilot contribution, qualified ` +
      'general contributions, and rollovers of a whole balance from another Trump account. Everything else counts, ' +
      'including employer contributions and a charity gift to one named child.',
    employerExclusionLimit:
      `Under section 128 an employee may exclude from income up to ${usd(employerLimit.baseCents)} a year of employer ` +
      "contributions, paid under a written program, to the Trump account of the employee or of the employee's dependant, " +
      "a limit per employee, not per child, that all of the employee's children share. " +
      `The amount is adjusted for inflation from ${employerLimit.baseYear + 1} and rounded down to a multiple of ` +
      `${usd(employerLimit.stepCents)}; employer contributions also count toward the child's ${usd(annualLimit.baseCents)} annual limit.`,
    pilotContributionAmount:
      `When an eligible taxpayer elects it for an eligible child, the Treasury deposits a one-time ${seed} pilot ` +
      "contribution into the child's account (section 6434). It is not adjusted for inflation, does not count toward " +
      'the annual limit and is taxed only when it is withdrawn.',
    pilotBirthYears:
      `The pilot contribution is for a child born from ${longDate(statute.seedBirthFrom)} through ` +
      `${longDate(statute.seedBirthTo)} who is a U.S. citizen, has a Social Security number and has had no earlier pilot election.`,
    pilotElectionPenalty:
      'An election for the pilot contribution made for a child who is not eligible can cost a $500 penalty when it is ' +
      'negligent and $1,000 when it is fraudulent (section 6659).',
    qualifiedGeneralContribution:
      'A state or local government, the United States, an Indian tribal government or a 501(c)(3) charity may give money ' +
      'for a whole class of children: all children under 18, those living in named states or Treasury-designated areas, ' +
      'or those born in named years. The Treasury splits the gift equally among the accounts in the class; these ' +
      'qualified general contributions do not count toward the annual limit.',
    qualifiedGeneralContributionIncome:
      "Qualified general contributions are not part of the child's income when they are paid in (section 139J).",
    contributionTaxTreatment:
      'Contributions are not tax-deductible and need no earned income, and growth inside the account is tax-deferred. ' +
      'On withdrawal, after-tax contributions come back tax-free in proportion, while earnings, the pilot contribution, ' +
      'qualified general contributions and tax-free employer contributions are taxed as ordinary income.',
    projectedBasis:
      "A projection's basisCents is the after-tax money in the account: the basis already in it plus every family and " +
      `relative contribution the limits accept. The ${seed} pilot contribution, qualified general contributions, employer ` +
      'contributions excluded under section 128 and all earnings have no basis; taxableCents, the rest of the balance, is ' +
      'ordinary income when withdrawn, and before age 59½ may owe the 10% additional tax unless an exception applies.',
    distributionsDuringGrowthPeriod:
      'Nothing may be withdrawn during the growth period, except a transfer of the whole balance to another Trump ' +
      `account for the same child, a transfer of the whole balance to the child's ABLE account in the year the child turns ${lastAge}, ` +
      "the removal of an excess contribution, or on the child's death.",
    afterGrowthPeriod:
      `From January 1 of the year the child turns ${lastAge + 1}, the account follows the ordinary traditional IRA rules: ` +
      'withdrawals are allowed and taxed except for the after-tax contributions, and new contributions need earned income.',
    excessContributions:
      'The account may not accept contributions above the annual limit. Any that get in bear a 6% excise tax for each ' +
      'year they stay; if they are taken out, the tax is increased by 100% of the income they earned.',
    rolloverRules:
      'During the growth period money can move only as a direct transfer of the whole balance to another Trump account ' +
      'for the same child, so a child has one funded Trump account at a time; the receiving trustee reports the transfer within 30 days.',
    eligibleInvestment:
      'During the growth period the whole account must be held in mutual funds or exchange-traded funds that track a ' +
      `qualified index, use no leverage and charge annual fees and expenses of no more than ${ceiling}. Individual stocks, ` +
      'bonds, cash funds and international funds are not allowed.',
    maxExpenseRatio: `The ${ceiling} ceiling applies to the fund's own annual fees and expenses, not to fees charged by the account's trustee.`,
    qualifiedIndex:
      'A qualified index is the S&P 500, or another index of mostly U.S. company stocks on which regulated futures ' +
      'contracts trade on a qualified exchange.',
    sectorIndexExclusion:
      'IRS Notice 2025-68 says that an index of a single industry or sector is not a qualified index.',
    reporting:
      `Each year until the end of the year the child turns ${lastAge}, the trustee reports the account's contributions, ` +
      'withdrawals, year-end value and after-tax basis to the Treasury.',
    irsNotice:
      'IRS Notice 2025-68, published in Internal Revenue Bulletin 2025-52 of December 22, 2025, gives the IRS guidance on ' +
      'Trump accounts; it is guidance, not final regulations.',
  };
}

/**
 * What cannot be verified yet. `enabled` is true when projections apply the item anyway (the
 * engine needs a number), false when it is shown for information only.
 */
export function buildUnverified(statute: Statute): Record<string, UnverifiedItem> {
  const { annualLimit, employerLimit, iraLimit } = statute;
  return {
    finalRegulations: {
      enabled: false,
      note:
        'No final regulations exist yet: only Notice 2025-68, proposed regulations and, by secondary reports, temporary ' +
        'regulations (T.D. 10056). Details such as election deadlines, who may elect and reporting may still change.',
    },
    electionDetails: {
      enabled: false,
      note:
        'Proposed rules reportedly require the account election by December 31 of the year the child turns 17, rank who ' +
        'may elect (guardian, parent, adult sibling, grandparent) and let the person who elects choose the investments.',
    },
    treasuryFundMenu: {
      enabled: true,
      note:
        'Press reports say the Treasury invests every new account in SPYM and will later offer IVV, VTI, SPTM and ITOT; ' +
        'no Treasury release was read. The eligible-fund list includes VTI, ITOT and SPTM on the strength of that menu.',
    },
    spyFundStructure: {
      enabled: true,
      note: 'SPY is legally a unit investment trust that trades as an ETF; the eligible-fund list treats it as an ETF, which guidance has not confirmed.',
    },
    qualifiedIndexDetails: {
      enabled: false,
      note:
        'A 90% U.S. share is reported as the test for "primarily U.S. companies", and which indexes other than the S&P 500 ' +
        'have qualifying futures is not confirmed; the proposed eligible-investment regulations were not read.',
    },
    limitsAfter2027: {
      enabled: true,
      note:
        `The indexed annual and employer limits for ${annualLimit.baseYear + 1} and later are not published yet. Projections ` +
        `index them with the scenario's annualInflation in place of the chained CPI, rounded down to multiples of ${usd(annualLimit.stepCents)}.`,
    },
    iraLimitAfterGrowthPeriod: {
      enabled: true,
      note:
        `After the growth period projections limit family and relative contributions to the IRA limit of ${usd(iraLimit.baseCents)} ` +
        `for ${iraLimit.baseYear}, indexed in ${usd(iraLimit.stepCents)} steps, and assume the child has earned income. ` +
        'The figure comes from the press and was not checked against an IRS source.',
    },
    employerContributionDetails: {
      enabled: true,
      note:
        'How the rules of a Trump account contribution program apply in detail awaits regulations (the proposed ' +
        `section 128 regulations were not read here). Projections limit employer deposits for one child to ` +
        `${usd(employerLimit.baseCents)} a year, although the statute limits only the tax-free amount, and per ` +
        "employee: what the employee's other children receive leaves less for this one, which a projection of one " +
        'child cannot see.',
    },
    salaryReductionDetails: {
      enabled: true,
      note:
        "An employer source with salaryReduction is the employee's own pay put in before income tax through a " +
        "cafeteria plan (section 125) under the employer's section 128 program, which IRS Notice 2025-68 is reported " +
        "to allow for a dependent's account (not the employee's own); the notice was not read here. Such pay counts " +
        `toward the ${usd(employerLimit.baseCents)} employer limit and has no basis in the Trump account. Social ` +
        'Security and Medicare taxes still apply to it, by the reading that section 128 excludes it from gross income ' +
        'only and section 3121(a) does not name section 128; they are paid on the same pay either way, so the ' +
        "after-tax comparison leaves them out and gives a 529 plan or a custodial account the pay less the parent's " +
        'federal income tax at afterTax.parentOrdinaryRate. State tax on wages is not modelled yet.',
    },
    pilotDepositTiming: {
      enabled: true,
      note:
        'The Treasury reportedly deposits the pilot contribution as soon as practicable after the account is activated. ' +
        `Projections credit it in the first month on or after ${longDate(statute.firstContributionDate)}, and not before birth.`,
    },
    dellPledge: {
      enabled: false,
      note:
        'Michael and Susan Dell pledged $6.25 billion to deposit $250 into the accounts of about 25 million children aged ' +
        '10 and under in ZIP codes with a median income up to $150,000. Reports differ on the birth years and the income ' +
        'test; the legal donor and the payment date are unknown. Add it as a charity source to model it.',
    },
    afterGrowthPeriodDetails: {
      enabled: false,
      note:
        'Whether the 10% additional tax before age 59½ applies with the usual exceptions, and whether a Roth conversion is ' +
        'allowed, await guidance. Projections show the balance, its basis and the taxable amount before any tax.',
    },
    excessContributionOrdering: {
      enabled: false,
      note: 'Which contributions count as the excess when employer and other money together exceed the annual limit is left to future regulations.',
    },
    giftTaxTreatment: {
      enabled: false,
      note: 'Rev. Proc. 2026-25 reportedly treats cash contributions as present-interest gifts covered by the annual gift-tax exclusion; its text was not read.',
    },
    pendingLegislation: {
      enabled: false,
      note:
        `H.R. 8313 would make the ${usd(statute.seedCents)} pilot contribution permanent and index it; it was referred to committee ` +
        'and is not law as far as is known.',
    },
  };
}

// Primary sources, one per key. A fact's source has the fact's key; an unverified item may have one
// under its own key (where it will be settled). Statute: the Office of the Law Revision Counsel's
// U.S. Code (sections 128, 139J and 6434 were read on its uscodeweb1 mirror;
// docs/statute.md#sources).
const USC = (section: string) =>
  `https://uscode.house.gov/view.xhtml?req=granuleid%3AUSC-prelim-title26-section${section}&num=0&edition=prelim`;
const PUBLIC_LAW_119_21 = 'https://www.congress.gov/119/plaws/publ21/PLAW-119publ21.htm';
const NOTICE_2025_68 = 'https://www.irs.gov/pub/irs-drop/n-25-68.pdf';
const IRB_2025_52 = 'https://www.irs.gov/irb/2025-52_IRB';
const FORM_4547_INSTRUCTIONS = 'https://www.irs.gov/instructions/i4547';
const TREASURY_SITE = 'https://trumpaccounts.gov/';
const HR_8313 = 'https://www.govinfo.gov/content/pkg/BILLS-119hr8313ih/html/BILLS-119hr8313ih.htm';

export const SOURCES: Readonly<Record<string, string>> = Object.freeze({
  enactment: PUBLIC_LAW_119_21,
  accountType: USC('530A'),
  beneficiaryEligibility: USC('530A'),
  electionForm: FORM_4547_INSTRUCTIONS,
  firstContributionDate: USC('530A'),
  growthPeriodEnd: USC('530A'),
  annualContributionLimit: USC('530A'),
  inflationIndexing: USC('530A'),
  exemptContributions: USC('530A'),
  employerExclusionLimit: USC('128'),
  pilotContributionAmount: USC('6434'),
  pilotBirthYears: USC('6434'),
  pilotElectionPenalty: USC('6659'),
  qualifiedGeneralContribution: USC('530A'),
  qualifiedGeneralContributionIncome: USC('139J'),
  contributionTaxTreatment: USC('530A'),
  projectedBasis: USC('530A'),
  distributionsDuringGrowthPeriod: USC('530A'),
  afterGrowthPeriod: USC('530A'),
  excessContributions: USC('530A'),
  rolloverRules: USC('530A'),
  eligibleInvestment: USC('530A'),
  maxExpenseRatio: USC('530A'),
  qualifiedIndex: USC('530A'),
  sectorIndexExclusion: NOTICE_2025_68,
  reporting: USC('530A'),
  irsNotice: IRB_2025_52,
  // Unverified items, where they will be settled.
  treasuryFundMenu: TREASURY_SITE,
  salaryReductionDetails: NOTICE_2025_68,
  pendingLegislation: HR_8313,
  ...afterTaxSources(),
});

export const FACTS: Readonly<Record<string, string>> = Object.freeze({
  ...buildFacts(STATUTE),
  ...buildAfterTaxFacts(TAX_FIGURES_2026, TAX_RULES),
  ...buildJointReturnFacts(TAX_RULES),
});
export const UNVERIFIED: Readonly<Record<string, UnverifiedItem>> = Object.freeze({
  ...buildUnverified(STATUTE),
  ...buildAfterTaxUnverified(TAX_FIGURES_2026, TAX_RULES),
  ...buildJointReturnUnverified(TAX_FIGURES_2026_JOINT),
});

/** Everything above in one object, as check-rules.ts validates it and routes/rules.ts serves it. */
export const RULES_DATA: RulesData = Object.freeze({
  rulesVerifiedAt: RULES_VERIFIED_AT,
  disclaimer: DISCLAIMER,
  attribution: ATTRIBUTION,
  facts: FACTS,
  sources: SOURCES,
  unverified: UNVERIFIED,
  eligibleFunds: ELIGIBLE_FUNDS as EligibleFund[], // frozen at run time; the schema's type is mutable
});

// ---- After tax (docs/after-tax.md) -------------------------------------------------------------
// The rules behind the after-tax comparison of a Trump account, a 529 plan and a custodial account:
// the statute as facts; the 2026 figures of Rev. Proc. 2025-32 (quoted from secondary sources), the
// service's indexing of them and the reading that the kiddie tax reaches Trump-account withdrawals as
// unverified items. The numbers come from tax-figures.ts, which the tax module applies. Declared as
// functions so the maps above can use them.

/** 714 -> "59½". */
function yearsOfAge(months: number): string {
  const years = Math.floor(months / 12);
  return months % 12 === 6 ? `${years}½` : String(years);
}

/** "10% up to $12,400, 12% up to $50,400, ... and 37% above" (tops of taxable income). */
function bandsInWords(bands: TaxFigures['ordinaryBands']): string {
  const parts = bands.map((band, i) => {
    const next = bands[i + 1];
    return next === undefined ? `${band.ratePercent}% above` : `${band.ratePercent}% up to ${usd(next.fromCents)}`;
  });
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The facts of the after-tax comparison, in our own words, numbers from `figures` and `rules`. */
export function buildAfterTaxFacts(figures: TaxFigures, rules: TaxRules): Record<string, string> {
  const additional = `${rules.additionalTaxPercent}%`;
  const k = figures.dependentDeductionCents;
  const gainRates = figures.capitalGainBands.map((band) => `${band.ratePercent}%`);
  return {
    iraWithdrawalBasis:
      "The after-tax basis of an IRA comes back tax-free in proportion: each withdrawal is tax-free in the ratio of the basis to the account's value, " +
      'and the rest is ordinary income, never taxed at capital-gain rates (section 72(e)(8)).',
    iraWithdrawalAggregation:
      "For that ratio all of a person's traditional IRAs count as one account and a calendar year's withdrawals as one withdrawal, " +
      "measured against the value at the end of the year plus that year's withdrawals (section 408(d)(2)).",
    trumpAccountSeparateBasis:
      "A Trump account applies that ratio apart from the owner's other IRAs, so its basis and value are never mixed with theirs (section 530A(h)(4)).",
    earlyWithdrawalAdditionalTax:
      `An IRA withdrawal before age ${yearsOfAge(rules.additionalTaxEndsAtAgeMonths)} owes an additional ${additional} tax ` +
      'on the part included in income, unless an exception applies (section 72(t)).',
    educationException:
      "The additional tax does not apply to the extent a year's withdrawals do not exceed that year's qualified higher education expenses " +
      'of the owner, a spouse, a child or a grandchild, such as tuition, fees, books, supplies and equipment, and room and board ' +
      'for students enrolled at least half-time (section 72(t)(2)(E)). Income tax is still due.',
    firstHomeException:
      `The additional tax also does not apply to up to ${usd(rules.firstHomeLimitCents)} over a lifetime used within 120 days to buy, ` +
      'build or rebuild a first home (section 72(t)(2)(F)). Income tax is still due.',
    plan529Withdrawals:
      "A 529 plan's earnings are tax-free when the year's withdrawals do not exceed the beneficiary's qualified higher education " +
      'expenses; above them the taxable earnings shrink in the ratio of the expenses to the withdrawals (section 529(c)(3)(B)).',
    plan529AdditionalTax:
      `Earnings of a 529 plan that are included in income also owe an additional ${additional} tax at any age, with ` +
      "exceptions such as the beneficiary's death or disability and tax-free scholarships (section 529(c)(6), which applies " +
      'section 530(d)(4)).',
    kiddieTax:
      "A child's unearned income above twice a dependent's minimum standard deduction is taxed at the parent's rates while a parent " +
      `is alive and the child is under ${rules.kiddieLastAge + 1}, or a full-time student under ${rules.kiddieLastStudentAge + 1}, ` +
      `at the end of the year, from ${rules.kiddieLastAge} only if the child's earned income is at most half of their own support ` +
      "(section 1(g)). Below that the first part is free and the rest is taxed at the child's own rates.",
    capitalGainRates:
      `Long-term capital gains and qualified dividends are taxed at ${gainRates.slice(0, -1).join(', ')} or ${gainRates.at(-1)}, ` +
      'stacked on top of ordinary taxable income, with the breakpoints between the rates indexed for inflation (section 1(h)).',
    capitalGainTaxLimit:
      'The tax computed with those rates never exceeds the tax the ordinary brackets would charge on the whole taxable income ' +
      '(section 1(h)(1), "shall not exceed"; lines 24 and 25 of the Qualified Dividends and Capital Gain Tax Worksheet).',
    kiddieTaxComputation:
      "Under the kiddie tax the child pays the larger of two taxes: the tax on the child's whole taxable income at the child's " +
      "own rates, and the tax with the net unearned income at the parent's rates plus the child's own tax on the rest " +
      "(section 1(g)(1); Form 8615, line 18). The net unearned income is all the child's unearned income less twice a " +
      "dependent's minimum standard deduction, at most the child's taxable income, and the ages are those at the close of " +
      'the taxable year (section 1(g)(2), (4)).',
    dependentStandardDeduction:
      `A dependent's standard deduction is the greater of ${usd(k)} and earned income plus ` +
      `${usd(figures.dependentEarnedAddCents)}, at most the basic standard deduction (section 63(c)(5)).`,
    alternativeMinimumTax:
      'The alternative minimum tax is owed when the tentative minimum tax exceeds the regular tax: ' +
      `${rules.amtLowerPercent}% of the alternative minimum taxable income above an exemption, ${rules.amtUpperPercent}% above a ` +
      'breakpoint, with long-term capital gains at their own rates, and no standard deduction allowed (section 55(a), (b), ' +
      'and section 56(b)(1)(E)). The exemption shrinks by a share of the income above a threshold; Public Law 119-21 made that share ' +
      `${rules.amtPhaseOutPercent}% from 2026 (section 55(d)).`,
    kiddieAlternativeMinimumTax:
      "For a child to whom the kiddie tax applies, the alternative minimum tax exemption is at most the child's earned income " +
      'plus an amount indexed for inflation (section 59(j)).',
    agedStandardDeduction:
      `A single filer who is ${rules.agedFromAge} or older at the close of the year adds an additional standard deduction, ` +
      'indexed for inflation (section 63(c)(3) and (f)).',
    seniorDeduction:
      `For ${rules.seniorFirstYear} to ${rules.seniorLastYear}, an individual ${rules.agedFromAge} or older at the close of the ` +
      `year may deduct ${usd(rules.seniorDeductionCents)}, reduced by ${rules.seniorPhaseOutPercent}% of the modified adjusted ` +
      `gross income above ${usd(rules.seniorPhaseOutFromCents)} for a single filer; neither amount is indexed (section 151(d)(5)(C)).`,
    netInvestmentIncomeTax:
      `An individual owes a further ${rules.niitPermille / 10}% of the lesser of the net investment income and the modified ` +
      `adjusted gross income above ${usd(rules.niitThresholdCents)} (single filer; not indexed). Net investment income includes ` +
      'interest, dividends, annuities and net gains from selling property, and excludes any distribution from an individual ' +
      'retirement account or another qualified plan, which still counts in the modified adjusted gross income (section 1411(a), (b), (c)(1), (c)(5)).',
    rothConversion:
      'A traditional IRA may be converted to a Roth IRA in any year, whatever the income. The amount converted is included in ' +
      `income as a distribution would be, its basis excepted, but owes no ${additional} additional tax (section 408A(d)(3)(A), (C)).`,
    rothQualifiedDistribution:
      `A qualified distribution from a Roth IRA is not income at all: one made from age ${yearsOfAge(rules.additionalTaxEndsAtAgeMonths)} ` +
      `(or on death, disability or for a first home) and not before the end of the ${rules.rothFiveYears}-taxable-year period ` +
      'that begins with the first year for which a contribution, a conversion included, was made to a Roth IRA (section 408A(d)(2)).',
    rothOrderingRules:
      'A Roth IRA distribution that is not qualified comes first out of regular contributions, then out of conversions, the ' +
      'oldest first and within each the part that was included in income first, and last out of earnings; only the earnings ' +
      'are income (section 408A(d)(4)(B)).',
    rothConversionRecapture:
      `A converted amount withdrawn within the ${rules.rothFiveYears}-taxable-year period that begins with the year of its ` +
      `conversion owes the ${additional} additional tax on the part that was included in income at the conversion, as if it ` +
      `were included again, unless an exception of section 72(t) applies, age ${yearsOfAge(rules.additionalTaxEndsAtAgeMonths)} among them (section 408A(d)(3)(F)).`,
    rothEarningsAdditionalTax:
      `The earnings in a Roth IRA distribution that is not qualified are ordinary income and, before age ` +
      `${yearsOfAge(rules.additionalTaxEndsAtAgeMonths)}, owe the ${additional} additional tax unless an exception applies, ` +
      'such as education or a first home (section 72(t)(1), (2)).',
  };
}

/** What the after-tax comparison applies without a primary source read; all applied (enabled). */
export function buildAfterTaxUnverified(figures: TaxFigures, rules: TaxRules): Record<string, UnverifiedItem> {
  const k = figures.dependentDeductionCents;
  const gains = figures.capitalGainBands;
  return {
    taxFigures2026: {
      enabled: true,
      note:
        `The after-tax comparison applies the ${figures.year} figures for a single filer that Revenue Procedure 2025-32 is ` +
        `reported to set: a dependent's minimum standard deduction of ${usd(k)} (so the kiddie tax starts above ${usd(2 * k)} ` +
        `of unearned income), a standard deduction of ${usd(figures.standardDeductionCents)}, income-tax rates of ` +
        `${bandsInWords(figures.ordinaryBands)} (of taxable income), and capital-gain rates of ${bandsInWords(gains)}; ` +
        `a dependent's standard deduction of at least earned income plus ${usd(figures.dependentEarnedAddCents)}; an ` +
        `additional standard deduction of ${usd(figures.additionalAgedDeductionCents)} from ${rules.agedFromAge}; an alternative ` +
        `minimum tax exemption of ${usd(figures.amtExemptionCents)}, phased out above ${usd(figures.amtPhaseOutFromCents)}, ` +
        `the ${rules.amtUpperPercent}% rate from ${usd(figures.amt28FromCents)}, and a kiddie-tax child's exemption of at most ` +
        `earned income plus ${usd(figures.kiddieAmtExemptionAddCents)}. They are quoted from secondary sources and two public ` +
        'federal tax engines that agree with each other; the Revenue Procedure itself was not read.',
    },
    taxFiguresAfter2026: {
      enabled: true,
      note:
        `For ${rules.indexBaseYear + 1} and later the comparison indexes these dollar figures with the scenario's ` +
        `annualInflation in place of the chained CPI and rounds each down to a multiple of ${usd(rules.indexStepCents)}, ` +
        "the service's convention, within that step of the statute's own roundings (so a figure that is not a multiple of " +
        `${usd(rules.indexStepCents)} moves down even without inflation). The ${usd(rules.firstHomeLimitCents)} ` +
        `first-home limit, the senior deduction's ${usd(rules.seniorDeductionCents)} and ${usd(rules.seniorPhaseOutFromCents)}, ` +
        `and the net investment income tax's ${usd(rules.niitThresholdCents)} (on a joint return ` +
        `${usd(rules.seniorPhaseOutFromJointCents)} and ${usd(rules.niitThresholdJointCents)}) are not indexed.`,
    },
    kiddieTaxOnTrumpWithdrawals: {
      enabled: true,
      note:
        'That the kiddie tax reaches the taxable part of a Trump-account withdrawal is a reading of section 1(g): the ' +
        'withdrawal is unearned income, and no guidance addresses it. The after-tax comparison applies it at ages up to ' +
        `${rules.kiddieLastAge}, and up to ${rules.kiddieLastStudentAge} when the money is for education or the young adult ` +
        'is said to be a full-time student, assuming a dependent who meets the support test, unless told otherwise.',
    },
    januaryFirstBirthday: {
      enabled: true,
      note:
        'The age tests at the close of the year (the kiddie tax, 65 and over) treat a person born on 1 January as a year ' +
        'older, since an age is reached on the day before the birthday; the IRS instructions say so (Form 8615, Publication ' +
        '501), and they were not read here.',
    },
    plan529NetInvestmentIncome: {
      enabled: true,
      note:
        "The comparison counts a 529 plan's taxable earnings as net investment income (they are taxed under section 72, as " +
        "annuity income is), and a custodial account's gains as net gain; the regulations under section 1411 were not read here.",
    },
    minimumTaxDetails: {
      enabled: true,
      note:
        'Under the alternative minimum tax the comparison keeps the senior deduction (Form 6251 adds back the standard ' +
        "deduction only); for a kiddie-tax child, Part III of Form 6251 uses the ordinary taxable income of the child's own " +
        "worksheet. Neither reading was checked against the form's instructions for these years.",
    },
    publicLaw119Changes: {
      enabled: true,
      note:
        `The senior deduction (section 151(d)(5)(C)) and the ${rules.amtPhaseOutPercent}% phase-out of the alternative minimum ` +
        'tax exemption from 2026 (section 55(d) as amended) come from Public Law 119-21; their amended text was not read here, ' +
        'and the comparison applies them as two public federal tax engines and secondary sources state them.',
    },
    trumpAccountRothConversion: {
      enabled: true,
      note:
        'That a Trump account may be converted to a Roth IRA from the year the child turns ' +
        `${STATUTE.growthPeriodLastAge + 1}, once the growth period is over, is the reading secondary sources give of IRS ` +
        'Notice 2025-68 (the notice itself was not read here on this point), not a regulation or the words of section 530A; ' +
        'the comparison applies it (afterTax.conversion) and taxes the ' +
        "conversion as any traditional IRA's, with the account's basis apart from the owner's other IRAs.",
    },
    rothConversionDetails: {
      enabled: true,
      note:
        "When a conversion's tax is withheld from the account, the comparison withholds the income tax and the additional " +
        `${rules.additionalTaxPercent}% on the withheld part's own taxable share before ` +
        `${yearsOfAge(rules.additionalTaxEndsAtAgeMonths)}, and converts the rest; when it is paid from outside, that money ` +
        'is counted at its value in the year paid and not as an investment that could have grown. Each year of the Roth IRA is ' +
        "tracked as the ordering rules read on Form 8606's lines, without regular contributions.",
    },
    afterTaxNotModelled: {
      enabled: false,
      note:
        "The after-tax comparison leaves out: state income tax; withdrawals over several years other than afterTax.plan (equal shares or each year's expenses, on birthdays, after the last deposit); a Roth conversion of " +
        'the Trump account other than afterTax.conversion (equal yearly shares, on birthdays, all before the first withdrawal), ' +
        'a Roth IRA distribution for a first home that the five years make qualified (section 408A(d)(5)), regular Roth ' +
        "contributions, a Roth IRA for the child and the 529 plan's rollover to one; itemized deductions and credits " +
        "(the education credits among them); the parent's own brackets (the parent's rates are flat inputs) and the election " +
        "to report a child's income on the parent's return; payroll tax on the earned income; the minimum tax credit of later " +
        "years; the custodial account's yearly tax on its dividends; the other exceptions to the additional tax; and the " +
        'filing statuses but single and married filing jointly (head of household, married filing separately, a surviving ' +
        "spouse), a spouse of another age than the owner's, and a married child's joint return in the kiddie-tax years.",
    },
  };
}

/** The facts of a married couple's joint return (docs/after-tax.md#filing-status), numbers from `rules`. */
function buildJointReturnFacts(rules: TaxRules): Record<string, string> {
  return {
    jointReturnBrackets:
      'A married couple filing a joint return has its own brackets and capital-gain breakpoints, indexed for inflation: ' +
      "each bracket top below the 35% rate's, and the top of the 0% capital-gain band, is twice a single filer's; the " +
      "35% band's top and the 15% capital-gain band's are not (section 1(j)(2)(A), (5)(B)).",
    jointStandardDeduction:
      "A joint return's basic standard deduction is twice a single filer's, and each spouse who is " +
      `${rules.agedFromAge} or older at the close of the year adds the additional standard deduction of a married ` +
      "individual, which is smaller than an unmarried individual's (section 63(c)(2), (f)).",
    jointAlternativeMinimumTax:
      'On a joint return the alternative minimum tax exemption and the income above which it is phased out are larger ' +
      "than a single filer's (section 55(d)(1)(A), (2)(A)); the 28% rate starts at the same taxable excess.",
    jointSeniorDeduction:
      `On a joint return the senior deduction is ${usd(rules.seniorDeductionCents)} for each spouse who is ` +
      `${rules.agedFromAge} or older at the close of the year, each reduced by ${rules.seniorPhaseOutPercent}% of the ` +
      `modified adjusted gross income above ${usd(rules.seniorPhaseOutFromJointCents)}, twice a single filer's ` +
      'threshold (section 151(d)(5)(C)).',
    jointNetInvestmentIncomeTax:
      `On a joint return the net investment income tax reaches the modified adjusted gross income above ` +
      `${usd(rules.niitThresholdJointCents)}, not indexed (section 1411(b)(1)).`,
    kiddieTaxJointReturn:
      'The kiddie tax does not apply to a child who files a joint return for the year (section 1(g)(2)(C)).',
  };
}

/** What the comparison applies to a joint return without a primary source read (all applied). */
function buildJointReturnUnverified(figures: TaxFigures): Record<string, UnverifiedItem> {
  return {
    taxFigures2026Joint: {
      enabled: true,
      note:
        `With afterTax.filingStatus "marriedJoint" the comparison applies the ${figures.year} figures for a married ` +
        `couple filing jointly that Revenue Procedure 2025-32 is reported to set: a standard deduction of ` +
        `${usd(figures.standardDeductionCents)}, income-tax rates of ${bandsInWords(figures.ordinaryBands)} (of ` +
        `taxable income), capital-gain rates of ${bandsInWords(figures.capitalGainBands)}, an additional standard ` +
        `deduction of ${usd(figures.additionalAgedDeductionCents)} for each spouse 65 or older, and an alternative ` +
        `minimum tax exemption of ${usd(figures.amtExemptionCents)}, phased out above ${usd(figures.amtPhaseOutFromCents)}. ` +
        'They are quoted from secondary sources that agree with each other; the Revenue Procedure itself was not read.',
    },
    jointReturnDetails: {
      enabled: true,
      note:
        'On a joint return the comparison takes the spouse to be as old as the owner (both or neither 65 or older, for ' +
        'the additional standard deduction and the senior deduction) and afterTax.otherIncomeCents and ' +
        "otherUnearnedIncomeCents to be the couple's. The kiddie-tax years stay a single dependent child's return, " +
        'whatever the filing status: a child who files jointly escapes the kiddie tax (section 1(g)(2)(C)), which ' +
        'the comparison does not assume.',
    },
  };
}

/** The primary sources of the after-tax facts, and of the 2026 figures (where they will be settled). */
function afterTaxSources(): Record<string, string> {
  return {
    jointReturnBrackets: USC('1'),
    jointStandardDeduction: USC('63'),
    jointAlternativeMinimumTax: USC('55'),
    jointSeniorDeduction: USC('151'),
    jointNetInvestmentIncomeTax: USC('1411'),
    kiddieTaxJointReturn: USC('1'),
    taxFigures2026Joint: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
    iraWithdrawalBasis: USC('72'),
    iraWithdrawalAggregation: USC('408'),
    trumpAccountSeparateBasis: USC('530A'),
    earlyWithdrawalAdditionalTax: USC('72'),
    educationException: USC('72'),
    firstHomeException: USC('72'),
    plan529Withdrawals: USC('529'),
    plan529AdditionalTax: USC('529'),
    kiddieTax: USC('1'),
    capitalGainRates: USC('1'),
    capitalGainTaxLimit: USC('1'),
    kiddieTaxComputation: USC('1'),
    dependentStandardDeduction: USC('63'),
    alternativeMinimumTax: USC('55'),
    kiddieAlternativeMinimumTax: USC('59'),
    agedStandardDeduction: USC('63'),
    seniorDeduction: USC('151'),
    netInvestmentIncomeTax: USC('1411'),
    rothConversion: USC('408A'),
    rothQualifiedDistribution: USC('408A'),
    rothOrderingRules: USC('408A'),
    rothConversionRecapture: USC('408A'),
    rothEarningsAdditionalTax: USC('72'),
    trumpAccountRothConversion: NOTICE_2025_68,
    januaryFirstBirthday: 'https://www.irs.gov/instructions/i8615',
    taxFigures2026: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  };
}
