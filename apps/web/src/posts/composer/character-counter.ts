import { countTextFor, textLengthCheck, type Platform } from '@fanout/shared';

/**
 * The content counter 'N / limit' (spec 000 §2/§9): the limit is the smallest among the selected
 * platforms, and N is the count of the platform that counts this text highest (X weighs links
 * and emoji, Bluesky counts graphemes), so the counter and the server's rule always agree.
 */
export function characterCounter(
  platforms: readonly string[],
  text: string,
): { label: string; over: boolean } {
  const check = textLengthCheck(platforms, text);
  return { label: `${check.worst.length} / ${check.limit}`, over: !check.withinLimit };
}

/**
 * A thread reply's or first comment's counter: its network's count of the text against `limit`
 * (`followUpLimit`), as the server counts it.
 */
export function followUpCounter(
  platform: Platform,
  text: string,
  limit: number,
): { label: string; over: boolean } {
  const length = countTextFor(platform, text);
  return { label: `${length} / ${limit}`, over: length > limit };
}
