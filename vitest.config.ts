import { configDefaults, defineConfig } from 'vitest/config';
import { HANG_LIMIT_MS } from './test/helpers/hang-limit.js';

/** Files that share their worker's modules with the files run before them (docs/operations.md#the-suites-time):
 *  they keep no state in shared modules, start servers only inside the test process, and close the
 *  browsers they launch (test/web) after their tests. Each file imports the service's modules once
 *  per worker instead of once per file. */
const SHARED_MODULES = [
  'bench',
  'docs',
  'engine',
  'http',
  'knowledge',
  'mcp',
  'reference',
  'returns',
  'rules',
  'service',
  'tax',
  'web',
].map((folder) => `test/${folder}/**/*.test.ts`);

export default defineConfig({
  test: {
    setupFiles: ['test/setup/openapi.ts'],
    // The engine pool's worker bundled once, for every server the tests start, and dist/ compiled
    // when stale, for the processes they start (docs/operations.md#the-suites-time).
    globalSetup: ['test/setup/worker-bundle.ts', 'test/setup/compiled-service.ts'],
    // The engine's debug build: an index past an array traps instead of corrupting memory
    // (package/load-node.ts).
    env: { ENGINE_BUILD: 'debug' },
    // Safety nets for a real hang only, never a speed bound: a test's outcome must not depend on
    // the machine's speed (docs/operations.md#tests-on-a-busy-machine).
    testTimeout: HANG_LIMIT_MS,
    hookTimeout: HANG_LIMIT_MS,
    // The machine has two cores; the engine tests are CPU-bound.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED_MODULES, isolate: false } },
      // Processes, browsers, load and signals: each file in a fresh worker.
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SHARED_MODULES],
        },
      },
    ],
  },
});
