// A loopback stand-in for the Yahoo Finance chart API (docs/api.md#returns: no network in tests).
// It answers GET /v8/finance/chart/{ticker}?period1=&period2=... in the upstream's format, with a
// daily series generated deterministically from the ticker, its plan and the requested window:
//   - history of `years` years up to the last weekday before period2's date (today's session has no
//     bar yet), market holidays shared by every ticker, only bars inside [period1, period2];
//   - `nulls`: null entries here and there, and on the days the 1-, 5- and 10-year periods start;
//   - `gaps`: a week without bars around the day each period starts;
//   - `split`: a 2-for-1 split two years before the last bar (the raw close halves, adjclose does not);
// and per-ticker behaviours that can change while it runs: 500, 429, a hang, malformed JSON, an
// HTML page with status 200, an unknown symbol (404 with chart.error), and lies a valid chart can
// tell (docs/operations.md#a-lying-market-data-upstream): a last bar 70 years ahead, another fund's
// symbol in meta.symbol, closes soaring 1.9x a day over the last week. It counts calls per ticker and
// the most requests it held open at once.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { itemAt } from '../../core/common/checked.js';

/** New York in winter, as the upstream states it in meta.gmtoffset. */
const GMT_OFFSET_SECONDS = -18_000;
const SESSION_OPEN_SECONDS = 9.5 * 3600; // 09:30 exchange time
const SESSION_CLOSE_SECONDS = 16 * 3600; // 16:00
const SECONDS_PER_DAY = 86_400;
const HOLIDAY_SHARE = 0.025;
const NULL_SHARE = 0.03;

/** The market-data time limit where no test waits for a hang: the most MARKET_DATA_TIMEOUT_MS
 *  allows, so an upstream that answers is never cut, however loaded the machine. */
export const ANSWERED_TIMEOUT_MS = 60_000;

export type Behaviour =
  | 'ok'
  | 'status-500'
  | 'status-429'
  | 'hang'
  | 'malformed-json'
  | 'html'
  | 'unknown-symbol'
  | Lie;

/** A chart that parses, whose content is false. */
type Lie = 'future-dated' | 'wrong-symbol' | 'soaring';

const SECONDS_PER_70_YEARS = 70 * 365 * 86_400;

/** Rewrites a true chart into the lie. */
function tell(lie: Lie, body: ChartBody): void {
  const result = itemAt(body.chart.result, 0);
  const closes = itemAt(result.indicators.adjclose, 0).adjclose;
  if (lie === 'wrong-symbol') result.meta.symbol = result.meta.symbol === 'VOO' ? 'IVV' : 'VOO';
  else if (lie === 'future-dated') {
    result.timestamp.push(itemAt(result.timestamp, result.timestamp.length - 1) + SECONDS_PER_70_YEARS);
    closes.push(closes.at(-1) ?? null);
    for (const series of Object.values(itemAt(result.indicators.quote, 0))) series.push(series.at(-1) ?? null);
  } else {
    for (let i = Math.max(1, closes.length - 5); i < closes.length; i++) {
      const previous = closes[i - 1];
      closes[i] = previous === null || previous === undefined ? null : previous * 1.9;
    }
  }
}

export interface TickerPlan {
  years: number;
  nulls?: boolean;
  gaps?: boolean;
  split?: boolean;
}

interface ChartResult {
  meta: Record<string, unknown> & { gmtoffset: number; symbol: string };
  timestamp: number[];
  events?: Record<string, Record<string, unknown>>;
  indicators: {
    quote: {
      open: (number | null)[];
      high: (number | null)[];
      low: (number | null)[];
      close: (number | null)[];
      volume: (number | null)[];
    }[];
    adjclose: { adjclose: (number | null)[] }[];
  };
}

export interface ChartBody {
  chart: { result: ChartResult[]; error: null };
}

/** FNV-1a of a string: a 32-bit seed. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) from a seed and a day (murmur3's finaliser). */
function unit(seed: number, day: number): number {
  let hash = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ day;
  hash = Math.imul(hash ^ (hash >>> 16), 0x7feb352d);
  hash = Math.imul(hash ^ (hash >>> 15), 0x846ca68b);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

const HOLIDAYS = seedOf('holiday');
const isWeekday = (day: number) => ![0, 6].includes((((day + 4) % 7) + 7) % 7); // day 0 was a Thursday

/** The same date `years` earlier; 29 February becomes 28 February when that year has none. */
function yearsEarlier(day: number, years: number): number {
  const date = new Date(day * SECONDS_PER_DAY * 1000);
  const shifted = new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate()));
  if (shifted.getUTCMonth() !== date.getUTCMonth()) shifted.setUTCDate(0); // rolled into March
  return shifted.getTime() / 1000 / SECONDS_PER_DAY;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The chart the upstream would send for `ticker` over [period1, period2] (seconds). */
