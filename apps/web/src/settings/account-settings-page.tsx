import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { EmailSettings } from './email-settings';
import { IdleLogoutSettings } from './idle-logout-settings';
import { PasswordSettings } from './password-settings';
import { SessionsSettings } from './sessions-settings';

/** Account Settings (/settings/account, the user menu's third entry). */
export function AccountSettingsPage() {
  useDocumentTitle('Account Settings | Fanout');
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} size="h2">
          Account Settings
        </Title>
        <Text c="dimmed">Sign-in details, sessions and automatic sign-out</Text>
      </div>
      <EmailSettings />
      <PasswordSettings />
      <SessionsSettings />
      <IdleLogoutSettings />
    </Stack>
  );
}
