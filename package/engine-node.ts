// The package's main entry in Node (package.json "exports" ".", condition "node"): what engine.ts
// exports, with a loadEngine that reads the .wasm from the package's files (Node's fetch reads no
// file: URLs) and takes a file path as well as every source engine.ts takes.
import { readFile } from 'node:fs/promises';
import { Engine } from '../core/engine/engine.js';
import { compileWasm, type WasmSource } from '../core/engine/load-wasm.js';
import { wasmUrl } from './load-node.js';

export * from './api.js';

/** Addresses fetch can read; any other string is a file path or a file: URL. */
const FETCHED = /^(?:https?|data|blob):/i;

function fileSource(source: WasmSource): URL | string | undefined {
  if (source instanceof URL) return source.protocol === 'file:' ? source : undefined;
  if (typeof source !== 'string' || FETCHED.test(source)) return undefined;
  return source.startsWith('file:') ? new URL(source) : source;
}

/** A ready engine: by default the release .wasm of this package; one engine runs one projection at
 *  a time (each call is synchronous). */
export async function loadEngine(source: WasmSource = wasmUrl('release')): Promise<Engine> {
  const file = fileSource(source);
  return Engine.create(await compileWasm(file === undefined ? source : await readFile(file)));
}
