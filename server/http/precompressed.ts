// Bodies that never change once made (the web page and its assets, docs/api.md#website), compressed
// once per encoding and kept: compressing on every request cost about 3.5 ms of CPU for each
// /app.js a browser fetched with Brotli (docs/performance.md#the-page-over-the-network). Each
// encoding is made on its first use, off the event loop (zlib's thread pool), at the best ratio
// since it is paid once, and each representation carries its own strong ETag and length.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { etagOf } from './http-caching.js';

export type ContentEncoding = 'br' | 'gzip';

/** The encodings offered, the one preferred first when a client accepts several equally. */
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/** One form of a body: its bytes, their strong ETag, and the encoding when compressed. */
export interface Representation {
  body: Buffer | string;
  etag: string;
  encoding?: ContentEncoding;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESS: Record<ContentEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/** The q of each coding an Accept-Encoding header names (lower case; `*` included), RFC 9110
 *  12.5.3. A q that is not a number counts as 0: not acceptable. */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    found.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return found;
}

/** The encoding to send for an Accept-Encoding header: the one with the highest q above 0 (`*`
 *  stands for those it does not name), Brotli when tied; none without the header. */
function chosenEncoding(header: string | undefined): ContentEncoding | undefined {
  if (header === undefined) return undefined;
  const q = qualities(header);
  let best: { encoding: ContentEncoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const quality = q.get(encoding) ?? q.get('*') ?? 0;
    if (quality > 0 && (best === undefined || quality > best.q)) best = { encoding, q: quality };
  }
  return best?.encoding;
}

/** A body and its compressed forms, each made once, on first use. */
export class Precompressed {
  readonly identity: Representation;
  private readonly encoded = new Map<ContentEncoding, Promise<Representation>>();

  constructor(body: Buffer | string) {
    this.identity = { body, etag: etagOf(body) };
  }

  /** The form to send for a request's Accept-Encoding; the body itself when the encoding makes
   *  it no smaller. */
  representation(acceptEncoding: string | undefined): Representation | Promise<Representation> {
    const encoding = chosenEncoding(acceptEncoding);
    if (encoding === undefined) return this.identity;
    let made = this.encoded.get(encoding);
    if (made === undefined) {
      made = this.compress(encoding);
      this.encoded.set(encoding, made);
      made.catch(() => this.encoded.delete(encoding)); // tried again by the next request
    }
    return made;
  }

  private async compress(encoding: ContentEncoding): Promise<Representation> {
    const { body } = this.identity;
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
    const compressed = await COMPRESS[encoding](bytes);
    if (compressed.length >= bytes.length) return this.identity;
    return { body: compressed, etag: etagOf(compressed), encoding };
  }
}
