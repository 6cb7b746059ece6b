import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '@fanout/db/schema';
import { nowOf, type CoreDeps } from '../deps';

/** How long a stored answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A request holding a key longer than this is taken for dead (its process crashed). */
export const IDEMPOTENCY_ABANDONED_MS = 10 * 60_000;
/** How long a repeat waits for the first request's answer before a 409. */
export const IDEMPOTENCY_WAIT_MS = 30_000;
const POLL_MS = 25;

export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; contentType: string | null; body: string }
  | { kind: 'mismatch' }
  | { kind: 'busy' };

interface ClaimOptions {
  userId: string;
  key: string;
  /** SHA-256 of the request's method, path and body. */
  fingerprint: string;
  /** Bounds the wait; a waiting request that gives up answers 409. */
  waitMs?: number;
}

/**
 * Claims an idempotency key for a request (ADR 0093). One statement decides among concurrent
 * requests: the INSERT wins for exactly one of them (the primary key), and it also takes over an
 * expired row or one whose request died. The others read the row: a different fingerprint is a
 * mismatch at once; a finished one is replayed; an unfinished one is polled until it finishes
 * (bounded by `waitMs`, then `busy`).
 */
export async function claimIdempotencyKey(
  deps: CoreDeps,
  options: ClaimOptions,
): Promise<IdempotencyClaim> {
  const { userId, key, fingerprint } = options;
  const deadline = Date.now() + (options.waitMs ?? IDEMPOTENCY_WAIT_MS);
  for (;;) {
    const now = nowOf(deps);
    const abandoned = new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS);
    const claimed = await deps.db
      .insert(idempotencyKeys)
      .values({
        userId,
        key,
        fingerprint,
        state: 'in_progress',
        startedAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          fingerprint,
          state: 'in_progress',
          statusCode: null,
          contentType: null,
          body: null,
          startedAt: now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        },
        // Only a row past its 24 hours, or held by a request that died, is taken over.
        setWhere: sql`${idempotencyKeys.expiresAt} <= ${now.toISOString()}::timestamptz or (${idempotencyKeys.state} = 'in_progress' and ${idempotencyKeys.startedAt} < ${abandoned.toISOString()}::timestamptz)`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { kind: 'claimed' };

    const [row] = await deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    // Released between the two statements (the first request failed): try to claim again.
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.state === 'done' && row.statusCode !== null && row.body !== null) {
      return {
        kind: 'replay',
        statusCode: row.statusCode,
        contentType: row.contentType,
        body: row.body,
      };
    }
    if (Date.now() >= deadline) return { kind: 'busy' };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