export function generateChart(ticker: string, plan: TickerPlan, period1: number, period2: number): ChartBody {
  const today = Math.floor((period2 + GMT_OFFSET_SECONDS) / SECONDS_PER_DAY);
  let lastDay = today - 1;
  while (!isWeekday(lastDay)) lastDay--;
  const firstDay = yearsEarlier(lastDay, plan.years);
  const periodStarts = [1, 5, 10].map((years) => yearsEarlier(lastDay, years));
  const inGap = (day: number) =>
    plan.gaps === true && periodStarts.some((start) => day >= start - 3 && day <= start + 3);
  const splitDay = yearsEarlier(lastDay, 2);

  const timestamp: number[] = [];
  const close: (number | null)[] = [];
  const adjclose: (number | null)[] = [];
  const dividends: Record<string, unknown> = {};
  let splitTs: number | undefined; // the first bar on or after splitDay
  const prices = seedOf(ticker);
  const nulls = seedOf(`${ticker}:null`);
  let adjusted = 20 + 80 * unit(prices, 0);
  for (let day = firstDay; day <= lastDay; day++) {
    if (!isWeekday(day) || unit(HOLIDAYS, day) < HOLIDAY_SHARE || inGap(day)) continue;
    if (day > firstDay) adjusted *= Math.exp(0.0004 + 0.024 * (unit(prices, day) - 0.5));
    const ts = day * SECONDS_PER_DAY + SESSION_OPEN_SECONDS - GMT_OFFSET_SECONDS;
    // Raw close: undo the split before it happened, and the quarterly dividends (0.4% each) still to come.
    const dividendsAhead = Math.max(0, Math.floor((lastDay - day) / 91));
    const raw = adjusted * (plan.split === true && day < splitDay ? 2 : 1) * 1.004 ** dividendsAhead;
    if (plan.split === true && day >= splitDay && splitTs === undefined) splitTs = ts;
    const isNull = plan.nulls === true && (unit(nulls, day) < NULL_SHARE || periodStarts.includes(day));
    if (day !== lastDay && (lastDay - day) % 91 === 0)
      dividends[String(ts)] = { amount: round(raw * 0.004, 4), date: ts };
    if (ts < period1 || ts > period2) continue;
    timestamp.push(ts);
    close.push(isNull ? null : round(raw, 6));
    adjclose.push(isNull ? null : round(adjusted, 6));
  }

  const session = today * SECONDS_PER_DAY - GMT_OFFSET_SECONDS;
  const events: Record<string, Record<string, unknown>> = { dividends };
  if (splitTs !== undefined && splitTs >= period1 && splitTs <= period2) {
    events.splits = { [String(splitTs)]: { date: splitTs, numerator: 2, denominator: 1, splitRatio: '2:1' } };
  }
  const lastClose = close.filter((value) => value !== null).at(-1) ?? null;
  return {
    chart: {
      result: [
        {
          meta: {
            currency: 'USD',
            symbol: ticker,
            exchangeName: 'PCX',
            fullExchangeName: 'NYSEArca',
            instrumentType: 'ETF',
            firstTradeDate: firstDay * SECONDS_PER_DAY + SESSION_OPEN_SECONDS - GMT_OFFSET_SECONDS,
            regularMarketTime: lastDay * SECONDS_PER_DAY + SESSION_CLOSE_SECONDS - GMT_OFFSET_SECONDS,
            hasPrePostMarketData: true,
            gmtoffset: GMT_OFFSET_SECONDS,
            timezone: 'EST',
            exchangeTimezoneName: 'America/New_York',
            regularMarketPrice: lastClose,
            chartPreviousClose: close.find((value) => value !== null) ?? null,
            priceHint: 2,
            currentTradingPeriod: {
              pre: {
                timezone: 'EST',
                start: session + 4 * 3600,
                end: session + SESSION_OPEN_SECONDS,
                gmtoffset: GMT_OFFSET_SECONDS,
              },
              regular: {
                timezone: 'EST',
                start: session + SESSION_OPEN_SECONDS,
                end: session + SESSION_CLOSE_SECONDS,
                gmtoffset: GMT_OFFSET_SECONDS,
              },
              post: {
                timezone: 'EST',
                start: session + SESSION_CLOSE_SECONDS,
                end: session + 20 * 3600,
                gmtoffset: GMT_OFFSET_SECONDS,
              },
            },
            dataGranularity: '1d',
            range: '',
            validRanges: ['1d', '5d', '1mo', '3mo', '6mo', '1y', '2y', '5y', '10y', 'ytd', 'max'],
          },
          timestamp,
          events,
          indicators: {
            quote: [
              {
                open: close.map((value) => (value === null ? null : round(value * 0.998, 6))),
                high: close.map((value) => (value === null ? null : round(value * 1.006, 6))),
                low: close.map((value) => (value === null ? null : round(value * 0.993, 6))),
                close,
                volume: close.map((value, i) =>
                  value === null ? null : 1_000_000 + Math.floor(unit(prices, -i) * 9_000_000),
                ),
              },
            ],
            adjclose: [{ adjclose }],
          },
        },
      ],
      error: null,
    },
  };
}

