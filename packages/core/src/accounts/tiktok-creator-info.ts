import { PlatformError } from '@fanout/platforms';
import {
  AppError,
  TIKTOK_PRIVACY_LEVELS,
  type TikTokCreatorInfoAnswer,
  type TikTokPrivacyLevel,
} from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { tokenContext } from './account-contexts';
import { findOwnedAccount } from './find-owned-account';

/**
 * A TikTok account's creator_info, asked of TikTok now: the composer's TikTok options show the
 * creator's nickname, offer only their privacy levels and grey out the interactions they turned
 * off, as TikTok's Content Sharing Guidelines ask of an app that posts for a creator. A privacy
 * level TikTok adds and does not document yet is left out (the post's options could not name it).
 */
export async function getTikTokCreatorInfo(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<TikTokCreatorInfoAnswer> {
  const row = await findOwnedAccount(deps, actor, input.id);
  if (row.platform !== 'tiktok')
    throw new AppError('BAD_REQUEST', 'Only TikTok accounts have creator info.');
  try {
    const info = await deps.platforms.tiktokCreatorInfo(
      deps.vault.decrypt(row.accessTokenEnc, tokenContext.access(row.id)),
    );
    return {
      nickname: info.creatorNickname,
      username: info.creatorUsername,
      privacyLevelOptions: info.privacyLevelOptions.filter(isDocumentedLevel),
      commentDisabled: info.commentDisabled,
      duetDisabled: info.duetDisabled,
      stitchDisabled: info.stitchDisabled,
      maxVideoPostDurationSec: info.maxVideoPostDurationSec,
    };
  } catch (error) {
    if (error instanceof PlatformError)
      throw new AppError('BAD_REQUEST', `TikTok returned an error: ${error.message}`);
    throw error;
  }
}

function isDocumentedLevel(level: string): level is TikTokPrivacyLevel {
  return (TIKTOK_PRIVACY_LEVELS as readonly string[]).includes(level);
}
