import { defaultTikTokPrivacy, type NetworkOptionsOf } from '@fanout/shared';
import { PlatformError } from '../platform-client';

/** What creator_info/query says this creator may post right now. */
export interface CreatorInfo {
  privacyLevelOptions: readonly string[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
}

/** The `post_info` settings of a Direct Post, by TikTok's names. */
export interface TikTokPostSettings {
  privacy_level: string;
  disable_comment: boolean;
  disable_duet: boolean;
  disable_stitch: boolean;
  brand_content_toggle: boolean;
  brand_organic_toggle: boolean;
}

/**
 * The post's settings from the variant's options and the creator's creator_info: its privacy
 * level — the one chosen, which must be among the creator's options (TikTok refuses others), else
 * PUBLIC_TO_EVERYONE when offered, else SELF_ONLY (unaudited apps are offered only that); the
 * interactions the post allows, kept off where the creator turned them off in TikTok (TikTok's
 * guidelines: such a toggle cannot be turned on); and the commercial-content disclosure. Branded
 * content cannot be private (TikTok's rule): refused rather than posted otherwise.
 */
export function tikTokPostSettings(
  creator: CreatorInfo,
  options: NetworkOptionsOf<'tiktok'>,
): TikTokPostSettings {
  const offered = creator.privacyLevelOptions;
  const privacyLevel = options.privacyLevel ?? defaultTikTokPrivacy(offered);
  if (privacyLevel === undefined) {
    throw new PlatformError(
      'tiktok',
      'invalid_content',
      `TikTok offers this account no public or private posting (options: ${offered.join(', ') || 'none'})`,
    );
  }
  if (!offered.includes(privacyLevel)) {
    throw new PlatformError(
      'tiktok',
      'invalid_content',
      `TikTok does not offer this account the privacy level ${privacyLevel} (its options: ${offered.join(', ') || 'none'}): choose one of them`,
    );
  }
  if (options.brandedContent && privacyLevel === 'SELF_ONLY') {
    throw new PlatformError(
      'tiktok',
      'invalid_content',
      'TikTok does not let branded content be private (SELF_ONLY), the only privacy level this post would get: choose another privacy level or remove the branded content disclosure',
    );
  }
  return {
    privacy_level: privacyLevel,
    disable_comment: !options.allowComments || creator.commentDisabled,
    disable_duet: !options.allowDuet || creator.duetDisabled,
    disable_stitch: !options.allowStitch || creator.stitchDisabled,
    brand_content_toggle: options.brandedContent,
    brand_organic_toggle: options.brandOrganic,
  };
}
