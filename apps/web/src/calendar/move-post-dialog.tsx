import type { Post } from '@fanout/shared';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { dateTimeLocalToIso, isoToDateTimeLocal } from '../posts/schedule-time';
import { postTitle } from '../posts/post-labels';
import { useTimeZone } from '../time/use-time-zone';

/**
 * The drag's equivalent without dragging (WCAG 2.5.7) and from the keyboard: a scheduled post's
 * new day and time, typed in the user's zone, moved through the same reschedule as the drag
 * (ADR 0058), with the same refusals.
 */
export function MovePostDialog({
  post,
  moving,
  onMove,
  onClose,
}: {
  post: Post;
  moving: boolean;
  onMove: (scheduledAt: string) => void;
  onClose: () => void;
}) {
  const timeZone = useTimeZone();
  const [value, setValue] = useState(() => isoToDateTimeLocal(post.scheduledAt, timeZone));
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title="Move post" closeOnClickOutside={!moving}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const at = dateTimeLocalToIso(value, timeZone);
          if (!at) {
            setError('Choose a day and a time');
            return;
          }
          onMove(at);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{postTitle(post)}</Text>
          <TextInput
            label="New date & time"
            description={`Your time zone: ${timeZone}`}
            type="datetime-local"
            required
            step={60}
            data-autofocus
            value={value}
            error={error}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={moving}>
              Cancel
            </Button>
            <Button type="submit" loading={moving}>
              Move
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
