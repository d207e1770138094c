// The page and its assets over HTTP (docs/api.md#website): each is compressed once per encoding and
// kept, so a compressed answer costs no more than a plain one; each form has its own strong ETag
// and length; every answer says Vary: Accept-Encoding. Found by a hostile review: /app.js was
// compressed again on every request (about 3.5 ms of CPU with Brotli on the build machine, 10 ms
// on the reviewer's), and a plain `/` carried no Vary, so a shared cache could hand its
// uncompressed bytes on, or a compressed answer to a client that cannot read it.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let server: RunningServer;
/** The page's assets at their versioned addresses, and the page. */
let paths: Record<'page' | 'script' | 'worker' | 'style' | 'wasm', string>;

function getRaw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  server = await startServer({ ENGINE_THREADS: '0' });
  const html = (await getRaw('/')).body.toString();
  const config = JSON.parse(/<script type="application\/json" id="config">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
  const linked = (name: string) =>
    itemAt(new RegExp(`(/${name.replace('.', '\\.')}\\?v=[\\w-]{12})`).exec(html) ?? [], 1);
  paths = {
    page: '/',
    script: linked('app.js'),
    style: linked('app.css'),
    worker: config.workerUrl as string,
    wasm: config.wasmUrl as string,
  };
});
afterAll(() => server?.close());

const decoded = (answer: Raw): Buffer => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
};

describe('the page and its assets', () => {
  it('say Vary: Accept-Encoding on every answer: compressed or not, 304 and HEAD', async () => {
    for (const path of Object.values(paths)) {
      const plain = await getRaw(path);
      const br = await getRaw(path, { 'accept-encoding': 'br' });
      const notModified = await getRaw(path, { 'if-none-match': String(plain.headers.etag) });
      const head = await getRaw(path, {}, 'HEAD');
      expect([plain.status, br.status, notModified.status, head.status], path).toEqual([200, 200, 304, 200]);
      for (const answer of [plain, br, notModified, head]) expect(answer.headers.vary, path).toBe('accept-encoding');
    }
  });

  it('give each encoding its own strong ETag and length, and 304 only for its own ETag', async () => {
    for (const path of Object.values(paths)) {
      const forms = await Promise.all(
        [undefined, 'br', 'gzip'].map((encoding) => getRaw(path, encoding ? { 'accept-encoding': encoding } : {})),
      );
      const [plain, br, gzip] = forms.map((form) => ({ form, etag: String(form.headers.etag) })) as [
        { form: Raw; etag: string },
        { form: Raw; etag: string },
        { form: Raw; etag: string },
      ];
      expect([plain.form.headers['content-encoding'], br.form.headers['content-encoding']], path).toEqual([
        undefined,
        'br',
      ]);
      expect(gzip.form.headers['content-encoding'], path).toBe('gzip');
      for (const { form, etag } of [plain, br, gzip]) {
        expect(etag, path).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
        expect(Number(form.headers['content-length']), path).toBe(form.body.length);
        expect(decoded(form).equals(plain.form.body), path).toBe(true);
      }
      expect(new Set([plain.etag, br.etag, gzip.etag]).size, path).toBe(3);
      expect(br.form.body.length, path).toBeLessThan(plain.form.body.length);
      // Each form's ETag revalidates that form, and no other.
      expect((await getRaw(path, { 'accept-encoding': 'br', 'if-none-match': br.etag })).status, path).toBe(304);
      expect((await getRaw(path, { 'accept-encoding': 'gzip', 'if-none-match': br.etag })).status, path).toBe(200);
      expect((await getRaw(path, { 'if-none-match': br.etag })).status, path).toBe(200);
      // The same bytes every time, and HEAD tells the length GET sends.
      expect((await getRaw(path, { 'accept-encoding': 'br' })).body.equals(br.form.body), path).toBe(true);
      const head = await getRaw(path, { 'accept-encoding': 'br' }, 'HEAD');
      expect([head.headers['content-length'], head.body.length], path).toEqual([String(br.form.body.length), 0]);
    }
  });

  it('send the encoding the Accept-Encoding header prefers, Brotli when tied, none when none is acceptable', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['BR', 'br'],
      ['*', 'br'],
      ['*;q=0.2, gzip;q=0.5', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['identity', undefined],
      ['deflate, compress', undefined],
      ['br;q=abc, gzip;q=0.001', 'gzip'],
      ['', undefined],
      [`${'x, '.repeat(4_000)}gzip`, 'gzip'],
    ];
    for (const [accept, encoding] of cases) {
      const answer = await getRaw(paths.script, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept.slice(0, 40)).toBe(encoding);
    }
  });

  it("leave the API's answers as they are: compression is the page's alone", async () => {
    const answer = await new Promise<Raw>((resolve, reject) => {
      const body = JSON.stringify({ asOf: '2026-01-01', birthDate: '2026-01-01', targetAgeMonths: 12 });
      const headers = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
      const req = request(`${server.url}/v1/project`, { method: 'POST', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toHaveProperty('shareUrl');
  });

  // CPU time, not wall time: a compression per request is counted whatever else the machine runs.
  // Each request's CPU (this process's, which runs the server) is taken apart, compressed and
  // plain in turn, and medians compared, so that a garbage collection cannot sway the result.
  it('costs no more CPU compressed than plain: each form is made once', async () => {
    const cpuOf = async (headers: Record<string, string>) => {
      const before = process.cpuUsage();
      await getRaw(paths.script, headers);
      const used = process.cpuUsage(before);
      return used.user + used.system;
    };
    await cpuOf({ 'accept-encoding': 'br' }); // the one Brotli compression, made here
    const plain: number[] = [];
    const br: number[] = [];
    for (let i = 0; i < 40; i++) {
      plain.push(await cpuOf({}));
      br.push(await cpuOf({ 'accept-encoding': 'br' }));
    }
    const median = (values: number[]) =>
      itemAt(
        [...values].sort((a, b) => a - b),
        values.length >> 1,
      );
    expect(median(br), JSON.stringify({ plain: median(plain), br: median(br) })).toBeLessThan(2 * median(plain));
  });
});
