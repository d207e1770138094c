// The layout's walls (docs/architecture.md): one browser-safe core under four faces. Each source
// file's imports are read and each room may import only the rooms below it, and only the packages
// named here; no two rooms import each other. The compiler holds the Node and DOM boundaries
// (compiler-boundaries.test.ts); this holds who may lean on whom.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const TOP = fileURLToPath(new URL('../../', import.meta.url));

/** The rooms of the code, each with the rooms and packages it may import. */
const ROOMS = {
  assembly: { rooms: [], packages: [] },
  core: { rooms: ['assembly'], packages: ['typebox'] },
  package: { rooms: ['core', 'assembly'], packages: ['node:fs'] },
  web: { rooms: ['core', 'assembly'], packages: [] },
  server: {
    rooms: ['core', 'package', 'assembly'],
    packages: [
      'node:',
      'fastify',
      '@fastify/',
      'typebox',
      'ioredis',
      'bullmq',
      'piscina',
      'prom-client',
      'minisearch',
      '@modelcontextprotocol/server',
    ],
  },
  cli: { rooms: ['server', 'core', 'package'], packages: ['node:', '@modelcontextprotocol/server'] },
} as const satisfies Record<string, { rooms: string[]; packages: string[] }>;
type Room = keyof typeof ROOMS;

/** The TypeScript sources below `dir` (not its build scripts), as paths from the top. */
function sources(dir: string): string[] {
  return readdirSync(join(TOP, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(TOP, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** Every `from '...'` and `import('...')` of a file. */
function specifiers(file: string): string[] {
  const text = readFileSync(join(TOP, file), 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)'([^']+)'/gm)].map((match) => match[1] as string);
}

function roomOf(path: string): string {
  return path.split('/')[0] as string;
}

interface Arrow {
  file: string;
  to: string;
}

function imports(room: Room): { rooms: Arrow[]; packages: Arrow[] } {
  const rooms: Arrow[] = [];
  const packages: Arrow[] = [];
  for (const file of sources(room)) {
    for (const spec of specifiers(file)) {
      if (spec.startsWith('.')) {
        const target = posix.normalize(posix.join(dirname(file), spec));
        if (roomOf(target) !== room) rooms.push({ file, to: roomOf(target) });
      } else packages.push({ file, to: spec });
    }
  }
  return { rooms, packages };
}

describe('the layout', () => {
  it.each(Object.keys(ROOMS) as Room[])('%s imports only the rooms and packages it may', (room) => {
    const allowed = ROOMS[room];
    const found = imports(room);
    expect(found.rooms.filter((arrow) => !(allowed.rooms as readonly string[]).includes(arrow.to))).toEqual([]);
    expect(
      found.packages.filter((arrow) => !allowed.packages.some((name: string) => arrow.to.startsWith(name))),
    ).toEqual([]);
  });

  it('no two rooms import each other, directly or round about', () => {
    // The allowed arrows form no cycle, so rooms obeying them cannot either.
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (room: Room): void => {
      expect(visiting.has(room), `a cycle through ${room}`).toBe(false);
      if (done.has(room)) return;
      visiting.add(room);
      for (const next of ROOMS[room].rooms) visit(next as Room);
      visiting.delete(room);
      done.add(room);
    };
    for (const room of Object.keys(ROOMS) as Room[]) visit(room);
  });

  it('the Node parts of the package are its Node entry and the loader the server shares', () => {
    const nodeFiles = [...new Set(imports('package').packages.map((arrow) => arrow.file))].sort();
    expect(nodeFiles).toEqual(['package/engine-node.ts', 'package/load-node.ts']);
  });
  it('inside the core and the server, the folders import each other without a cycle', () => {
    // Each file's folder below its room (core/projection, server/http, ...; files at a room's top
    // are a folder of their own), and the folders each folder's files import.
    for (const room of ['core', 'server'] as const) {
      const arrows = new Map<string, Set<string>>();
      for (const file of sources(room)) {
        const from = dirname(file);
        for (const spec of specifiers(file)) {
          if (!spec.startsWith('.')) continue;
          const to = dirname(posix.normalize(posix.join(dirname(file), spec)));
          if (to === from || roomOf(to) !== room) continue;
          if (!arrows.has(from)) arrows.set(from, new Set());
          arrows.get(from)?.add(to);
        }
      }
      const done = new Set<string>();
      const path: string[] = [];
      const visit = (folder: string): void => {
        expect(path.includes(folder), `a cycle: ${[...path, folder].join(' -> ')}`).toBe(false);
        if (done.has(folder)) return;
        path.push(folder);
        for (const next of arrows.get(folder) ?? []) visit(next);
        path.pop();
        done.add(folder);
      };
      for (const folder of arrows.keys()) visit(folder);
    }
  });
});
