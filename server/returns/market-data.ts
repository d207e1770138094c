// The market-data client (docs/api.md#returns): daily adjusted closes from the Yahoo Finance
// chart API,
//   GET {MARKET_DATA_URL}/v8/finance/chart/{ticker}?period1=&period2=&interval=1d&events=div|split
//       &includeAdjustedClose=true
// with Node's fetch. Every call carries a timeout; a network error, 429 or 5xx gets one retry after
// a pause; at most MAX_CONCURRENT_CALLS calls are open at once. Every failure is a typed value and
// exactly one log line; nothing here throws. The upstream is not trusted (docs/api.md#returns): no
// redirect is followed, a body over MAX_RESPONSE_BYTES is not read on, prices and timestamps must
// be plausible (docs/operations.md#a-lying-market-data-upstream: no bar after now, the fund's own
// symbol, daily moves and trailing returns an index fund can have), and what the upstream writes
// reaches a log only as a short preview.
//
// Trading dates: a bar's timestamp (seconds, the session's start) plus meta.gmtoffset (seconds, the
// exchange's current UTC offset) is a wall-clock time at the exchange; its date is the trading date.
// Daily bars start mid-morning, so a daylight-saving hour never moves them across midnight.
import { setTimeout as sleep } from 'node:timers/promises';
import { SETTING_DEFAULTS } from '../settings/config.js';
import { type Series, trailingReturns } from './trailing.js';

/** Upstream calls open at once, whatever the number of funds. */
const MAX_CONCURRENT_CALLS = 4;
/** Pause before the single retry of a transient failure. */
const RETRY_DELAY_MS = 250;
/** A 10-year daily chart is about 250 KB; anything far larger is not a chart. The bound also bounds
 *  the work of parsing it on the main thread (7.5 MB charts stalled it for up to 1.5 s). */
export const MAX_RESPONSE_BYTES = 1024 * 1024;
/** Adjusted closes outside this range (dollars) are not the price of an index fund: a data fault,
 *  and a ratio of two extreme prices is no longer a finite number. */
const MIN_PLAUSIBLE_CLOSE = 0.01;
const MAX_PLAUSIBLE_CLOSE = 1_000_000;
/** Adjusted closes move by less than this factor, up or down, from one trading day to the next: the
 *  S&P 500's worst day since 1928 lost 20.5% (a factor 0.795, 19 October 1987), its best gained
 *  16.6% (1.166, 15 March 1933). Beyond 0.75 or 1.33 a move is a faulty tick or a lie that would
 *  falsify a trailing return. */
export const MAX_DAILY_FACTOR = 4 / 3;
/** Annualised trailing returns (1, 5 and 10 years) an index fund can have. Shiller's monthly S&P 500
 *  total returns since 1871 reach -62% (the year to June 1932) and +140% (to July 1933) over one
 *  year, and less annualised over five or ten; the bounds leave room beyond them. */
export const ANNUAL_RETURN_BOUNDS = { minimum: -0.75, maximum: 2 } as const;
/** How far a bar may lie after the service's clock: a day of clock skew, never a bar from the future. */
export const MAX_CLOCK_SKEW_SECONDS = 86_400;
/** Bar timestamps (seconds) from 1970 to 2100; beyond them a date cannot even be formed. */
const MAX_TIMESTAMP_SECONDS = 4_102_444_800;
/** UTC offsets span -12 h to +14 h; 18 h is the most any clock is allowed. */
const MAX_GMT_OFFSET_SECONDS = 18 * 3600;
/** Yahoo answers 429 to clients without a browser-like User-Agent. */
const USER_AGENT = 'Mozilla/5.0 (compatible; projection-530a/1.0)';

