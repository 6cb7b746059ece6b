import { and, eq } from 'drizzle-orm';
import { socialAccounts } from '@fanout/db/schema';
import { PLATFORM_LABELS } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { tokenContext } from './account-contexts';
import { findOwnedAccount } from './find-owned-account';

/**
 * Disconnects: revokes at the platform where it offers revocation (best effort: a platform that is
 * down must not keep the account connected here), then deletes the row and every token with it.
 */
export async function disconnectAccount(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<{ message: string }> {
  const { id } = input;
  const row = await findOwnedAccount(deps, actor, id);
  const platform = row.platform;
  try {
    const accessToken = deps.vault.decrypt(row.accessTokenEnc, tokenContext.access(row.id));
    const refreshToken = row.refreshTokenEnc
      ? deps.vault.decrypt(row.refreshTokenEnc, tokenContext.refresh(row.id))
      : null;
    if (platform === 'bluesky') {
      if (refreshToken) await deps.platforms.bluesky.deleteSession?.(refreshToken);
    } else {
      await deps.platforms.oauth[platform].revoke?.({ accessToken, refreshToken });
    }
  } catch (error) {
    deps.logger.warn(
      { accountId: row.id, platform, err: error instanceof Error ? error.message : 'unknown' },
      'revocation at the platform failed; disconnecting anyway',
    );
  }
  await deps.db
    .delete(socialAccounts)
    .where(and(eq(socialAccounts.id, row.id), eq(socialAccounts.ownerId, actor.userId)));
  return { message: `${PLATFORM_LABELS[platform]} account ${row.platformUsername} disconnected` };
}
