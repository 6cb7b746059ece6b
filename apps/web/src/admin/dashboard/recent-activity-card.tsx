import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { isUnauthorizedError } from '../../app/unauthorized';
import { ListLoadError } from '../../lists/list-load-error';
import { relativeTimeOf } from '../../time/relative-time';
import { activityLineOf } from './activity-line';

/** How many of the latest audit events the card shows; the audit log has the rest. */
export const RECENT_ACTIVITY_SIZE = 8;

/** The latest audit events as readable lines (not the spec's static samples: ADR 0052). */
export function RecentActivityCard() {
  const trpc = useTRPC();
  const events = useQuery(trpc.admin.auditEvents.queryOptions({ limit: RECENT_ACTIVITY_SIZE }));
  const now = new Date();
  return (
    <Card withBorder component="section" aria-labelledby="recent-activity-title">
      <Title order={2} size="h4" id="recent-activity-title" mb="sm">
        Recent Activity
      </Title>
      {events.isError && !isUnauthorizedError(events.error) && (
        <ListLoadError title="Could not load the activity" onRetry={() => void events.refetch()} />
      )}
      {events.isPending && <Text c="dimmed">Loading the activity…</Text>}
      {events.data?.items.length === 0 && <Text c="dimmed">No activity yet</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {events.data?.items.map((event) => (
          <Group component="li" key={event.id} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {activityLineOf(event)}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={event.createdAt}>{relativeTimeOf(event.createdAt, now)}</time>
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
