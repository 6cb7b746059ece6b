// twitter-text ships CommonJS for Node and ESM for bundlers; both expose the API on the default export.
import twitterText from 'twitter-text';
import { DEFAULT_TEXT_LIMIT, isPlatform, PLATFORM_TEXT_LIMITS } from '../platforms';
import { countGraphemes } from './count-graphemes';

/**
 * The length of `text` as `platform` counts it against its limit (spec 000 §9).
 * - X: weighted characters (twitter-text): a URL counts 23, emoji and CJK count 2, after NFC.
 * - Bluesky: graphemes (its lexicon's maxGraphemes), so "👨‍👩‍👧" or "é" written as e + accent count 1.
 * - Every other platform, and a name that is not a platform: Unicode code points. The spec counts
 *   "characters"; a code point is the closest portable reading of that (String.length would count
 *   an emoji as 2 UTF-16 units). Some vendors document other units (Threads counts emoji by their
 *   UTF-8 bytes, TikTok in UTF-16 units; both are secondary sources in platform-apis.md), and
 *   their limits are far from typical posts, so one rule keeps the counter predictable.
 */
export function countTextFor(platform: string, text: string): number {
  switch (platform) {
    case 'twitter':
      return twitterText.parseTweet(text).weightedLength;
    case 'bluesky':
      return countGraphemes(text);
    default:
      return [...text].length;
  }
}

function limitOf(platform: string): number {
  return isPlatform(platform) ? PLATFORM_TEXT_LIMITS[platform] : DEFAULT_TEXT_LIMIT;
}

/** The smallest limit among the platforms; DEFAULT_TEXT_LIMIT when none is given or one is unknown. */
export function effectiveTextLimit(platforms: readonly string[]): number {
  if (platforms.length === 0) return DEFAULT_TEXT_LIMIT;
  return Math.min(...platforms.map(limitOf));
}

export interface TextLengthCheck {
  /** The effective limit: the smallest among the platforms. */
  limit: number;
  /**
   * The platform whose own count is the highest (the first such, in the order given), or null
   * with the code-point count when no platform is selected.
   */
  worst: { platform: string | null; length: number };
  withinLimit: boolean;
}

/**
 * The spec's length rule: the text must fit the smallest limit among the selected platforms, each
 * platform counting its own way. So X + LinkedIn is limited to 280, and a text with links may
 * exceed it by X's weighted count even when it has fewer than 280 characters.
 */
export function textLengthCheck(platforms: readonly string[], text: string): TextLengthCheck {
  const limit = effectiveTextLimit(platforms);
  let worst: TextLengthCheck['worst'] = { platform: null, length: countTextFor('', text) };
  for (const platform of new Set(platforms)) {
    const length = countTextFor(platform, text);
    if (worst.platform === null || length > worst.length) worst = { platform, length };
  }
  return { limit, worst, withinLimit: worst.length <= limit };
}