type FailureKind =
  | 'timeout' // no complete answer within the timeout
  | 'network' // connection refused, reset, DNS
  | 'aborted' // the service is closing
  | 'status' // an HTTP status other than 200
  | 'redirect' // a 3xx: not followed
  | 'too-large' // the body exceeds MAX_RESPONSE_BYTES
  | 'not-json' // an HTML page, a truncated or malformed body
  | 'upstream-error' // chart.error is set (e.g. an unknown symbol)
  | 'malformed' // JSON, but not a chart (or timestamps out of any range)
  | 'implausible' // prices no index fund has, a daily move beyond MAX_DAILY_FACTOR, or a trailing
  //                  return outside ANNUAL_RETURN_BOUNDS
  | 'future' // a bar dated after now (beyond MAX_CLOCK_SKEW_SECONDS)
  | 'wrong-symbol' // meta.symbol is not the fund asked for
  | 'no-data'; // a chart without a single close

interface MarketDataFailure {
  kind: FailureKind;
  detail: string;
  status?: number;
}

export type SeriesResult = { ok: true; series: Series } | { ok: false; failure: MarketDataFailure };

/** pino's and Fastify's loggers fit this. */
export interface MarketDataLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** Seconds since the epoch, as the chart API takes them. */
export interface ChartRange {
  period1: number;
  period2: number;
}

export interface MarketDataClient {
  fetchSeries(ticker: string, range: ChartRange): Promise<SeriesResult>;
  /** Aborts every call in flight (they fail with kind "aborted"); later calls fail at once. */
  close(): void;
}

export interface MarketDataOptions {
  /** MARKET_DATA_URL, without a trailing slash. */
  baseUrl: string;
  logger: MarketDataLogger;
  /** Per upstream call, headers and body together; MARKET_DATA_TIMEOUT_MS. */
  timeoutMs?: number;
  retryDelayMs?: number;
  maxConcurrent?: number;
  userAgent?: string;
  fetch?: typeof globalThis.fetch;
  /** Milliseconds since the epoch; decides whether today's bar is still a live price. */
  now?: () => number;
  /** Told about every failed call, retried or not (for metrics). */
  onFailure?: (failure: MarketDataFailure) => void;
}

type Attempt = SeriesResult & { retry?: boolean };

