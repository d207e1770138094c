// The scenario `project` reads, from a file or from standard input ("-"), held to what the HTTP
// layer accepts of a body (server/http/json-body.ts): at most BODY_LIMIT_BYTES, nesting at most
// MAX_JSON_DEPTH, no "__proto__" key or "constructor" with a "prototype"; a leading byte-order mark
// is ignored. What fails is the problem the API would answer; a file that cannot be read (missing,
// a directory, not permitted) is NOT_FOUND.
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { type Problem, problem } from '../core/schemas/problems.js';
import {
  BODY_LIMIT_BYTES,
  jsonDepth,
  MAX_JSON_DEPTH,
  parseRefusingPrototypeKeys,
  whyInvalid,
} from '../server/http/json-body.js';

export type Input = { ok: true; value: unknown } | { ok: false; problem: Problem };

const STDIN_NAME = '-';

/** The bytes of a stream, or undefined once they pass `limit` (the rest is not read). */
async function readAtMost(stream: Readable, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) {
      stream.destroy();
      return undefined;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

const UNREADABLE: Readonly<Record<string, string>> = {
  ENOENT: 'there is no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

function unreadable(path: string, error: NodeJS.ErrnoException): string {
  const why = UNREADABLE[error.code ?? ''];
  return `The scenario file ${JSON.stringify(path)} cannot be read: ${why ?? error.message}.`;
}

export async function readScenarioInput(path: string, stdin: Readable, siteUrl: string): Promise<Input> {
  const fromStdin = path === STDIN_NAME;
  let bytes: Buffer | undefined;
  try {
    bytes = await readAtMost(fromStdin ? stdin : createReadStream(path), BODY_LIMIT_BYTES);
  } catch (error) {
    if (fromStdin) throw error;
    return { ok: false, problem: problem(siteUrl, 'NOT_FOUND', unreadable(path, error as NodeJS.ErrnoException)) };
  }
  if (bytes === undefined) {
    const detail = `The scenario is larger than ${BODY_LIMIT_BYTES} bytes, the most a request may be.`;
    return { ok: false, problem: problem(siteUrl, 'PAYLOAD_TOO_LARGE', detail) };
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    const detail = `The body nests deeper than ${MAX_JSON_DEPTH} levels.`;
    return { ok: false, problem: problem(siteUrl, 'INVALID_JSON', detail) };
  }
  try {
    return { ok: true, value: parseRefusingPrototypeKeys(text) };
  } catch {
    return { ok: false, problem: problem(siteUrl, 'INVALID_JSON', whyInvalid(text)) };
  }
}
