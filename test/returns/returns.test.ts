// GET /v1/returns and what is behind it (docs/api.md#returns): the trailing-return math at its
// edges; the chart parser; the market-data client against a loopback replay of the upstream
// (retries, timeouts, concurrency, one log line per failure); the cached service with a fake clock;
// and the real server over HTTP. Expected returns are computed here from the replayed charts, by a
// separate implementation, never by calling trailing.ts. No test touches the internet.

import { Compile } from 'typebox/compile';
import { afterEach, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import { Returns } from '../../core/schemas/returns.js';
import { DISCLAIMER } from '../../core/statute/attribution.js';
import { ELIGIBLE_FUNDS } from '../../core/statute/eligible-funds.js';
import {
  chartUrl,
  createMarketDataClient,
  type MarketDataClient,
  parseChart,
} from '../../server/returns/market-data.js';
import { chartRange, FAILURE_RETRY_SECONDS, ReturnsService } from '../../server/returns/returns-service.js';
import {
  indexOnOrBefore,
  latestCommonDate,
  roundReturn,
  type Series,
  sameDateYearsBefore,
  trailingReturn,
  trailingReturns,
} from '../../server/returns/trailing.js';
import { ConfigError, parseConfig, SETTING_DEFAULTS } from '../../server/settings/config.js';
import { defined } from '../helpers/defined.js';
import { millisecondsOf, scaledBound } from '../helpers/paced.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { ANSWERED_TIMEOUT_MS, type ChartBody, type Replay, startReplay, type TickerPlan } from './upstream-replay.js';

// ---------------------------------------------------------------------------------------------
// The oracle: an independent reading of a chart and of the formula in docs/api.md#returns.

interface Close {
  date: string;
  adj: number;
}

/** (date, adjusted close) pairs of a chart, nulls skipped; dates from the exchange's offset. */
function closesOf(body: ChartBody): Close[] {
  const result = itemAt(body.chart.result, 0);
  const offsetMs = result.meta.gmtoffset * 1000;
  const out: Close[] = [];
  result.timestamp.forEach((ts, i) => {
    const adj = itemAt(itemAt(result.indicators.adjclose, 0).adjclose, i);
    if (adj !== null) out.push({ date: new Date(ts * 1000 + offsetMs).toISOString().slice(0, 10), adj });
  });
  return out;
}

/** The calendar date n years before `date`, 29 February -> 28 February. */
function nYearsBefore(date: string, n: number): string {
  const parts = date.split('-').map(Number);
  const [y, m, d] = [itemAt(parts, 0), itemAt(parts, 1), itemAt(parts, 2)];
  const shifted = new Date(Date.UTC(y - n, m - 1, d));
  if (shifted.getUTCDate() !== d) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
}

/** Unrounded CAGR, or null when no close lies on or before the start date. */
function oracleReturn(closes: Close[], asOf: string, n: number): number | null {
  const end = closes.find((close) => close.date === asOf);
  const target = nYearsBefore(asOf, n);
  const start = closes.filter((close) => close.date <= target).at(-1);
  if (end === undefined || start === undefined) return null;
  return Math.exp(Math.log(end.adj / start.adj) / n) - 1;
}

function oracle(charts: Map<string, ChartBody>) {
  const all = [...charts].map(([ticker, body]) => [ticker, closesOf(body)] as const);
  const common = all.map(([, closes]) => new Set(closes.map((close) => close.date)));
  const asOf = [...itemAt(common, 0)]
    .filter((date) => common.every((dates) => dates.has(date)))
    .sort()
    .at(-1)!;
  const funds: Record<string, Record<string, number | null>> = {};
  for (const [ticker, closes] of all) {
    funds[ticker] = {
      '1y': oracleReturn(closes, asOf, 1),
      '5y': oracleReturn(closes, asOf, 5),
      '10y': oracleReturn(closes, asOf, 10),
    };
  }
  return { asOf, funds };
}

/** The one tolerance: a reported value is the oracle's rounded to 6 decimals (half a unit either way). */
function expectReturn(actual: number | null, expected: number | null, label: string): void {
  if (expected === null) {
    expect(actual, label).toBeNull();
    return;
  }
  expect(typeof actual, label).toBe('number');
  expect(Math.abs(actual! - expected), label).toBeLessThanOrEqual(5e-7 + 1e-12);
  expect(Math.abs(actual! * 1e6 - Math.round(actual! * 1e6)), `${label} has at most 6 decimals`).toBeLessThan(1e-6);
}

function expectFunds(
  actual: Record<string, Record<string, number | null>>,
  expected: ReturnType<typeof oracle>['funds'],
): void {
  expect(Object.keys(actual)).toEqual(Object.keys(expected));
  for (const [ticker, periods] of Object.entries(expected)) {
    const fund = defined(actual[ticker], ticker);
    expect(Object.keys(fund)).toEqual(['1y', '5y', '10y']);
    for (const [key, value] of Object.entries(periods)) {
      expectReturn(defined(fund[key], `${ticker} ${key}`), value, `${ticker} ${key}`);
    }
  }
}

/** Bounds where a test waits for a hang, scaled to what fetching every fund from a replay took just
 *  before on the same machine (`fundsFetchMs`; test/helpers/paced.ts). */
const PACE_TIMES = 20;
/** The upstream time limit where a test waits for a hang: the funds that answer must still arrive
 *  within it beside the hung one (at 400 ms, a saturated 2-core machine, load average 10, once let
 *  two of them time out on loopback too), so at least 1.5 s. */
const hangTimeoutMs = (paceMs: number) => scaledBound(1_500, paceMs, PACE_TIMES);
/** What the machine may add to a wait before the test sees it end: at least 3 s. A hang would
 *  never end, so an upper bound this loose still shows that the time limit (or close) ended it. */
const schedulingMarginMs = (paceMs: number) => scaledBound(3_000, paceMs, PACE_TIMES);

/** A logger that keeps its lines. */
function captureLog() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  return { lines, warn: (fields: Record<string, unknown>, message: string) => void lines.push({ fields, message }) };
}

