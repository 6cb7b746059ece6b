import { isPlatform, PLATFORM_LABELS, PLATFORMS, type Platform } from '@fanout/shared';
import type { TablerIcon } from '@tabler/icons-react';
import { PLATFORM_PRESENTATION } from '../pages/public/landing/platform-catalog';

interface PlatformMeta {
  /** The product's name for it (`PLATFORM_LABELS`): 'Connect {name}', card labels, toasts. */
  name: string;
  icon: TablerIcon;
  color: string;
  /** Bluesky signs in with an app password; every other platform goes through OAuth. */
  connection: 'oauth' | 'app-password';
}

/*
 * Icons and brand colours come from the landing page catalogue. The names differ on purpose:
 * the landing page says 'X (Twitter)' and 'Facebook Pages', the app uses the short names.
 */
function meta(platform: Platform): PlatformMeta {
  const { icon, color } = PLATFORM_PRESENTATION[platform];
  return {
    name: PLATFORM_LABELS[platform],
    icon,
    color,
    connection: platform === 'bluesky' ? 'app-password' : 'oauth',
  };
}

export const PLATFORM_META = Object.fromEntries(
  PLATFORMS.map((platform) => [platform, meta(platform)]),
) as Record<Platform, PlatformMeta>;

/** The platform's display name; an unknown key (e.g. from a URL) is shown as given. */
export function platformName(platform: string): string {
  return isPlatform(platform) ? PLATFORM_LABELS[platform] : platform;
}
