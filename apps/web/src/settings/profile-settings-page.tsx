import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { PageLoadError } from '../billing/page-load-error';
import { AvatarSettings } from './avatar-settings';
import { NameSettings } from './name-settings';
import { TimeZoneSettings } from './time-zone-settings';

/** Profile Settings (/settings/profile, the user menu's first entry): name, avatar and time zone. */
export function ProfileSettingsPage() {
  useDocumentTitle('Profile Settings | Fanout');
  const trpc = useTRPC();
  const profile = useQuery(trpc.settings.profile.queryOptions());
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} size="h2">
          Profile Settings
        </Title>
        <Text c="dimmed">Your name, picture and time zone</Text>
      </div>
      {profile.isError ? (
        <PageLoadError what="your profile" onRetry={() => void profile.refetch()} />
      ) : profile.data ? (
        <>
          <AvatarSettings profile={profile.data} />
          <NameSettings profile={profile.data} />
          <TimeZoneSettings profile={profile.data} />
        </>
      ) : null}
    </Stack>
  );
}
