// The engine's export surface is exactly what the wrapper's typed door (core/engine/engine.ts)
// declares, in both builds: an export added or dropped on one side only fails here, not at run
// time in a browser. The release module (assembly/index.ts) carries none of the exports only tests
// use; the debug module (assembly/testing.ts), which the tests run, carries them too.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ENGINE_EXPORT_NAMES, ENGINE_TEST_EXPORT_NAMES, Engine } from '../../core/engine/engine.js';
import { type EngineBuild, wasmUrl } from '../../package/load-node.js';

const EXPECTED: Record<EngineBuild, readonly string[]> = {
  release: ENGINE_EXPORT_NAMES,
  debug: [...ENGINE_EXPORT_NAMES, ...ENGINE_TEST_EXPORT_NAMES],
};

async function compiled(build: EngineBuild): Promise<WebAssembly.Module> {
  return WebAssembly.compile(await readFile(wasmUrl(build)));
}

function exportNames(module: WebAssembly.Module): string[] {
  return WebAssembly.Module.exports(module).map((entry) => entry.name);
}

describe('the engine module', () => {
  for (const build of ['release', 'debug'] as const) {
    it(`exports exactly the typed surface (${build} build)`, async () => {
      const module = await compiled(build);
      expect([...exportNames(module)].sort()).toEqual([...EXPECTED[build]].sort());
      const imported = WebAssembly.Module.imports(module).map((entry) => `${entry.module}.${entry.name}`);
      expect(imported).toEqual(['env.abort']);
    });
  }

  it('exports the test-only functions in the debug build only', async () => {
    expect(ENGINE_TEST_EXPORT_NAMES.length).toBeGreaterThan(0);
    const release = exportNames(await compiled('release'));
    const debug = exportNames(await compiled('debug'));
    for (const name of ENGINE_TEST_EXPORT_NAMES) {
      expect(release, name).not.toContain(name);
      expect(debug, name).toContain(name);
    }
  });

  it('loads the release build, whose test-only methods say which build has them', async () => {
    const engine = await Engine.create(await compiled('release'));
    expect(() => engine.sampleNormals(530, 0, 10)).toThrow(/only the debug build/);
    expect(() => engine.historyFactors()).toThrow(/only the debug build/);
    expect(() => engine.recordedGrowths(1, 1)).toThrow(/only the debug build/);
  });
});
