// The engine pool's worker as one JavaScript file, made once per test run (test/setup/worker-bundle.ts)
// and given to every server a test file starts (start-server.ts). From source, each worker thread
// would otherwise load the TypeScript through tsx on its own: about three times as long to start a
// pool, paid by every server a test starts (docs/operations.md#the-suites-time). Same code, bundled
// by esbuild, which tsx itself uses; the packages stay imports of node_modules.
import { rename } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { WorkerModule } from '../../server/service/worker-pool.js';

/** In build/, so that the engine's `.wasm`, found relative to the loader's module
 *  (package/load-node.ts: `../build/`), is found from the bundle too. */
const BUNDLE = new URL('../../build/projection-worker.test.mjs', import.meta.url);

export const BUNDLED_WORKER: WorkerModule = { filename: BUNDLE.href, execArgv: [] };

/** Writes the bundle (through a temporary file, so a run never loads half of one). */
export async function bundleWorker(): Promise<void> {
  const target = fileURLToPath(BUNDLE);
  const partial = `${target}.${process.pid}.tmp`;
  await esbuild.build({
    entryPoints: [fileURLToPath(new URL('../../server/service/projection-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: partial,
    logLevel: 'warning',
  });
  await rename(partial, target);
}