function fail(kind: FailureKind, detail: string, extra: { status?: number; retry?: boolean } = {}): Attempt {
  const { retry, status } = extra;
  return {
    ok: false,
    failure: { kind, detail, ...(status === undefined ? {} : { status }) },
    ...(retry === undefined ? {} : { retry }),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The start of what the upstream wrote, on one line and printable, for a log. */
function preview(text: string): string {
  const line = text
    .slice(0, 1_000)
    .replace(/[\s\p{C}]+/gu, ' ')
    .trim();
  return line.length > 60 ? `${line.slice(0, 60)}...` : line;
}

/** The exchange-local date of a bar. */
function tradingDate(timestampSeconds: number, gmtOffsetSeconds: number): string {
  return new Date((timestampSeconds + gmtOffsetSeconds) * 1000).toISOString().slice(0, 10);
}

/**
 * chart.result[0] of `ticker`'s chart as a Series: closes from indicators.adjclose[0].adjclose, null
 * (and non-positive) entries skipped; one close per trading date (the later bar wins); today's bar
 * dropped while its session (meta.currentTradingPeriod.regular) is still open, since it is a live
 * price, not a close.
 */
export function parseChart(text: string, nowSeconds: number, ticker: string): SeriesResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('not-json', `the body is not JSON: "${preview(text)}"`);
  }
  const chart = isRecord(json) ? json.chart : undefined;
  if (!isRecord(chart)) return fail('malformed', 'no "chart" object');
  if (chart.error !== null && chart.error !== undefined) {
    const error = isRecord(chart.error) ? chart.error : {};
    const description = String(error.description ?? JSON.stringify(chart.error));
    return fail('upstream-error', `chart.error: ${preview(String(error.code ?? '?'))}: ${preview(description)}`);
  }
  if (!Array.isArray(chart.result) || chart.result.length === 0) return fail('no-data', 'chart.result is empty');
  const result: unknown = chart.result[0];
  if (!isRecord(result) || !isRecord(result.meta)) return fail('malformed', 'chart.result[0].meta is missing');
  const { meta } = result;
  if (!isFiniteNumber(meta.gmtoffset)) return fail('malformed', 'meta.gmtoffset is missing');
  if (Math.abs(meta.gmtoffset) > MAX_GMT_OFFSET_SECONDS) return fail('malformed', 'meta.gmtoffset is out of range');
  const gmtOffset = meta.gmtoffset;
  if (result.timestamp === undefined) return fail('no-data', 'the chart has no bars');
  if (typeof meta.symbol !== 'string' || meta.symbol.toUpperCase() !== ticker.toUpperCase()) {
    return fail('wrong-symbol', `the chart is of "${preview(String(meta.symbol))}", not ${ticker}`);
  }
  const timestamps = result.timestamp;
  const indicators = isRecord(result.indicators) ? result.indicators : {};
  const adjcloseBlock: unknown = Array.isArray(indicators.adjclose) ? indicators.adjclose[0] : undefined;
  const adjcloses = isRecord(adjcloseBlock) ? adjcloseBlock.adjclose : undefined;
  if (!Array.isArray(timestamps) || !Array.isArray(adjcloses))
    return fail('malformed', 'timestamp or indicators.adjclose[0].adjclose is missing');
  if (timestamps.length !== adjcloses.length) {
    return fail('malformed', `${timestamps.length} timestamps but ${adjcloses.length} adjusted closes`);
  }

  const regular = isRecord(meta.currentTradingPeriod) ? meta.currentTradingPeriod.regular : undefined;
  const session =
    isRecord(regular) && isFiniteNumber(regular.start) && isFiniteNumber(regular.end) && nowSeconds < regular.end
      ? regular.start
      : Infinity; // bars from here on are not closed yet

  const bars: { timestamp: number; close: number }[] = [];
  for (let i = 0; i < timestamps.length; i++) {
    const timestamp: unknown = timestamps[i];
    const close: unknown = adjcloses[i];
    if (!isFiniteNumber(timestamp)) return fail('malformed', `timestamp[${i}] is not a number`);
    if (timestamp < 0 || timestamp > MAX_TIMESTAMP_SECONDS) return fail('malformed', `timestamp[${i}] is out of range`);
    if (timestamp > nowSeconds + MAX_CLOCK_SKEW_SECONDS) {
      return fail('future', `a bar is dated ${tradingDate(timestamp, gmtOffset)}, after now`);
    }
    if (close === null || timestamp >= session) continue;
    if (!isFiniteNumber(close) || close <= 0) continue; // no usable close that day
    if (close < MIN_PLAUSIBLE_CLOSE || close > MAX_PLAUSIBLE_CLOSE) {
      return fail('implausible', `adjusted close ${close} is outside ${MIN_PLAUSIBLE_CLOSE} to ${MAX_PLAUSIBLE_CLOSE}`);
    }
    bars.push({ timestamp, close });
  }
  bars.sort((a, b) => a.timestamp - b.timestamp);
  for (let i = 1; i < bars.length; i++) {
    const factor = bars[i]!.close / bars[i - 1]!.close;
    if (factor > MAX_DAILY_FACTOR || factor < 1 / MAX_DAILY_FACTOR) {
      return fail('implausible', `the adjusted close moves by a factor of ${factor.toPrecision(3)} in one bar`);
    }
  }
  const dates: string[] = [];
  const closes: number[] = [];
  for (const bar of bars) {
    const date = tradingDate(bar.timestamp, gmtOffset);
    if (dates.length > 0 && dates[dates.length - 1] === date) closes[closes.length - 1] = bar.close;
    else {
      dates.push(date);
      closes.push(bar.close);
    }
  }
  if (dates.length === 0) return fail('no-data', 'the chart has no adjusted close');
  const series = { dates, closes };
  const returns = trailingReturns(series, dates[dates.length - 1]!);
  for (const [period, value] of Object.entries(returns)) {
    if (value !== null && (value < ANNUAL_RETURN_BOUNDS.minimum || value > ANNUAL_RETURN_BOUNDS.maximum)) {
      return fail('implausible', `a ${period} return of ${value} a year is outside what an index fund can have`);
    }
  }
  return { ok: true, series };
}

