import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { SettingsCard } from './settings-card';
import { SettingsFeedback } from './settings-feedback';

/** Email change (ADR 0053): nothing changes until the link mailed to the new address is opened. */
export function EmailSettings() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { meta: { ignoreUnauthorized: true } }));
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const request = useMutation(
    trpc.settings.requestEmailChange.mutationOptions({ onSuccess: () => setCurrentPassword('') }),
  );
  return (
    <SettingsCard
      title="Email address"
      description="We send a link to the new address; the change happens when you open it."
    >
      <Text size="sm">
        Current address: <strong>{me.data?.email ?? '…'}</strong>
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate({ newEmail, currentPassword });
        }}
      >
        <Stack gap="sm" maw={420}>
          <TextInput
            label="New email address"
            type="email"
            autoComplete="email"
            required
            value={newEmail}
            onChange={(event) => setNewEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
            Send confirmation link
          </Button>
        </Stack>
      </form>
      <SettingsFeedback error={request.error} success={request.data?.message} />
    </SettingsCard>
  );
}
