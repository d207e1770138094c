// The discovery documents over real HTTP (docs/api.md#discovery): server.json against the MCP
// registry's published schema, the Server Card against the Server Card schema (both vendored in
// test/fixtures/schemas) and against the protocol versions and tools the tool server serves, the AI Catalog and the
// RFC 9727 API catalog by their formats, llms.txt and llms-full.txt by the llmstxt.org structure and
// against the registries they list, robots.txt, and sitemap.xml by the sitemaps.org rules. Every
// link in them is fetched from the running server; each answers with its type, an ETag (304 on a
// match), HEAD, a query string and an odd Accept alike.
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLS } from '../../server/mcp/tools.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
const schema = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/schemas/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;

const DOCUMENTS: [path: string, type: string][] = [
  ['/server.json', 'application/json; charset=utf-8'],
  ['/mcp/server-card', 'application/mcp-server-card+json; charset=utf-8'],
  ['/.well-known/ai-catalog.json', 'application/ai-catalog+json; charset=utf-8'],
  [
    '/.well-known/api-catalog',
    'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"; charset=utf-8',
  ],
  ['/llms.txt', 'text/plain; charset=utf-8'],
  ['/llms-full.txt', 'text/plain; charset=utf-8'],
  ['/robots.txt', 'text/plain; charset=utf-8'],
  ['/sitemap.xml', 'application/xml; charset=utf-8'],
];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SITE_URL });
});
afterAll(async () => {
  await server?.close();
});

/** A public address of the service, fetched from the server under test. */
const local = (url: string) => {
  expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
  return `${server.url}${url.slice(SITE_URL.length).replace(/#.*$/, '')}`;
};
const text = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${server.url}${path}`, init);
  expect(response.status, path).toBe(200);
  return response.text();
};
const json = async (path: string) => JSON.parse(await text(path)) as Record<string, any>;

/** Every link resolves: 200 on GET, fetched one after another as a crawler does (all at once, the
 *  links would open more connections from one address than the service allows one address). */
async function expectResolves(urls: string[]): Promise<void> {
  const statuses: (readonly [string, number])[] = [];
  for (const url of urls) {
    const response = await fetch(local(url));
    await response.arrayBuffer();
    statuses.push([url, response.status]);
  }
  expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
}

describe('every discovery document', () => {
  it.each(DOCUMENTS)(
    '%s: its type, an ETag and a day of caching; 304 on a match; HEAD; a query; any Accept',
    async (path, type) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const etag = response.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const body = await response.text();
      expect(body.length).toBeGreaterThan(0);
      expect(body).not.toContain('127.0.0.1'); // absolute addresses are SITE_URL's, never the listener's

      const cached = await fetch(`${server.url}${path}`, { headers: { 'if-none-match': `W/"x", ${etag}` } });
      expect(cached.status).toBe(304);
      expect(await cached.text()).toBe('');
      const head = await fetch(`${server.url}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe(type);
      expect(head.headers.get('etag')).toBe(etag);
      expect(await head.text()).toBe('');
      expect(await text(`${path}?utm_source=x&s=%00%ff&&=`)).toBe(body);
      expect(await text(path, { headers: { accept: 'image/png;q=0.1, */*;q=0' } })).toBe(body);
    },
  );

  it.each(DOCUMENTS)('%s refuses other methods with a problem', async (path) => {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', body: '{}' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  it.each(DOCUMENTS)('%s under hostile spellings: the same bytes, or a problem, never a crash', async (path) => {
    const body = await text(path);
    const spellings = [
      `${path}?${'a'.repeat(12_000)}`,
      `${path}?x=${'%'.repeat(50)}`,
      `${path}/`,
      `${path.toUpperCase()}`,
      `${path}%00`,
      `/%2e/${path.slice(1)}`,
    ];
    for (const spelling of spellings) {
      const response = await fetch(`${server.url}${spelling}`);
      const answer = await response.text();
      if (response.status === 200) expect(answer, spelling).toBe(body);
      else {
        expect(response.status, spelling).toBeGreaterThanOrEqual(400);
        expect(response.status, spelling).toBeLessThan(500);
        expect(response.headers.get('content-type'), spelling).toContain('application/problem+json');
      }
    }
    // The server still answers.
    expect(await text(path)).toBe(body);
  });

  it('gives the same bytes to another instance with the same SITE_URL, and its own addresses to another SITE_URL', async () => {
    const other = await startServer({ SITE_URL: 'https://other.example:8443' });
    try {
      for (const [path] of DOCUMENTS) {
        const mine = await text(path);
        const theirs = await (await fetch(`${other.url}${path}`)).text();
        expect(
          theirs
            .replaceAll('https://other.example:8443', SITE_URL)
            .replaceAll('urn:air:other.example', 'urn:air:530a.example')
            .replaceAll('example.other', 'example.530a'),
        ).toBe(mine);
      }
    } finally {
      await other.close();
    }
  });
});

