// GET / (docs/api.md#website): the calculator page, which runs the engine's own .wasm in a Web
// Worker of the browser, with its script, its worker's script and its stylesheet (built into
// build/site/ by web/build-site.mjs) and GET /engine.wasm. The page is the template with
// the site's settings written in as a JSON block (no inline script, so a strict
// Content-Security-Policy holds) and, for the default plan, its answer
// (docs/api.md#the-first-answer-at-once): one page per choice of dollars and day, each with an ETag
// of its own bytes; the assets are linked with a version from their bytes, so a
// cached script never meets a newer engine, and a versioned address is cached for good
// (immutable). Everything here is compressed (Brotli or gzip) when the browser accepts it, once
// per encoding and kept (server/http/precompressed.ts).
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readPageAddress } from '../../core/answer/page-address.js';
import { ownValue } from '../../core/common/checked.js';
import { escapeHtml, scriptJson } from '../../core/common/html.js';
import { LANGUAGES, type Language } from '../../core/i18n/languages.js';
import type { TemplateWords } from '../../core/i18n/template-en.js';
import { problem } from '../../core/schemas/problems.js';
import type { SiteSettings } from '../../core/schemas/site-settings.js';
import { DISCLAIMER, HISTORY_DATA, RULES_VERIFIED_AT } from '../../core/statute/attribution.js';
import { wasmUrl } from '../../package/load-node.js';
import { matchesIfNoneMatch } from '../http/http-caching.js';
import { Precompressed } from '../http/precompressed.js';
import { sendProblem } from '../http/send-problem.js';
import type { FirstAnswer, FirstAnswers } from '../page/first-answer.js';
import { firstAnswerSlots } from '../page/first-answer-slots.js';
import type { Config } from '../settings/config.js';

