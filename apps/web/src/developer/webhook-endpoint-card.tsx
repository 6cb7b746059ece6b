import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@fanout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { SettingsFeedback } from '../settings/settings-feedback';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { endpointStateText } from './webhook-text';

/** One endpoint: its URL and events, on/off, rotate, delete, send a test event, its delivery log. */
export function WebhookEndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const refreshList = () =>
    queryClient.invalidateQueries({ queryKey: trpc.webhook.list.queryKey() });
  const refreshLog = () =>
    queryClient.invalidateQueries({
      queryKey: trpc.webhook.deliveries.queryKey({ id: endpoint.id }),
    });
  const update = useMutation(trpc.webhook.update.mutationOptions({ onSuccess: refreshList }));
  const remove = useMutation(trpc.webhook.delete.mutationOptions({ onSuccess: refreshList }));
  const rotate = useMutation(
    trpc.webhook.rotateSecret.mutationOptions({
      onSuccess: (rotated) => {
        onSecret(rotated.secret);
        void refreshList();
      },
    }),
  );
  const test = useMutation(
    trpc.webhook.sendTest.mutationOptions({
      onSuccess: () => {
        setShowLog(true);
        void refreshLog();
      },
    }),
  );
  const state = endpointStateText(endpoint);
  return (
    <Paper withBorder p="md" component="article" aria-label={`Webhook endpoint ${endpoint.url}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            {endpoint.description ? (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            ) : null}
          </div>
          <Badge color={state.color} variant="light">
            {state.label}
          </Badge>
        </Group>
        {state.detail ? <Text size="sm">{state.detail}</Text> : null}
        <Group gap={6}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="outline" color="gray" tt="none">
              {type}
            </Badge>
          ))}
        </Group>
        <Group gap="sm">
          <Switch
            label="Enabled"
            checked={endpoint.enabled}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate({ id: endpoint.id, enabled: event.currentTarget.checked })
            }
          />
          <Button
            size="xs"
            variant="light"
            loading={test.isPending}
            disabled={!endpoint.enabled}
            onClick={() => test.mutate({ id: endpoint.id })}
          >
            Send test event
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={rotate.isPending}
            onClick={() => rotate.mutate({ id: endpoint.id })}
          >
            Rotate secret
          </Button>
          <Button size="xs" variant="default" onClick={() => setShowLog((shown) => !shown)}>
            {showLog ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => {
              if (window.confirm(`Delete the endpoint ${endpoint.url} and its delivery log?`)) {
                remove.mutate({ id: endpoint.id });
              }
            }}
          >
            Delete
          </Button>
        </Group>
        <SettingsFeedback
          error={update.error ?? remove.error ?? rotate.error ?? test.error}
          success={test.isSuccess ? 'Test event queued.' : undefined}
        />
        {showLog ? <WebhookDeliveryLog endpointId={endpoint.id} /> : null}
      </Stack>
    </Paper>
  );
}
