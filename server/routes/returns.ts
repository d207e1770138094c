// GET /v1/returns (docs/api.md#returns): trailing 1-, 5- and 10-year returns of the eligible funds
// as Returns, from the cached market data. Public caching for what is left of the
// snapshot's life, a strong ETag and 304; 503 with Retry-After when no market data can be had.
// No math here: the numbers come from returns/.
import type { FastifyInstance } from 'fastify';
import { problem } from '../../core/schemas/problems.js';
import { type Returns, Returns as ReturnsSchema } from '../../core/schemas/returns.js';
import { DISCLAIMER } from '../../core/statute/attribution.js';
import { ELIGIBLE_FUNDS } from '../../core/statute/eligible-funds.js';
import { etagOf, matchesIfNoneMatch } from '../http/http-caching.js';
import type { Metrics } from '../http/metrics.js';
import { CLIENT_ERROR_RESPONSES, named, problemResponse, SHUTTING_DOWN_NOTE } from '../http/openapi.js';
import { sendProblem } from '../http/send-problem.js';
import { createMarketDataClient } from '../returns/market-data.js';
import { ReturnsService, type ReturnsSnapshot } from '../returns/returns-service.js';
import type { Config } from '../settings/config.js';

export interface ReturnsRouteOptions {
  config: Config;
  service: ReturnsService;
}

/** The returns of the eligible funds from the configured upstream; its calls in flight end when
 *  the app closes, not at their timeout. */
export function createReturnsService(app: FastifyInstance, config: Config, metrics: Metrics): ReturnsService {
  const client = createMarketDataClient({
    baseUrl: config.marketDataUrl,
    timeoutMs: config.marketDataTimeoutMs,
    logger: app.log,
    onFailure: (failure) => metrics.marketDataFailures.inc({ kind: failure.kind }),
  });
  app.addHook('preClose', async () => client.close());
  return new ReturnsService({
    tickers: ELIGIBLE_FUNDS.map((fund) => fund.ticker),
    client,
    ttlSeconds: config.returnsTtlSeconds,
    logger: app.log,
  });
}

const RETURNS_SOURCE =
  'Yahoo Finance chart data (daily adjusted closes): prices adjusted for splits and dividends, so the ' +
  'returns assume every dividend is reinvested.';

const RETURNS_NOTE =
  'Nominal annualized returns (CAGR) over the 1, 5 and 10 years to asOf, before taxes and after each ' +
  "fund's own expenses, which its price already reflects. null means the fund lacks that much history. " +
  'Past performance does not predict future results.';

/** The Returns response, fields in the documented order (docs/api.md#returns), then the
 *  attribution. */
function returnsBody(snapshot: ReturnsSnapshot, siteUrl: string): Returns {
  return {
    asOf: snapshot.asOf,
    source: RETURNS_SOURCE,
    note: RETURNS_NOTE,
    funds: snapshot.funds,
    sourceUrl: siteUrl,
    disclaimer: DISCLAIMER,
  };
}

export async function returnsRoutes(app: FastifyInstance, options: ReturnsRouteOptions): Promise<void> {
  const { config, service: returns } = options;

  // The serialised body of the current snapshot: one serialisation per refresh, not per request.
  let rendered: { snapshot: ReturnsSnapshot; body: string; etag: string } | undefined;

  app.get(
    '/v1/returns',
    {
      schema: {
        operationId: 'getReturns',
        tags: ['returns'],
        summary: 'Trailing 1-, 5- and 10-year returns of the eligible funds, from public market data',
        description:
          "Nominal annualized returns (CAGR, dividends reinvested) of each statute-eligible fund over the 1, 5 and 10 years to asOf, from cached public market data; null where a fund lacks that much history. Past performance does not predict future results. Not rate limited; cacheable (ETag, 304) for what is left of the data's cache life.",
        response: {
          200: {
            description:
              'the returns; cacheable (ETag, Cache-Control max-age = what is left of the cache life, at most RETURNS_TTL_SECONDS)',
            content: { 'application/json': { schema: named(ReturnsSchema) } },
          },
          304: { description: 'not modified (a matching If-None-Match)', type: 'null' },
          ...CLIENT_ERROR_RESPONSES,
          503: problemResponse(
            'MARKET_DATA_UNAVAILABLE: no market data could be had; or OVERLOADED: the service is ' +
              `lagging; or ${SHUTTING_DOWN_NOTE}. See Retry-After`,
          ),
        },
      },
    },
    async (request, reply) => {
      const state = await returns.current();
      if (!state.ok) {
        const body = problem(config.siteUrl, 'MARKET_DATA_UNAVAILABLE', state.detail);
        return sendProblem(
          reply.header('retry-after', state.retryAfterSeconds).header('cache-control', 'no-store'),
          body,
        );
      }
      if (rendered?.snapshot !== state.snapshot) {
        const body = JSON.stringify(returnsBody(state.snapshot, config.siteUrl));
        rendered = { snapshot: state.snapshot, body, etag: etagOf(body) };
      }
      reply.header('etag', rendered.etag).header('cache-control', `public, max-age=${state.maxAgeSeconds}`);
      if (matchesIfNoneMatch(request, rendered.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(rendered.body);
    },
  );
}
