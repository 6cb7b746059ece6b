import type { Post, SocialAccount } from '@fanout/shared';

export interface CalendarFilters {
  /** A platform, or '' for all. */
  platform: string;
  /** An account group's id, or '' for all. */
  groupId: string;
}

/** The posts the filters keep: one of their targets on the platform, and one on the group's accounts. */
export function filterPosts(
  posts: readonly Post[],
  filters: CalendarFilters,
  accounts: readonly Pick<SocialAccount, 'id' | 'groupId'>[],
): Post[] {
  const inGroup = new Set(
    accounts.filter((account) => account.groupId === filters.groupId).map((a) => a.id),
  );
  return posts.filter(
    (post) =>
      (filters.platform === '' || post.platforms.some((t) => t.platform === filters.platform)) &&
      (filters.groupId === '' ||
        post.platforms.some((t) => t.socialAccountId !== null && inGroup.has(t.socialAccountId))),
  );
}
