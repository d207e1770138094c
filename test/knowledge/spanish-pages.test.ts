// The knowledge pages in Spanish (server/knowledge/spanish.ts): listed at /es/kb, each at
// /es/kb/<id> with lang="es", its statute numbers and dates filled in (dates written in Spanish),
// a link to its English page and from the English page back; no token or English date left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPANISH_PAGES } from '../../server/knowledge/spanish.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SITE_URL });
});
afterAll(async () => {
  await server?.close();
});

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(server.url + path);
  return { status: response.status, html: await response.text() };
}

const ENGLISH_MONTHS = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;

describe('the Spanish knowledge pages', () => {
  it('are listed at /es/kb, in Spanish, with the English pages beside them', async () => {
    const { status, html } = await page('/es/kb');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es">');
    for (const id of Object.keys(SPANISH_PAGES)) expect(html).toContain(`href="${SITE_URL}/es/kb/${id}"`);
    expect(html).toContain(`href="${SITE_URL}/kb" hreflang="en"`);
  });

  it.each(Object.entries(SPANISH_PAGES))(
    '%s: Spanish, filled in, linked to its English page %s and back',
    async (id, english) => {
      const spanish = await page(`/es/kb/${id}`);
      expect(spanish.status).toBe(200);
      expect(spanish.html).toContain('<html lang="es">');
      expect(spanish.html).not.toContain('{{');
      expect(spanish.html).not.toMatch(ENGLISH_MONTHS);
      expect(spanish.html).toContain(`<a href="${SITE_URL}/kb/${english}" hreflang="en">Esta página en inglés</a>`);
      const back = await page(`/kb/${english}`);
      expect(back.html).toContain(
        `<a href="${SITE_URL}/es/kb/${id}" hreflang="es" lang="es">Esta página en español</a>`,
      );
    },
  );

  it("write the pilot's birth dates in Spanish, the first and last days GET /v1/eligibility gives it for", async () => {
    const eligible = async (birthDate: string) => {
      const response = await fetch(`${server.url}/v1/eligibility?birthDate=${birthDate}&asOf=2026-11-29`);
      return ((await response.json()) as { pilot: { eligible: boolean } }).pilot.eligible;
    };
    expect([await eligible('2024-12-31'), await eligible('2025-01-01')]).toEqual([false, true]);
    expect([await eligible('2028-12-31'), await eligible('2029-01-01')]).toEqual([true, false]);
    const { html } = await page('/es/kb/contribucion-piloto-y-donaciones');
    expect(html).toContain('del 1 de enero de 2025 al 31 de diciembre de 2028');
    expect(html).toContain('4 de julio de 2026');
  });

  it('answer an unknown page with a 404 problem', async () => {
    const { status } = await page('/es/kb/nada');
    expect(status).toBe(404);
  });
});
