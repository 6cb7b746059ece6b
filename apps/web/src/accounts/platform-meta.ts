import { PLATFORMS, type Platform } from '@fanout/shared';
import type { TablerIcon } from '@tabler/icons-react';
import { PLATFORM_PRESENTATION } from '../pages/public/landing/platform-catalog';

interface PlatformMeta {
  /** Short name used in the app ('Connect {name}', card labels, toasts). */
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
function meta(platform: Platform, name: string): PlatformMeta {
  const { icon, color } = PLATFORM_PRESENTATION[platform];
  return { name, icon, color, connection: platform === 'bluesky' ? 'app-password' : 'oauth' };
}

export const PLATFORM_META: Record<Platform, PlatformMeta> = {
  linkedin: meta('linkedin', 'LinkedIn'),
  twitter: meta('twitter', 'X'),
  threads: meta('threads', 'Threads'),
  bluesky: meta('bluesky', 'Bluesky'),
  youtube: meta('youtube', 'YouTube'),
  instagram: meta('instagram', 'Instagram'),
  facebook: meta('facebook', 'Facebook'),
  pinterest: meta('pinterest', 'Pinterest'),
  tiktok: meta('tiktok', 'TikTok'),
};

export function isPlatform(value: string | undefined): value is Platform {
  return PLATFORMS.some((platform) => platform === value);
}

/** The platform's display name; an unknown key (e.g. from a URL) is shown as given. */
export function platformName(platform: string): string {
  return isPlatform(platform) ? PLATFORM_META[platform].name : platform;
}
