import type { Platform } from '@fanout/shared';

/** How each platform is named in messages people read. */
export const PLATFORM_LABELS: Record<Platform, string> = {
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
