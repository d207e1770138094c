// Trailing returns of the eligible funds, cached (docs/api.md#returns): one snapshot
// { asOf, funds } lives for RETURNS_TTL_SECONDS; when it has expired the next request refreshes it,
// and every request that arrives meanwhile waits for that same refresh (one refresh in flight,
// whatever the load).
// A fund whose refresh fails keeps its last good series, so its values stay; its failure shortens
// the snapshot's life to FAILURE_RETRY_SECONDS so that it is tried again soon. When no fund has
// any data there is no snapshot: callers get "unavailable" with the time until the next attempt,
// and no upstream call is made before then.
import { itemAt } from '../../core/common/checked.js';
import type { ChartRange, MarketDataClient, MarketDataLogger } from './market-data.js';
import {
  type FundReturns,
  LONGEST_PERIOD_YEARS,
  latestCommonDate,
  type Series,
  sameDateYearsBefore,
  trailingReturns,
} from './trailing.js';

/** Wait before trying again after a refresh that left a fund (or everything) without fresh data. */
export const FAILURE_RETRY_SECONDS = 60;
/** Chart history fetched beyond the longest period, so a close on or before its start is found across holidays. */
const LOOKBACK_MARGIN_DAYS = 31;

const MS_PER_SECOND = 1000;
const SECONDS_PER_DAY = 86_400;

export interface ReturnsSnapshot {
  readonly asOf: string;
  /** In fund-list order; a fund that never had data is left out. */
  readonly funds: Readonly<Record<string, FundReturns>>;
  readonly expiresAtMs: number;
}

export type ReturnsState =
  | { ok: true; snapshot: ReturnsSnapshot; maxAgeSeconds: number }
  | { ok: false; retryAfterSeconds: number; detail: string };

export interface ReturnsServiceOptions {
  tickers: readonly string[];
  client: Pick<MarketDataClient, 'fetchSeries'>;
  ttlSeconds: number;
  logger: MarketDataLogger;
  /** Milliseconds since the epoch. */
  now?: () => number;
}

/** The chart window for a refresh at `nowMs`: the longest period plus a margin, up to now. */
export function chartRange(nowMs: number): ChartRange {
  const period2 = Math.floor(nowMs / MS_PER_SECOND);
  const today = new Date(nowMs).toISOString().slice(0, 10);
  const longestStart = Date.parse(`${sameDateYearsBefore(today, LONGEST_PERIOD_YEARS)}T00:00:00Z`) / MS_PER_SECOND;
  return { period1: longestStart - LOOKBACK_MARGIN_DAYS * SECONDS_PER_DAY, period2 };
}

export class ReturnsService {
  private readonly tickers: readonly string[];
  private readonly client: Pick<MarketDataClient, 'fetchSeries'>;
  private readonly ttlMs: number;
  private readonly retryMs: number;
  private readonly logger: MarketDataLogger;
  private readonly now: () => number;
  /** The last good series of each fund. */
  private readonly series = new Map<string, Series>();
  private snapshot: ReturnsSnapshot | undefined;
  /** Without a snapshot: no upstream call before this time. */
  private retryAtMs = 0;
  private refreshing: Promise<void> | undefined;

  constructor(options: ReturnsServiceOptions) {
    this.tickers = options.tickers;
    this.client = options.client;
    this.ttlMs = options.ttlSeconds * MS_PER_SECOND;
    this.retryMs = Math.min(options.ttlSeconds, FAILURE_RETRY_SECONDS) * MS_PER_SECOND;
    this.logger = options.logger;
    this.now = options.now ?? Date.now;
  }

  /** The current snapshot, refreshed first when it has expired; never rejects. */
  async current(): Promise<ReturnsState> {
    if (this.now() >= (this.snapshot?.expiresAtMs ?? this.retryAtMs)) {
      this.refreshing ??= this.refresh().finally(() => {
        this.refreshing = undefined;
      });
      await this.refreshing;
    }
    return this.state();
  }

  private state(): ReturnsState {
    const now = this.now();
    if (this.snapshot) {
      return {
        ok: true,
        snapshot: this.snapshot,
        maxAgeSeconds: Math.max(0, Math.floor((this.snapshot.expiresAtMs - now) / MS_PER_SECOND)),
      };
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((this.retryAtMs - now) / MS_PER_SECOND));
    return {
      ok: false,
      retryAfterSeconds,
      detail: `No market data could be fetched for any fund; try again in ${retryAfterSeconds} s.`,
    };
  }

  private async refresh(): Promise<void> {
    let failed = this.tickers.length;
    try {
      const range = chartRange(this.now());
      const results = await Promise.all(this.tickers.map((ticker) => this.client.fetchSeries(ticker, range)));
      results.forEach((result, i) => {
        if (!result.ok) return;
        this.series.set(itemAt(this.tickers, i), result.series);
        failed--;
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'returns refresh failed unexpectedly; keeping the last good values');
    }
    const now = this.now();
    const expiresAtMs = now + (failed === 0 ? this.ttlMs : this.retryMs);
    const snapshot = this.compute(expiresAtMs);
    if (snapshot) {
      this.snapshot = snapshot;
      if (failed > 0) {
        this.logger.warn(
          { failed, funds: this.tickers.length },
          `returns refresh: ${failed} of ${this.tickers.length} funds failed; ` +
            `they keep their last good values, next attempt in ${this.retryMs / MS_PER_SECOND} s`,
        );
      }
    } else if (this.snapshot) {
      // The fresh series share no trading date with the kept ones: serve the previous values a while longer.
      this.snapshot = { ...this.snapshot, expiresAtMs };
    } else {
      this.retryAtMs = now + this.retryMs;
      this.logger.warn(
        { funds: this.tickers.length },
        `returns refresh: no market data for any fund; answering 503 for ${this.retryMs / MS_PER_SECOND} s`,
      );
    }
  }

  /** Values of every fund with data on their latest common trading date; undefined when there is none. */
  private compute(expiresAtMs: number): ReturnsSnapshot | undefined {
    const withData = this.tickers.filter((ticker) => this.series.has(ticker));
    const asOf = latestCommonDate(withData.map((ticker) => this.series.get(ticker)!));
    if (asOf === null) return undefined;
    const funds: Record<string, FundReturns> = {};
    for (const ticker of withData) funds[ticker] = trailingReturns(this.series.get(ticker)!, asOf);
    return Object.freeze({ asOf, funds: Object.freeze(funds), expiresAtMs });
  }
}
