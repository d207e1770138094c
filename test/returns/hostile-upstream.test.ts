// The market-data client against an upstream that attacks it (docs/api.md#returns). Found by the
// adversarial review, each reproduced here on loopback: the client followed redirects; it parsed
// 7.5 MB charts on the main thread (seven of them stalled /healthz for up to 1.5 s); prices of
// 1e-300 then 1e300 gave an infinite return, served as null ("not enough history"); the upstream's
// error text was logged whole; and a huge timestamp threw while forming a date, which was taken for
// a network failure and retried. A second review found the upstream believed when it lied with a
// chart that parses (docs/operations.md#a-lying-market-data-upstream): bars dated in 2096 served as
// asOf 2096-10-06, closes rising 1.9x a day passing the daily check (a 1-year return of 63,841,167),
// and a chart labelled with another fund's symbol accepted.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import { ELIGIBLE_FUNDS } from '../../core/statute/eligible-funds.js';
import {
  ANNUAL_RETURN_BOUNDS,
  createMarketDataClient,
  MAX_CLOCK_SKEW_SECONDS,
  MAX_DAILY_FACTOR,
  MAX_RESPONSE_BYTES,
  parseChart,
} from '../../server/returns/market-data.js';
import { chartRange, ReturnsService } from '../../server/returns/returns-service.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { ANSWERED_TIMEOUT_MS, type Behaviour, type ChartBody, generateChart, startReplay } from './upstream-replay.js';

const RANGE = chartRange(Date.UTC(2026, 5, 16, 12));
const NOW_SECONDS = RANGE.period2;

interface Hostile {
  url: string;
  calls: number;
  close(): Promise<void>;
}

