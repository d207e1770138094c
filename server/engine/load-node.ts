// Compiles the engine's .wasm once for Node (the server and its workers).
import { readFile } from 'node:fs/promises';
import { Engine } from './engine.js';

/** The release build ships; the debug build (asconfig.json "debug") traps on an index outside its
 *  array instead of reading or writing past it. The tests run it: vitest.config.ts sets
 *  ENGINE_BUILD=debug, which worker threads inherit. */
export type EngineBuild = 'release' | 'debug';

export function engineBuild(env: NodeJS.ProcessEnv = process.env): EngineBuild {
  const build = env.ENGINE_BUILD ?? 'release';
  if (build !== 'release' && build !== 'debug') throw new Error(`ENGINE_BUILD must be release or debug, not ${build}`);
  return build;
}

/** build/engine.wasm (or engine.debug.wasm) at the project's top level, from server/engine or
 *  dist/server/engine. */
export function wasmUrl(build: EngineBuild = engineBuild()): URL {
  const top = import.meta.url.includes('/dist/server/') ? '../../../' : '../../';
  return new URL(`${top}build/${build === 'debug' ? 'engine.debug.wasm' : 'engine.wasm'}`, import.meta.url);
}

let compiled: Promise<WebAssembly.Module> | undefined;

export function loadEngineModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(wasmUrl()).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

export async function createNodeEngine(): Promise<Engine> {
  return Engine.create(await loadEngineModule());
}