describe('server.json and the Server Card', () => {
  it('server.json is valid against the MCP registry schema it names: the remote streamable HTTP server at SITE_URL', async () => {
    const registry = schema('server.schema.json');
    const manifest = await json('/server.json');
    expect(manifest.$schema).toBe(registry.$id);
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(registry);
    expect(validate(manifest), JSON.stringify(validate.errors)).toBe(true);
    expect(manifest.name).toBe('example.530a/projection-530a');
    expect(manifest.remotes).toEqual([{ type: 'streamable-http', url: `${SITE_URL}/mcp` }]);
    // The schema is not a formality: it refuses what the registry refuses.
    expect(validate({ ...manifest, name: 'no slash' })).toBe(false);
    expect(validate({ ...manifest, description: 'x'.repeat(101) })).toBe(false);
  });

  // Its name, title and version are the tool server's by construction: both read server/identity.
  it('the Server Card is valid against its schema and names the protocol versions the tool server speaks', async () => {
    const cards = schema('server-card.schema.json');
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(cards, 'server-card');
    const validate = ajv.getSchema('server-card#/$defs/ServerCard');
    if (validate === undefined) throw new Error('no ServerCard in the vendored schema');
    const card = await json('/mcp/server-card');
    expect(validate(card), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...card, $schema: 'https://example.com/card.json' })).toBe(false);
    const manifest = await json('/server.json');
    expect(card).toMatchObject({ name: manifest.name, version: manifest.version, remotes: [manifest.remotes[0]] });

    const client = new Client({ name: 'discovery-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(local(card.remotes[0].url)));
    await client.connect(transport);
    try {
      expect(card.remotes[0].supportedProtocolVersions).toContain(transport.protocolVersion);
      expect(card.remotes[0].supportedProtocolVersions[0]).toBe('2026-07-28');
      // The tools the card's server lists are the tools llms.txt names.
      const listed = (await client.listTools()).tools.map((tool) => tool.name);
      expect(listed.sort()).toEqual(TOOLS.map((tool) => tool.name).sort());
    } finally {
      await client.close();
    }
  });

  it('the AI Catalog points to the Server Card, which answers its media type', async () => {
    const catalog = await json('/.well-known/ai-catalog.json');
    expect(catalog).toEqual({
      specVersion: '1.0',
      entries: [
        {
          identifier: 'urn:air:530a.example:mcp:projection-530a',
          type: 'application/mcp-server-card+json',
          url: `${SITE_URL}/mcp/server-card`,
        },
      ],
    });
    const response = await fetch(local(catalog.entries[0].url), {
      headers: { accept: 'application/mcp-server-card+json' },
    });
    expect(response.headers.get('content-type')).toBe('application/mcp-server-card+json; charset=utf-8');
  });
});

describe('the RFC 9727 API catalog', () => {
  it('is a linkset (RFC 9264) whose every described link resolves, and names itself in Link', async () => {
    const response = await fetch(`${server.url}/.well-known/api-catalog`);
    expect(response.headers.get('link')).toBe(`<${SITE_URL}/.well-known/api-catalog>; rel="api-catalog"`);
    const catalog = (await response.json()) as { linkset: Record<string, unknown>[] };
    expect(Object.keys(catalog)).toEqual(['linkset']);
    const hrefs: string[] = [];
    for (const context of catalog.linkset) {
      expect(typeof context.anchor).toBe('string');
      expect(new URL(context.anchor as string).origin).toBe(SITE_URL);
      for (const [relation, targets] of Object.entries(context)) {
        if (relation === 'anchor') continue;
        expect(Array.isArray(targets)).toBe(true);
        for (const target of targets as { href: string; type?: string }[]) {
          expect(Object.keys(target).every((key) => key === 'href' || key === 'type')).toBe(true);
          expect(new URL(target.href).origin).toBe(SITE_URL);
          if (relation !== 'item') hrefs.push(target.href);
        }
      }
    }
    // The catalog's own entry lists the two APIs; each is described, documented and has a status.
    expect(catalog.linkset[0]).toEqual({
      anchor: `${SITE_URL}/.well-known/api-catalog`,
      item: [{ href: `${SITE_URL}/v1/` }, { href: `${SITE_URL}/mcp` }],
    });
    for (const api of catalog.linkset.slice(1))
      expect(Object.keys(api).sort()).toEqual(['anchor', 'service-desc', 'service-doc', 'status']);
    expect(hrefs).toContain(`${SITE_URL}/openapi.json`);
    await expectResolves(hrefs);
  });
});

/** The llmstxt.org structure: an H1, a blockquote, then H2 sections whose list items are links. */
function llmsStructure(body: string): { sections: Map<string, { title: string; url: string }[]>; links: string[] } {
  const lines = body.split('\n');
  expect(lines[0]).toMatch(/^# \S/);
  expect(lines.filter((line) => /^# /.test(line))).toHaveLength(1);
  expect(lines.find((line) => line !== '' && !line.startsWith('# '))).toMatch(/^> \S/);
  const sections = new Map<string, { title: string; url: string }[]>();
  let current: { title: string; url: string }[] | undefined;
  // The full variant's page texts are content, not links: the structure ends where they start.
  const end = lines.indexOf('## Knowledge page texts');
  for (const line of end < 0 ? lines : lines.slice(0, end)) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      expect(sections.has(heading[1]!)).toBe(false);
      current = [];
      sections.set(heading[1]!, current);
      continue;
    }
    if (current === undefined || !line.startsWith('- ')) continue;
    const item = /^- \[([^\]]+)\]\(([^)\s]+)\)(?:: (.+))?$/.exec(line);
    expect(item, line).not.toBeNull();
    current.push({ title: item![1]!, url: item![2]! });
  }
  const links = [...sections.values()].flat().map((link) => link.url);
  return { sections, links };
}

