import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
} from '@fanout/core/idempotency';
import { AppError } from '@fanout/shared';
import type { AppDeps } from './app-deps';

interface HeldKey {
  userId: string;
  key: string;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency key this request holds until its answer is stored (ADR 0093). */
    idempotency: HeldKey | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * What must match for a repeat to be "the same request": method, path with query, and body. A
 * multipart upload is a stream not yet read here: its size (Content-Length) stands for its body.
 */
function fingerprintOf(request: FastifyRequest): string {
  const hash = createHash('sha256');
  hash.update(`${request.method} ${request.url}\n`);
  if (request.headers['content-type']?.startsWith('multipart/')) {
    hash.update(`multipart ${request.headers['content-length'] ?? 'chunked'}`);
  } else if (request.body !== undefined) {
    hash.update(JSON.stringify(request.body) ?? '');
  }
  return hash.digest('hex');
}

function isRestPath(url: string): boolean {
  return url.startsWith('/api/');
}

/**
 * `Idempotency-Key` on every POST under /api (ADR 0093): one hook for all of them, the routes that
 * exist and those to come. The first request with a key (per user) runs; its answer (status, type,
 * body) is stored for 24 hours and replayed to every repeat with the same method, path and body,
 * with `Idempotent-Replayed: true`. A repeat with another body is 422; a repeat that arrives while
 * the first still runs waits for its answer (bounded: 409 after 30 s). A server error or a dropped
 * request frees the key, so the retry runs again. Requests without a signed-in caller (sign-up,
 * sign-in) have no owner to key by: the header is ignored there.
 */
export function registerIdempotency(app: FastifyInstance, deps: AppDeps): void {
  const { core } = deps;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !isRestPath(request.url)) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new AppError(
        'BAD_REQUEST',
        'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice)',
      );
    }
    if (!request.auth) return;
    const userId = request.auth.user.id;
    const claim = await claimIdempotencyKey(core, {
      userId,
      key: header,
      fingerprint: fingerprintOf(request),
    });
    switch (claim.kind) {
      case 'claimed':
        request.idempotency = { userId, key: header, settled: false };
        return;
      case 'replay':
        reply.code(claim.statusCode).header('idempotent-replayed', 'true');
        if (claim.contentType) reply.header('content-type', claim.contentType);
        return reply.send(claim.body);
      case 'mismatch':
        throw new AppError(
          'UNPROCESSABLE_CONTENT',
          'This Idempotency-Key was already used for a different request (another path or body): send a new key for a new request',
        );
      case 'busy':
        throw new AppError(
          'CONFLICT',
          'A request with this Idempotency-Key is still running: retry in a moment to get its answer',
        );
    }
  });

  // Synchronous on purpose: the REST adapter ends its answer through `reply.send` and would send
  // again (an empty body) if this hook awaited. The answer is stored in the background; a repeat
  // that arrives first finds the row still in progress and waits for it.
  app.addHook('onSend', (request, reply, payload, done) => {
    const held = request.idempotency;
    if (held && !held.settled) {
      held.settled = true;
      const storable = typeof payload === 'string' || Buffer.isBuffer(payload);
      const type = reply.getHeader('content-type');
      const stored =
        reply.statusCode >= 500 || !storable
          ? releaseIdempotencyKey(core, held)
          : completeIdempotencyKey(core, {
              ...held,
              statusCode: reply.statusCode,
              contentType: typeof type === 'string' ? type : null,
              body: payload.toString(),
            });
      stored.catch((error: unknown) => {
        request.log.error({ err: error }, 'idempotency: storing an answer failed');
      });
    }
    done(null, payload);
  });

  // A request that ended without an answer (the client went away mid-way) frees its key.
  const release = async (request: FastifyRequest) => {
    const held = request.idempotency;
    if (!held || held.settled) return;
    held.settled = true;
    await releaseIdempotencyKey(core, held).catch((error: unknown) => {
      request.log.warn({ err: error }, 'idempotency: releasing a key failed');
    });
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
