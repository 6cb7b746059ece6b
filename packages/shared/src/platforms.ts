/** The nine platforms (spec 000 §1) and their text limits (spec 000 §9). */
export const PLATFORMS = [
  'linkedin',
  'twitter',
  'threads',
  'bluesky',
  'youtube',
  'instagram',
  'facebook',
  'pinterest',
  'tiktok',
] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Whether a string from outside (a URL, a form, a provider's answer) names one of the platforms. */
export function isPlatform(value: string | undefined): value is Platform {
  return PLATFORMS.some((platform) => platform === value);
}

/** How each platform is named wherever people read it: the web app, messages, notifications. */
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

export const PLATFORM_TEXT_LIMITS: Record<Platform, number> = {
  twitter: 280,
  linkedin: 3000,
  threads: 500,
  bluesky: 300,
  youtube: 5000,
  instagram: 2200,
  facebook: 63206,
  pinterest: 500,
  tiktok: 2200,
};

export const DEFAULT_TEXT_LIMIT = 280;
export const CREDITS_PER_PLATFORM = 3;
