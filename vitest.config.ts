import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores on every machine here; each server test file boots its own database.
    maxWorkers: 2,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: ['core', 'server', 'web'],
  },
});
