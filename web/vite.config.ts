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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