export interface SiteRouteOptions {
  config: Config;
  firstAnswers: FirstAnswers;
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

/** The page names its asset versions, so it is revalidated on every visit (ETag, 304); so is an
 *  asset asked for without its current version. */
const REVALIDATE = 'no-cache';
/** An asset at its versioned address never changes: a year, and no revalidation. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Pages kept: in each language, each choice of dollars with a first answer, and without one; more
 *  only across a change of date, when the older ones are dropped. */
const PAGES_KEPT = 16;

/** The bytes each answer here sends depend on the request's Accept-Encoding: every answer says so,
 *  compressed or not, so that no cache hands compressed bytes to a client that cannot read them. */
const VARY = 'accept-encoding';

/** The number of characters of an asset's ETag (its quotes left out) its `v` takes. */
const VERSION_LENGTH = 12;

interface Asset {
  /** Its bytes, and their compressed forms. */
  bodies: Precompressed;
  type: string;
  /** The `v` of its versioned address; the page itself has none. */
  version?: string;
}

interface Site {
  /** The page in a language for a first answer, or for none; made on first use and kept. */
  page(first: FirstAnswer | undefined, language: Language): Asset;
  script: Asset;
  /** The Spanish page's script (web/build-site.mjs): the same page with its Spanish words. */
  spanishScript: Asset;
  worker: Asset;
  style: Asset;
  wasm: Asset;
}

/** The project's top level, from server/routes or dist/server/routes. */
function topUrl(): URL {
  return new URL(import.meta.url.includes('/dist/server/') ? '../../../' : '../../', import.meta.url);
}

function asset(body: Buffer | string, type: string, versioned: boolean): Asset {
  const bodies = new Precompressed(body);
  const item: Asset = { bodies, type };
  if (versioned) item.version = bodies.identity.etag.slice(1, 1 + VERSION_LENGTH);
  return item;
}

/** `/app.js?v=...`: the address the page links an asset by. */
function versionedUrl(path: string, item: Asset): string {
  return `${path}?v=${item.version}`;
}

/** The footer's credit for the market history behind "History (S&P 500, 1871-2023)" (data/README.md). */
function historyCreditHtml(words: TemplateWords): string {
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const d = HISTORY_DATA;
  return words.historyCreditHtml({
    author: link(d.authorUrl, d.author),
    edition: (text) => link(d.editionUrl, text),
    licence: link(d.licenceUrl, d.licence),
  });
}

/** The template's words in one language (core/i18n/): plain text escaped, `...Html` markup as it is. */
function pageWords(language: Language, config: Config): Record<string, string> {
  const { words, template } = LANGUAGES[language];
  const values: Record<string, string> = { lang: words.lang, home: words.home, otherHome: words.otherHome };
  for (const [name, value] of Object.entries(template))
    if (typeof value === 'string') values[name] = name.endsWith('Html') ? value : escapeHtml(value);
  return {
    ...values,
    // The footer: the API's disclaimer, ending in a parent's words with a link to the rules, each
    // with the law it comes from, rather than an API path; the data's credit; the attribution.
    disclaimerHtml: template.disclaimerHtml(escapeHtml(template.disclaimerText)),
    historyCreditHtml: historyCreditHtml(template),
    attributionHtml: template.attributionHtml(
      `<a href="${escapeHtml(config.siteUrl)}">${escapeHtml(config.siteUrl)}</a>`,
      escapeHtml(RULES_VERIFIED_AT),
    ),
  };
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
  const [template, scriptBytes, spanishBytes, workerBytes, styleBytes, wasmBytes] = await Promise.all([
    readFile(new URL('build/site/index.html', top), 'utf8'),
    readFile(new URL('build/site/app.js', top)),
    readFile(new URL('build/site/app-es.js', top)),
    readFile(new URL('build/site/worker.js', top)),
    readFile(new URL('build/site/app.css', top)),
    readFile(wasmUrl('release')), // the page runs the release build, wherever the server finds it
  ]);
  const script = asset(scriptBytes, 'text/javascript; charset=utf-8', true);
  const spanishScript = asset(spanishBytes, 'text/javascript; charset=utf-8', true);
  const worker = asset(workerBytes, 'text/javascript; charset=utf-8', true);
  const style = asset(styleBytes, 'text/css; charset=utf-8', true);
  const wasm = asset(wasmBytes, 'application/wasm', true);
  const settings: SiteSettings = {
    siteUrl: config.siteUrl,
    budgetPathMonths: config.budgetPathMonths,
    solveBudgetPathMonths: config.solveBudgetPathMonths,
    wasmUrl: versionedUrl('/engine.wasm', wasm),
    workerUrl: versionedUrl('/worker.js', worker),
    disclaimer: DISCLAIMER,
    rulesVerifiedAt: RULES_VERIFIED_AT,
  };
  const values = {
    config: scriptJson(settings),
    appCss: versionedUrl('/app.css', style),
    wasmUrl: settings.wasmUrl,
  };
  const scripts: Record<Language, string> = {
    en: versionedUrl('/app.js', script),
    es: versionedUrl('/app-es.js', spanishScript),
  };
  const pages = new Map<string, Asset>();
  const page = (first: FirstAnswer | undefined, language: Language): Asset => {
    const key = `${language} ${first === undefined ? '' : `${first.basis} ${first.plans.join(' ')}`}`;
    let made = pages.get(key);
    if (made === undefined) {
      if (pages.size >= PAGES_KEPT) pages.clear(); // yesterday's pages
      const filled = {
        ...values,
        ...pageWords(language, config),
        appJs: scripts[language],
        ...firstAnswerSlots(first),
      };
      made = asset(renderPage(template, filled), 'text/html; charset=utf-8', false);
      pages.set(key, made);
    }
    return made;
  };
  return { page, script, spanishScript, worker, style, wasm };
}

/** Immutable at its current versioned address; revalidated anywhere else (no `v`, an old one). */
function cacheControl(request: FastifyRequest, item: Asset): string {
  const { v } = request.query as { v?: unknown };
  return item.version !== undefined && v === item.version ? IMMUTABLE : REVALIDATE;
}

/** The form of the asset the request's Accept-Encoding asks for, with that form's own strong ETag. */
async function send(request: FastifyRequest, reply: FastifyReply, item: Asset): Promise<FastifyReply> {
  const chosen = await item.bodies.representation(request.headers['accept-encoding']);
  reply
    .header('etag', chosen.etag)
    .header('vary', VARY)
    .header('cache-control', cacheControl(request, item))
    .headers(PAGE_HEADERS);
  if (matchesIfNoneMatch(request, chosen.etag)) return reply.code(304).send();
  if (chosen.encoding !== undefined) reply.header('content-encoding', chosen.encoding);
  return reply.type(item.type).send(chosen.body);
}

export async function siteRoutes(app: FastifyInstance, options: SiteRouteOptions): Promise<void> {
  const { config, firstAnswers } = options;
  // Read on first use and kept: a server started before `npm run build` recovers once it has run.
  let loading: Promise<Site> | undefined;
  const site = () =>
    (loading ??= loadSite(config).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  /** The default plan's answer when the address asks for the default plan (no `s`, or the `s` of
   *  a plan the answer is of); the page without one for any other address, or when it cannot be had. */
  const firstAnswerFor = async (request: FastifyRequest, language: Language): Promise<FirstAnswer | undefined> => {
    const query = request.url.indexOf('?');
    const address = readPageAddress(query < 0 ? '' : request.url.slice(query));
    try {
      const first = await firstAnswers.forBasis(address.basis, language);
      return first && (address.s === null || first.plans.includes(address.s)) ? first : undefined;
    } catch (error) {
      request.log.error({ err: error }, 'the first answer could not be computed');
      return undefined;
    }
  };

  const serve =
    (pick: (loaded: Site, request: FastifyRequest) => Asset | Promise<Asset>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      let loaded: Site;
      try {
        loaded = await site();
      } catch (error) {
        request.log.error({ err: error }, 'the web page is not built');
        const body = problem(config.siteUrl, 'INTERNAL_ERROR', 'The web page is not built; run `npm run build`.');
        return sendProblem(reply, body);
      }
      return send(request, reply, await pick(loaded, request));
    };

  const hidden = { schema: { hide: true } };
  app.get(
    '/',
    hidden,
    serve(async (loaded, request) => loaded.page(await firstAnswerFor(request, 'en'), 'en')),
  );
  // The calculator in Spanish (docs/architecture.md#languages): the same page, engine and numbers.
  app.get(
    '/es/',
    hidden,
    serve(async (loaded, request) => loaded.page(await firstAnswerFor(request, 'es'), 'es')),
  );
  app.get('/es', hidden, (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/es/${query < 0 ? '' : request.url.slice(query)}`, 301);
  });
  app.get(
    '/app-es.js',
    hidden,
    serve((loaded) => loaded.spanishScript),
  );
  app.get(
    '/app.js',
    hidden,
    serve((loaded) => loaded.script),
  );
  app.get(
    '/worker.js',
    hidden,
    serve((loaded) => loaded.worker),
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
