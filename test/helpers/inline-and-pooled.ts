// The engine's answer is the same bytes whether it runs inline or in worker threads, whole or split
// across them (docs/architecture.md): one server of each kind, each body posted to both.
import { expect } from 'vitest';
import { post, startServer } from './start-server.js';

/** Posts each body to `path` on an inline server and on one with two worker threads (a budget large
 *  enough that long runs are split, not clamped), expects 200 and identical bytes; returns the texts. */
export async function sameBytesInlineAndPooled(
  siteUrl: string,
  bodies: readonly unknown[],
  path = '/v1/project',
): Promise<string[]> {
  const settings = { SITE_URL: siteUrl, MC_BUDGET_PATH_MONTHS: '10000000' };
  const [inline, pooled] = await Promise.all([
    startServer({ ...settings, ENGINE_THREADS: '0' }),
    startServer({ ...settings, ENGINE_THREADS: '2' }),
  ]);
  try {
    const texts: string[] = [];
    for (const body of bodies) {
      const [a, b] = await Promise.all([post(`${inline.url}${path}`, body), post(`${pooled.url}${path}`, body)]);
      expect(a.status, a.text).toBe(200);
      expect(b.text).toBe(a.text);
      texts.push(a.text);
    }
    return texts;
  } finally {
    await Promise.all([inline.close(), pooled.close()]);
  }
}
