import { targetAtRisk, type AccountRisk, type Platform, type Post } from '@fanout/shared';
import { useQuery } from '@tanstack/react-query';
import { LIVE_REFRESH_MS } from '../app/live-refresh';
import { useTRPC } from '../app/trpc';
import { PLATFORM_META } from './platform-meta';

/**
 * The caller's accounts whose scheduled posts will fail unless reconnected (ADR 0060),
 * refetched while the page is open like the posts it warns about.
 */
export function useAccountRisks() {
  const trpc = useTRPC();
  return useQuery(
    trpc.socialAccount.risks.queryOptions(undefined, { refetchInterval: LIVE_REFRESH_MS }),
  );
}

/**
 * The risks of the accounts that will fail one of `post`'s targets, by the server's rule
 * (`targetAtRisk`), so a post far ahead is marked too, not only the soonest a risk lists.
 */
export function risksOfPost(
  risks: readonly AccountRisk[],
  post: Pick<Post, 'platforms'>,
): AccountRisk[] {
  return risks.filter((risk) =>
    post.platforms.some(
      (target) => target.socialAccountId === risk.accountId && targetAtRisk(risk, target),
    ),
  );
}

/** For each of `posts` with an at-risk target: the platforms that will fail it. */
export function riskyPlatformsByPost(
  risks: readonly AccountRisk[],
  posts: readonly Pick<Post, 'id' | 'platforms'>[],
): Map<string, Platform[]> {
  const byPost = new Map<string, Platform[]>();
  if (risks.length === 0) return byPost;
  for (const post of posts) {
    const failing = risksOfPost(risks, post);
    if (failing.length > 0)
      byPost.set(
        post.id,
        failing.map((risk) => risk.platform),
      );
  }
  return byPost;
}

/** What a post's warning badge says: "X needs reconnecting before this post is due". */
export function postRiskLabel(platforms: readonly Platform[]): string {
  const names = platforms.map((platform) => PLATFORM_META[platform].name);
  const list =
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} ${names.length > 1 ? 'need' : 'needs'} reconnecting before this post is due`;
}
