import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server of `npm run dev:server`; in production the server itself serves web/dist.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': apiServer, '/maintenance': apiServer },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // No catch-all vendor chunk: each route and each lazily opened modal takes its own dependencies
    // into its own chunks, so the first page loads only what it shows (decision 0061). Zod gets a
    // chunk of its own: the routes share it, and left alone the bundler merges it into a chunk the
    // first page loads, though the shell does not use it.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] } },
    },
  },
});
