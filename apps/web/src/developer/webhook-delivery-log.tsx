import { Badge, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { WebhookDelivery } from '@fanout/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { PageLoadError } from '../billing/page-load-error';
import { SettingsFeedback } from '../settings/settings-feedback';
import { useTimeZone } from '../time/use-time-zone';
import { deliveryStatusText } from './webhook-text';

/** Deliveries shown per page of the log. */
const PAGE = 20;

/**
 * An endpoint's delivery log, newest first (cursor-paged: "Show older"): the event, status,
 * attempts, the last answer's status and latency, its first bytes, and Replay. Refreshed every
 * few seconds while a delivery is still under way.
 */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const log = useInfiniteQuery(
    trpc.webhook.deliveries.infiniteQueryOptions(
      { id: endpointId, limit: PAGE },
      {
        getNextPageParam: (page) => page.nextCursor ?? undefined,
        refetchInterval: (query) =>
          query.state.data?.pages.some((page) =>
            page.deliveries.some((item) => item.status === 'pending' || item.status === 'retrying'),
          )
            ? 2_000
            : false,
      },
    ),
  );
  const replay = useMutation(
    trpc.webhook.replay.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({
          queryKey: trpc.webhook.deliveries.infiniteQueryKey({ id: endpointId, limit: PAGE }),
        }),
    }),
  );
  if (log.isError) {
    return <PageLoadError what="the delivery log" onRetry={() => void log.refetch()} />;
  }
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries) ?? [];
  return (
    <Stack gap="xs">
      {deliveries.length === 0 && !log.isPending ? (
        <Text size="sm" c="dimmed">
          No deliveries yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label="Delivery log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Answer</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((delivery) => (
                <DeliveryRow
                  key={delivery.id}
                  delivery={delivery}
                  replaying={replay.isPending && replay.variables.id === delivery.id}
                  onReplay={() => replay.mutate({ id: delivery.id })}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {log.hasNextPage ? (
        <Button
          size="xs"
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          loading={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Show older
        </Button>
      ) : null}
      <SettingsFeedback error={replay.error} success={undefined} />
    </Stack>
  );
}

function DeliveryRow({
  delivery,
  replaying,
  onReplay,
}: {
  delivery: WebhookDelivery;
  replaying: boolean;
  onReplay: () => void;
}) {
  const timeZone = useTimeZone();
  const status = deliveryStatusText(delivery, timeZone);
  const sent = delivery.lastAttemptAt ?? delivery.createdAt;
  return (
    <Table.Tr data-testid="webhook-delivery">
      <Table.Td>
        <Text size="sm">{delivery.eventType}</Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {delivery.eventId}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={status.color} variant="light">
          {status.label}
        </Badge>
        {status.detail ? (
          <Text size="xs" c="dimmed">
            {status.detail}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{delivery.attempts}</Table.Td>
      <Table.Td>
        <Text size="sm">{status.answer}</Text>
        {delivery.lastResponse ? (
          <Text size="xs" c="dimmed" lineClamp={2} style={{ wordBreak: 'break-all' }}>
            {delivery.lastResponse}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{new Date(sent).toLocaleString(undefined, { timeZone })}</Text>
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="subtle" loading={replaying} onClick={onReplay}>
          Replay
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
