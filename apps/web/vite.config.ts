import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Fastify server (port 3000) owns these paths; in development Vite forwards them so the
// session cookie stays first-party, exactly as in production where one origin serves both.
const SERVER_ORIGIN = 'http://localhost:3000';
const serverPaths = ['/api', '/trpc', '/healthz', '/readyz'];
const proxy = Object.fromEntries(serverPaths.map((path) => [path, SERVER_ORIGIN]));

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy },
  preview: { proxy },
});
