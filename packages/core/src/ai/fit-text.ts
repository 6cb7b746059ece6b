import { textLengthCheck } from '@fanout/shared';

export function fitsPlatforms(platforms: readonly string[], text: string): boolean {
  return textLengthCheck(platforms, text).withinLimit;
}

/**
 * The longest start of `text` that fits every platform's limit, each counting its own way (X
 * weighted, Bluesky graphemes): whole sentences when at least one fits, else whole words, else
 * characters. Greedy on purpose: X counts a URL as 23 whatever its length, so counts are not
 * monotonic in the text's length and every candidate is measured, never estimated.
 */
export function trimToPlatforms(platforms: readonly string[], text: string): string {
  const whole = text.trim();
  if (fitsPlatforms(platforms, whole)) return whole;
  for (const granularity of ['sentence', 'word', 'grapheme'] as const) {
    const fitted = longestFittingPrefix(platforms, whole, granularity);
    if (fitted !== '') return fitted;
  }
  return '';
}

function longestFittingPrefix(
  platforms: readonly string[],
  text: string,
  granularity: 'sentence' | 'word' | 'grapheme',
): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity });
  let fitted = '';
  let candidate = '';
  for (const { segment } of segmenter.segment(text)) {
    candidate += segment;
    const trimmed = candidate.trimEnd();
    if (trimmed === fitted || trimmed === '') continue;
    if (!fitsPlatforms(platforms, trimmed)) break;
    fitted = trimmed;
  }
  return fitted;
}
