import type { Post } from '@fanout/shared';

/** One row of the list view: a post, under its day's heading when it is the day's first. */
export interface ListRow {
  post: Post;
  day: string;
  firstOfDay: boolean;
}

/** The month's posts in day order, one row each (the list view renders only those near the screen). */
export function listRows(days: readonly string[], postsByDay: Map<string, Post[]>): ListRow[] {
  return days.flatMap((day) =>
    (postsByDay.get(day) ?? []).map((post, i) => ({ post, day, firstOfDay: i === 0 })),
  );
}

const KEY_TARGETS: Partial<Record<string, (current: number, count: number) => number>> = {
  PageDown: (current) => current + 1,
  PageUp: (current) => current - 1,
  Home: () => 0,
  End: (_current, count) => count - 1,
};

/**
 * The row a key moves the focus to from row `current` of `count` (the feed pattern's keys):
 * Page Down and Page Up the next and previous post, Home and End the first and last; none for
 * other keys or at the list's ends.
 */
export function rowForKey(key: string, current: number, count: number): number | undefined {
  const target = KEY_TARGETS[key]?.(current, count);
  if (target === undefined || target < 0 || target >= count || target === current) return undefined;
  return target;
}

/**
 * The rows to render: the virtualizer's range and the rows kept (the focused one, the one focus
 * is moving to), so a scroll never takes the focus out of the page.
 */
export function withKept(range: number[], kept: readonly (number | undefined)[]): number[] {
  const extra = kept.filter(
    (index): index is number => index !== undefined && !range.includes(index),
  );
  if (extra.length === 0) return range;
  return [...new Set([...range, ...extra])].sort((a, b) => a - b);
}
