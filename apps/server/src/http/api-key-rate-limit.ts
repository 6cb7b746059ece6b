import type { FastifyInstance } from 'fastify';
import { AppError } from '@fanout/shared';

const WINDOW_MS = 60_000;
const POLICY = 'per-key';

interface Window {
  start: number;
  used: number;
}

/**
 * Requests per minute per API key (ADR 0093), in fixed one-minute windows counted by this process
 * (several server processes each allow the limit, like the sign-in limits). Every answer to a key
 * carries the IETF headers, `RateLimit-Policy: "per-key";q=<limit>;w=60` and
 * `RateLimit: "per-key";r=<remaining>;t=<seconds to reset>`; past the limit, 429 with
 * `Retry-After`. Session requests are not counted here.
 */
export function registerApiKeyRateLimit(app: FastifyInstance, limitPerMinute: number): void {
  const windows = new Map<string, Window>();
  let windowsOf = 0;
  app.addHook('onRequest', async (request, reply) => {
    const key = request.apiKeyAuth?.key;
    if (!key) return;
    const now = Date.now();
    const start = now - (now % WINDOW_MS);
    // Forget the last minute's counters when a new one begins: memory stays one entry per live key.
    if (start !== windowsOf) {
      windows.clear();
      windowsOf = start;
    }
    const window = windows.get(key.id) ?? { start, used: 0 };
    windows.set(key.id, window);
    window.used += 1;
    const resetSeconds = Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000));
    const remaining = Math.max(0, limitPerMinute - window.used);
    reply.header('ratelimit-policy', `"${POLICY}";q=${limitPerMinute};w=${WINDOW_MS / 1000}`);
    reply.header('ratelimit', `"${POLICY}";r=${remaining};t=${resetSeconds}`);
    if (window.used > limitPerMinute) {
      reply.header('retry-after', String(resetSeconds));
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many requests with this API key: at most ${limitPerMinute} a minute. Try again in ${resetSeconds} s.`,
      );
    }
  });
}
