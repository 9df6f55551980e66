import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own server on its own database, so the files share nothing but the
    // modules: a worker imports them once, not once per file (decision 0138).
    isolate: false,
  },
});
