// The Returns (response of GET /v1/returns, docs/api.md#returns) with the additive sourceUrl and
// disclaimer that every response carries (docs/api.md#attribution).
import * as Type from 'typebox';

export const TrailingReturn = Type.Union([Type.Number(), Type.Null()], {
  description:
    'nominal annualized return (CAGR, dividends reinvested) as a decimal fraction, 6 decimals; ' +
    'null when the fund lacks that much history',
});

export const FundReturns = Type.Object(
  { '1y': TrailingReturn, '5y': TrailingReturn, '10y': TrailingReturn },
  { additionalProperties: false },
);

export const Returns = Type.Object(
  {
    asOf: Type.String({
      format: 'date',
      description: 'the latest trading date on which every reported fund has a close (YYYY-MM-DD)',
    }),
    source: Type.String({ description: 'the market-data origin; adjusted closes, dividends reinvested' }),
    note: Type.String({ description: 'how to read the numbers' }),
    funds: Type.Record(Type.String(), FundReturns, {
      description: 'fund ticker -> trailing returns; the statute-eligible funds',
    }),
    sourceUrl: Type.String({ format: 'uri', description: 'the site to attribute results to' }),
    disclaimer: Type.String(),
  },
  { additionalProperties: false },
);

export type Returns = Type.Static<typeof Returns>;
export type FundReturns = Type.Static<typeof FundReturns>;