/** What fetching `tickers` at once takes on this machine now, from a replay of their own (of the
 *  plans given) with the client the tests use: the pace the bounds of a wait for a hang scale to. */
async function fundsFetchMs(tickers: string[], plans: Record<string, TickerPlan> = {}): Promise<number> {
  const replay = await startReplay({ plans });
  try {
    const client = createMarketDataClient({
      baseUrl: replay.url,
      logger: captureLog(),
      timeoutMs: ANSWERED_TIMEOUT_MS,
      retryDelayMs: 10,
    });
    const range = chartRange(Date.UTC(2026, 5, 16, 12));
    return await millisecondsOf(() => Promise.all(tickers.map((ticker) => client.fetchSeries(ticker, range))));
  } finally {
    await replay.close();
  }
}

const series = (pairs: [string, number][]): Series => ({
  dates: pairs.map(([date]) => date),
  closes: pairs.map(([, close]) => close),
});

// ---------------------------------------------------------------------------------------------

describe('trailing returns (docs/api.md#returns)', () => {
  it('maps a date N years back, 29 February to 28 February in a common year', () => {
    expect(sameDateYearsBefore('2026-11-20', 1)).toBe('2025-11-20');
    expect(sameDateYearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    expect(sameDateYearsBefore('2024-02-29', 4)).toBe('2020-02-29');
    expect(sameDateYearsBefore('2000-02-29', 100)).toBe('1900-02-28'); // 1900 is not a leap year
    expect(sameDateYearsBefore('2025-03-01', 1)).toBe('2024-03-01');
  });

  it('finds the last date on or before a date', () => {
    const dates = ['2020-01-02', '2020-01-03', '2020-01-06'];
    expect(indexOnOrBefore(dates, '2020-01-01')).toBe(-1);
    expect(indexOnOrBefore(dates, '2020-01-02')).toBe(0);
    expect(indexOnOrBefore(dates, '2020-01-05')).toBe(1);
    expect(indexOnOrBefore(dates, '2030-01-01')).toBe(2);
    expect(indexOnOrBefore([], '2020-01-01')).toBe(-1);
  });

  it('is (end / start)^(1/N) - 1 with the start on or before the same date N years earlier', () => {
    const s = series([
      ['2015-11-20', 50],
      ['2021-11-19', 80],
      ['2021-11-22', 81],
      ['2025-11-20', 100],
      ['2026-11-20', 110],
    ]);
    expect(trailingReturn(s, '2026-11-20', 1)).toBe(0.1);
    // 2021-11-20 is a Saturday: the Friday close counts, not the Monday one.
    expect(trailingReturn(s, '2026-11-20', 5)).toBe(roundReturn((110 / 80) ** 0.2 - 1));
    expect(trailingReturn(s, '2026-11-20', 5)).toBe(0.065763);
    expect(trailingReturn(s, '2026-11-20', 10)).toBe(0.082037);
  });

  it('on a leap day, starts from the close on or before 28 February a year earlier', () => {
    const s = series([
      ['2023-02-27', 90],
      ['2023-02-28', 100],
      ['2023-03-01', 300],
      ['2024-02-28', 110],
      ['2024-02-29', 120],
    ]);
    expect(trailingReturn(s, '2024-02-29', 1)).toBe(0.2);
    const weekend = series([
      ['2022-02-25', 100],
      ['2022-03-01', 500],
      ['2023-02-28', 121],
    ]);
    expect(trailingReturn(weekend, '2023-02-28', 1)).toBe(0.21); // 2022-02-28 had no close: Friday's
  });

  it('with exactly N years of history gives a value; one day less gives null', () => {
    // The first close is on the day the 5-year period starts.
    const exact = series([
      ['2021-11-23', 100],
      ['2025-11-21', 146.41],
      ['2026-11-23', 161.051],
    ]);
    expect(trailingReturn(exact, '2026-11-23', 5)).toBe(0.1);
    const short = series([
      ['2021-11-24', 100],
      ['2025-11-21', 146.41],
      ['2026-11-23', 161.051],
    ]);
    expect(trailingReturn(short, '2026-11-23', 5)).toBeNull();
    expect(trailingReturns(short, '2026-11-23')).toEqual({ '1y': 0.1, '5y': null, '10y': null });
  });

  it('is null without a close on asOf, and rounds half away from zero to 6 decimals', () => {
    expect(
      trailingReturn(
        series([
          ['2025-01-02', 1],
          ['2026-01-02', 2],
        ]),
        '2026-01-05',
        1,
      ),
    ).toBeNull();
    expect(roundReturn(0.12345649)).toBe(0.123456);
    expect(roundReturn(0.12345650000001)).toBe(0.123457);
    expect(roundReturn(-0.12345650000001)).toBe(-0.123457);
    expect(Object.is(roundReturn(-1e-9), 0)).toBe(true); // no -0 in JSON
    expect(
      trailingReturn(
        series([
          ['2025-01-02', 100],
          ['2026-01-02', 63],
        ]),
        '2026-01-02',
        1,
      ),
    ).toBe(-0.37);
  });

  it('takes asOf as the latest date on which every series has a close', () => {
    const a = series([
      ['2026-11-18', 1],
      ['2026-11-19', 1],
      ['2026-11-20', 1],
    ]);
    const b = series([
      ['2026-11-17', 1],
      ['2026-11-19', 1],
    ]); // no bar on the 18th or 20th
    const c = series([
      ['2026-11-19', 1],
      ['2026-11-20', 1],
      ['2026-11-23', 1],
    ]);
    expect(latestCommonDate([a, b, c])).toBe('2026-11-19');
    expect(latestCommonDate([a])).toBe('2026-11-20');
    expect(latestCommonDate([])).toBeNull();
    expect(latestCommonDate([a, series([['2026-11-17', 1]])])).toBeNull();
  });
});

describe('chart parser', () => {
  const NOW = Date.UTC(2026, 10, 21, 12) / 1000;
  const bar = (date: string, hourUtc = 14.5) => Date.parse(`${date}T00:00:00Z`) / 1000 + hourUtc * 3600;
  const chart = (timestamp: number[], adjclose: (number | null)[], meta: Record<string, unknown> = {}) =>
    JSON.stringify({
      chart: {
        result: [
          {
            meta: {
              symbol: 'IVV',
              currency: 'USD',
              gmtoffset: -18000,
              exchangeTimezoneName: 'America/New_York',
              ...meta,
            },
            timestamp,
            indicators: { quote: [{ close: adjclose }], adjclose: [{ adjclose }] },
          },
        ],
        error: null,
      },
    });

  it('reads exchange-local trading dates and adjusted closes, skipping nulls', () => {
    // 03:00 UTC is 22:00 the evening before in New York.
    const result = parseChart(
      chart([bar('2026-11-18'), bar('2026-11-19'), bar('2026-11-21', 3)], [10, null, 12]),
      NOW,
      'IVV',
    );
    expect(result).toEqual({ ok: true, series: { dates: ['2026-11-18', '2026-11-20'], closes: [10, 12] } });
  });

  it('keeps one close per date (the later bar) and drops a bar whose session is still open', () => {
    const twice = parseChart(
      chart([bar('2026-11-19'), bar('2026-11-20'), bar('2026-11-20', 20)], [1, 1.1, 1.2]),
      NOW,
      'IVV',
    );
    expect(twice).toEqual({ ok: true, series: { dates: ['2026-11-19', '2026-11-20'], closes: [1, 1.2] } });
    const open = { currentTradingPeriod: { regular: { start: bar('2026-11-20'), end: bar('2026-11-20', 21) } } };
    const during = parseChart(
      chart([bar('2026-11-19'), bar('2026-11-20', 17)], [1, 1.1], open),
      bar('2026-11-20', 18),
      'IVV',
    );
    expect(during).toEqual({ ok: true, series: { dates: ['2026-11-19'], closes: [1] } });
    const after = parseChart(
      chart([bar('2026-11-19'), bar('2026-11-20', 17)], [1, 1.1], open),
      bar('2026-11-20', 22),
      'IVV',
    );
    expect(after.ok && after.series.dates).toEqual(['2026-11-19', '2026-11-20']);
  });

  it('answers anything that is not a usable chart with a typed failure', () => {
    const kind = (text: string) => {
      const result = parseChart(text, NOW, 'IVV');
      return result.ok ? 'ok' : result.failure.kind;
    };
    expect(kind('<!DOCTYPE html><html></html>')).toBe('not-json');
    expect(kind('{"chart":{"result":[{"meta"')).toBe('not-json');
    expect(kind('[]')).toBe('malformed');
    expect(kind('{"chart":{"result":null,"error":{"code":"Not Found","description":"No data found"}}}')).toBe(
      'upstream-error',
    );
    expect(kind('{"chart":{"result":[],"error":null}}')).toBe('no-data');
    expect(kind(JSON.stringify({ chart: { result: [{ meta: { gmtoffset: -18000 } }], error: null } }))).toBe('no-data');
    expect(kind(chart([bar('2026-11-19')], [null]))).toBe('no-data');
    expect(kind(chart([bar('2026-11-19')], [1, 2]))).toBe('malformed');
    expect(kind(chart([bar('2026-11-19')], [1], { gmtoffset: undefined }))).toBe('malformed');
    expect(kind(chart([bar('2026-11-19')], [1]).replace('"adjclose":[{', '"adjclosed":[{'))).toBe('malformed');
  });
});

// ---------------------------------------------------------------------------------------------

describe('market-data client against the replay', () => {
  const RANGE = chartRange(Date.UTC(2026, 5, 16, 12));
  let replay: Replay;
  afterEach(() => replay?.close());

  function client(log = captureLog(), timeoutMs = ANSWERED_TIMEOUT_MS): MarketDataClient {
    return createMarketDataClient({ baseUrl: replay.url, logger: log, timeoutMs, retryDelayMs: 10 });
  }

  it('asks for daily bars with dividends, splits and adjusted closes over the window', async () => {
    replay = await startReplay();
    const result = await client().fetchSeries('IVV', RANGE);
    expect(result.ok).toBe(true);
    const query = itemAt(replay.requests, 0).query;
    expect(Object.fromEntries(query)).toEqual({
      period1: String(RANGE.period1),
      period2: String(RANGE.period2),
      interval: '1d',
      events: 'div|split',
      includeAdjustedClose: 'true',
    });
    expect(chartUrl('https://up.example', 'A B', RANGE)).toContain('/v8/finance/chart/A%20B?period1=');
    // The window reaches 10 years and a month back, to find the close on or before the 10-year start.
    expect(new Date(RANGE.period1 * 1000).toISOString()).toBe('2016-05-16T00:00:00.000Z');
  });

  it('retries a 500 and a 429 once, logging one line per failed call', async () => {
    replay = await startReplay({ behaviours: { A: 'status-500', B: 'status-429' } });
    const log = captureLog();
    const [a, b] = await Promise.all([client(log).fetchSeries('A', RANGE), client(log).fetchSeries('B', RANGE)]);
    expect(a).toEqual({ ok: false, failure: { kind: 'status', status: 500, detail: 'HTTP 500' } });
    expect(b.ok === false && b.failure.status).toBe(429);
    expect([replay.calls('A'), replay.calls('B')]).toEqual([2, 2]);
    expect(log.lines).toHaveLength(4);
    const forA = log.lines.filter((line) => line.fields.ticker === 'A').map((line) => line.message);
    expect(forA).toEqual([
      'market data for A failed (status: HTTP 500); retrying in 10 ms',
      'market data for A failed (status: HTTP 500); giving up',
    ]);
  });

  it('does not retry malformed JSON, an HTML page with status 200 or an unknown symbol', async () => {
    replay = await startReplay({ behaviours: { A: 'malformed-json', B: 'html', C: 'unknown-symbol' } });
    const log = captureLog();
    const c = client(log);
    const results = await Promise.all(['A', 'B', 'C'].map((ticker) => c.fetchSeries(ticker, RANGE)));
    expect(results.map((result) => !result.ok && result.failure.kind)).toEqual(['not-json', 'not-json', 'status']);
    const html = itemAt(results, 1);
    expect(!html.ok && html.failure.detail).toMatch(/<!DOCTYPE html>.*content-type text\/html/);
    expect(['A', 'B', 'C'].map((ticker) => replay.calls(ticker))).toEqual([1, 1, 1]);
    expect(log.lines).toHaveLength(3);
  });

  it('gives up on a hang at the timeout, without a retry', async () => {
    replay = await startReplay({ behaviours: { A: 'hang' } });
    const pace = await fundsFetchMs(['A', 'B', 'C']);
    const timeoutMs = hangTimeoutMs(pace);
    const log = captureLog();
    const started = performance.now();
    const result = await client(log, timeoutMs).fetchSeries('A', RANGE);
    const elapsed = performance.now() - started;
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'timeout', detail: `no complete answer within ${timeoutMs} ms` },
    });
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 5);
    expect(elapsed).toBeLessThan(timeoutMs + schedulingMarginMs(pace));
    expect(replay.calls('A')).toBe(1);
    expect(log.lines).toHaveLength(1);
  });

  it('retries a refused connection once, and close() ends a call in flight', async () => {
    replay = await startReplay({ behaviours: { A: 'hang' } });
    const gone = await startReplay();
    const goneUrl = gone.url;
    await gone.close();
    const refused = await createMarketDataClient({
      baseUrl: goneUrl,
      logger: captureLog(),
      timeoutMs: ANSWERED_TIMEOUT_MS,
      retryDelayMs: 10,
    }).fetchSeries('A', RANGE);
    expect(!refused.ok && refused.failure.kind).toBe('network');

    const pace = await fundsFetchMs(['A', 'B', 'C']);
    const c = client();
    const pending = c.fetchSeries('A', RANGE);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    c.close();
    const result = await pending;
    expect(!result.ok && result.failure.kind).toBe('aborted');
    expect(performance.now() - started).toBeLessThan(schedulingMarginMs(pace));
  });

  it('holds at most 4 upstream calls open at once', async () => {
    const tickers = Array.from({ length: 12 }, (_, i) => `T${i}`);
    // Answers wait until 4 are open: a client that held fewer at once would hang, one that held
    // more would be seen with more open.
    replay = await startReplay({ holdUntilOpen: { open: 4, expected: tickers.length } });
    const c = client();
    const results = await Promise.all(tickers.map((ticker) => c.fetchSeries(ticker, RANGE)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(replay.maxOpen()).toBe(4);
  });
});

