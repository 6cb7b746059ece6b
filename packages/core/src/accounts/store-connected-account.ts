import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { socialAccounts, type SocialAccountRow } from '@fanout/db/schema';
import type { PlatformProfile, PlatformTokens } from '@fanout/platforms';
import { AppError, PLATFORM_LABELS, type Platform } from '@fanout/shared';
import type { Actor } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { tokenContext } from './account-contexts';

export interface ConnectedAccountInput {
  platform: Platform;
  groupId: string;
  tokens: PlatformTokens;
  profile: PlatformProfile;
  extra?: Partial<Pick<SocialAccountRow, 'pinterestBoardId' | 'pinterestBoardName'>>;
}

/**
 * Records a connection: a new account, or fresh tokens for the same platform account reconnected
 * into the same group (which also clears "needs attention"). A group holds one account per
 * platform; a different account on that platform is refused.
 */
export async function storeConnectedAccount(
  deps: CoreDeps,
  actor: Actor,
  input: ConnectedAccountInput,
): Promise<SocialAccountRow> {
  const { platform, groupId, tokens, profile } = input;
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.groupId, groupId), eq(socialAccounts.platform, platform)))
      .for('update');
    if (existing && existing.externalAccountId !== profile.externalId) {
      throw new AppError(
        'CONFLICT',
        `This group already has a ${PLATFORM_LABELS[platform]} account (${existing.platformUsername}). Disconnect it first, or use another group.`,
      );
    }
    const id = existing?.id ?? randomUUID();
    const sealed = {
      accessTokenEnc: deps.vault.encrypt(tokens.accessToken, tokenContext.access(id)),
      // Never replace a stored refresh token with nothing.
      refreshTokenEnc: tokens.refreshToken
        ? deps.vault.encrypt(tokens.refreshToken, tokenContext.refresh(id))
        : (existing?.refreshTokenEnc ?? null),
    };
    const values = {
      externalAccountId: profile.externalId,
      platformUsername: profile.username,
      displayName: profile.displayName,
      avatarUrl: profile.avatarUrl,
      details: profile.details,
      scopes: tokens.scopes,
      ...sealed,
      tokenExpiresAt: tokens.expiresAt,
      refreshTokenExpiresAt:
        tokens.refreshTokenExpiresAt ?? existing?.refreshTokenExpiresAt ?? null,
      status: 'active' as const,
      statusMessage: null,
      // A reconnect starts over: a later risk is told again (ADR 0060).
      riskWarnedAt: null,
      refreshFailedAt: null,
      isActive: true,
      lastSynced: now,
      updatedAt: now,
      ...input.extra,
    };
    const [row] = existing
      ? await tx.update(socialAccounts).set(values).where(eq(socialAccounts.id, id)).returning()
      : await tx
          .insert(socialAccounts)
          .values({ id, ownerId: actor.userId, groupId, platform, ...values })
          .returning();
    if (!row) throw new AppError('INTERNAL', 'The account could not be saved');
    deps.logger.info(
      { accountId: row.id, platform },
      existing ? 'account reconnected' : 'account connected',
    );
    return row;
  });
}
