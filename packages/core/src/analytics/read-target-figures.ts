import { eq } from 'drizzle-orm';
import {
  postTargets,
  socialAccounts,
  targetAnalytics,
  type SocialAccountRow,
  type TargetAnalyticsRow,
} from '@fanout/db/schema';
import { PLATFORM_LABELS } from '@fanout/shared';
import {
  missingFiguresScopes,
  PlatformError,
  type FiguresReader,
  type PublishAccount,
  type RateLimitState,
} from '@fanout/platforms';
import { nowOf, type CoreDeps } from '../deps';
import { NotPublishable, publishAccount } from '../publishing/load-publish-job';
import {
  ACCOUNT_REMOVED,
  failedReadProblem,
  goneProblem,
  noReaderProblem,
  rateLimitedProblem,
  RECONNECT_TO_SEE_ANALYTICS,
  X_READS_OFF,
} from './analytics-problems';
import { analyticsSettings } from './analytics-settings';
import {
  pauseFigureReads,
  recordFigures,
  recordUnread,
  type UnreadSchedule,
} from './analytics-writes';
import { readFollowUpFigures } from './read-follow-up-figures';
import { RATE_LIMIT_WAIT_MS, retryAfterFailure, RETRY_MIN_MS, roundAfter } from './refresh-rounds';

/** One read: a target's scheduled read `round`, or (round null) one its owner asked for. */
export interface FiguresRead {
  targetId: string;
  round: number | null;
}

/** A read under way: its job, its row as read, and the time it is made at. */
interface Pending {
  deps: CoreDeps;
  read: FiguresRead;
  row: TargetAnalyticsRow;
  now: Date;
}

type Unread = 'postponed' | 'reconnect' | 'off' | 'gone';

function recordNoRead(p: Pending, state: Unread, problem: string, schedule: UnreadSchedule) {
  const { deps, read, row, now } = p;
  return recordUnread(deps.db, {
    targetId: row.targetId,
    round: read.round,
    state,
    problem,
    schedule,
    now,
  });
}

/**
 * A read not made this round: the next round tries again (the setting or the account may have
 * changed by then); a read its owner asked for moves nothing.
 */
function skipped({ read, row, now }: Pending): UnreadSchedule {
  return read.round === null
    ? { kind: 'keep' }
    : { kind: 'set', state: roundAfter(row.publishedAt, read.round, now) };
}

/**
 * The analytics job (ADR 0090): reads one published target's figures with its account's token
 * and stores them, or says why it did not. Checked first, without a call (`readable`); then the
 * network's refusals as publishing classes them (`recordRefusal`). Never a failed job for the
 * network's sake: the schedule in the row is what tries again. A read that landed reads the
 * target's published follow-ups next (readFollowUpFigures).
 */
export async function readTargetFigures(deps: CoreDeps, read: FiguresRead): Promise<void> {
  const [found] = await deps.db
    .select({
      row: targetAnalytics,
      account: socialAccounts,
      platformPostId: postTargets.platformPostId,
      handles: postTargets.handles,
    })
    .from(targetAnalytics)
    .innerJoin(postTargets, eq(postTargets.id, targetAnalytics.targetId))
    .leftJoin(socialAccounts, eq(socialAccounts.id, targetAnalytics.socialAccountId))
    .where(eq(targetAnalytics.targetId, read.targetId));
  if (!found) return; // the post was deleted
  // A scheduled read already made (its job ran twice): nothing to do.
  if (read.round !== null && found.row.round !== read.round) return;
  const pending: Pending = { deps, read, row: found.row, now: nowOf(deps) };
  const ready = await readable(pending, found.account, found.platformPostId);
  if (!ready) return;

  const { row, now } = pending;
  let lastSeen: RateLimitState | null = null;
  let values;
  try {
    values = await ready.reader.read({
      platformPostId: ready.platformPostId,
      handles: found.handles,
      publishedAt: row.publishedAt,
      account: ready.account,
      rateLimits: { observe: (state) => (lastSeen = state) },
    });
  } catch (error) {
    await recordRefusal(pending, ready.accountId, error, lastSeen);
    return;
  }
  const next =
    read.round === null
      ? { round: row.round, nextRefreshAt: row.nextRefreshAt }
      : roundAfter(row.publishedAt, read.round, now);
  const written = await recordFigures(deps.db, {
    targetId: row.targetId,
    platform: row.platform,
    round: read.round,
    values,
    next,
    now,
  });
  // The answer said no reads remain until a reset: none is made before it.
  const seen = lastSeen as RateLimitState | null;
  if (seen?.remaining === 0 && seen.resetAt && seen.resetAt > now) {
    await pauseFigureReads(deps.db, ready.accountId, seen.resetAt);
    return;
  }
  // Its replies or first comment, with the same account and token, right after.
  if (written) {
    await readFollowUpFigures(deps, {
      targetId: row.targetId,
      platform: row.platform,
      reader: ready.reader,
      account: ready.account,
      accountId: ready.accountId,
      grantedScopes: found.account?.scopes ?? [],
      now,
    });
  }
}

