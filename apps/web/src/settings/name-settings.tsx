import { Button, Group, TextInput } from '@mantine/core';
import type { Profile } from '@fanout/shared';
import { PROFILE_NAME_MAX_LENGTH } from '@fanout/shared';
import { useState } from 'react';
import { SettingsCard } from './settings-card';
import { SettingsFeedback } from './settings-feedback';
import { useUpdateProfile } from './use-update-profile';

/** First and last name; a blank one is cleared. */
export function NameSettings({ profile }: { profile: Profile }) {
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  const save = useUpdateProfile();
  return (
    <SettingsCard title="Name">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ firstName, lastName });
        }}
      >
        <Group align="flex-end" gap="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            maxLength={PROFILE_NAME_MAX_LENGTH}
            value={firstName}
            onChange={(event) => setFirstName(event.currentTarget.value)}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            maxLength={PROFILE_NAME_MAX_LENGTH}
            value={lastName}
            onChange={(event) => setLastName(event.currentTarget.value)}
          />
          <Button type="submit" loading={save.isPending}>
            Save name
          </Button>
        </Group>
      </form>
      <SettingsFeedback
        error={save.error}
        success={save.isSuccess ? 'Your name has been saved.' : undefined}
      />
    </SettingsCard>
  );
}
