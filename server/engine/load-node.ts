// Compiles the engine's .wasm once for Node (the server and, later, its workers).
import { readFile } from 'node:fs/promises';
import { Engine } from './engine.js';

/** build/engine.wasm at the project's top level, from server/engine or dist/server/engine. */
export function wasmUrl(): URL {
  const compiled = import.meta.url.includes('/dist/server/');
  return new URL(compiled ? '../../../build/engine.wasm' : '../../build/engine.wasm', import.meta.url);
}

let compiled: Promise<WebAssembly.Module> | undefined;

export function loadEngineModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(wasmUrl()).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

export async function createNodeEngine(): Promise<Engine> {
  return Engine.create(await loadEngineModule());
}