describe('llms.txt and llms-full.txt', () => {
  it.each(['/llms.txt', '/llms-full.txt'])(
    '%s lists the API, the tools and the knowledge pages from their registries, and every link resolves',
    async (path) => {
      const { sections, links } = llmsStructure(await text(path));
      expect([...sections.keys()].slice(0, 4)).toEqual(['API', 'MCP tools', 'Knowledge pages', 'Optional']);
      // Every operation of the OpenAPI document, and nothing else.
      const openapi = await json('/openapi.json');
      const operations = Object.entries(openapi.paths as Record<string, object>).flatMap(([route, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${route}`),
      );
      const api = sections.get('API')!.map((link) => link.title);
      expect(api.filter((title) => /^[A-Z]+ \//.test(title))).toEqual(operations);
      // Every tool the tool server lists.
      const tools = sections.get('MCP tools')!.map((link) => link.title);
      expect(tools.filter((title) => /^[a-z_0-9]+$/.test(title))).toEqual(TOOLS.map((tool) => tool.name));
      // Every knowledge page the index links to.
      const index = await text('/kb');
      const pages = [...index.matchAll(/href="(https:\/\/530a\.example\/kb\/[^"]+)"/g)].map((match) => match[1]);
      const listed = sections.get('Knowledge pages')!.map((link) => link.url);
      expect(listed.filter((url) => url.includes('/kb/'))).toEqual(pages);
      expect(pages.length).toBeGreaterThan(10);
      await expectResolves([...new Set(links)]);
    },
  );

  it('the full variant carries each tool description and each knowledge page text', async () => {
    const full = await text('/llms-full.txt');
    for (const tool of TOOLS) expect(full).toContain(tool.description.replace(/\s+/g, ' ').trim());
    const page = await text('/kb/pilot-seed');
    const title = /<h1>([^<]+)<\/h1>/.exec(page)?.[1] ?? '';
    expect(title.length).toBeGreaterThan(0);
    expect(full).toContain(`### ${title}`);
    expect(full).toContain(`Source: ${SITE_URL}/kb/pilot-seed`);
    expect(full.length).toBeGreaterThan((await text('/llms.txt')).length * 3);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers off the computing routes and names the sitemap', async () => {
    const lines = (await text('/robots.txt')).split('\n').filter((line) => line !== '');
    for (const line of lines) expect(line).toMatch(/^(User-agent|Disallow|Allow|Sitemap): \S+$/);
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /v1/',
        'Disallow: /mcp',
        'Allow: /mcp/server-card',
        `Sitemap: ${SITE_URL}/sitemap.xml`,
      ]),
    );
  });

  it('sitemap.xml follows the sitemaps.org rules, lists the page and every knowledge page in both languages, and each resolves', async () => {
    const body = await text('/sitemap.xml');
    const match =
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n((?: {2}<url><loc>[^<]+<\/loc><\/url>\n)*)<\/urlset>\n$/.exec(
        body,
      );
    expect(match, body).not.toBeNull();
    const locs = [...match![1]!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((loc) => loc[1]!);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.length).toBeLessThanOrEqual(50_000);
    expect(new Set(locs).size).toBe(locs.length);
    expect(body.length).toBeLessThanOrEqual(50 * 1024 * 1024);
    for (const loc of locs) {
      expect(loc).not.toMatch(/[&<>"']/); // entity-escaped, as the protocol asks
      expect(loc.length).toBeLessThan(2048);
      expect(new URL(loc).origin).toBe(SITE_URL);
    }
    expect(locs).toContain(`${SITE_URL}/`);
    const index = await text('/kb');
    for (const page of index.matchAll(/href="(https:\/\/530a\.example\/kb\/[^"]+)"/g)) expect(locs).toContain(page[1]);
    // The calculator and the knowledge pages in Spanish, each listed at /es/kb.
    expect(locs).toEqual(expect.arrayContaining([`${SITE_URL}/es/`, `${SITE_URL}/es/kb`]));
    const spanish = [...(await text('/es/kb')).matchAll(/href="((?:https:\/\/530a\.example)?\/es\/kb\/[^"#]+)"/g)].map(
      (page) => new URL(page[1]!, SITE_URL).href,
    );
    expect(spanish.length).toBeGreaterThanOrEqual(4);
    expect(locs).toEqual(expect.arrayContaining(spanish));
    expect(locs.filter((loc) => loc.startsWith(`${SITE_URL}/es/kb/`)).sort()).toEqual([...new Set(spanish)].sort());
    await expectResolves(locs);
  });
});
