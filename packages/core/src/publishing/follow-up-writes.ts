import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { postFollowUps, postTargets, type PostFollowUpRow } from '@fanout/db/schema';
import type { CoreDeps } from '../deps';

/**
 * Every write of a follow-up's publishing state (ADR 0084), fenced like a target's (ADR 0020): a
 * run claims a target's unfinished follow-ups under a new token, and each later write lands only
 * while the rows still carry it, so two runs can never both send one reply.
 */

/** The target a run's follow-ups hang on, as the claim read it. */
export interface FollowUpTarget {
  id: string;
  ownerId: string;
  postId: string;
  platform: (typeof postTargets.$inferSelect)['platform'];
  socialAccountId: string | null;
  platformPostId: string;
  handles: Record<string, string>;
  /** The owner's retries of the target: a notification is one per target and round. */
  userRetries: number;
}

export type FollowUpClaim =
  | { outcome: 'claimed'; token: string; target: FollowUpTarget; rows: PostFollowUpRow[] }
  /** Nothing to do: the target is not published (yet), or every follow-up has ended. */
  | { outcome: 'none' }
  /** Another run holds them until its lease ends. */
  | { outcome: 'held'; until: Date }
  /** The first unfinished one waits for its next try. */
  | { outcome: 'later'; at: Date };

const OPEN = ['pending', 'sending'] as const;

/**
 * Takes the target's unfinished follow-ups for one run: in one transaction holding their rows, so
 * of two runs that arrive together one claims and the other sees it held.
 */
export async function claimFollowUps(
  deps: CoreDeps,
  targetId: string,
  now: Date,
  leaseMs: number,
): Promise<FollowUpClaim> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(postFollowUps)
      .where(eq(postFollowUps.targetId, targetId))
      .orderBy(asc(postFollowUps.position))
      .for('update');
    const open = rows.filter((row) => OPEN.some((state) => state === row.state));
    if (open.length === 0) return { outcome: 'none' };
    const [target] = await tx
      .select({
        id: postTargets.id,
        ownerId: postTargets.ownerId,
        postId: postTargets.postId,
        platform: postTargets.platform,
        socialAccountId: postTargets.socialAccountId,
        state: postTargets.state,
        platformPostId: postTargets.platformPostId,
        handles: postTargets.handles,
        userRetries: postTargets.userRetries,
      })
      .from(postTargets)
      .where(eq(postTargets.id, targetId));
    if (!target || target.state !== 'published') return { outcome: 'none' };
    if (!target.platformPostId) {
      // Marked published by its owner (ADR 0054): nothing on the platform can be replied to.
      await tx
        .update(postFollowUps)
        .set({
          state: 'failed',
          errorClass: 'not_sent',
          errorMessage:
            'Not sent: the post was marked published by hand, so its id on the network is unknown and nothing can reply to it.',
          updatedAt: now,
        })
        .where(
          inArray(
            postFollowUps.id,
            open.map((row) => row.id),
          ),
        );
      return { outcome: 'none' };
    }
    const held = open.find((row) => row.leaseExpiresAt && row.leaseExpiresAt > now);
    if (held?.leaseExpiresAt) return { outcome: 'held', until: held.leaseExpiresAt };
    const next = open[0]?.nextTryAt;
    if (next && next > now) return { outcome: 'later', at: next };
    const token = randomUUID();
    const claimed = await tx
      .update(postFollowUps)
      .set({
        claimToken: token,
        leaseExpiresAt: new Date(now.getTime() + leaseMs),
        nextTryAt: null,
        updatedAt: now,
      })
      .where(
        inArray(
          postFollowUps.id,
          open.map((row) => row.id),
        ),
      )
      .returning();
    const byId = new Map(claimed.map((row) => [row.id, row]));
    return {
      outcome: 'claimed',
      token,
      target: { ...target, platformPostId: target.platformPostId },
      rows: rows.map((row) => byId.get(row.id) ?? row),
    };
  });
}

function heldBy(id: string, token: string) {
  return and(eq(postFollowUps.id, id), eq(postFollowUps.claimToken, token));
}

/** Pushes the run's lease forward (its heartbeat); false once a successor holds the rows. */
export async function renewFollowUpLease(
  deps: CoreDeps,
  targetId: string,
  token: string,
  until: Date,
): Promise<boolean> {
  const rows = await deps.db
    .update(postFollowUps)
    .set({ leaseExpiresAt: until })
    .where(and(eq(postFollowUps.targetId, targetId), eq(postFollowUps.claimToken, token)))
    .returning({ id: postFollowUps.id });
  return rows.length > 0;
}

/** Saves an adapter's handle while the run holds the row. */
export async function saveFollowUpHandle(
  deps: CoreDeps,
  id: string,
  token: string,
  handles: Record<string, string>,
): Promise<boolean> {
  const rows = await deps.db
    .update(postFollowUps)
    .set({ handles: sql`${postFollowUps.handles} || ${JSON.stringify(handles)}::jsonb` })
    .where(heldBy(id, token))
    .returning({ id: postFollowUps.id });
  return rows.length > 0;
}

