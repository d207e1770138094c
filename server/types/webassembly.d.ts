// The part of the WebAssembly JavaScript API that the engine wrapper (core/engine/engine.ts) and
// its loaders (core/engine/load-wasm.ts, load-node.ts) use. TypeScript declares WebAssembly only in its DOM
// and WebWorker libs and @types/node 20 not at all, so the server, compiled without the DOM lib
// (tsconfig.json), takes these from here; Node provides the global itself. The engine wrapper's own
// check (tsconfig.engine.json) and the page's use the DOM lib's declarations instead.
declare namespace WebAssembly {
  interface Module {}
  var Module: { prototype: Module; new (bytes: ArrayBufferView | ArrayBuffer): Module };
  interface Memory {
    readonly buffer: ArrayBuffer;
  }
  interface Instance {
    readonly exports: Record<string, unknown>;
  }
  type Imports = Record<string, Record<string, unknown>>;
  function compile(bytes: ArrayBufferView | ArrayBuffer): Promise<Module>;
  function compileStreaming(source: Response | PromiseLike<Response>): Promise<Module>;
  function instantiate(module: Module, imports?: Imports): Promise<Instance>;
}
