import { eq } from 'drizzle-orm';
import { contentItems, postTargets, socialAccounts, subscriptions } from '@fanout/db/schema';
import { tokenContext } from '../accounts/account-contexts';
import { callStripe } from '../billing/call-stripe';
import type { CoreDeps } from '../deps';

/** Stripe statuses after which there is nothing left to cancel. */
const ENDED_SUBSCRIPTION = new Set(['canceled', 'incomplete_expired']);

/** Cancels every queued job of the user's targets, so nothing publishes for an account that is gone. */
export async function cancelUserTargets(deps: CoreDeps, userId: string): Promise<void> {
  const targets = await deps.db
    .select({ id: postTargets.id })
    .from(postTargets)
    .where(eq(postTargets.ownerId, userId));
  for (const target of targets) await deps.jobs.cancel(target.id);
}

/**
 * Revokes each connected account's tokens at its platform where the platform client offers a
 * revocation call (best effort, as a disconnect does); the rows and tokens go with the user.
 */
export async function revokeUserTokens(deps: CoreDeps, userId: string): Promise<void> {
  const rows = await deps.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.ownerId, userId));
  for (const row of rows) {
    try {
      const accessToken = deps.vault.decrypt(row.accessTokenEnc, tokenContext.access(row.id));
      const refreshToken = row.refreshTokenEnc
        ? deps.vault.decrypt(row.refreshTokenEnc, tokenContext.refresh(row.id))
        : null;
      if (row.platform === 'bluesky') {
        if (refreshToken) await deps.platforms.bluesky.deleteSession?.(refreshToken);
      } else {
        await deps.platforms.oauth[row.platform].revoke?.({ accessToken, refreshToken });
      }
    } catch (error) {
      deps.logger.warn(
        { accountId: row.id, platform: row.platform, err: errorText(error) },
        'account deletion: revocation at the platform failed; the tokens are deleted anyway',
      );
    }
  }
}

/** Cancels (at once, not at period end) every Stripe subscription of the user still running. */
export async function cancelUserSubscriptions(deps: CoreDeps, userId: string): Promise<void> {
  const rows = await deps.db
    .select({ stripeId: subscriptions.stripeSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  for (const row of rows) {
    if (ENDED_SUBSCRIPTION.has(row.status)) continue;
    await callStripe(deps, 'canceling a deleted account subscription', (stripe) =>
      stripe.subscriptions.cancel(row.stripeId, {}, { idempotencyKey: `delete:${row.stripeId}` }),
    );
  }
}

/** The storage keys of the user's files, read before the rows go. */
export async function listUserFiles(deps: CoreDeps, userId: string): Promise<string[]> {
  const rows = await deps.db
    .select({ key: contentItems.storageKey, thumb: contentItems.thumbnailKey })
    .from(contentItems)
    .where(eq(contentItems.ownerId, userId));
  return rows.flatMap((row) => (row.thumb ? [row.key, row.thumb] : [row.key]));
}

/** Removes stored files; a failure is logged (the rows are gone either way). */
export async function deleteFiles(deps: CoreDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.logger.warn(
        { key, err: errorText(error) },
        'account deletion: a file could not be removed',
      );
    });
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'unknown';
}
