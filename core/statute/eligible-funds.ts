// The funds the rules data lists and GET /v1/returns reports on, in a module of their own so that
// the page (which offers their past returns) bundles them without the rest of the rules data.
import type { EligibleFund } from '../schemas/rules.js';

/**
 * The funds GET /v1/returns reports on (docs/statute.md#eligible-funds): the ETFs whose index is
 * the S&P 500 or which are on the Treasury menu (see unverified.treasuryFundMenu and
 * spyFundStructure). Left out: the mutual funds (FXAIX, SWPPX, VFIAX, FSKAX, VTSAX, SWTSX, FZROX),
 * which a Treasury-opened account cannot hold (they need a rollover to a trustee that offers them);
 * and SCHB, SCHX, VV, whose indexes have no confirmed regulated futures, so they may not be
 * qualified indexes. SPYM and SPTM changed index on 2020-01-24, so their 10-year fund returns mix
 * two indexes. Expense ratios and dates as read on the issuers' and fund-data pages when reviewed.
 */
export const ELIGIBLE_FUNDS: readonly EligibleFund[] = Object.freeze(
  [
    {
      ticker: 'SPYM',
      name: 'State Street SPDR Portfolio S&P 500 ETF',
      index: 'S&P 500',
      expenseRatio: 0.0002,
      inception: '2005-11-08',
    },
    {
      ticker: 'IVV',
      name: 'iShares Core S&P 500 ETF',
      index: 'S&P 500',
      expenseRatio: 0.0003,
      inception: '2000-05-15',
    },
    { ticker: 'VOO', name: 'Vanguard S&P 500 ETF', index: 'S&P 500', expenseRatio: 0.0003, inception: '2010-09-07' },
    {
      ticker: 'SPY',
      name: 'SPDR S&P 500 ETF Trust',
      index: 'S&P 500',
      expenseRatio: 0.000945,
      inception: '1993-01-22',
    },
    {
      ticker: 'VTI',
      name: 'Vanguard Total Stock Market ETF',
      index: 'CRSP US Total Market Index',
      expenseRatio: 0.0003,
      inception: '2001-05-24',
    },
    {
      ticker: 'ITOT',
      name: 'iShares Core S&P Total U.S. Stock Market ETF',
      index: 'S&P Total Market Index',
      expenseRatio: 0.0003,
      inception: '2004-01-20',
    },
    {
      ticker: 'SPTM',
      name: 'State Street SPDR Portfolio S&P 1500 Composite Stock Market ETF',
      index: 'S&P Composite 1500',
      expenseRatio: 0.0003,
      inception: '2000-10-04',
    },
  ].map((fund) => Object.freeze(fund)),
);
