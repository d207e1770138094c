import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup/openapi.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The machine has two cores; the engine tests are CPU-bound.
    maxWorkers: 2,
  },
});