/** A loopback upstream answering every chart request with `answer`, counting the calls. */
async function hostile(answer: (ticker: string, response: ServerResponse) => void): Promise<Hostile> {
  const state = { calls: 0 };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    state.calls++;
    const ticker = decodeURIComponent(/\/v8\/finance\/chart\/([^/?]+)/.exec(request.url ?? '')?.[1] ?? '');
    answer(ticker, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get calls() {
      return state.calls;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sendJson = (response: ServerResponse, body: unknown, status = 200) =>
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(typeof body === 'string' ? body : JSON.stringify(body));

/** A valid 10-year chart of `ticker` whose adjusted closes `edit` rewrites. */
function chartWith(ticker: string, edit: (closes: (number | null)[]) => void = () => undefined): ChartBody {
  const chart = generateChart(ticker, { years: 12 }, RANGE.period1, RANGE.period2);
  edit(itemAt(itemAt(chart.chart.result, 0).indicators.adjclose, 0).adjclose);
  return chart;
}

function captureLog() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  return { lines, warn: (fields: Record<string, unknown>, message: string) => void lines.push({ fields, message }) };
}

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function fetchFrom(upstream: Hostile, log = captureLog()) {
  servers.push(upstream);
  const client = createMarketDataClient({
    baseUrl: upstream.url,
    logger: log,
    timeoutMs: ANSWERED_TIMEOUT_MS,
    retryDelayMs: 10,
  });
  return { result: await client.fetchSeries('IVV', RANGE), log };
}

describe('an upstream that is not trusted', () => {
  it('a redirect is not followed, nor retried', async () => {
    const elsewhere = await hostile((ticker, response) => sendJson(response, chartWith(ticker)));
    servers.push(elsewhere);
    const location = `${elsewhere.url}/v8/finance/chart/IVV`;
    const upstream = await hostile((_ticker, response) => response.writeHead(302, { location }).end());
    const { result } = await fetchFrom(upstream);
    expect(!result.ok && result.failure.kind).toBe('redirect');
    expect([upstream.calls, elsewhere.calls]).toEqual([1, 0]);
  });

  it('a 7.5 MB chart is refused as too large, unparsed; a real 10-year chart is far below the bound', async () => {
    const padding = `"padding":"${'x'.repeat(7_500_000)}",`;
    const huge = JSON.stringify(chartWith('IVV')).replace('"events":{', `"events":{${padding}`);
    const { result } = await fetchFrom(await hostile((_ticker, response) => sendJson(response, huge)));
    expect(!result.ok && result.failure.kind).toBe('too-large');
    expect(MAX_RESPONSE_BYTES).toBeLessThanOrEqual(1024 * 1024);
    // Ten years and a month of daily bars, with open, high, low, close, volume and events.
    expect(JSON.stringify(chartWith('IVV')).length).toBeLessThan(MAX_RESPONSE_BYTES / 2);
  });

  it('prices of 1e-300 then 1e300 are implausible, not a return of null', async () => {
    const extreme = chartWith('IVV', (closes) => {
      closes.fill(1e-300);
      closes[closes.length - 1] = 1e300;
    });
    const { result } = await fetchFrom(await hostile((_ticker, response) => sendJson(response, extreme)));
    expect(!result.ok && result.failure.kind).toBe('implausible');
  });

  it.each([
    ['a close of 0.001', (closes: (number | null)[]) => void (closes[5] = 0.001)],
    ['a close of 10 million', (closes: (number | null)[]) => void (closes[5] = 1e7)],
    [
      `a move by more than a factor ${MAX_DAILY_FACTOR.toFixed(2)} in a day`,
      (closes: (number | null)[]) => void (closes[5] = (closes[4] ?? 1) * 3),
    ],
  ])('%s is implausible (it would falsify a trailing return)', (_what, edit) => {
    const result = parseChart(JSON.stringify(chartWith('IVV', edit)), NOW_SECONDS, 'IVV');
    expect(!result.ok && result.failure.kind).toBe('implausible');
  });

  it("the upstream's error text reaches the log only as a short preview", async () => {
    const description = `No data found ${'\u0007\u001b[31m'.repeat(10)}${'A'.repeat(100_000)}`;
    const body = { chart: { result: null, error: { code: 'Not Found'.repeat(1_000), description } } };
    const { result, log } = await fetchFrom(await hostile((_ticker, response) => sendJson(response, body)));
    expect(!result.ok && result.failure.kind).toBe('upstream-error');
    expect(!result.ok && result.failure.detail.length).toBeLessThan(250);
    expect(!result.ok && result.failure.detail).not.toMatch(/\p{Cc}/u);
    expect(log.lines).toHaveLength(1);
    expect(JSON.stringify(log.lines).length).toBeLessThan(1_000);
  });

  it('a long content type of an HTML answer is previewed too', async () => {
    const type = `text/html; ${'x'.repeat(10_000)}`;
    const upstream = await hostile(
      (_ticker, response) => void response.writeHead(200, { 'content-type': type }).end('<html>'),
    );
    const { result, log } = await fetchFrom(upstream);
    expect(!result.ok && result.failure.kind).toBe('not-json');
    expect(JSON.stringify(log.lines).length).toBeLessThan(1_000);
  });

  it('a huge timestamp is a malformed chart, not a network failure, and is not retried', async () => {
    const chart = chartWith('IVV');
    itemAt(chart.chart.result, 0).timestamp[3] = 1e20;
    const upstream = await hostile((_ticker, response) => sendJson(response, chart));
    const { result } = await fetchFrom(upstream);
    expect(!result.ok && result.failure.kind).toBe('malformed');
    expect(upstream.calls).toBe(1);
  });
});

describe("GET /v1/returns with one fund's prices implausible", () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('leaves that fund out (it never had data) instead of reporting null returns', async () => {
    const [bad, ...good] = ELIGIBLE_FUNDS.map((fund) => fund.ticker);
    const upstream = await hostile((ticker, response) =>
      sendJson(
        response,
        chartWith(
          ticker,
          ticker === bad
            ? (closes) => {
                closes.fill(1e-300);
                closes[closes.length - 1] = 1e300;
              }
            : undefined,
        ),
      ),
    );
    servers.push(upstream);
    server = await startServer({ MARKET_DATA_URL: upstream.url });
    const response = await fetch(`${server.url}/v1/returns`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { funds: Record<string, Record<string, number | null>> };
    expect(Object.keys(body.funds).sort()).toEqual([...good].sort());
    for (const values of Object.values(body.funds)) {
      expect(Object.values(values).every((value) => typeof value === 'number' && Number.isFinite(value))).toBe(true);
    }
  });
});

const kindOf = (chart: ChartBody, ticker = 'IVV') => {
  const result = parseChart(JSON.stringify(chart), NOW_SECONDS, ticker);
  return result.ok ? 'ok' : result.failure.kind;
};

/** The last `days` closes of a true chart rewritten to grow by `factor` a day. */
const growingBy = (factor: number, days: number) => (closes: (number | null)[]) => {
  for (let i = closes.length - days; i < closes.length; i++) closes[i] = (closes[i - 1] ?? 1) * factor;
};

describe('an upstream that lies with a chart that parses', () => {
  it('a bar dated after now is refused; one within the clock skew is read', () => {
    const withBarAt = (timestamp: number) => {
      const chart = chartWith('IVV');
      const result = itemAt(chart.chart.result, 0);
      result.timestamp.push(timestamp);
      itemAt(result.indicators.adjclose, 0).adjclose.push(result.indicators.adjclose[0]?.adjclose.at(-1) ?? 1);
      return chart;
    };
    expect(kindOf(withBarAt(Date.UTC(2096, 9, 6, 14, 30) / 1000))).toBe('future');
    expect(kindOf(withBarAt(NOW_SECONDS + MAX_CLOCK_SKEW_SECONDS + 3600))).toBe('future');
    expect(kindOf(withBarAt(NOW_SECONDS + MAX_CLOCK_SKEW_SECONDS - 3600))).toBe('ok');
  });

  it("a chart whose meta.symbol is another fund's, or missing, is refused", () => {
    expect(kindOf(chartWith('VOO'), 'IVV')).toBe('wrong-symbol');
    const unlabelled = chartWith('IVV') as unknown as { chart: { result: { meta: Record<string, unknown> }[] } };
    delete itemAt(unlabelled.chart.result, 0).meta.symbol;
    expect(kindOf(unlabelled as unknown as ChartBody)).toBe('wrong-symbol');
    expect(kindOf(chartWith('IVV'), 'ivv')).toBe('ok');
  });

  it.each([
    ['1.9x a day for a week', growingBy(1.9, 5)],
    ['1.3x a day for two weeks (each day within the daily bound)', growingBy(1.3, 10)],
    ['+0.5% every trading day for a year', growingBy(1.005, 252)],
    ['-0.6% every trading day for a year', growingBy(0.994, 252)],
  ])('closes rising or falling %s are implausible', (_what, edit) => {
    expect(kindOf(chartWith('IVV', edit))).toBe('implausible');
  });

  it("history's extremes pass: a year of +140% (to July 1933), one of -62% (to June 1932), a -20% day", () => {
    const days = 250;
    expect(kindOf(chartWith('IVV', growingBy(2.4 ** (1 / days), days)))).toBe('ok');
    expect(kindOf(chartWith('IVV', growingBy(0.38 ** (1 / days), days)))).toBe('ok');
    expect(kindOf(chartWith('IVV', growingBy(0.8, 1)))).toBe('ok');
    expect(1 / MAX_DAILY_FACTOR).toBeLessThan(0.795); // 19 October 1987
    expect(ANNUAL_RETURN_BOUNDS.minimum).toBeLessThan(-0.62);
    expect(ANNUAL_RETURN_BOUNDS.maximum).toBeGreaterThan(1.4);
  });
});

describe('after a lie, the last good values stay; without any, 503', () => {
  const TICKERS = ELIGIBLE_FUNDS.map((fund) => fund.ticker);
  const LIES: Behaviour[] = ['future-dated', 'wrong-symbol', 'soaring'];
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it.each(LIES)('%s: each fund keeps its last good values, and every lie is one warning', async (lie) => {
    const replay = await startReplay();
    servers.push(replay);
    const clock = { now: Date.UTC(2026, 5, 16, 12) };
    const log = captureLog();
    const client = createMarketDataClient({
      baseUrl: replay.url,
      logger: log,
      timeoutMs: ANSWERED_TIMEOUT_MS,
      retryDelayMs: 10,
      now: () => clock.now,
    });
    const service = new ReturnsService({
      tickers: TICKERS,
      client,
      ttlSeconds: 3600,
      logger: log,
      now: () => clock.now,
    });
    const before = await service.current();
    expect(before.ok).toBe(true);
    for (const ticker of TICKERS) replay.setBehaviour(ticker, lie);
    clock.now += 3600 * 1000 + 1; // the snapshot expires: the next request refreshes
    const after = await service.current();
    expect(after.ok && after.snapshot.asOf).toBe(before.ok && before.snapshot.asOf);
    expect(after.ok && after.snapshot.funds).toEqual(before.ok && before.snapshot.funds);
    expect(replay.totalCalls()).toBe(2 * TICKERS.length); // a lie is not retried
    const kinds = log.lines.flatMap((line) => (line.fields.ticker === undefined ? [] : [line.fields.kind]));
    const kind = lie === 'soaring' ? 'implausible' : lie === 'future-dated' ? 'future' : lie;
    expect(kinds).toEqual(TICKERS.map(() => kind));
  });

  it.each(LIES)('%s from the start: GET /v1/returns is 503 MARKET_DATA_UNAVAILABLE', async (lie) => {
    const replay = await startReplay({ behaviours: Object.fromEntries(TICKERS.map((ticker) => [ticker, lie])) });
    servers.push(replay);
    server = await startServer({ MARKET_DATA_URL: replay.url, MARKET_DATA_TIMEOUT_MS: '60000' });
    const response = await fetch(`${server.url}/v1/returns`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { code: string }).code).toBe('MARKET_DATA_UNAVAILABLE');
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
