// The gifts a child may get (docs/statute.md#the-pilot-and-the-pledges): the Treasury's pilot
// contribution and the sponsors' pledges of qualified general contributions, each stated twice, in
// words for people and as data for the eligibility check (core/eligibility/eligibility.ts). One
// home for the pledges: GET /v1/rules serves them, GET /v1/eligibility and the page's box read
// them. Apart from rules-data.ts so that the page bundles these few sentences and not the rules.
//
// No official list of pledges exists. Terms come from the sources named in each note; `verified`
// is true only for what was read in a primary source (the statute, for the pilot). A pledge's ages
// are measured on the day it was announced, unless its note says otherwise.
import { longDate } from '../common/dates.js';
import { usd } from '../common/format.js';
import type { GiftRule } from '../schemas/rules.js';
import { STATUTE } from './statute.js';

/** The Treasury's site, where the Treasury lists the program's terms and its partners. */
const TREASURY_SITE = 'https://trumpaccounts.gov/';
const USC_6434 =
  'https://uscode.house.gov/view.xhtml?req=granuleid%3AUSC-prelim-title26-section6434&num=0&edition=prelim';

/** The Dells' and the Dalios' income test: the ZIP code's median income below $150,000. */
const ZIP_INCOME_BELOW_CENTS = 15_000_000;

const first = STATUTE.firstContributionDate;

export const PILOT_RULE: GiftRule = Object.freeze({
  id: 'pilot',
  sponsor: 'The U.S. Treasury',
  amountCents: String(STATUTE.seedCents),
  whoQualifies:
    `A child born from ${longDate(STATUTE.seedBirthFrom)} through ${longDate(STATUTE.seedBirthTo)} who is a U.S. ` +
    'citizen with a Social Security number and has had no earlier pilot election, once a parent or guardian elects ' +
    'it on IRS Form 4547 or at trumpaccounts.gov.',
  qualifies: { bornFrom: STATUTE.seedBirthFrom, bornTo: STATUTE.seedBirthTo, usCitizen: true },
  announced: '2025-07-04',
  paysFrom: first,
  sourceUrls: [USC_6434],
  verified: true,
  note:
    `Section 6434 of the Internal Revenue Code (read on the Office of the Law Revision Counsel's site). No ` +
    `contribution may be made before ${longDate(first)}; the Treasury reportedly pays it as soon as practicable ` +
    'after the account is activated.',
});

export const PLEDGES: readonly GiftRule[] = Object.freeze([
  {
    id: 'dell',
    sponsor: 'Michael and Susan Dell',
    amountCents: '25000',
    whoQualifies:
      'Children aged 10 and under on December 2, 2025 who were born before 2025 (so are not eligible for the pilot ' +
      `contribution) and live in a ZIP code whose median income is below ${usd(ZIP_INCOME_BELOW_CENTS)}, while the ` +
      'pledge lasts (the first 25 million such children).',
    qualifies: {
      bornTo: '2024-12-31',
      age: { belowYears: 11, measuredOn: '2025-12-02' },
      zipMedianIncomeBelowCents: String(ZIP_INCOME_BELOW_CENTS),
      pilotEligible: false,
      otherTerms: ['the pledge has not yet reached its 25 million children'],
    },
    announced: '2025-12-02',
    paysFrom: first,
    sourceUrls: [TREASURY_SITE, 'https://www.dell.org/'],
    verified: false,
    note:
      'Announced with the President on December 2, 2025 ($6.25 billion for 25 million children). The terms here are ' +
      "the White House fact sheet's and the press's (NPR, AP), read in copies; the Dells' own terms were not read. " +
      'Reports differ: most say aged 10 and under and born before January 1, 2025, one says born 2016 through 2024; ' +
      'the income test is reported as below, or up to, $150,000 of median household income. Which income data, on ' +
      'what day the age is measured and when it pays (reported: from July 4, 2026, once the account is claimed) are ' +
      'not published; the age is measured here on the day of the announcement.',
  },
  {
    id: 'dalio',
    sponsor: 'Ray and Barbara Dalio (Dalio Philanthropies)',
    amountCents: '25000',
    whoQualifies:
      'Connecticut children under 10 on December 17, 2025 who live in a Connecticut ZIP code whose median income ' +
      `is below ${usd(ZIP_INCOME_BELOW_CENTS)}.`,
    qualifies: {
      age: { belowYears: 10, measuredOn: '2025-12-17' },
      states: ['CT'],
      zipMedianIncomeBelowCents: String(ZIP_INCOME_BELOW_CENTS),
    },
    announced: '2025-12-17',
    paysFrom: null,
    sourceUrls: [TREASURY_SITE, 'https://www.daliophilanthropies.org/'],
    verified: false,
    note:
      'Announced on December 17, 2025 at the Treasury\'s launch of its "50 State Challenge" (about $75 million for ' +
      'about 300,000 children). Dalio Philanthropies\' statement was not read on its own site, only as the press quotes it: "following ' +
      'the Dell model, the funds are initially targeted for children under 10" in such ZIP codes, so the terms may ' +
      'widen. Whether a child who gets the pilot contribution or the Dell gift also gets this one, and when it pays, ' +
      'are not stated; the age is measured here on the day of the announcement.',
  },
  {
    id: 'gerstner',
    sponsor: 'Brad Gerstner',
    amountCents: '25000',
    whoQualifies:
      'Indiana children under 5 on February 24, 2026 who meet terms not yet published (reported as "qualifying").',
    qualifies: {
      age: { belowYears: 5, measuredOn: '2026-02-24' },
      states: ['IN'],
      otherTerms: ["the child meets the sponsor's further terms, not yet published"],
    },
    announced: '2026-02-24',
    paysFrom: null,
    sourceUrls: [TREASURY_SITE],
    verified: false,
    note:
      'Reported by one local news report on the State of the Union address of February 24, 2026: "$250 into the ' +
      'Trump Accounts of qualifying children under the age of five across Indiana." No statement of the sponsor was ' +
      'found; the terms (any income test), the day the age is measured on and when it pays are not published; the ' +
      'age is measured here on the day of the address.',
  },
] satisfies GiftRule[]);
