import type { Post } from '@fanout/shared';
import { readableDate } from '../posts/post-labels';

/** Spec 000 §9: the dashboard lists 4 recent and 4 scheduled posts. */
export const DASHBOARD_POST_COUNT = 4;

/** The date a post is about: when it goes out, or when it was written. */
export function postDate(post: Pick<Post, 'scheduledAt' | 'createdAt'>): Date | null {
  return readableDate(post.scheduledAt) ?? readableDate(post.createdAt);
}

/** Whole local days from `now`'s day to `date`'s day (0 today, 1 tomorrow, -1 yesterday). */
export function dayOffset(date: Date, now: Date): number {
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  return Math.round((startOf(date).getTime() - startOf(now).getTime()) / 86_400_000);
}

/** Spec 000 §2: 'Today', 'Tomorrow' or a short date such as 'Mar 9'. */
export function relativeDayLabel(date: Date | null, now: Date, locale?: string): string {
  if (date === null) return 'No date';
  const offset = dayOffset(date, now);
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  return date.toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  });
}

/** The time of day a post goes out, e.g. '2:30 PM'; '' when it has no time. */
export function timeOfDay(value: string | null, locale?: string): string {
  const date = readableDate(value);
  return date === null
    ? ''
    : date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

/** Scheduled posts due on the day `offset` days from today (0 today, 1 tomorrow). */
export function postsOnDay<T extends Pick<Post, 'scheduledAt'>>(
  posts: readonly T[],
  offset: number,
  now: Date,
): T[] {
  return posts.filter((post) => {
    const date = readableDate(post.scheduledAt);
    return date !== null && dayOffset(date, now) === offset;
  });
}
