import { zonedWallTime, type Post } from '@fanout/shared';
import { readableDate } from '../posts/post-labels';

/** Spec 000 §9: the dashboard lists 4 recent and 4 scheduled posts. */
export const DASHBOARD_POST_COUNT = 4;

/** The date a post is about: when it goes out, or when it was written. */
export function postDate(post: Pick<Post, 'scheduledAt' | 'createdAt'>): Date | null {
  return readableDate(post.scheduledAt) ?? readableDate(post.createdAt);
}

/** Whole days of `zone`'s calendar from `now`'s day to `date`'s day (0 today, 1 tomorrow, -1 yesterday). */
export function dayOffset(date: Date, now: Date, zone: string): number {
  const dayOf = (d: Date) => Date.parse(`${zonedWallTime(d, zone).date}T00:00:00Z`);
  return Math.round((dayOf(date) - dayOf(now)) / 86_400_000);
}

/** Spec 000 §2: 'Today', 'Tomorrow' or a short date such as 'Mar 9', on the user's calendar. */
export function relativeDayLabel(
  date: Date | null,
  now: Date,
  zone: string,
  locale?: string,
): string {
  if (date === null) return 'No date';
  const offset = dayOffset(date, now, zone);
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  const sameYear =
    zonedWallTime(date, zone).date.slice(0, 4) === zonedWallTime(now, zone).date.slice(0, 4);
  return date.toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
    timeZone: zone,
  });
}

/** The time of day a post goes out in the user's zone, e.g. '2:30 PM'; '' when it has no time. */
export function timeOfDay(value: string | null, zone: string, locale?: string): string {
  const date = readableDate(value);
  return date === null
    ? ''
    : date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone });
}

/** Scheduled posts due on the day `offset` days from today (0 today, 1 tomorrow) in `zone`. */
export function postsOnDay<T extends Pick<Post, 'scheduledAt'>>(
  posts: readonly T[],
  offset: number,
  now: Date,
  zone: string,
): T[] {
  return posts.filter((post) => {
    const date = readableDate(post.scheduledAt);
    return date !== null && dayOffset(date, now, zone) === offset;
  });
}