/**
 * Just before the call that makes it public: `sending`, with the handles the read-back of a lost
 * answer needs, and the lease renewed. The renewed lease's end, or null when the claim was lost.
 */
export async function markFollowUpSending(
  deps: CoreDeps,
  id: string,
  token: string,
  handles: Readonly<Record<string, string>>,
  now: Date,
  leaseMs: number,
): Promise<Date | null> {
  const until = new Date(now.getTime() + leaseMs);
  const rows = await deps.db
    .update(postFollowUps)
    .set({
      state: 'sending',
      irreversibleAt: now,
      handles: sql`${postFollowUps.handles} || ${JSON.stringify(handles)}::jsonb`,
      updatedAt: now,
    })
    .where(heldBy(id, token))
    .returning({ id: postFollowUps.id });
  if (rows.length === 0) return null;
  // Every row of the run shares the lease.
  await deps.db
    .update(postFollowUps)
    .set({ leaseExpiresAt: until })
    .where(eq(postFollowUps.claimToken, token));
  return until;
}

/** The platform says a `sending` one does not exist: it may be sent again. */
export async function clearFollowUpSending(
  deps: CoreDeps,
  id: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const rows = await deps.db
    .update(postFollowUps)
    .set({ state: 'pending', irreversibleAt: null, updatedAt: now })
    .where(and(heldBy(id, token), eq(postFollowUps.state, 'sending')))
    .returning({ id: postFollowUps.id });
  return rows.length > 0;
}

/** Published: its id, link and what the next reply needs; the claim on it ends. */
export async function recordFollowUp(
  deps: CoreDeps,
  id: string,
  token: string,
  result: { platformPostId: string; url: string | null; handles: Readonly<Record<string, string>> },
  now: Date,
): Promise<boolean> {
  const rows = await deps.db
    .update(postFollowUps)
    .set({
      state: 'published',
      platformPostId: result.platformPostId,
      platformPostUrl: result.url,
      handles: sql`${postFollowUps.handles} || ${JSON.stringify(result.handles)}::jsonb`,
      errorClass: null,
      errorMessage: null,
      claimToken: null,
      leaseExpiresAt: null,
      publishedAt: now,
      updatedAt: now,
    })
    .where(heldBy(id, token))
    .returning({ id: postFollowUps.id });
  return rows.length > 0;
}

/**
 * Ended without going out (or unconfirmed), each with its own message; the claim on them ends. One
 * statement for all of them: the messages ride in a VALUES list joined on the id.
 */
export async function failFollowUps(
  deps: CoreDeps,
  token: string,
  failures: ReadonlyArray<{ id: string; errorClass: string; message: string }>,
  now: Date,
): Promise<void> {
  if (failures.length === 0) return;
  const rows = sql.join(
    failures.map(
      (failure) => sql`(${failure.id}::uuid, ${failure.errorClass}, ${failure.message})`,
    ),
    sql`, `,
  );
  await deps.db.execute(sql`
    update ${postFollowUps}
    set state = 'failed', error_class = failure.error_class, error_message = failure.message,
        claim_token = null, lease_expires_at = null, updated_at = ${now.toISOString()}::timestamptz
    from (values ${rows}) as failure (id, error_class, message)
    where ${postFollowUps.id} = failure.id and ${postFollowUps.claimToken} = ${token}`);
}

/**
 * The run stops before the end: its rows are free again, the first one not tried before `nextTryAt`
 * (a temporary failure's or a rate limit's wait, one more of its tries) and showing why.
 */
export async function releaseFollowUps(
  deps: CoreDeps,
  token: string,
  wait: { firstId: string; nextTryAt: Date; errorClass: string; message: string } | null,
  now: Date,
): Promise<void> {
  if (wait) {
    await deps.db
      .update(postFollowUps)
      .set({
        nextTryAt: wait.nextTryAt,
        tries: sql`${postFollowUps.tries} + 1`,
        errorClass: wait.errorClass,
        errorMessage: wait.message,
      })
      .where(heldBy(wait.firstId, token));
  }
  await deps.db
    .update(postFollowUps)
    .set({ claimToken: null, leaseExpiresAt: null, updatedAt: now })
    .where(eq(postFollowUps.claimToken, token));
}

/**
 * The owner's "retry" (ADR 0084): the target's failed replies or first comment are pending again
 * with their tries and errors cleared, so the follow-ups job sends them — still in order, after the
 * ones already out. Answers how many were reopened.
 */
export async function reopenFailedFollowUps(
  deps: CoreDeps,
  targetId: string,
  now: Date,
): Promise<number> {
  const rows = await deps.db
    .update(postFollowUps)
    .set({
      state: 'pending',
      tries: 0,
      nextTryAt: null,
      errorClass: null,
      errorMessage: null,
      irreversibleAt: null,
      claimToken: null,
      leaseExpiresAt: null,
      updatedAt: now,
    })
    .where(and(eq(postFollowUps.targetId, targetId), eq(postFollowUps.state, 'failed')))
    .returning({ id: postFollowUps.id });
  return rows.length;
}
