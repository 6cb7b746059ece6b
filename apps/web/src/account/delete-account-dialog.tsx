import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, postAuthRequest } from '../auth/auth-request';
import { FormError } from '../auth/form-error';

/**
 * The user menu's account deletion (ADR 0050): the user types their email to confirm; the
 * server checks it again and deletes everything. Then the browser reloads signed out.
 */
export function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const remove = useMutation({
    mutationFn: () => postAuthRequest('/api/auth/account-deletion/delete-mine', { email: typed }),
    onSuccess: () => window.location.assign('/'),
  });
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <Modal
      opened
      onClose={onClose}
      title="Delete your account"
      closeOnClickOutside={!remove.isPending}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) remove.mutate();
        }}
      >
        <Stack gap="md">
          <Text>
            This cannot be undone: your posts, content, connected accounts, credits and subscription
            are deleted for good.
          </Text>
          <FormError message={remove.isError ? errorMessage(remove.error) : undefined} />
          <TextInput
            label={`Type your email (${email}) to confirm`}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={remove.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
