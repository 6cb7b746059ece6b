import { INSUFFICIENT_CREDITS, type CreatePostStatus } from '@fanout/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarTime, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { creditsNeeded, hasInsufficientCredits } from './composer-problem';

interface ComposerActionsProps {
  /** The button whose request is under way, if any. */
  pendingStatus: CreatePostStatus | undefined;
  credits: number | undefined;
  accountCount: number;
  onSubmit: (status: CreatePostStatus) => void;
}

/**
 * Save Draft, Post Now and Schedule (spec 000 §2): all wait while one is saving; Post Now and
 * Schedule also wait for enough credits (3 per selected platform).
 */
export function ComposerActions({
  pendingStatus,
  credits,
  accountCount,
  onSubmit,
}: ComposerActionsProps) {
  const saving = pendingStatus !== undefined;
  const short = hasInsufficientCredits(credits, accountCount);
  const cost = creditsNeeded(accountCount);

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
      </Group>
      {short ? (
        <Text size="sm" c="red" role="alert">
          {INSUFFICIENT_CREDITS}
        </Text>
      ) : (
        accountCount > 0 && (
          <Text size="sm" c="dimmed">
            Costs {cost} credits
            {credits !== undefined && ` · You have ${credits}`}
          </Text>
        )
      )}
    </Stack>
  );
}
