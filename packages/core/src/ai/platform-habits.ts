import { GENERAL_PLATFORM, isPlatform, PLATFORM_LABELS, type Platform } from '@fanout/shared';

/** How people use hashtags on each platform: what the prompts ask for and how many we keep. */
interface HashtagHabit {
  name: string;
  advice: string;
  maxHashtags: number;
}

/**
 * How a post reads well on each network, for "Adapt for each network" (ADR 0086): what its feed
 * shows first and how its people write.
 */
const STYLE: Record<Platform, string> = {
  twitter: 'open with a hook in the first line; short, direct sentences',
  linkedin:
    'a first line that makes people click "see more", then short paragraphs separated by blank lines',
  threads: 'conversational, one idea, like talking to followers',
  bluesky: 'plain and conversational, no marketing tone',
  youtube: 'a video description: what the video is about in the first two lines',
  instagram: 'a strong first line before the "more" fold, then the hashtags at the end',
  facebook: 'friendly and personal; a question at the end invites comments',
  pinterest: 'descriptive, with the words people search for',
  tiktok: 'a short, casual caption',
};

/** One line per network for a prompt: its name, how it reads well, and its hashtag habit. */
export function styleAdvice(platforms: readonly Platform[]): string {
  return platforms
    .map((platform) => `- ${HABITS[platform].name}: ${STYLE[platform]}; ${HABITS[platform].advice}`)
    .join('\n');
}

const HABITS: Record<Platform | typeof GENERAL_PLATFORM, HashtagHabit> = {
  // The prompt spells out X's old name: models know the platform by both.
  twitter: {
    name: 'X (Twitter)',
    advice: '1 or 2 hashtags at most, woven in or at the end',
    maxHashtags: 2,
  },
  linkedin: {
    name: PLATFORM_LABELS.linkedin,
    advice: '3 to 5 professional hashtags at the end',
    maxHashtags: 5,
  },
  threads: {
    name: PLATFORM_LABELS.threads,
    advice: 'one topic tag at most (Threads links only one)',
    maxHashtags: 1,
  },
  bluesky: {
    name: PLATFORM_LABELS.bluesky,
    advice: '1 to 3 hashtags, used sparingly',
    maxHashtags: 3,
  },
  youtube: {
    name: PLATFORM_LABELS.youtube,
    advice: 'up to 3 hashtags (the first three show above the title)',
    maxHashtags: 3,
  },
  instagram: {
    name: PLATFORM_LABELS.instagram,
    advice: '5 to 10 specific hashtags at the end',
    maxHashtags: 10,
  },
  facebook: { name: PLATFORM_LABELS.facebook, advice: '1 to 3 hashtags or none', maxHashtags: 3 },
  pinterest: {
    name: PLATFORM_LABELS.pinterest,
    advice: '2 to 5 descriptive hashtags',
    maxHashtags: 5,
  },
  tiktok: {
    name: PLATFORM_LABELS.tiktok,
    advice: '3 to 5 hashtags, one broad and the rest specific',
    maxHashtags: 5,
  },
  general: { name: 'social media in general', advice: '2 or 3 hashtags', maxHashtags: 3 },
};

function habitOf(platform: string): HashtagHabit {
  return isPlatform(platform) ? HABITS[platform] : HABITS.general;
}

/** One line per platform for a prompt, e.g. "- LinkedIn: 3 to 5 professional hashtags at the end". */
export function hashtagAdvice(platforms: readonly string[]): string {
  const names = platforms.length > 0 ? platforms : [GENERAL_PLATFORM];
  return names
    .map((platform) => `- ${habitOf(platform).name}: ${habitOf(platform).advice}`)
    .join('\n');
}

/** The platforms' names for a prompt, e.g. "X (Twitter) and LinkedIn". */
export function platformNames(platforms: readonly string[]): string {
  const names = (platforms.length > 0 ? platforms : [GENERAL_PLATFORM]).map((p) => habitOf(p).name);
  return names.length === 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The most hashtags any selected platform wants: the smallest habit wins, as the post goes to all. */
export function maxHashtagsFor(platforms: readonly string[]): number {
  const names = platforms.length > 0 ? platforms : [GENERAL_PLATFORM];
  return Math.min(...names.map((platform) => habitOf(platform).maxHashtags));
}
