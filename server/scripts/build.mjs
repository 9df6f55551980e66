// Compiles the server to JavaScript in server/dist: what `npm start` and the container image run,
// so production never transpiles TypeScript at start. @kairos/core is bundled in (its package
// points at TypeScript sources); every other package stays an ordinary import from node_modules.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverRoot, 'dist');

/**
 * Packages that are data, not code: their entry point is a JSON file, which Node's ESM loader only
 * imports with an import attribute the source does not carry, so they are bundled in.
 */
const bundledPackages = new Set(['tlds']);

/** Keeps npm packages external, except our own workspace packages, which are sources to compile. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kairos/') || bundledPackages.has(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    seed: 'src/seed.ts',
    // The built-in assistant's thread (modules/assistant/builtin/builtin-pool.ts loads it by name).
    'assistant-worker': 'src/modules/assistant/builtin/builtin-worker.ts',
    // The campaign planner's thread (modules/campaigns/planner-pool.ts loads it by name).
    'campaign-planner-worker': 'src/modules/campaigns/planner-worker.ts',
    // The banner renderer's thread (modules/design/render-pool.ts loads it by name).
    'design-render-worker': 'src/modules/design/render-worker.ts',
    // The import reader's thread (modules/imports/import-read-pool.ts loads it by name).
    'import-read-worker': 'src/modules/imports/import-read-worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22.12',
  sourcemap: true,
  // Chunks sit beside the entry points: server-root.ts resolves paths from its own folder.
  chunkNames: '[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`Server compiled to server/dist in ${Math.round(performance.now() - started)} ms`);
