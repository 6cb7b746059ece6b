import { INSUFFICIENT_CREDITS, type CreatePostStatus } from '@fanout/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarTime, IconDeviceFloppy, IconListDetails, IconSend } from '@tabler/icons-react';
import { memo } from 'react';
import { creditsLine, hasInsufficientCredits } from './composer-problem';

interface ComposerActionsProps {
  /** The button whose request is under way, if any ('queue' for Add to Queue). */
  pendingStatus: CreatePostStatus | 'queue' | undefined;
  /** The credit summary (available = balance − held), or undefined while it loads. */
  credits: { available: number; held: number } | undefined;
  accountCount: number;
  onSubmit: (status: CreatePostStatus) => void;
  /** Add to Queue; absent while editing an existing post. */
  onQueue?: () => void;
}

/**
 * Save Draft, Post Now and Schedule (spec 000 §2), and Add to Queue (ADR 0057): all wait
 * while one is saving; all but Save Draft also wait for enough available credits (3 per selected
 * platform, beyond what scheduled posts already hold — the server's hold counts the same way).
 */
export const ComposerActions = memo(function ComposerActions({
  pendingStatus,
  credits,
  accountCount,
  onSubmit,
  onQueue,
}: ComposerActionsProps) {
  const saving = pendingStatus !== undefined;
  const short = hasInsufficientCredits(credits?.available, accountCount);

  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={18} />}
          loading={pendingStatus === 'draft'}
          disabled={saving}
          onClick={() => onSubmit('draft')}
        >
          Save Draft
        </Button>
        <Button
          leftSection={<IconSend size={18} />}
          loading={pendingStatus === 'published'}
          disabled={saving || short}
          onClick={() => onSubmit('published')}
        >
          Post Now
        </Button>
        <Button
          variant="light"
          leftSection={<IconCalendarTime size={18} />}
          loading={pendingStatus === 'scheduled'}
          disabled={saving || short}
          onClick={() => onSubmit('scheduled')}
        >
          Schedule
        </Button>
        {onQueue && (
          <Button
            variant="light"
            leftSection={<IconListDetails size={18} />}
            loading={pendingStatus === 'queue'}
            disabled={saving || short}
            onClick={onQueue}
          >
            Add to Queue
          </Button>
        )}
      </Group>
      {accountCount > 0 && (
        <Text size="sm" c="dimmed" data-testid="composer-credits">
          {creditsLine(accountCount, credits)}
        </Text>
      )}
      {short && (
        <Text size="sm" c="red" role="alert">
          {INSUFFICIENT_CREDITS}
        </Text>
      )}
    </Stack>
  );
});
