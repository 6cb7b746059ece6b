import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@fanout/shared';
import { useState } from 'react';
import { SettingsFeedback } from '../settings/settings-feedback';
import { useWebhookEndpointActions } from './use-webhook-endpoint-actions';
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
  const [showLog, setShowLog] = useState(false);
  const actions = useWebhookEndpointActions(endpoint.id, {
    onSecret,
    onTested: () => setShowLog(true),
  });
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
        <EndpointButtons
          endpoint={endpoint}
          actions={actions}
          showLog={showLog}
          onToggleLog={() => setShowLog((shown) => !shown)}
        />
        <SettingsFeedback
          error={actions.error}
          success={actions.test.isSuccess ? 'Test event queued.' : undefined}
        />
        {showLog ? <WebhookDeliveryLog endpointId={endpoint.id} /> : null}
      </Stack>
    </Paper>
  );
}

function EndpointButtons({
  endpoint,
  actions,
  showLog,
  onToggleLog,
}: {
  endpoint: WebhookEndpoint;
  actions: ReturnType<typeof useWebhookEndpointActions>;
  showLog: boolean;
  onToggleLog: () => void;
}) {
  return (
    <Group gap="sm">
      <Switch
        label="Enabled"
        checked={endpoint.enabled}
        disabled={actions.update.isPending}
        onChange={(event) => actions.setEnabled(event.currentTarget.checked)}
      />
      <Button
        size="xs"
        variant="light"
        loading={actions.test.isPending}
        disabled={!endpoint.enabled}
        onClick={() => actions.test.mutate({ id: endpoint.id })}
      >
        Send test event
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={actions.rotate.isPending}
        onClick={() => actions.rotate.mutate({ id: endpoint.id })}
      >
        Rotate secret
      </Button>
      <Button size="xs" variant="default" onClick={onToggleLog}>
        {showLog ? 'Hide deliveries' : 'Show deliveries'}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        loading={actions.remove.isPending}
        onClick={() => {
          if (window.confirm(`Delete the endpoint ${endpoint.url} and its delivery log?`)) {
            actions.remove.mutate({ id: endpoint.id });
          }
        }}
      >
        Delete
      </Button>
    </Group>
  );
}
