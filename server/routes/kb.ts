// GET /kb/<id>: each knowledge page (server/knowledge/) as HTML, so the url a search result
// names resolves; GET /kb lists them. The Spanish pages at /es/kb/<id>, listed at /es/kb
// (server/knowledge/spanish.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { problem } from '../../core/schemas/problems.js';
import { CACHE_CONTROL } from '../http/http-caching.js';
import { sendProblem } from '../http/send-problem.js';
import type { Knowledge } from '../knowledge/knowledge.js';
import { renderIndex, renderPage } from '../knowledge/markdown.js';
import { loadSpanishPages, renderSpanishIndex, renderSpanishPage, spanishPageOf } from '../knowledge/spanish.js';
import type { Config } from '../settings/config.js';

export interface KbRouteOptions {
  config: Config;
  knowledge: Knowledge;
}

/** The pages load nothing: no script, no image, no frame; only their own inline style. */
const KB_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export async function kbRoutes(app: FastifyInstance, options: KbRouteOptions): Promise<void> {
  const {
    config: { siteUrl },
    knowledge,
  } = options;
  const html = new Map(knowledge.pages().map((page) => [page.id, renderPage(page, siteUrl, spanishPageOf(page.id))]));
  const index = renderIndex(knowledge.pages(), siteUrl);
  const spanishPages = await loadSpanishPages();
  const spanish = new Map(spanishPages.map((page) => [page.id, renderSpanishPage(page, siteUrl)]));
  const spanishIndex = renderSpanishIndex(spanishPages, siteUrl);

  const sendHtml = (reply: FastifyReply, body: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', CACHE_CONTROL) // the pages change only with a release
      .header('content-security-policy', KB_CONTENT_SECURITY_POLICY)
      .send(body);

  app.get('/kb', (_request, reply) => sendHtml(reply, index));

  app.get('/es/kb', (_request, reply) => sendHtml(reply, spanishIndex));

  app.get<{ Params: { id: string } }>('/es/kb/:id', (request, reply) => {
    const page = spanish.get(request.params.id);
    if (page !== undefined) return sendHtml(reply, page);
    const body = problem(
      siteUrl,
      'NOT_FOUND',
      `No Spanish knowledge page has the id ${JSON.stringify(request.params.id)}; see ${siteUrl}/es/kb.`,
    );
    return sendProblem(reply, body);
  });

  app.get<{ Params: { id: string } }>('/kb/:id', (request, reply) => {
    const page = html.get(request.params.id);
    if (page !== undefined) return sendHtml(reply, page);
    const body = problem(
      siteUrl,
      'NOT_FOUND',
      `No knowledge page has the id ${JSON.stringify(request.params.id)}; see ${siteUrl}/kb.`,
    );
    return sendProblem(reply, body);
  });
}
