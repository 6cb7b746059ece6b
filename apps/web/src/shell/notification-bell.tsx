import type { Notification } from '@fanout/shared';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { bellLabel, notificationLink } from './notification-labels';
import { useNotificationStream } from './use-notification-stream';
import { useTimeZone } from '../time/use-time-zone';

/**
 * The server pushes "changed" on /api/notifications/stream (ADR 0029); this slow poll only covers a
 * stream that cannot stay open (a proxy that cuts it), so the bell is never stale for long.
 */
const FALLBACK_REFRESH_MS = 60_000;

/**
 * The header bell: the count of unread notifications (failed, missed or unconfirmed posts) and,
 * opened, the latest ones with the platform's reason and a link to the posts. Opening marks them read.
 */
export function NotificationBell() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const list = useQuery(
    trpc.notification.list.queryOptions(undefined, { refetchInterval: FALLBACK_REFRESH_MS }),
  );
  useNotificationStream();
  const markRead = useMutation(
    trpc.notification.markRead.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData(trpc.notification.list.queryKey(), data),
    }),
  );
  const unread = list.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={340}
      position="bottom-end"
      shadow="md"
      withArrow
    >
      {/* The target is the button itself, so its popup attributes land on a button (not the badge). */}
      <Indicator label={unread} size={16} offset={4} disabled={unread === 0}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={bellLabel(unread)}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown aria-label="Notifications">
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>Notifications</Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all read
            </Button>
          </Group>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No notifications
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {items.map((item) => (
                  <NotificationItem key={item.id} item={item} onOpen={() => setOpened(false)} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const link = notificationLink(item);
  const timeZone = useTimeZone();
  return (
    <li>
      <Text size="sm" fw={item.read ? 400 : 600}>
        {item.title}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {item.body}
      </Text>
      <Group gap="xs" justify="space-between">
        <Text size="xs" c="dimmed">
          {new Date(item.createdAt).toLocaleString(undefined, { timeZone })}
        </Text>
        {link && (
          <Anchor
            size="xs"
            onClick={onOpen}
            renderRoot={(props) =>
              link.to === '/posts/$id' ? (
                <Link {...props} to="/posts/$id" params={link.params} />
              ) : (
                <Link {...props} to={link.to} />
              )
            }
          >
            {link.label}
          </Anchor>
        )}
      </Group>
    </li>
  );
}
