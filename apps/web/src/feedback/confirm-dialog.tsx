import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  /** The question, e.g. 'Delete this post?'; also the dialog's accessible name. */
  title: string;
  /** What will be lost. */
  children: ReactNode;
  /** The red button, e.g. 'Delete'. */
  confirmLabel: string;
  /** The button that keeps things as they are; 'Cancel' unless that would read as the action. */
  dismissLabel?: string;
  /** The confirmed action is under way: the button spins and the dialog stays. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The one confirmation before something is destroyed (a post, a media item, a group, an account
 * connection). Cancel has the focus, so Enter does not destroy anything by accident.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  dismissLabel = 'Cancel',
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened onClose={onClose} title={title} closeOnClickOutside={!busy}>
      <Stack gap="md">
        <Text component="div">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {dismissLabel}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
