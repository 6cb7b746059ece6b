/**
 * When a published target's figures are read (ADR 0090): at about these times after it
 * was published, then never again unless its owner asks ("Refresh now"). Most of a post's life on
 * a network is in its first day; the 30-day read is what the period totals settle on.
 */
export const REFRESH_AFTER_MS = [
  60 * 60_000, // 1 hour
  6 * 60 * 60_000, // 6 hours
  24 * 60 * 60_000, // 1 day
  3 * 24 * 60 * 60_000, // 3 days
  7 * 24 * 60 * 60_000, // 7 days
  30 * 24 * 60 * 60_000, // 30 days
] as const;

/** The time of scheduled read `round` (0-based) of a target published at `publishedAt`; null after the last. */
export function scheduledRefreshAt(publishedAt: Date, round: number): Date | null {
  const after = REFRESH_AFTER_MS[round];
  return after === undefined ? null : new Date(publishedAt.getTime() + after);
}

/** How soon after a post's last "Refresh now" its owner may ask again. */
export const REFRESH_NOW_INTERVAL_MS = 5 * 60_000;

/** Snapshots older than this are thinned to one per target per UTC day. */
export const SNAPSHOTS_KEPT_WHOLE_MS = 30 * 24 * 60 * 60_000;
