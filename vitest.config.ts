import { defineConfig } from 'vitest/config';
import { HANG_LIMIT_MS } from './test/helpers/hang-limit.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup/openapi.ts'],
    // The engine pool's worker bundled once, for every server the tests start
    // (docs/operations.md#the-suites-time).
    globalSetup: ['test/setup/worker-bundle.ts'],
    // The engine's debug build: an index past an array traps instead of corrupting memory
    // (package/load-node.ts).
    env: { ENGINE_BUILD: 'debug' },
    // Safety nets for a real hang only, never a speed bound: a test's outcome must not depend on
    // the machine's speed (docs/operations.md#tests-on-a-busy-machine).
    testTimeout: HANG_LIMIT_MS,
    hookTimeout: HANG_LIMIT_MS,
    // The machine has two cores; the engine tests are CPU-bound.
    maxWorkers: 2,
  },
});
