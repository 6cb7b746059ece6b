import type { Platform } from '@fanout/shared';

export const PLATFORM_NAMES: Record<Platform, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  threads: 'Threads',
  bluesky: 'Bluesky',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
};
