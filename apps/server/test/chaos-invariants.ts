import { eq, inArray } from 'drizzle-orm';
import {
  creditTransactions,
  postTargetAttempts,
  postTargets,
  posts,
  users,
} from '@fanout/db/schema';
import type { TestDatabase } from '@fanout/db/testing';
import { CREDITS_PER_PLATFORM, INSUFFICIENT_CREDITS, type Platform } from '@fanout/shared';

const ENDED = new Set(['published', 'unconfirmed', 'failed']);

/**
 * The posts each platform holds: the sandbox controller of an in-process server, or the lists a
 * test read through the control API of a sandbox in another process.
 */
export interface PlatformPosts {
  publishing: { posts(platform: Platform): readonly { id: string; text: string }[] };
}

/** What a chaos round left behind, counted, so a test can show the chaos really happened. */
export interface ChaosOutcome {
  states: Record<string, number>;
  charged: number;
  refunded: number;
  /** Failed for want of credits: never charged. */
  refusedForCredits: number;
  /** Targets claimed more than once (a run died or gave the target back). */
  rerun: number;
  /** Attempts never finished: their run was killed mid-way. */
  unfinishedAttempts: number;
  /** Targets with such an attempt: a later run had to take over from a dead one. */
  killedMidRun: number;
  /** Runs that found, on waking, that a successor had taken their target over, and stopped. */
  claimLost: number;
}

/**
 * Whether a platform post carries our post's text. A Pin shows its title above its description:
 * the sandbox holds "title\ndescription", the description being our text (the title its first line).
 */
export function holdsText(platform: Platform, held: string, text: string | null): boolean {
  if (held === text) return true;
  return platform === 'pinterest' && text !== null && held.endsWith(`\n${text}`);
}

/**
 * The exactly-once promise, checked for every target of one user's posts (ARCHITECTURE.md
 * "Publishing exactly once"): each target ended published (exactly one post on the platform, the
 * one recorded), unconfirmed (a message, at most one post) or failed (a message, no post) — never
 * two posts — and the ledger charged 3 credits once per published or unconfirmed target, refunded
 * every charged failure, and sums to the cached balance, never below zero. Returns the violations
 * (empty when the promise held) and the counts.
 */
export async function checkExactlyOnce(
  database: TestDatabase,
  sandbox: PlatformPosts,
  userId: string,
  /** Credits granted or topped up outside publishing (sign-up grant, adjustments). */
  expectedNonPublishing: number,
): Promise<{ violations: string[]; outcome: ChaosOutcome }> {
  const { db } = database;
  const targets = await db
    .select({ target: postTargets, text: posts.textContent })
    .from(postTargets)
    .innerJoin(posts, eq(posts.id, postTargets.postId))
    .where(eq(postTargets.ownerId, userId));
  const ids = targets.map(({ target }) => target.id);
  const attempts = ids.length
    ? await db.select().from(postTargetAttempts).where(inArray(postTargetAttempts.targetId, ids))
    : [];
  const ledger = await db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  const [user] = await db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));

  const violations: string[] = [];
  const outcome: ChaosOutcome = {
    states: {},
    charged: 0,
    refunded: 0,
    refusedForCredits: 0,
    rerun: 0,
    unfinishedAttempts: attempts.filter((attempt) => attempt.finishedAt === null).length,
    killedMidRun: 0,
    claimLost: attempts.filter((attempt) => attempt.outcome === 'claim_lost').length,
  };
  if (targets.length === 0) violations.push('the user has no targets: nothing was checked');

  for (const { target, text } of targets) {
    const name = `${target.platform} target ${target.id} (${target.state}, run ${target.runCount})`;
    outcome.states[target.state] = (outcome.states[target.state] ?? 0) + 1;
    if (target.runCount > 1) outcome.rerun += 1;
    if (attempts.some((a) => a.targetId === target.id && a.finishedAt === null)) {
      outcome.killedMidRun += 1;
    }

    const onPlatform = sandbox.publishing
      .posts(target.platform)
      .filter((post) => holdsText(target.platform, post.text, text));
    const charges = ledger.filter(
      (row) => row.kind === 'publish_charge' && row.reference === target.id,
    );
    const refunds = ledger.filter((row) => row.kind === 'refund' && row.reference === target.id);
    outcome.charged += charges.length;
    outcome.refunded += refunds.length;

    if (!ENDED.has(target.state)) violations.push(`${name}: did not end`);
    if (onPlatform.length > 1) {
      violations.push(`${name}: published ${onPlatform.length} times on the platform`);
    }
    if (charges.some((row) => row.amount !== -CREDITS_PER_PLATFORM)) {
      violations.push(`${name}: a charge is not −${CREDITS_PER_PLATFORM}`);
    }
    if (refunds.some((row) => row.amount !== CREDITS_PER_PLATFORM)) {
      violations.push(`${name}: a refund is not +${CREDITS_PER_PLATFORM}`);
    }

    if (target.state === 'published') {
      if (onPlatform.length !== 1) violations.push(`${name}: ${onPlatform.length} platform posts`);
      else if (onPlatform[0]?.id !== target.platformPostId) {
        violations.push(
          `${name}: records post ${target.platformPostId}, the platform holds ${onPlatform[0]?.id}`,
        );
      }
    }
    if (target.state === 'failed' || target.state === 'unconfirmed') {
      if (!target.errorMessage) violations.push(`${name}: no message for the user`);
    }
    if (target.state === 'failed' && onPlatform.length > 0) {
      violations.push(`${name}: failed, yet the platform holds the post`);
    }

    if (target.state === 'published' || target.state === 'unconfirmed') {
      if (charges.length !== 1 || refunds.length !== 0) {
        violations.push(`${name}: ${charges.length} charges, ${refunds.length} refunds`);
      }
    } else if (target.state === 'failed') {
      const refusedForCredits =
        charges.length === 0 &&
        refunds.length === 0 &&
        target.errorMessage === INSUFFICIENT_CREDITS;
      const refundedFailure = charges.length === 1 && refunds.length === 1;
      if (refusedForCredits) outcome.refusedForCredits += 1;
      if (!refusedForCredits && !refundedFailure) {
        violations.push(`${name}: ${charges.length} charges, ${refunds.length} refunds`);
      }
    }
  }

  const targetIds = new Set(ids);
  for (const row of ledger) {
    const aboutPublishing = row.kind === 'publish_charge' || row.kind === 'refund';
    if (aboutPublishing && !targetIds.has(row.reference ?? '')) {
      violations.push(`ledger ${row.kind} ${row.id} names no target of this user`);
    }
  }
  const nonPublishing = ledger
    .filter((row) => row.kind !== 'publish_charge' && row.kind !== 'refund')
    .reduce((total, row) => total + row.amount, 0);
  if (nonPublishing !== expectedNonPublishing) {
    violations.push(
      `grants and top-ups sum to ${nonPublishing}, expected ${expectedNonPublishing}`,
    );
  }
  const sum = ledger.reduce((total, row) => total + row.amount, 0);
  const expected =
    expectedNonPublishing -
    CREDITS_PER_PLATFORM * outcome.charged +
    CREDITS_PER_PLATFORM * outcome.refunded;
  if (sum !== expected) violations.push(`the ledger sums to ${sum}, expected ${expected}`);
  if (user?.credits !== sum) violations.push(`the balance ${user?.credits} ≠ the ledger's ${sum}`);
  if ((user?.credits ?? -1) < 0) violations.push(`the balance is negative: ${user?.credits}`);
  return { violations, outcome };
}
