import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '@fanout/db/schema';
import type { CoreDeps } from '../deps';

interface KeyRef {
  userId: string;
  key: string;
}

/** Stores the first request's answer, which every repeat of the key then replays. */
export async function completeIdempotencyKey(
  deps: CoreDeps,
  ref: KeyRef & { statusCode: number; contentType: string | null; body: string },
): Promise<void> {
  await deps.db
    .update(idempotencyKeys)
    .set({
      state: 'done',
      statusCode: ref.statusCode,
      contentType: ref.contentType,
      body: ref.body,
    })
    .where(
      and(
        eq(idempotencyKeys.userId, ref.userId),
        eq(idempotencyKeys.key, ref.key),
        eq(idempotencyKeys.state, 'in_progress'),
      ),
    );
}

/**
 * Frees a key whose request ended without an answer worth keeping (a server error, a dropped
 * connection): the client's retry runs the request again, as it would without the header.
 */
export async function releaseIdempotencyKey(deps: CoreDeps, ref: KeyRef): Promise<void> {
  await deps.db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, ref.userId),
        eq(idempotencyKeys.key, ref.key),
        eq(idempotencyKeys.state, 'in_progress'),
      ),
    );
}
