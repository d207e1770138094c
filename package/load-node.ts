// Compiles the engine's .wasm once for Node (the server and its workers).
import { readFile } from 'node:fs/promises';
import { Engine } from '../core/engine/engine.js';
import { packagedWasmUrl } from '../core/engine/load-wasm.js';

/** The release build ships; the debug build (asconfig.json "debug") traps on an index outside its
 *  array instead of reading or writing past it, and also exports what only tests use (its entry is
 *  assembly/testing.ts). The tests run it: vitest.config.ts sets ENGINE_BUILD=debug, which worker
 *  threads inherit. */
export type EngineBuild = 'release' | 'debug';

function engineBuild(env: NodeJS.ProcessEnv = process.env): EngineBuild {
  const build = env.ENGINE_BUILD ?? 'release';
  if (build !== 'release' && build !== 'debug') throw new Error(`ENGINE_BUILD must be release or debug, not ${build}`);
  return build;
}

/** The .wasm of a build: build/ at the project's top level when running from the sources; beside
 *  the compiled wrapper in dist/core/engine/, where scripts/ensure-built.mjs copies both builds
 *  and the package ships the release build. */
export function wasmUrl(build: EngineBuild = engineBuild()): URL {
  const file = build === 'debug' ? 'engine.debug.wasm' : 'engine.wasm';
  if (!import.meta.url.includes('/dist/package/')) return new URL(`../build/${file}`, import.meta.url);
  return build === 'release' ? packagedWasmUrl() : new URL(`../core/engine/${file}`, import.meta.url);
}

let compiled: Promise<WebAssembly.Module> | undefined;

export function loadEngineModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(wasmUrl()).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

export async function createNodeEngine(): Promise<Engine> {
  return Engine.create(await loadEngineModule());
}
