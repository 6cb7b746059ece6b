import { Badge, Box, Group, Text, ThemeIcon } from '@mantine/core';
import { PLATFORM_META } from '../accounts/platform-meta';
import { lastSyncLabel, STATUS_INDICATOR } from './connection-labels';
import type { PlatformConnection } from './connection-summary';
import { accountPauseLabel } from '../posts/wait-labels';
import { useTimeZone } from '../time/use-time-zone';

/** One platform on the dashboard card: name, account, group, last sync and a status dot. */
export function ConnectionRow({ entry }: { entry: PlatformConnection }) {
  const timeZone = useTimeZone();
  const { icon: Icon, color } = PLATFORM_META[entry.platform];
  const indicator = STATUS_INDICATOR[entry.status];

  return (
    <Group component="li" gap="sm" wrap="nowrap" aria-label={entry.platformName}>
      <ThemeIcon size={32} radius="md" color={color} aria-hidden>
        <Icon size={18} />
      </ThemeIcon>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {entry.platformName}
          </Text>
          {entry.account !== null && (
            <Badge
              size="sm"
              variant="light"
              color="gray"
              tt="none"
              style={{ flexShrink: 1, minWidth: 0 }}
            >
              {entry.account.groupName}
            </Badge>
          )}
        </Group>
        {entry.account === null ? (
          <Text size="xs" c="dimmed">
            Not connected
          </Text>
        ) : (
          <Text size="xs" c="dimmed" truncate="end">
            {entry.account.displayName}
            {entry.otherAccounts > 0 && ` +${entry.otherAccounts}`} ·{' '}
            {lastSyncLabel(entry.account.lastSynced, timeZone)}
          </Text>
        )}
        {entry.account?.rateLimitedUntil && (
          <Text size="xs" c="yellow">
            {accountPauseLabel(entry.platformName, entry.account.rateLimitedUntil, new Date(), {
              timeZone,
            })}
          </Text>
        )}
      </Box>
      <Box
        role="img"
        aria-label={indicator.label}
        title={indicator.label}
        w={10}
        h={10}
        bg={`${indicator.color}.6`}
        style={{ borderRadius: '50%', flexShrink: 0 }}
      />
    </Group>
  );
}
