// GET / (docs/api.md#website): the calculator page, which runs the engine's own .wasm in the
// browser, with its script and stylesheet (built into build/site/ by server/site/build-site.mjs)
// and GET /engine.wasm. The page is the template with the site's settings written in as a JSON
// block (no inline script, so a strict Content-Security-Policy holds); the assets are linked with a
// version from their bytes, so a cached script never meets a newer engine.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ownValue } from '../common/checked.js';
import { escapeHtml } from '../common/html.js';
import type { Config } from '../config.js';
import { wasmUrl } from '../engine/load-node.js';
import { CACHE_CONTROL, matchesIfNoneMatch } from '../http/http-caching.js';
import { problem, sendProblem } from '../problems.js';
import { DISCLAIMER, HISTORY_DATA, RULES_VERIFIED_AT } from '../rules/attribution.js';
import type { SiteSettings } from '../schemas/site-settings.js';

export interface SiteRouteOptions {
  config: Config;
}

/** Only what the page uses: its own script, stylesheet and .wasm (compiled, never eval'd). */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'referrer-policy': 'no-referrer',
};

/** The page names its asset versions, so it is revalidated on every visit (ETag, 304). */
const PAGE_CACHE_CONTROL = 'no-cache';

interface Asset {
  body: Buffer | string;
  etag: string;
  type: string;
  cacheControl: string;
}

interface Site {
  page: Asset;
  script: Asset;
  style: Asset;
  wasm: Asset;
}

/** The project's top level, from server/routes or dist/server/routes. */
function topUrl(): URL {
  return new URL(import.meta.url.includes('/dist/server/') ? '../../../' : '../../', import.meta.url);
}

function hash(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('base64url');
}

function asset(body: Buffer | string, type: string, cacheControl = CACHE_CONTROL): Asset {
  return { body, etag: `"${hash(body).slice(0, 27)}"`, type, cacheControl };
}

/** JSON that cannot end the <script> element it sits in. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The footer's credit for the market history behind "History (S&P 500, 1871-2023)" (data/README.md). */
function historyCreditHtml(): string {
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const d = HISTORY_DATA;
  return (
    `Market history (the calculator's "History" markets): ${link(d.authorUrl, d.author)}'s ` +
    `${escapeHtml(d.what)}, in ${link(d.editionUrl, d.edition)}, licensed ${link(d.licenceUrl, d.licence)}.`
  );
}

/** Fills the template's {{name}} slots; a slot without a value is a bug in the template. */
function renderPage(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = ownValue(values, name);
    if (value === undefined) throw new Error(`the page template has an unknown slot {{${name}}}`);
    return value;
  });
}

async function loadSite(config: Config): Promise<Site> {
  const top = topUrl();
  const [template, script, style, wasm] = await Promise.all([
    readFile(new URL('build/site/index.html', top), 'utf8'),
    readFile(new URL('build/site/app.js', top)),
    readFile(new URL('build/site/app.css', top)),
    readFile(wasmUrl('release')), // the page runs the release build, wherever the server finds it
  ]);
  const version = (bytes: Buffer) => hash(bytes).slice(0, 12);
  const settings: SiteSettings = {
    siteUrl: config.siteUrl,
    budgetPathMonths: config.budgetPathMonths,
    wasmUrl: `/engine.wasm?v=${version(wasm)}`,
    disclaimer: DISCLAIMER,
    rulesVerifiedAt: RULES_VERIFIED_AT,
  };
  const page = renderPage(template, {
    config: scriptJson(settings),
    appJs: `/app.js?v=${version(script)}`,
    appCss: `/app.css?v=${version(style)}`,
    siteUrl: escapeHtml(config.siteUrl),
    disclaimer: escapeHtml(DISCLAIMER),
    rulesVerifiedAt: escapeHtml(RULES_VERIFIED_AT),
    historyCredit: historyCreditHtml(),
  });
  return {
    page: asset(page, 'text/html; charset=utf-8', PAGE_CACHE_CONTROL),
    script: asset(script, 'text/javascript; charset=utf-8'),
    style: asset(style, 'text/css; charset=utf-8'),
    wasm: asset(wasm, 'application/wasm'),
  };
}

function send(request: FastifyRequest, reply: FastifyReply, item: Asset): FastifyReply {
  reply.header('etag', item.etag).header('cache-control', item.cacheControl).headers(PAGE_HEADERS);
  if (matchesIfNoneMatch(request, item.etag)) return reply.code(304).send();
  return reply.type(item.type).send(item.body);
}

export async function siteRoutes(app: FastifyInstance, options: SiteRouteOptions): Promise<void> {
  const { config } = options;
  // Read on first use and kept: a server started before `npm run build` recovers once it has run.
  let loading: Promise<Site> | undefined;
  const site = () =>
    (loading ??= loadSite(config).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  const serve = (pick: (loaded: Site) => Asset) => async (request: FastifyRequest, reply: FastifyReply) => {
    let loaded: Site;
    try {
      loaded = await site();
    } catch (error) {
      request.log.error({ err: error }, 'the web page is not built');
      const body = problem(config.siteUrl, 'INTERNAL_ERROR', 'The web page is not built; run `npm run build`.');
      return sendProblem(reply, body);
    }
    return send(request, reply, pick(loaded));
  };

  const hidden = { schema: { hide: true } };
  app.get(
    '/',
    hidden,
    serve((loaded) => loaded.page),
  );
  app.get(
    '/app.js',
    hidden,
    serve((loaded) => loaded.script),
  );
  app.get(
    '/app.css',
    hidden,
    serve((loaded) => loaded.style),
  );
  app.get(
    '/engine.wasm',
    hidden,
    serve((loaded) => loaded.wasm),
  );
}
