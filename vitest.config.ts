import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: run files in parallel on two workers at most, so that end-to-end tests that
    // spawn processes do not starve each other.
    maxWorkers: 2,
  },
});
