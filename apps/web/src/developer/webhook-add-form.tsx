import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
} from '@fanout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { SettingsFeedback } from '../settings/settings-feedback';
import type { ShownSecret } from './webhook-secret-notice';

/** Adds an endpoint: its URL, the events it takes (checkboxes, one list), a description. */
export function WebhookAddForm({ onCreated }: { onCreated: (shown: ShownSecret) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const create = useMutation(
    trpc.webhook.create.mutationOptions({
      onSuccess: (created) => {
        onCreated({ url: created.url, secret: created.secret });
        setUrl('');
        setDescription('');
        setEvents([]);
        void queryClient.invalidateQueries({ queryKey: trpc.webhook.list.queryKey() });
      },
    }),
  );
  return (
    <form
      aria-label="Add a webhook endpoint"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({
          url,
          events: events as (typeof WEBHOOK_EVENT_TYPES)[number][],
          ...(description ? { description } : {}),
        });
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          Add an endpoint
        </Title>
        <TextInput
          label="Endpoint URL"
          placeholder="https://example.com/fanout-webhooks"
          required
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <TextInput
          label="Description"
          maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Checkbox.Group label="Events" value={events} onChange={setEvents}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={type} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            Add endpoint
          </Button>
        </Group>
        <SettingsFeedback error={create.error} success={undefined} />
      </Stack>
    </form>
  );
}
