/**
 * How best times score a post (ADR 0091): engagement per view where the account's network reports
 * views (a share of the people who saw it, which hardly depends on how big the account is or how
 * old the post is), else engagement per post. Per follower is not offered: we store no follower
 * counts, and a number we do not have would make the method a claim we cannot check.
 */
export const BEST_TIMES_METHODS = ['engagement_per_view', 'engagement_per_post'] as const;
export type BestTimesMethod = (typeof BEST_TIMES_METHODS)[number];