interface ReplayRequest {
  ticker: string;
  query: URLSearchParams;
}

export interface Replay {
  /** http://127.0.0.1:PORT, for MARKET_DATA_URL. */
  url: string;
  /** Calls per ticker so far (every attempt counts). */
  calls(ticker: string): number;
  totalCalls(): number;
  /** The most requests held open at the same time. */
  maxOpen(): number;
  requests: ReplayRequest[];
  /** The last chart answered with 200 for the ticker. */
  lastServed(ticker: string): ChartBody | undefined;
  setBehaviour(ticker: string, behaviour: Behaviour): void;
  close(): Promise<void>;
}

export interface ReplayOptions {
  plans?: Record<string, TickerPlan>;
  defaultPlan?: TickerPlan;
  behaviours?: Record<string, Behaviour>;
  /** Holds the answers until this many requests are open at once, or until `expected` requests
   *  have come in all told, so that concurrent calls overlap however slow the machine is. */
  holdUntilOpen?: { open: number; expected: number };
}

const HTML_PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>Yahoo</title></head><body><p>Before you continue...</p></body></html>';

export async function startReplay(options: ReplayOptions = {}): Promise<Replay> {
  const plans = options.plans ?? {};
  const defaultPlan = options.defaultPlan ?? { years: 30 };
  const behaviours = new Map<string, Behaviour>(Object.entries(options.behaviours ?? {}));
  const counts = new Map<string, number>();
  const served = new Map<string, ChartBody>();
  const requests: ReplayRequest[] = [];
  const sockets = new Set<Socket>();
  let open = 0;
  let maxOpen = 0;
  const held: (() => void)[] = [];

  function answer(ticker: string, query: URLSearchParams, response: ServerResponse): void {
    const behaviour = behaviours.get(ticker) ?? 'ok';
    const json = (status: number, body: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));
    };
    switch (behaviour) {
      case 'hang':
        return; // never answers; close() ends it
      case 'status-500':
        return json(500, {
          finance: { result: null, error: { code: 'internal-error', description: 'An internal error occurred' } },
        });
      case 'status-429':
        response
          .writeHead(429, { 'content-type': 'text/plain;charset=utf-8', 'retry-after': '1' })
          .end('Too Many Requests\r\n');
        return;
      case 'html':
        response.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(HTML_PAGE);
        return;
      case 'unknown-symbol':
        return json(404, {
          chart: { result: null, error: { code: 'Not Found', description: 'No data found, symbol may be delisted' } },
        });
      case 'malformed-json':
      case 'future-dated':
      case 'wrong-symbol':
      case 'soaring':
      case 'ok': {
        const period1 = Number(query.get('period1'));
        const period2 = Number(query.get('period2'));
        if (!Number.isInteger(period1) || !Number.isInteger(period2) || query.get('interval') !== '1d') {
          return json(400, {
            chart: {
              result: null,
              error: { code: 'Bad Request', description: 'period1, period2 and interval=1d required' },
            },
          });
        }
        const body = generateChart(ticker, plans[ticker] ?? defaultPlan, period1, period2);
        if (behaviour === 'malformed-json') {
          const text = JSON.stringify(body);
          response
            .writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
            .end(text.slice(0, text.length / 2));
          return;
        }
        if (behaviour !== 'ok') tell(behaviour, body);
        served.set(ticker, body);
        return json(200, body);
      }
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://replay');
    const match = /^\/v8\/finance\/chart\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || match === null) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const ticker = decodeURIComponent(itemAt(match, 1));
    counts.set(ticker, (counts.get(ticker) ?? 0) + 1);
    requests.push({ ticker, query: url.searchParams });
    open++;
    maxOpen = Math.max(maxOpen, open);
    response.on('close', () => open--);
    const hold = options.holdUntilOpen;
    if (hold === undefined) return answer(ticker, url.searchParams, response);
    held.push(() => answer(ticker, url.searchParams, response));
    if (open >= hold.open || requests.length >= hold.expected) for (const release of held.splice(0)) release();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls: (ticker) => counts.get(ticker) ?? 0,
    totalCalls: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    maxOpen: () => maxOpen,
    requests,
    lastServed: (ticker) => served.get(ticker),
    setBehaviour: (ticker, behaviour) => void behaviours.set(ticker, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
