import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup/openapi.ts'],
    // The engine's debug build: an index past an array traps instead of corrupting memory
    // (package/load-node.ts).
    env: { ENGINE_BUILD: 'debug' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The machine has two cores; the engine tests are CPU-bound.
    maxWorkers: 2,
  },
});
