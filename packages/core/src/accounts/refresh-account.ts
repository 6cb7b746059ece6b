import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { socialAccounts, type SocialAccountRow } from '@fanout/db/schema';
import { PlatformError, type PlatformTokens } from '@fanout/platforms';
import { markNeedsAttention } from './mark-needs-attention';
import { PLATFORM_LABELS, type Platform } from '@fanout/shared';
import { nowOf, type CoreDeps } from '../deps';
import { tokenContext } from './account-contexts';

export type RefreshOutcome = 'refreshed' | 'not_needed' | 'needs_attention' | 'transient_failure';

/** Platforms whose access token can only be renewed with a refresh token. */
export const NEEDS_REFRESH_TOKEN: ReadonlySet<Platform> = new Set([
  'linkedin',
  'twitter',
  'youtube',
  'pinterest',
  'tiktok',
  'bluesky',
]);

/**
 * Platforms whose refresh token ends on a fixed day that renewing does not move: LinkedIn's is
 * 365 days from the member's consent, and each refresh answers with what is left of it
 * (`refresh_token_expires_in`). Every other platform's refresh token rolls forward with each
 * refresh, or has no end we are told of. Reconnecting is the only way past a fixed end.
 */
export const FIXED_REFRESH_END: ReadonlySet<Platform> = new Set(['linkedin']);

async function callPlatform(
  deps: CoreDeps,
  row: SocialAccountRow,
  refreshToken: string | null,
): Promise<PlatformTokens> {
  const accessToken = deps.vault.decrypt(row.accessTokenEnc, tokenContext.access(row.id));
  if (row.platform === 'bluesky') {
    const session = await deps.platforms.bluesky.refreshSession(refreshToken ?? '');
    const now = nowOf(deps).getTime();
    return {
      accessToken: session.accessJwt,
      refreshToken: session.refreshJwt,
      expiresAt: new Date(now + 2 * 3_600_000),
      refreshTokenExpiresAt: new Date(now + 90 * 86_400_000),
      scopes: row.scopes,
    };
  }
  return deps.platforms.oauth[row.platform].refresh({
    accessToken,
    refreshToken,
  });
}

/**
 * Renews an account's tokens when they expire within the refresh window (or when forced). The row
 * stays locked while the platform answers, so two refreshers never spend one rotating refresh
 * token twice. The newest refresh token is kept; an empty answer never replaces a stored one. A
 * refusal marks the account as needing attention; a transient failure is left for the next try,
 * and remembered (`refresh_failed_at`) until a renewal succeeds.
 */
export async function refreshAccount(
  deps: CoreDeps,
  accountId: string,
  options: { force?: boolean } = {},
): Promise<RefreshOutcome> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.id, accountId))
      .for('update');
    if (!row) return 'not_needed';
    const now = nowOf(deps);
    if (!options.force && !refreshDue(deps, row)) return 'not_needed';

    const name = PLATFORM_LABELS[row.platform];
    const markAttention = async (message: string) => {
      await markNeedsAttention(tx, { accountId: row.id, message, now });
      deps.logger.warn(
        { accountId: row.id, platform: row.platform },
        'account needs attention: token could not be refreshed',
      );
      return 'needs_attention' as const;
    };

    const refreshToken = row.refreshTokenEnc
      ? deps.vault.decrypt(row.refreshTokenEnc, tokenContext.refresh(row.id))
      : null;
    if (!refreshToken && NEEDS_REFRESH_TOKEN.has(row.platform)) {
      if (row.tokenExpiresAt && row.tokenExpiresAt <= now) {
        return markAttention(
          `Reconnect this account: its ${name} access expired and ${name} gave no refresh token.`,
        );
      }
      return 'not_needed';
    }

    let tokens: PlatformTokens;
    try {
      tokens = await callPlatform(deps, row, refreshToken);
    } catch (error) {
      if (error instanceof PlatformError && error.errorClass === 'auth') {
        return markAttention(
          `Reconnect this account: ${name} refused to renew its access (${error.message}).`,
        );
      }
      deps.logger.warn(
        {
          accountId: row.id,
          platform: row.platform,
          err: error instanceof Error ? error.message : 'unknown',
        },
        'token refresh failed; will retry',
      );
      // The first failure of a run is kept: the account's posts due after its access ends are at
      // risk until a renewal succeeds (ADR 0060).
      await tx
        .update(socialAccounts)
        .set({ refreshFailedAt: row.refreshFailedAt ?? now })
        .where(eq(socialAccounts.id, row.id));
      return 'transient_failure';
    }

    await storeRefreshedTokens(deps, tx, row.id, tokens, now);
    return 'refreshed';
  });
}