/** parseChart, with anything it did not foresee a malformed chart: never a network failure (which
 *  would be retried). */
function parseChartSafely(text: string, nowSeconds: number, ticker: string): SeriesResult {
  try {
    return parseChart(text, nowSeconds, ticker);
  } catch (error) {
    return fail('malformed', `the chart could not be read: ${preview(String(error))}`);
  }
}

/** Reads a body up to `limit` bytes; null when it is longer. */
async function readBody(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    return null;
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** At most `max` tasks at once; the others wait in order. */
function concurrencyLimit(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

export function chartUrl(baseUrl: string, ticker: string, range: ChartRange): string {
  return (
    `${baseUrl}/v8/finance/chart/${encodeURIComponent(ticker)}?period1=${range.period1}&period2=${range.period2}` +
    '&interval=1d&events=div%7Csplit&includeAdjustedClose=true'
  );
}

export function createMarketDataClient(options: MarketDataOptions): MarketDataClient {
  const timeoutMs = options.timeoutMs ?? SETTING_DEFAULTS.marketDataTimeoutMs;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const userAgent = options.userAgent ?? USER_AGENT;
  const limit = concurrencyLimit(options.maxConcurrent ?? MAX_CONCURRENT_CALLS);
  const closing = new AbortController();

  async function attempt(url: string, ticker: string): Promise<Attempt> {
    if (closing.signal.aborted) return fail('aborted', 'the service is closing');
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetchImpl(url, {
        signal: AbortSignal.any([timeout, closing.signal]),
        headers: { accept: 'application/json', 'user-agent': userAgent },
        redirect: 'manual', // the chart API does not redirect; a redirect could lead anywhere
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = preview(response.headers.get('location') ?? '');
        return fail('redirect', `HTTP ${response.status} to "${location}", not followed`);
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        const status = response.status;
        return fail('status', `HTTP ${status}`, { status, retry: status === 429 || status >= 500 });
      }
      const text = await readBody(response, MAX_RESPONSE_BYTES);
      if (text === null) return fail('too-large', `the body exceeds ${MAX_RESPONSE_BYTES} bytes`);
      const parsed: Attempt = parseChartSafely(text, Math.floor(now() / 1000), ticker);
      const type = preview(response.headers.get('content-type') ?? 'none');
      if (!parsed.ok) parsed.failure.detail += ` (content-type ${type})`;
      return parsed;
    } catch (error) {
      if (closing.signal.aborted) return fail('aborted', 'the service is closing');
      if (timeout.aborted) return fail('timeout', `no complete answer within ${timeoutMs} ms`);
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = String(cause?.code ?? cause?.message ?? (error as Error).message);
      return fail('network', preview(why), { retry: true });
    }
  }

  async function fetchSeries(ticker: string, range: ChartRange): Promise<SeriesResult> {
    const url = chartUrl(options.baseUrl, ticker, range);
    for (let attemptNumber = 1; ; attemptNumber++) {
      const result = await limit(() => attempt(url, ticker));
      if (result.ok) return result;
      // A timeout is not retried: it has already used the whole wait a request can afford.
      const retry = result.retry === true && attemptNumber === 1;
      const { kind, detail, status } = result.failure;
      options.onFailure?.(result.failure);
      options.logger.warn(
        { ticker, attempt: attemptNumber, kind, ...(status === undefined ? {} : { status }), url },
        `market data for ${ticker} failed (${kind}: ${detail}); ${retry ? `retrying in ${retryDelayMs} ms` : 'giving up'}`,
      );
      if (!retry) return { ok: false, failure: result.failure };
      await sleep(retryDelayMs, undefined, { signal: closing.signal }).catch(() => undefined); // closing: next attempt says so
    }
  }

  return { fetchSeries, close: () => closing.abort() };
}
