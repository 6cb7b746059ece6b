import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { followUpAnalytics, postFollowUps } from '@fanout/db/schema';
import { figuresOfFollowUp, THREAD_REPLIES_MAX, type Platform } from '@fanout/shared';
import {
  missingCommentScopes,
  PlatformError,
  type FiguresReader,
  type PublishAccount,
  type RateLimitState,
} from '@fanout/platforms';
import type { CoreDeps } from '../deps';
import { commentScopesProblem, failedReadProblem, followUpGoneProblem } from './analytics-problems';
import { pauseFigureReads } from './analytics-writes';
import { recordFollowUpFigures, recordFollowUpProblem } from './follow-up-analytics-writes';
import { RATE_LIMIT_WAIT_MS } from './refresh-rounds';

/** A target's read that succeeded: what its follow-ups are read with. */
export interface FollowUpsRead {
  targetId: string;
  platform: Platform;
  reader: FiguresReader;
  /** The account with the fresh token the target was read with. Never logged. */
  account: PublishAccount;
  accountId: string;
  /** The scopes the account was granted (empty: its network did not say). */
  grantedScopes: readonly string[];
  now: Date;
}

/** The most follow-ups a target has: a thread's replies (a first comment is one). */
const FOLLOW_UPS_MAX = THREAD_REPLIES_MAX + 1;

/**
 * A target's published follow-ups, read right after its own figures with the same account and
 * token (ADR 0090 "Follow-ups"), in position order, at most FOLLOW_UPS_MAX: a thread's reply with
 * the network's post reader (a reply is a post there), a first comment with `readComment`. A 429
 * — or an answer saying no call remains — pauses the account's reads as the target's would and
 * ends this round's follow-ups (the rest keep their last figures); `auth` ends them quietly (the
 * target's own read will say "Reconnect"); a follow-up deleted on the network says so on its row,
 * is never read again, and the others go on, as after any other failure. Nothing here fails the target's read.
 */
export async function readFollowUpFigures(deps: CoreDeps, read: FollowUpsRead): Promise<void> {
  try {
    await readAll(deps, read);
  } catch (error) {
    deps.logger.warn(
      { targetId: read.targetId, platform: read.platform, err: error },
      "follow-ups' figures read failed",
    );
  }
}

async function readAll(deps: CoreDeps, read: FollowUpsRead): Promise<void> {
  const { targetId, platform, reader, now } = read;
  const items = await deps.db
    .select({
      id: postFollowUps.id,
      kind: postFollowUps.kind,
      platformPostId: postFollowUps.platformPostId,
      handles: postFollowUps.handles,
      publishedAt: postFollowUps.publishedAt,
      problem: followUpAnalytics.problem,
    })
    .from(postFollowUps)
    .leftJoin(followUpAnalytics, eq(followUpAnalytics.followUpId, postFollowUps.id))
    .where(
      and(
        eq(postFollowUps.targetId, targetId),
        eq(postFollowUps.state, 'published'),
        isNotNull(postFollowUps.platformPostId),
      ),
    )
    .orderBy(asc(postFollowUps.position))
    .limit(FOLLOW_UPS_MAX);
  const missing = missingCommentScopes(reader, read.grantedScopes);
  for (const item of items) {
    const of = figuresOfFollowUp(item.kind);
    const readItem = of === 'post' ? reader.read : reader.readComment;
    if (!readItem) continue; // this network reads no comment's figures
    const row = { followUpId: item.id, targetId };
    // Deleted on the network: never read again (an X read costs money).
    if (item.problem === followUpGoneProblem(platform, item.kind)) continue;
    if (of === 'comment' && missing.length > 0) {
      await recordFollowUpProblem(deps.db, {
        ...row,
        problem: commentScopesProblem(platform, missing),
      });
      continue;
    }
    let lastSeen: RateLimitState | null = null;
    try {
      const values = await readItem.call(reader, {
        platformPostId: item.platformPostId ?? '',
        handles: item.handles,
        publishedAt: item.publishedAt ?? now,
        account: read.account,
        rateLimits: { observe: (state) => (lastSeen = state) },
      });
      await recordFollowUpFigures(deps.db, { ...row, platform, of, values, now });
    } catch (error) {
      const refusal = error instanceof PlatformError ? error.errorClass : 'transient';
      if (refusal === 'rate_limited') {
        const retryAt =
          (error as PlatformError).retryAt ?? (lastSeen as RateLimitState | null)?.resetAt ?? null;
        const until =
          retryAt && retryAt > now ? retryAt : new Date(now.getTime() + RATE_LIMIT_WAIT_MS);
        await pauseFigureReads(deps.db, read.accountId, until);
        return;
      }
      if (refusal === 'auth') return;
      if (!(error instanceof PlatformError)) {
        deps.logger.warn(
          { followUpId: item.id, platform, err: error },
          'follow-up figures read failed',
        );
      }
      const problem =
        refusal === 'invalid_content'
          ? followUpGoneProblem(platform, item.kind)
          : failedReadProblem(platform);
      await recordFollowUpProblem(deps.db, { ...row, problem });
      continue;
    }
    // The answer said no reads remain until a reset: the rest wait for the next round.
    const seen = lastSeen as RateLimitState | null;
    if (seen?.remaining === 0 && seen.resetAt && seen.resetAt > now) {
      await pauseFigureReads(deps.db, read.accountId, seen.resetAt);
      return;
    }
  }
}
