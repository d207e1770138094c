// Request bodies are JSON only (docs/api.md#errors): Fastify's text/plain parser is dropped (so a
// text body is a 415), prototype keys are refused, nesting is bounded, and a 400 says which of
// these it was.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Largest request body (docs/api.md#errors): a full scenario of 8 sources is about 2 KiB. The
 *  command line holds scenario files to it too (cli/read-input.ts). */
export const BODY_LIMIT_BYTES = 32 * 1024;

/** A scenario nests four levels (scenario, sources, source, schedule); far deeper is an attack. */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of objects and arrays in JSON text, outside strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

const PROTOTYPE_KEY = 'a "__proto__" or "constructor" key';

/** JSON.parse, refusing the keys the HTTP layer's parser refuses (for bodies read without Fastify:
 *  the command line's scenario files, a batch's lines). */
export function parseRefusingPrototypeKeys(text: string): unknown {
  return JSON.parse(text, function refuse(key: string, value: unknown) {
    const isObject = typeof value === 'object' && value !== null;
    if (key === '__proto__' || (key === 'constructor' && isObject && Object.hasOwn(value, 'prototype'))) {
      throw new SyntaxError(PROTOTYPE_KEY);
    }
    return value;
  });
}

/** A 400 error that says why a body is not acceptable JSON. */
function invalidJson(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400, code: 'INVALID_JSON' });
}

/** Why a body the JSON parser refused is refused: its syntax, or a prototype key. */
export function whyInvalid(body: string): string {
  try {
    JSON.parse(body);
    return 'The body uses a "__proto__" or "constructor" key, which is not allowed.';
  } catch (error) {
    return body.trim() === '' ? 'The body is empty.' : `The body is not valid JSON: ${(error as Error).message}`;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received, for lookups keyed by the exact request. */
    bodyText?: string;
  }
}

/** The media type of every request body, and how its text is read for the parser. */
export const JSON_MEDIA_TYPE = 'application/json';
export const JSON_BODY_OPTIONS = { parseAs: 'string' } as const;

/** A parser of a body's text, as Fastify calls it. */
export type BodyParser = (
  request: FastifyRequest,
  text: string,
  done: (error: Error | null, body?: unknown) => void,
) => void;

/** The parser of a JSON body: nesting bounded, prototype keys refused, the text kept as bodyText. */
export function jsonBodyParser(app: FastifyInstance): BodyParser {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, text, done) => {
    if (jsonDepth(text) > MAX_JSON_DEPTH)
      return done(invalidJson(`The body nests deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
    parseJson(request, text, (error, value) => {
      if (error === null) {
        request.bodyText = text;
        return done(null, value);
      }
      done(invalidJson(whyInvalid(text)), undefined);
    });
  };
}

export function registerJsonBody(app: FastifyInstance): void {
  app.decorateRequest('bodyText', undefined);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(JSON_MEDIA_TYPE, JSON_BODY_OPTIONS, jsonBodyParser(app));
}