// ---------------------------------------------------------------------------------------------

describe('returns service (cache, refresh, last good values) with a fake clock', () => {
  const PLANS: Record<string, TickerPlan> = {
    LONG: { years: 30 },
    SPLIT: { years: 30, split: true },
    SEVEN: { years: 7 },
    THREE: { years: 3 },
    HOLES: { years: 30, nulls: true, gaps: true },
    FLAKY: { years: 12 },
  };
  const TICKERS = Object.keys(PLANS);
  const TTL_SECONDS = 3600;
  let replay: Replay;
  let nowMs: number;
  let log: ReturnType<typeof captureLog>;
  afterEach(() => replay?.close());

  async function setUp(timeoutMs = ANSWERED_TIMEOUT_MS) {
    replay = await startReplay({ plans: PLANS });
    nowMs = Date.UTC(2026, 5, 16, 12); // Tuesday 16 June 2026, before the session opens in New York
    log = captureLog();
    const now = () => nowMs;
    const client = createMarketDataClient({ baseUrl: replay.url, logger: log, timeoutMs, retryDelayMs: 5, now });
    return new ReturnsService({ tickers: TICKERS, client, ttlSeconds: TTL_SECONDS, logger: log, now });
  }

  const served = (tickers = TICKERS) => new Map(tickers.map((ticker) => [ticker, replay.lastServed(ticker)!]));

  it('reports every fund on the latest common trading date, null where the history is too short', async () => {
    const service = await setUp();
    const state = await service.current();
    if (!state.ok) throw new Error('unavailable');
    const expected = oracle(served());
    expect(state.snapshot.asOf).toBe(expected.asOf);
    expect(state.snapshot.asOf <= '2026-06-15').toBe(true);
    expectFunds(state.snapshot.funds, expected.funds);
    const fund = (ticker: string) => defined(state.snapshot.funds[ticker], ticker);
    expect(fund('SEVEN')['10y']).toBeNull();
    expect(fund('SEVEN')['5y']).not.toBeNull();
    expect(fund('THREE')).toMatchObject({ '5y': null, '10y': null });
    expect(fund('THREE')['1y']).not.toBeNull();
    expect(Object.values(fund('HOLES')).every((value) => value !== null)).toBe(true);
    expect(state.maxAgeSeconds).toBe(TTL_SECONDS);
  });

  it('uses adjusted closes: a split halves the raw close but does not move the returns', async () => {
    const service = await setUp();
    const state = await service.current();
    if (!state.ok) throw new Error('unavailable');
    const result = itemAt(replay.lastServed('SPLIT')!.chart.result, 0);
    const raw = itemAt(result.indicators.quote, 0).close;
    const adj = itemAt(result.indicators.adjclose, 0).adjclose;
    const splits = defined(result.events?.splits, 'the split events');
    const at = result.timestamp.indexOf(Number(itemAt(Object.keys(splits), 0)));
    expect(at).toBeGreaterThan(0);
    expect(raw[at]! / raw[at - 1]!).toBeLessThan(0.6); // the raw close halves ...
    expect(adj[at]! / adj[at - 1]!).toBeGreaterThan(0.95); // ... the adjusted close does not
    const rawChart = structuredClone(replay.lastServed('SPLIT')!);
    itemAt(itemAt(rawChart.chart.result, 0).indicators.adjclose, 0).adjclose = raw;
    const fromRaw = oracleReturn(closesOf(rawChart), state.snapshot.asOf, 5)!;
    expect(Math.abs(defined(state.snapshot.funds.SPLIT, 'SPLIT')['5y']! - fromRaw)).toBeGreaterThan(0.1);
  });

  it('serves from the cache until the TTL is over, then refreshes once', async () => {
    const service = await setUp();
    const first = await service.current();
    expect(replay.totalCalls()).toBe(TICKERS.length);
    nowMs += (TTL_SECONDS - 1) * 1000;
    const cached = await service.current();
    expect(cached).toMatchObject({ ok: true, maxAgeSeconds: 1 });
    expect(cached.ok && first.ok && cached.snapshot).toBe(first.ok && first.snapshot);
    expect(replay.totalCalls()).toBe(TICKERS.length);
    nowMs += 1000;
    await Promise.all(Array.from({ length: 10 }, () => service.current()));
    expect(TICKERS.map((ticker) => replay.calls(ticker))).toEqual(TICKERS.map(() => 2));
  });

  it('keeps the last good values of a fund whose refresh fails, and tries it again soon', async () => {
    const service = await setUp();
    const first = await service.current();
    if (!first.ok) throw new Error('unavailable');
    replay.setBehaviour('FLAKY', 'status-500');
    replay.setBehaviour('SEVEN', 'html');
    nowMs += TTL_SECONDS * 1000;
    const second = await service.current();
    if (!second.ok) throw new Error('unavailable');
    expect(second.snapshot).not.toBe(first.snapshot);
    expect(second.snapshot.funds).toEqual(first.snapshot.funds);
    expect(second.maxAgeSeconds).toBe(FAILURE_RETRY_SECONDS);
    expect(replay.calls('FLAKY')).toBe(3); // 1 + a failed call and its retry
    expect(replay.calls('SEVEN')).toBe(2); // an HTML page is not retried
    expect(log.lines.at(-1)!.message).toMatch(/2 of 6 funds failed; they keep their last good values/);

    replay.setBehaviour('FLAKY', 'ok');
    replay.setBehaviour('SEVEN', 'ok');
    nowMs += FAILURE_RETRY_SECONDS * 1000;
    const third = await service.current();
    expect(third).toMatchObject({ ok: true, maxAgeSeconds: TTL_SECONDS });
    expect(replay.calls('FLAKY')).toBe(4);
  });

  it('leaves out a fund that never had data', async () => {
    const service = await setUp();
    replay.setBehaviour('FLAKY', 'unknown-symbol');
    const state = await service.current();
    if (!state.ok) throw new Error('unavailable');
    expect(Object.keys(state.snapshot.funds)).toEqual(TICKERS.filter((ticker) => ticker !== 'FLAKY'));
    expect(state.snapshot.asOf).toBe(oracle(served(TICKERS.filter((ticker) => ticker !== 'FLAKY'))).asOf);
  });

  it('is unavailable when no fund has data, and does not call upstream again before Retry-After', async () => {
    const service = await setUp();
    for (const ticker of TICKERS) replay.setBehaviour(ticker, 'status-429');
    const state = await service.current();
    expect(state).toEqual({
      ok: false,
      retryAfterSeconds: FAILURE_RETRY_SECONDS,
      detail: `No market data could be fetched for any fund; try again in ${FAILURE_RETRY_SECONDS} s.`,
    });
    const calls = replay.totalCalls();
    expect(calls).toBe(TICKERS.length * 2);
    nowMs += 45_000;
    expect(await service.current()).toMatchObject({ ok: false, retryAfterSeconds: 15 });
    expect(replay.totalCalls()).toBe(calls);
    for (const ticker of TICKERS) replay.setBehaviour(ticker, 'ok');
    nowMs += 15_000;
    expect(await service.current()).toMatchObject({ ok: true });
  });

  it('waits for a hung fund no longer than the timeout, and a refresh never rejects', async () => {
    const pace = await fundsFetchMs(TICKERS, PLANS);
    const timeoutMs = hangTimeoutMs(pace);
    const service = await setUp(timeoutMs);
    replay.setBehaviour('LONG', 'hang');
    const started = performance.now();
    const state = await service.current();
    expect(performance.now() - started).toBeLessThan(timeoutMs + schedulingMarginMs(pace));
    expect(state.ok && Object.keys(state.snapshot.funds)).not.toContain('LONG');

    const broken = new ReturnsService({
      tickers: ['X'],
      ttlSeconds: 60,
      logger: log,
      now: () => nowMs,
      client: { fetchSeries: () => Promise.reject(new Error('a bug')) },
    });
    expect(await broken.current()).toMatchObject({ ok: false });
  });
});

