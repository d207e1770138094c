// The package's main entry for browsers, workers and bundlers (package.json "exports" ".", every
// condition but "node"). Browser-safe: loadEngine fetches the .wasm the package ships beside the
// compiled wrapper, or takes any other source (a URL, a Response, the bytes, a compiled module).
import { Engine } from '../core/engine/engine.js';
import { compileWasm, packagedWasmUrl, type WasmSource } from '../core/engine/load-wasm.js';

export * from './api.js';

/** A ready engine; one engine runs one projection at a time (each call is synchronous). */
export async function loadEngine(source: WasmSource = packagedWasmUrl()): Promise<Engine> {
  return Engine.create(await compileWasm(source));
}
