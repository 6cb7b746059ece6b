import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useNow } from '../time/use-now';
import { refreshNowState } from './target-analytics-status';

/** How often a disabled "Refresh now" checks whether its wait is over. */
const WAIT_CLOCK_MS = 5_000;

/**
 * "Refresh now": reads the post's figures outside the schedule, at most once per 5 minutes per
 * post (the server's limit); disabled until `refreshAvailableAt`, saying when.
 */
export function RefreshNowButton({
  refreshAvailableAt,
  onRefresh,
  loading,
}: {
  refreshAvailableAt: string | null;
  onRefresh: () => void;
  loading: boolean;
}) {
  const now = useNow(WAIT_CLOCK_MS);
  const { disabled, hint } = refreshNowState(refreshAvailableAt, now);
  return (
    <Group gap="xs" wrap="nowrap">
      {hint !== null && (
        <Text size="xs" c="dimmed" id="refresh-now-hint">
          {hint}
        </Text>
      )}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRefresh size={14} aria-hidden />}
        disabled={disabled}
        loading={loading}
        onClick={onRefresh}
        aria-describedby={hint === null ? undefined : 'refresh-now-hint'}
      >
        Refresh now
      </Button>
    </Group>
  );
}
