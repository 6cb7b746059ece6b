import {
  figuresNotReported,
  notReportedText,
  PLATFORM_LABELS,
  type Figure,
  type FigureValues,
  type Platform,
} from '@fanout/shared';

/**
 * What one figure's cell says: a number, or why there is none. Honest by construction (ADR 0090):
 * a figure a network does not report says so ("not reported by Bluesky"), never 0; one it reports
 * but has not answered yet (not read, or held back for this post) is a dash.
 */
export interface FigureCell {
  text: string;
  /** False when the text says why there is no number (shown dimmed). */
  isNumber: boolean;
}

/** Not read yet, or not answered for this post: a network that reports it may still. */
export const NOT_YET = '—';

export function formatCount(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** "not reported by Bluesky", "not reported by Bluesky and TikTok" (one network: `notReportedText`). */
export function notReportedByText(platforms: readonly Platform[], locale = 'en'): string {
  const [only] = platforms;
  if (platforms.length === 1 && only !== undefined) return notReportedText(only);
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    platforms.map((platform) => PLATFORM_LABELS[platform]),
  );
  return `not reported by ${names}`;
}

/** One figure of one network's figures (a target, or a network's totals for the period). */
export function figureCell(
  figures: FigureValues,
  figure: Figure,
  { platform, notReported }: { platform: Platform; notReported: readonly Figure[] },
  locale?: string,
): FigureCell {
  const value = figures[figure];
  if (value !== undefined) return { text: formatCount(value, locale), isNumber: true };
  if (notReported.includes(figure)) return { text: notReportedText(platform), isNumber: false };
  return { text: NOT_YET, isNumber: false };
}

/** A count that is null when nothing behind it was reported (engagement, a top post's views). */
export function countCell(
  value: number | null,
  notReportedBy: readonly Platform[],
  locale?: string,
): FigureCell {
  if (value !== null) return { text: formatCount(value, locale), isNumber: true };
  if (notReportedBy.length > 0) return { text: notReportedByText(notReportedBy), isNumber: false };
  return { text: NOT_YET, isNumber: false };
}

/**
 * A period's total of one figure across networks: the sum of what the networks that report it
 * answered, with a note naming the networks in the period that do not report it. A figure none of
 * them reports is not a total of 0 but "not reported by …".
 */
export function totalFigureCell(
  total: number | undefined,
  networks: readonly { platform: Platform; notReported: readonly Figure[] }[],
  figure: Figure,
  locale?: string,
): FigureCell & { note: string | null } {
  const silent = networks
    .filter((network) => network.notReported.includes(figure))
    .map((network) => network.platform);
  if (networks.length > 0 && silent.length === networks.length) {
    return { text: notReportedByText(silent), isNumber: false, note: null };
  }
  const note = silent.length > 0 ? notReportedByText(silent) : null;
  if (total === undefined) return { text: NOT_YET, isNumber: false, note };
  return { text: formatCount(total, locale), isNumber: true, note };
}

/**
 * The networks among `platforms` that do not report `figure`, when none of them does (then a
 * missing number is "not reported by …"); empty when one of them does (then it is not read yet).
 */
export function silentNetworks(platforms: readonly Platform[], figure: Figure): Platform[] {
  const silent = platforms.filter((platform) => figuresNotReported(platform).includes(figure));
  return silent.length === platforms.length ? silent : [];
}

/**
 * One of the network's own figures under its own label (the post page): a number, or why not
 * (the network did not answer it for this post, e.g. X's impressions without the owner's token).
 */
export function networkFigureCell(value: number | null, locale?: string): FigureCell {
  return value === null
    ? { text: 'not answered for this post', isNumber: false }
    : { text: formatCount(value, locale), isNumber: true };
}
