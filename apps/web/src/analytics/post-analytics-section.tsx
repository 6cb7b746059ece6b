import type { PostDetail, SocialAccount } from '@fanout/shared';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMenuOpen } from '../access/use-menu-open';
import { useTRPC } from '../app/trpc';
import { isUnauthorizedError } from '../app/unauthorized';
import { ListLoadError } from '../lists/list-load-error';
import { useNow } from '../time/use-now';
import { useTimeZone } from '../time/use-time-zone';
import { RefreshNowButton } from './refresh-now-button';
import { TargetFiguresCard } from './target-figures-card';
import { usePostAnalytics, useRefreshPostAnalytics } from './use-post-analytics';

/** How often "updated … ago" and "next read in …" are recomputed while the page is open. */
const CLOCK_MS = 30_000;

/**
 * The post page's Analytics: each published target's figures and how fresh they are, with
 * "Refresh now". Shown once one of the post's targets is published (before that there is nothing
 * to read, and nothing is asked of the server), unless the Analytics menu is hidden from the user.
 */
export function PostAnalyticsSection({ post }: { post: PostDetail }) {
  // Analytics is a menu of its own: hidden from the user's role, its calls answer 403 (ADR 0051).
  const open = useMenuOpen('analytics');
  const published = open && post.platforms.some((target) => target.state === 'published');
  const analytics = usePostAnalytics(post.id, published);
  const refresh = useRefreshPostAnalytics(post.id);
  const trpc = useTRPC();
  const accounts = useQuery(
    trpc.socialAccount.list.queryOptions(undefined, { enabled: published }),
  );
  const now = useNow(CLOCK_MS);
  const timeZone = useTimeZone();
  if (!published) return null;

  return (
    <section aria-labelledby="post-analytics-heading">
      <Group justify="space-between" align="center" mb="xs" gap="xs">
        <Title order={2} size="h4" id="post-analytics-heading">
          Analytics
        </Title>
        {analytics.data && analytics.data.targets.length > 0 && (
          <RefreshNowButton
            refreshAvailableAt={analytics.data.refreshAvailableAt}
            loading={refresh.isPending}
            onRefresh={() => refresh.mutate({ id: post.id })}
          />
        )}
      </Group>
      {analytics.isPending ? (
        <Skeleton h={160} radius="md" aria-label="Loading the analytics" role="status" />
      ) : analytics.isError ? (
        !isUnauthorizedError(analytics.error) && (
          <ListLoadError
            title="Could not load the analytics"
            onRetry={() => void analytics.refetch()}
          />
        )
      ) : analytics.data.targets.length === 0 ? (
        <Text c="dimmed">No figures for this post yet.</Text>
      ) : (
        <Stack gap="sm">
          {analytics.data.targets.map((target) => (
            <TargetFiguresCard
              key={target.targetId}
              target={target}
              groupId={groupOf(accounts.data, target.socialAccountId)}
              now={now}
              timeZone={timeZone}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}

function groupOf(
  accounts: readonly Pick<SocialAccount, 'id' | 'groupId'>[] | undefined,
  accountId: string | null,
): string | null {
  return accounts?.find((account) => account.id === accountId)?.groupId ?? null;
}
