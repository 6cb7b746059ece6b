import {
  Affix,
  Button,
  Center,
  getDefaultZIndex,
  Grid,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useMenuOpen } from '../access/use-menu-open';
import { useAccountRisks } from '../accounts/account-risks';
import { LIVE_REFRESH_MS } from '../app/live-refresh';
import { useTRPC } from '../app/trpc';
import { isUnauthorizedError } from '../app/unauthorized';
import { AccountRisksAlert } from './account-risks-alert';
import { CreditBalanceCard } from './credit-balance-card';
import { DayScheduleCard } from './day-schedule-card';
import { DASHBOARD_POST_COUNT, postsOnDay } from './post-day';
import { RecentPostsCard } from './recent-posts-card';
import { ScheduledPostsCard } from './scheduled-posts-card';
import { SocialConnectionsCard } from './social-connections-card';
import { useTimeZone } from '../time/use-time-zone';

/** Enough of the soonest scheduled posts to fill the Today and Tomorrow cards. */
const SCHEDULED_WINDOW = 100;

/**
 * The signed-in home (spec 000 §2). Unlike the spec's original, no sample posts or sample
 * credits are shown when there are none: the empty states say so instead.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard | Fanout');
  // New Post leads to Create Post: not offered while that menu is hidden from the user.
  const canCreate = useMenuOpen('create');

  return (
    <Stack gap="lg" pb={72}>
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <DashboardBody />
      {/* Below drawers, dialogs and toasts (the 'modal' layer): on a phone it must not cover the navigation drawer. */}
      {canCreate && (
        <Affix position={{ bottom: 24, right: 24 }} zIndex={getDefaultZIndex('app')}>
          <Button
            component={Link}
            to="/create"
            size="md"
            radius="xl"
            leftSection={<IconPlus size={18} />}
          >
            New Post
          </Button>
        </Affix>
      )}
    </Stack>
  );
}

function DashboardBody() {
  const trpc = useTRPC();
  const live = { refetchInterval: LIVE_REFRESH_MS };
  const credits = useQuery(trpc.credit.summary.queryOptions(undefined, live));
  const recent = useQuery(trpc.post.list.queryOptions({ limit: DASHBOARD_POST_COUNT }, live));
  const scheduled = useQuery(trpc.post.scheduled.queryOptions({ limit: SCHEDULED_WINDOW }, live));
  // A warning, not the dashboard's content: it shows when it arrives, and never holds the rest.
  const risks = useAccountRisks();
  const [now] = useState(() => new Date());
  const timeZone = useTimeZone();

  const queries = [credits, recent, scheduled];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    // Signed out: the query client is already sending the user to sign in.
    if (isUnauthorizedError(failed.error)) return null;
    const retry = () => {
      for (const query of queries) if (query.isError) void query.refetch();
    };
    return <DashboardError onRetry={retry} />;
  }
  if (!credits.data || !recent.data || !scheduled.data) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">Loading dashboard...</Text>
        </Stack>
      </Center>
    );
  }

  const scheduledPosts = scheduled.data.items;
  return (
    <Grid gap="lg">
      {risks.data && risks.data.length > 0 && (
        <Grid.Col span={12}>
          <AccountRisksAlert risks={risks.data} now={now} timeZone={timeZone} />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <CreditBalanceCard credits={credits.data.credits} />
          <SocialConnectionsCard />
          <ScheduledPostsCard posts={scheduledPosts} now={now} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <RecentPostsCard posts={recent.data.items} now={now} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <DayScheduleCard day="Today" posts={postsOnDay(scheduledPosts, 0, now, timeZone)} />
            <DayScheduleCard day="Tomorrow" posts={postsOnDay(scheduledPosts, 1, now, timeZone)} />
          </SimpleGrid>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function DashboardError({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper withBorder p="xl" role="alert">
      <Stack align="center" gap="xs">
        <IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />
        <Text fw={500}>Error loading dashboard data</Text>
        <Text c="dimmed" ta="center">
          Please refresh the page or try again
        </Text>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Paper>
  );
}
