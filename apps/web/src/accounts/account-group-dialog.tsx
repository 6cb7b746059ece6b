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

/** The three mutations the dialog drives, with what each does to the dialog when it succeeds. */
function useGroupDialogActions({
  group,
  onClose,
  onCreated,
  onDeleted,
  onDeleteRefused,
}: Omit<AccountGroupDialogProps, 'group'> & {
  group: AccountGroup | undefined;
  onDeleteRefused: () => void;
}) {
  const create = useCreateAccountGroup();
  const update = useUpdateAccountGroup();
  const remove = useDeleteAccountGroup();
  const save = ({ name, description }: GroupFormValues) => {
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
  };
  const deleteGroup = (target: AccountGroup) =>
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => {
          onDeleted(target);
          onClose();
        },
        // Refused (e.g. it still holds accounts; the toast says why): back to the group.
        onError: onDeleteRefused,
      },
    );
  const saving = create.isPending || update.isPending;
  return {
    save,
    deleteGroup,
    saving,
    deleting: remove.isPending,
    busy: saving || remove.isPending,
  };
}

interface GroupDialogButtonsProps {
  editing: boolean;
  saving: boolean;
  deleting: boolean;
  onDelete: () => void;
  onCancel: () => void;
}

function GroupDialogButtons({
  editing,
  saving,
  deleting,
  onDelete,
  onCancel,
}: GroupDialogButtonsProps) {
  return (
    <Group justify={editing ? 'space-between' : 'flex-end'}>
      {editing && (
        <Button color="red" loading={deleting} disabled={saving && !deleting} onClick={onDelete}>
          Delete Group
        </Button>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} disabled={deleting}>
          {editing ? 'Save Changes' : 'Create Group'}
        </Button>
      </Group>
    </Group>
  );
}

/** 'Create Account Group' and 'Edit Account Group' (spec 000 §2), validated as in spec 000 §5. */
export function AccountGroupDialog({
  group,
  onClose,
  onCreated,
  onDeleted,
}: AccountGroupDialogProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const actions = useGroupDialogActions({
    group,
    onClose,
    onCreated,
    onDeleted,
    onDeleteRefused: () => setConfirmingDelete(false),
  });

  const form = useForm<GroupFormValues>({
    mode: 'uncontrolled',
    initialValues: { name: group?.name ?? '', description: group?.description ?? '' },
    validate: schemaResolver(accountGroupInput, { sync: true }),
  });

  if (group !== undefined && confirmingDelete) {
    return (
      <ConfirmDialog
        title="Delete this group?"
        confirmLabel="Delete"
        busy={actions.deleting}
        onConfirm={() => actions.deleteGroup(group)}
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
      closeOnClickOutside={!actions.busy}
    >
      <form onSubmit={form.onSubmit(actions.save)} noValidate>
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
          <GroupDialogButtons
            editing={group !== undefined}
            saving={actions.saving}
            deleting={actions.deleting}
            onDelete={() => setConfirmingDelete(true)}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
