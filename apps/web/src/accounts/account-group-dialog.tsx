import { accountGroupInput, type AccountGroup } from '@fanout/shared';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { useCreateAccountGroup } from './use-create-account-group';
import { useDeleteAccountGroup } from './use-delete-account-group';
import { useUpdateAccountGroup } from './use-update-account-group';

interface GroupFormValues {
  name: string;
  description: string;
}

interface AccountGroupDialogProps {
  /** The group being edited; without one the dialog creates a group. */
  group?: AccountGroup;
  onClose: () => void;
  onCreated: (group: AccountGroup) => void;
  onDeleted: (group: AccountGroup) => void;
}

/** 'Create Account Group' and 'Edit Account Group' (spec 000 §2), validated as in spec 000 §5. */
export function AccountGroupDialog({
  group,
  onClose,
  onCreated,
  onDeleted,
}: AccountGroupDialogProps) {
  const create = useCreateAccountGroup();
  const update = useUpdateAccountGroup();
  const remove = useDeleteAccountGroup();
  const busy = create.isPending || update.isPending || remove.isPending;
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const form = useForm<GroupFormValues>({
    mode: 'uncontrolled',
    initialValues: { name: group?.name ?? '', description: group?.description ?? '' },
    validate: schemaResolver(accountGroupInput, { sync: true }),
  });

  const handleSubmit = form.onSubmit(({ name, description }) => {
    if (group === undefined) {
      create.mutate(
        { name, description },
        {
          onSuccess: (created) => {
            onCreated(created);
            onClose();
          },
        },
      );
    } else {
      update.mutate({ id: group.id, name, description }, { onSuccess: onClose });
    }
  });

  const deleteGroup = (target: AccountGroup) =>
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => {
          onDeleted(target);
          onClose();
        },
        // Refused (e.g. it still holds accounts; the toast says why): back to the group.
        onError: () => setConfirmingDelete(false),
      },
    );

  if (group !== undefined && confirmingDelete) {
    return (
      <ConfirmDialog
        title="Delete this group?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleteGroup(group)}
        onClose={() => setConfirmingDelete(false)}
      >
        The group &ldquo;{group.name}&rdquo; will be deleted. This cannot be undone.
      </ConfirmDialog>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={group === undefined ? 'Create Account Group' : 'Edit Account Group'}
      closeOnClickOutside={!busy}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            data-autofocus
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={6}
            key={form.key('description')}
            {...form.getInputProps('description')}
          />
          <Group justify={group === undefined ? 'flex-end' : 'space-between'}>
            {group !== undefined && (
              <Button
                color="red"
                loading={remove.isPending}
                disabled={busy && !remove.isPending}
                onClick={() => setConfirmingDelete(true)}
              >
                Delete Group
              </Button>
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="submit"
                loading={create.isPending || update.isPending}
                disabled={remove.isPending}
              >
                {group === undefined ? 'Create Group' : 'Save Changes'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