/** Whether the account's access token expires within the refresh window (then it is renewed). */
function refreshDue(deps: CoreDeps, row: SocialAccountRow): boolean {
  if (!row.tokenExpiresAt) return false;
  return row.tokenExpiresAt.getTime() <= nowOf(deps).getTime() + deps.config.oauth.refreshWindowMs;
}

/**
 * An access token valid beyond the refresh window: what publishing calls before using an account.
 * `current` is the account row the caller has just read: when its token is not due, it is used as
 * it is, without the locked refresh transaction and the second read (a burst of posts for one
 * account would otherwise queue on that row lock).
 */
export async function getFreshAccessToken(
  deps: CoreDeps,
  accountId: string,
  current?: SocialAccountRow,
): Promise<string> {
  if (current?.id === accountId && !refreshDue(deps, current)) {
    return deps.vault.decrypt(current.accessTokenEnc, tokenContext.access(current.id));
  }
  await refreshAccount(deps, accountId);
  const [row] = await deps.db.select().from(socialAccounts).where(eq(socialAccounts.id, accountId));
  if (!row) throw new Error(`account ${accountId} disappeared`);
  return deps.vault.decrypt(row.accessTokenEnc, tokenContext.access(row.id));
}

/** The periodic sweep: refreshes every active account whose token expires within the window. */
export async function refreshExpiringAccounts(
  deps: CoreDeps,
): Promise<Record<RefreshOutcome, number>> {
  const dueAt = new Date(nowOf(deps).getTime() + deps.config.oauth.refreshWindowMs);
  const due = await deps.db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.status, 'active'),
        isNotNull(socialAccounts.tokenExpiresAt),
        lt(socialAccounts.tokenExpiresAt, dueAt),
      ),
    );
  const counts: Record<RefreshOutcome, number> = {
    refreshed: 0,
    not_needed: 0,
    needs_attention: 0,
    transient_failure: 0,
  };
  for (const { id } of due) counts[await refreshAccount(deps, id)] += 1;
  return counts;
}

/** Keeps the new tokens; a missing refresh token, refresh expiry or scope list keeps the stored one. */
async function storeRefreshedTokens(
  deps: CoreDeps,
  tx: Transaction,
  accountId: string,
  tokens: PlatformTokens,
  now: Date,
): Promise<void> {
  await tx
    .update(socialAccounts)
    .set({
      accessTokenEnc: deps.vault.encrypt(tokens.accessToken, tokenContext.access(accountId)),
      ...(tokens.refreshToken
        ? {
            refreshTokenEnc: deps.vault.encrypt(
              tokens.refreshToken,
              tokenContext.refresh(accountId),
            ),
          }
        : {}),
      tokenExpiresAt: tokens.expiresAt,
      ...(tokens.refreshTokenExpiresAt
        ? { refreshTokenExpiresAt: tokens.refreshTokenExpiresAt }
        : {}),
      ...(tokens.scopes.length > 0 ? { scopes: tokens.scopes } : {}),
      status: 'active',
      statusMessage: null,
      refreshFailedAt: null,
      lastSynced: now,
      updatedAt: now,
    })
    .where(eq(socialAccounts.id, accountId));
}
