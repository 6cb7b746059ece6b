import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderPublicPages } from './build/prerender-plugin';

// The Fastify server (port 3000) owns these paths; in development Vite forwards them so the
// session cookie stays first-party, exactly as in production where one origin serves both.
const SERVER_ORIGIN = 'http://localhost:3000';
const serverPaths = ['/api', '/trpc', '/mcp', '/healthz', '/readyz'];
// The server accepts mutations from PUBLIC_URL's origin only (ADR 0066). A page served by this dev
// server says `Origin: http://localhost:5173`; the proxy vouches for its own pages alone and passes
// every other Origin on untouched, so a foreign page is still refused.
const proxyTarget: ProxyOptions = {
  target: SERVER_ORIGIN,
  configure: (proxyServer) => {
    proxyServer.on('proxyReq', (proxyReq, req) => {
      if (req.headers.origin === `http://${req.headers.host ?? ''}`) {
        proxyReq.setHeader('origin', SERVER_ORIGIN);
      }
    });
  },
};
const proxy = Object.fromEntries(serverPaths.map((path) => [path, proxyTarget]));
const TRPC_MODULE = /[\\/]node_modules[\\/]@trpc[\\/]/;

export default defineConfig({
  // .br and .gz beside every text file of the build, which the server sends as the browser accepts
  // (ADR 0029): compressed once at build, at the highest levels, never per request.
  plugins: [
    react(),
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(js|mjs|css|html|svg|json|txt|map)$/,
      threshold: 1024,
    }),
    // The public pages as HTML, rendered after the bundle is written (ADR 0075).
    prerenderPublicPages(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we support preloads modules itself (Chromium 66, Firefox 115, Safari 17): the
    // polyfill would only add bytes to the landing page's first script (ADR 0043).
    modulePreload: { polyfill: false },
    // tRPC's packages declare no `sideEffects` (their modules have none), so the client's unused
    // links (WebSocket, SSE, logger) would ride along on the landing page (ADR 0043).
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (TRPC_MODULE.test(id) ? false : undefined) },
    },
  },
  server: { proxy },
  preview: { proxy },
});
