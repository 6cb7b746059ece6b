import { formatCount, formatDollars } from '@fanout/shared';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { isUnauthorizedError } from '../../app/unauthorized';
import { ListLoadError } from '../../lists/list-load-error';

function StatCard(props: { label: string; value: string | undefined; note?: string }) {
  return (
    <Card withBorder component="section" aria-label={props.label}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      {props.value === undefined ? (
        <Skeleton height={28} mt={4} />
      ) : (
        <Text fw={700} size="xl">
          {props.value}
        </Text>
      )}
      {props.note && (
        <Text size="xs" c="dimmed">
          {props.note}
        </Text>
      )}
    </Card>
  );
}

/** The four figures of spec 001 §2 from admin.stats (definitions in ADR 0052). */
export function AdminStatCards() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.admin.stats.queryOptions());
  if (stats.isError && !isUnauthorizedError(stats.error)) {
    return (
      <ListLoadError title="Could not load the figures" onRetry={() => void stats.refetch()} />
    );
  }
  const data = stats.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <StatCard label="Total Users" value={data && formatCount(data.totalUsers)} />
      <StatCard label="Active Subscriptions" value={data && formatCount(data.totalSubscriptions)} />
      <StatCard label="Monthly Revenue" value={data && formatDollars(data.totalRevenue)} />
      <StatCard
        label="Credit Packages"
        value={data && formatCount(data.creditPackagesSold)}
        note="One-time purchases this month"
      />
    </SimpleGrid>
  );
}
