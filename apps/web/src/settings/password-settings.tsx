import { Button, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@fanout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { FormError } from '../auth/form-error';
import { SettingsCard } from './settings-card';
import { SettingsFeedback } from './settings-feedback';

const MISMATCH_MESSAGE = 'The new passwords do not match.';

/** Password change: the server's policy and messages; every other session ends. */
export function PasswordSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation(
    trpc.settings.changePassword.mutationOptions({
      onSuccess: async () => {
        setCurrentPassword('');
        setNewPassword('');
        setConfirmation('');
        await queryClient.invalidateQueries({ queryKey: trpc.settings.sessions.queryKey() });
      },
    }),
  );
  return (
    <SettingsCard
      title="Password"
      description={`At least ${PASSWORD_MIN_LENGTH} characters. Changing it signs you out everywhere else.`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const differs = newPassword !== confirmation;
          setMismatch(differs);
          if (!differs) change.mutate({ currentPassword, newPassword });
        }}
      >
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </form>
      {mismatch ? (
        <FormError message={MISMATCH_MESSAGE} />
      ) : (
        <SettingsFeedback error={change.error} success={change.data?.message} />
      )}
    </SettingsCard>
  );
}
