import type { Post } from '@fanout/shared';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTimeZone } from '../../time/use-time-zone';
import {
  editDialogTitle,
  editPostErrors,
  editPostPayload,
  initialEditValues,
  type EditPostValues,
  type PostListKind,
} from './edit-post-form';
import { useUpdatePost } from './use-update-post';

interface EditPostDialogProps {
  post: Post;
  kind: PostListKind;
  onClose: () => void;
}

/**
 * 'Edit Draft Post' / 'Edit Scheduled Post' (spec 000 §2/§5): title, content and, for scheduled
 * posts, the time to the minute.
 */
export function EditPostDialog({ post, kind, onClose }: EditPostDialogProps) {
  const update = useUpdatePost();
  const timeZone = useTimeZone();
  const form = useForm<EditPostValues>({
    mode: 'uncontrolled',
    initialValues: initialEditValues(post, timeZone),
    validate: (values) =>
      editPostErrors(values, kind, {
        platforms: post.platforms.map((target) => target.platform),
        now: new Date(),
        timeZone,
      }),
  });

  const handleSubmit = form.onSubmit((values) => {
    update.mutate(editPostPayload(post, values, kind, timeZone), {
      onSuccess: onClose,
    });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={editDialogTitle(kind)}
      size="lg"
      closeOnClickOutside={!update.isPending}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Title"
            required
            data-autofocus
            key={form.key('title')}
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Content"
            required
            autosize
            minRows={4}
            maxRows={12}
            key={form.key('textContent')}
            {...form.getInputProps('textContent')}
          />
          {kind === 'scheduled' && (
            <TextInput
              label="Scheduled Date & Time"
              type="datetime-local"
              required
              // Whole minutes: the seconds are not part of a post's time.
              step={60}
              key={form.key('scheduledAt')}
              {...form.getInputProps('scheduledAt')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
