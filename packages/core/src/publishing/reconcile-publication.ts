import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, ne } from 'drizzle-orm';
import { postTargets } from '@fanout/db/schema';
import {
  PlatformError,
  type PlatformPublisher,
  type PublishInput,
  type PublishResult,
} from '@fanout/platforms';
import type { CoreDeps } from '../deps';

/**
 * Found, not there (null), why it cannot be told, or why it could not be asked now (the platform
 * did not answer: ask again later, ADR 0038): a sentence starting with the platform.
 */
export type Reconciled = PublishResult | null | { cannotTell: string } | { askAgain: string };

/** Asks the platform whether the post exists, a few times, since the platform itself just failed. */
export async function reconcile(
  deps: CoreDeps,
  publisher: PlatformPublisher,
  input: PublishInput,
  label: string,
): Promise<Reconciled> {
  const ask = publisher.reconcile;
  if (!ask) {
    return { cannotTell: `${label} did not confirm the post and offers no way to check` };
  }
  return askWhetherItExists(deps, {
    label,
    what: 'the post',
    logContext: { targetId: input.targetId },
    ask: async () => {
      const found = await ask(input);
      if (found && found !== 'cannot_tell') {
        if (await claimedElsewhere(deps, publisher, input, found)) {
          deps.logger.warn(
            { targetId: input.targetId },
            'reconcile found a post another target already recorded',
          );
          return 'cannot_tell';
        }
      }
      return found;
    },
  });
}

/**
 * A lost answer's question to the platform (posts and follow-ups, ADR 0038, 0084): up to three
 * asks, since the platform itself just failed; what cannot be told, and what could not be asked
 * now (ask again later), each as a sentence starting with the platform.
 */
export async function askWhetherItExists<Found>(
  deps: CoreDeps,
  question: {
    label: string;
    /** "the post", "the reply", "the first comment". */
    what: string;
    logContext: Record<string, string>;
    ask: () => Promise<Found | null | 'cannot_tell'>;
  },
): Promise<Found | null | { cannotTell: string } | { askAgain: string }> {
  const { label, what } = question;
  // The platform answered, but no single one of ours matched what the account has published lately.
  const notFoundAmongRecent = `${label} did not confirm ${what} and we could not find it among the account’s recent posts`;
  let lastError = 'unknown';
  let unreachable = false;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const found = await question.ask();
      if (found === 'cannot_tell') return { cannotTell: notFoundAmongRecent };
      return found;
    } catch (error) {
      // Nothing to ask with: asking again would tell no more.
      if (error instanceof PlatformError && error.unverifiable) {
        return { cannotTell: `${label} did not confirm ${what}: ${error.message}` };
      }
      lastError = error instanceof Error ? error.message : 'unknown';
      unreachable =
        error instanceof PlatformError &&
        (error.errorClass === 'transient' || error.errorClass === 'rate_limited');
      deps.logger.warn(
        { ...question.logContext, attempt, err: lastError },
        'reconciling a lost answer failed',
      );
      if (attempt < 3) await sleep(500 * attempt);
    }
  }
  const why = `${label} did not confirm ${what}, and asking ${label} whether it exists failed too (${lastError})`;
  return unreachable ? { askAgain: why } : { cannotTell: why };
}

/**
 * A post matched by a read-back (text and time) may be another of our targets' post: one platform
 * post is never recorded for two targets, so such a match settles nothing.
 */
async function claimedElsewhere(
  deps: CoreDeps,
  publisher: PlatformPublisher,
  input: PublishInput,
  found: PublishResult,
): Promise<boolean> {
  const [other] = await deps.db
    .select({ id: postTargets.id })
    .from(postTargets)
    .where(
      and(
        eq(postTargets.platform, publisher.platform),
        eq(postTargets.platformPostId, found.platformPostId),
        ne(postTargets.id, input.targetId),
      ),
    )
    .limit(1);
  return other !== undefined;
}
