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
    // No manual chunk groups: each route and each lazily opened modal takes its own dependencies
    // into its own chunks, so the first page loads only what it shows (decision 0061).
  },
});
