import { TIKTOK_PRIVACY_LEVELS } from '@fanout/shared';
import type { SandboxController } from '../control/sandbox-controller';

/**
 * What creator_info/query tells of a creator (`privacy_level_options`, `comment_disabled`,
 * `duet_disabled`, `stitch_disabled`), and what the publishing routes hold that creator's posts
 * to. Every sandbox creator is offered every documented privacy level with nothing turned off,
 * unless a test says otherwise (setTikTokCreator).
 */
export interface TikTokCreatorSettings {
  privacyLevelOptions: readonly string[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
}

const EVERYTHING_ALLOWED: TikTokCreatorSettings = {
  privacyLevelOptions: TIKTOK_PRIVACY_LEVELS,
  commentDisabled: false,
  duetDisabled: false,
  stitchDisabled: false,
};

const creators = (controller: SandboxController) =>
  controller.durableMap<TikTokCreatorSettings>('tiktok.creators');

export function tikTokCreator(
  controller: SandboxController,
  account: string,
): TikTokCreatorSettings {
  return creators(controller).get(account) ?? EVERYTHING_ALLOWED;
}

/** A creator whose TikTok settings differ (a test's): fewer privacy levels, interactions off. */
export function setTikTokCreator(
  controller: SandboxController,
  account: string,
  settings: Partial<TikTokCreatorSettings>,
): void {
  creators(controller).set(account, { ...tikTokCreator(controller, account), ...settings });
}
