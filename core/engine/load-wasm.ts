// Compiles the engine's .wasm wherever fetch and WebAssembly exist (browsers, workers, Node, Deno):
// from a URL, a fetch Response, the bytes, or a module compiled elsewhere. Browser-safe. The
// package's entry points use it (package/); Node reads files with load-node.ts instead.

/** Where the engine's .wasm can come from. */
export type WasmSource = WebAssembly.Module | URL | string | Response | ArrayBuffer | ArrayBufferView<ArrayBuffer>;

/** The release .wasm as the package ships it: beside this module once compiled
 *  (dist/core/engine/engine.wasm). Written as `new URL('./...', import.meta.url)`, the form
 *  bundlers recognise, so that they emit the file with the bundle. */
export function packagedWasmUrl(): URL {
  return new URL('./engine.wasm', import.meta.url);
}

const WASM_MEDIA_TYPE = 'application/wasm';

async function compileResponse(response: Response): Promise<WebAssembly.Module> {
  if (!response.ok) {
    throw new Error(`the engine's .wasm could not be fetched from ${response.url}: HTTP ${response.status}`);
  }
  // Streaming compilation needs the right media type; a server that sends another gets the bytes compiled.
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === WASM_MEDIA_TYPE) return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

export async function compileWasm(source: WasmSource): Promise<WebAssembly.Module> {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.compile(source);
  if (source instanceof Response) return compileResponse(source);
  return compileResponse(await fetch(source));
}
