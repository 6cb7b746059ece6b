import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { PageLoadError } from '../billing/page-load-error';
import { SettingsCard } from '../settings/settings-card';
import { WebhookAddForm } from './webhook-add-form';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookSecretNotice, type ShownSecret } from './webhook-secret-notice';

/**
 * The Webhooks section (ADR 0094): the user's endpoints, each with its delivery log, and the form
 * that adds one. A secret is shown once, after it is created or rotated.
 */
export function WebhookSection() {
  const trpc = useTRPC();
  const endpoints = useQuery(trpc.webhook.list.queryOptions());
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  return (
    <SettingsCard
      title="Webhooks"
      description="Fanout sends signed events (Standard Webhooks) to your URLs when posts go out or fail, accounts need attention, credits run low and payments happen."
    >
      {secret ? <WebhookSecretNotice shown={secret} onDone={() => setSecret(null)} /> : null}
      {endpoints.isError ? (
        <PageLoadError what="your webhooks" onRetry={() => void endpoints.refetch()} />
      ) : (
        <Stack gap="md">
          {endpoints.data?.length === 0 ? (
            <Text size="sm" c="dimmed">
              No endpoints yet.
            </Text>
          ) : null}
          {endpoints.data?.map((endpoint) => (
            <WebhookEndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onSecret={(value) => setSecret({ url: endpoint.url, secret: value })}
            />
          ))}
          <WebhookAddForm onCreated={setSecret} />
        </Stack>
      )}
    </SettingsCard>
  );
}