/**
 * What must hold before a call, each checked without one: the account still there, the network's
 * figures read on this server (X's only with ANALYTICS_X_READS), the account connected with the
 * scopes the reader needs and working, and not paused by its network (publishing's pause or
 * analytics' own). The reader and the account with a fresh token, or null once the reason was
 * recorded.
 */
async function readable(
  p: Pending,
  account: SocialAccountRow | null,
  platformPostId: string | null,
): Promise<{
  reader: FiguresReader;
  account: PublishAccount;
  accountId: string;
  platformPostId: string;
} | null> {
  const { deps, row, now } = p;
  const { platform } = row;
  if (!account || account.ownerId !== row.ownerId || !platformPostId) {
    await recordNoRead(p, 'gone', account ? goneProblem(platform) : ACCOUNT_REMOVED, {
      kind: 'stop',
    });
    return null;
  }
  if (platform === 'twitter' && !analyticsSettings(deps).xReads) {
    await recordNoRead(p, 'off', X_READS_OFF, skipped(p));
    return null;
  }
  const reader = deps.figuresReaders?.[platform];
  if (!reader) {
    await recordNoRead(p, 'off', noReaderProblem(platform), skipped(p));
    return null;
  }
  if (
    account.status === 'needs_attention' ||
    missingFiguresScopes(reader, account.scopes).length > 0
  ) {
    await recordNoRead(p, 'reconnect', RECONNECT_TO_SEE_ANALYTICS, skipped(p));
    return null;
  }
  const pausedUntil = Math.max(
    account.rateLimitedUntil?.getTime() ?? 0,
    account.analyticsPausedUntil?.getTime() ?? 0,
  );
  if (pausedUntil > now.getTime()) {
    const at = new Date(pausedUntil);
    await recordNoRead(p, 'postponed', rateLimitedProblem(platform), { kind: 'retry', at });
    return null;
  }
  try {
    // The same account and fresh token as publishing's (a Facebook Page's own token included).
    const input = await publishAccount(deps, account, PLATFORM_LABELS[platform]);
    return { reader, account: input, accountId: account.id, platformPostId };
  } catch (error) {
    if (!(error instanceof NotPublishable)) throw error;
    const { errorClass, message } = error.failure;
    await recordNoRead(
      p,
      'reconnect',
      errorClass === 'auth' ? RECONNECT_TO_SEE_ANALYTICS : message,
      skipped(p),
    );
    return null;
  }
}

/**
 * The network refused: a 429 postpones the read to its retry time and pauses the account's reads
 * until then (the last figures kept, the round unchanged); `auth` asks to reconnect;
 * `invalid_content` is a post no longer there (no read again); anything else is tried again later.
 */
async function recordRefusal(
  p: Pending,
  accountId: string,
  error: unknown,
  lastSeen: RateLimitState | null,
): Promise<void> {
  const { deps, row, now } = p;
  const { platform } = row;
  if (!(error instanceof PlatformError)) {
    deps.logger.warn({ targetId: row.targetId, platform, err: error }, 'figures read failed');
  }
  const refusal = error instanceof PlatformError ? error.errorClass : 'transient';
  if (refusal === 'rate_limited') {
    const retryAt = (error as PlatformError).retryAt ?? lastSeen?.resetAt ?? null;
    const until = retryAt && retryAt > now ? retryAt : new Date(now.getTime() + RATE_LIMIT_WAIT_MS);
    await pauseFigureReads(deps.db, accountId, until);
    await recordNoRead(p, 'postponed', rateLimitedProblem(platform), { kind: 'retry', at: until });
  } else if (refusal === 'auth') {
    await recordNoRead(p, 'reconnect', RECONNECT_TO_SEE_ANALYTICS, skipped(p));
  } else if (refusal === 'invalid_content') {
    await recordNoRead(p, 'gone', goneProblem(platform), { kind: 'stop' });
  } else {
    await recordNoRead(p, 'postponed', failedReadProblem(platform), retryOf(p));
  }
}

/** A read that failed for a passing reason: later (retryAfterFailure), or its round given up. */
function retryOf({ read, row, now }: Pending): UnreadSchedule {
  if (read.round === null) return { kind: 'retry', at: new Date(now.getTime() + RETRY_MIN_MS) };
  const retryAt = retryAfterFailure(row.publishedAt, read.round, now);
  return retryAt
    ? { kind: 'retry', at: retryAt }
    : { kind: 'set', state: roundAfter(row.publishedAt, read.round, now) };
}
