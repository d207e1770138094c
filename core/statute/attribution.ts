// What every answer carries besides its numbers (docs/api.md#attribution): the disclaimer, the
// day the rules were last checked and the credit of the market history. Apart from rules-data.ts, so that code that only cites them
// (the page, the package) does not bundle the rules' whole text.

/** The day the facts below were last checked against their primary sources. */
export const RULES_VERIFIED_AT = '2026-11-01';

/** The disclaimer up to where it says what to check: the page ends it in a parent's words, with a
 *  link (server/routes/site.ts), the API's answers as DISCLAIMER does. */
export const DISCLAIMER_LEAD =
  'Educational estimate only, not financial, tax or legal advice. Projections assume steady contributions ' +
  'and the stated returns, which are not guaranteed; actual results will differ. Section 530A rules may ' +
  'change and some are not yet final';

export const DISCLAIMER = `${DISCLAIMER_LEAD}; check the sources in GET /v1/rules.`;

/** The market history behind returnModel "historical" (data/README.md): whose data it is, where it
 *  comes from and under what licence, credited wherever results computed from it are shown. */
export const HISTORY_DATA = Object.freeze({
  author: 'Robert Shiller',
  what: 'monthly S&P 500 prices, dividends and consumer prices from January 1871',
  authorUrl: 'http://www.econ.yale.edu/~shiller/data.htm',
  edition: "the Open Knowledge Foundation's CSV edition",
  editionUrl: 'https://datahub.io/core/s-and-p-500',
  licence: 'ODC-PDDL-1.0',
  licenceUrl: 'https://opendatacommons.org/licenses/pddl/1-0/',
});
