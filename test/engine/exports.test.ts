// The engine's export surface (assembly/index.ts) is exactly what the wrapper's typed door
// (core/engine/engine.ts) declares, in both builds: an export added or dropped on one side only
// fails here, not at run time in a browser.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ENGINE_EXPORT_NAMES } from '../../core/engine/engine.js';
import { wasmUrl } from '../../package/load-node.js';

describe('the engine module', () => {
  for (const build of ['release', 'debug'] as const) {
    it(`exports exactly the typed surface (${build} build)`, async () => {
      const module = await WebAssembly.compile(await readFile(wasmUrl(build)));
      const exported = WebAssembly.Module.exports(module).map((entry) => entry.name);
      expect([...exported].sort()).toEqual([...ENGINE_EXPORT_NAMES].sort());
      const imported = WebAssembly.Module.imports(module).map((entry) => `${entry.module}.${entry.name}`);
      expect(imported).toEqual(['env.abort']);
    });
  }
});
