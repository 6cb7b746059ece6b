import {
  DEFAULT_FEED_TEMPLATE,
  FEED_MODE_LABELS,
  FEED_MODES,
  FEEDS_PER_GROUP_MAX,
  type AccountGroup,
  type Feed,
  type FeedMode,
} from '@fanout/shared';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { showToast } from '../feedback/show-toast';
import { showFailureToast } from './show-failure-toast';

const MODE_OPTIONS = FEED_MODES.map((mode) => ({ value: mode, label: FEED_MODE_LABELS[mode] }));

function useFeedActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.feed.pathFilter());
  const add = useMutation(
    trpc.feed.add.mutationOptions({
      onSuccess: (feed) => {
        showToast({
          title: 'Feed added',
          message: `New items of ${feed.title ?? feed.url} will become posts; the ones there now will not.`,
          color: 'green',
        });
        return refresh();
      },
      onError: (error) => showFailureToast('Failed to add the feed', error),
    }),
  );
  const remove = useMutation(
    trpc.feed.remove.mutationOptions({
      onSuccess: (answer) => {
        showToast({ title: 'Feed removed', message: answer.message, color: 'green' });
        return refresh();
      },
      onError: (error) => showFailureToast('Failed to remove the feed', error),
    }),
  );
  return { add, remove };
}

function FeedRow({ feed, onRemove, busy }: { feed: Feed; onRemove: () => void; busy: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {feed.title ?? feed.url}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {feed.url} · {FEED_MODE_LABELS[feed.mode]} · “{feed.template}”
        </Text>
        {feed.lastError !== null && (
          <Text size="sm" role="status">
            Last check: {feed.lastError}
          </Text>
        )}
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Remove the feed ${feed.title ?? feed.url}`}
        loading={busy}
        onClick={onRemove}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * A group's RSS and Atom feeds (ADR 0096): each new item becomes a draft of the group's accounts
 * or a post in its queue, from a template like "{title} {link}".
 */
export function GroupFeedsCard({ group }: { group: AccountGroup }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.feed.list.queryOptions({ groupId: group.id }));
  const { add, remove } = useFeedActions();
  const [url, setUrl] = useState('');
  const [template, setTemplate] = useState(DEFAULT_FEED_TEMPLATE);
  const [mode, setMode] = useState<FeedMode>('draft');
  const feeds = list.data ?? [];
  const full = feeds.length >= FEEDS_PER_GROUP_MAX;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="group-feeds-title">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id="group-feeds-title">
            RSS feeds
          </Title>
          <Text size="sm" c="dimmed">
            New items of these feeds become posts for {group.name}&rsquo;s accounts.
          </Text>
        </div>
        {feeds.map((feed) => (
          <FeedRow
            key={feed.id}
            feed={feed}
            busy={remove.isPending && remove.variables.id === feed.id}
            onRemove={() => remove.mutate({ id: feed.id })}
          />
        ))}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate({ groupId: group.id, url, template, mode }, { onSuccess: () => setUrl('') });
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Feed URL"
              placeholder="https://example.com/feed.xml"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              required
              w={320}
            />
            <TextInput
              label="Post text"
              description="{title}, {link}, {description}"
              value={template}
              onChange={(event) => setTemplate(event.currentTarget.value)}
              w={220}
            />
            <Select
              label="New items become"
              data={MODE_OPTIONS}
              value={mode}
              onChange={(value) => setMode(value === 'queue' ? 'queue' : 'draft')}
              allowDeselect={false}
              w={220}
            />
            <Button type="submit" loading={add.isPending} disabled={full || url.trim() === ''}>
              Add feed
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