// ---------------------------------------------------------------------------------------------

const TICKERS = ELIGIBLE_FUNDS.map((fund) => fund.ticker);
const tickerAt = (index: number) => itemAt(TICKERS, index);
const [SPLIT, SEVEN, THREE, HOLES, FLAKY] = [tickerAt(0), tickerAt(1), tickerAt(2), tickerAt(3), tickerAt(4)];
const HTTP_PLANS: Record<string, TickerPlan> = {
  [SPLIT]: { years: 30, split: true },
  [SEVEN]: { years: 7 },
  [THREE]: { years: 3 },
  [HOLES]: { years: 30, nulls: true, gaps: true },
};
const SITE_URL = 'https://530a.example';

describe('GET /v1/returns over HTTP', () => {
  let replay: Replay;
  let server: RunningServer;
  const start = async (env: Record<string, string> = {}) => {
    replay = await startReplay({ plans: HTTP_PLANS });
    // No engine threads: these tests project nothing.
    server = await startServer({
      SITE_URL,
      MARKET_DATA_URL: replay.url,
      MARKET_DATA_TIMEOUT_MS: String(ANSWERED_TIMEOUT_MS),
      ENGINE_THREADS: '0',
      ...env,
    });
  };
  afterEach(async () => {
    await server?.close();
    await replay?.close();
  });

  it('has at least the five funds these tests give roles to', () => {
    expect(TICKERS.length).toBeGreaterThanOrEqual(5);
  });

  it('answers Returns field by field, cacheable for what is left of the TTL, with an ETag and 304', async () => {
    await start();
    const response = await fetch(`${server.url}/v1/returns`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await response.json();
    expect(Compile(Returns).Check(body)).toBe(true);
    expect(Object.keys(body)).toEqual(['asOf', 'source', 'note', 'funds', 'sourceUrl', 'disclaimer']);

    const expected = oracle(new Map(TICKERS.map((ticker) => [ticker, replay.lastServed(ticker)!])));
    expect(body.asOf).toBe(expected.asOf);
    expect(body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.source).toMatch(/Yahoo Finance chart/);
    expect(body.source).toMatch(/adjusted/);
    expect(body.source).toMatch(/dividend is reinvested/);
    expect(body.note).toMatch(/Nominal annualized returns \(CAGR\)/);
    expect(body.note).toMatch(/Past performance does not predict future results/);
    expectFunds(body.funds, expected.funds);
    expect(body.funds[SEVEN]['10y']).toBeNull();
    expect(body.funds[THREE]['5y']).toBeNull();
    expect(body.sourceUrl).toBe(SITE_URL);
    expect(body.disclaimer).toBe(DISCLAIMER);

    const maxAge = Number(/^public, max-age=(\d+)$/.exec(response.headers.get('cache-control')!)![1]);
    expect(maxAge).toBeGreaterThanOrEqual(SETTING_DEFAULTS.returnsTtlSeconds - 2);
    expect(maxAge).toBeLessThanOrEqual(SETTING_DEFAULTS.returnsTtlSeconds);
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await fetch(`${server.url}/v1/returns`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('serves repeats from the cache without calling upstream', async () => {
    await start();
    const first = await (await fetch(`${server.url}/v1/returns`)).text();
    for (let i = 0; i < 3; i++) expect(await (await fetch(`${server.url}/v1/returns`)).text()).toBe(first);
    expect(TICKERS.map((ticker) => replay.calls(ticker))).toEqual(TICKERS.map(() => 1));
  });

  it('makes one upstream refresh per fund for 20 concurrent requests', async () => {
    await start();
    const texts = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await fetch(`${server.url}/v1/returns`);
        expect(response.status).toBe(200);
        return response.text();
      }),
    );
    expect(new Set(texts).size).toBe(1);
    expect(TICKERS.map((ticker) => replay.calls(ticker))).toEqual(TICKERS.map(() => 1));
  });

  it('keeps the last good values of a fund whose upstream fails at the next refresh', async () => {
    await start({ RETURNS_TTL_SECONDS: '1' });
    const first = await (await fetch(`${server.url}/v1/returns`)).json();
    replay.setBehaviour(FLAKY, 'status-500');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await fetch(`${server.url}/v1/returns`);
    expect(response.status).toBe(200);
    const second = await response.json();
    expect(replay.calls(FLAKY)).toBe(3);
    expect(replay.calls(SPLIT)).toBe(2); // the others were refreshed
    expect(second.funds[FLAKY]).toEqual(first.funds[FLAKY]);
    expect(second).toEqual(first);
  });

  it('answers 503 with Retry-After and a problem body when no market data can be had', async () => {
    await start();
    for (const ticker of TICKERS) replay.setBehaviour(ticker, 'status-500');
    const response = await fetch(`${server.url}/v1/returns`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(FAILURE_RETRY_SECONDS));
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      type: `${SITE_URL}/problems/market-data-unavailable`,
      title: 'Market data is temporarily unavailable',
      status: 503,
      detail: `No market data could be fetched for any fund; try again in ${FAILURE_RETRY_SECONDS} s.`,
      code: 'MARKET_DATA_UNAVAILABLE',
    });
    const calls = replay.totalCalls();
    expect((await fetch(`${server.url}/v1/returns`)).status).toBe(503);
    expect(replay.totalCalls()).toBe(calls); // no new upstream calls before Retry-After
  });

  it('does not hold a request much past the timeout when upstream hangs', async () => {
    const pace = await fundsFetchMs(TICKERS, HTTP_PLANS);
    const timeoutMs = hangTimeoutMs(pace);
    await start({ MARKET_DATA_TIMEOUT_MS: String(timeoutMs) });
    replay.setBehaviour(FLAKY, 'hang');
    const started = performance.now();
    const response = await fetch(`${server.url}/v1/returns`);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 5);
    expect(elapsed).toBeLessThan(timeoutMs + schedulingMarginMs(pace));
    const body = await response.json();
    expect(Object.keys(body.funds)).toEqual(TICKERS.filter((ticker) => ticker !== FLAKY));
  });
});

describe('MARKET_DATA_TIMEOUT_MS', () => {
  it('defaults to 5 s and must be a whole number of milliseconds from 50 to 60000', () => {
    expect(parseConfig({}).marketDataTimeoutMs).toBe(5_000);
    expect(parseConfig({ MARKET_DATA_TIMEOUT_MS: '250' }).marketDataTimeoutMs).toBe(250);
    for (const bad of ['0', '49', '60001', '1.5', 'soon']) {
      expect(() => parseConfig({ MARKET_DATA_TIMEOUT_MS: bad })).toThrow(ConfigError);
      expect(() => parseConfig({ MARKET_DATA_TIMEOUT_MS: bad })).toThrow(/MARKET_DATA_TIMEOUT_MS/);
    }
  });
});
