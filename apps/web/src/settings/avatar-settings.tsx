import { Avatar, Button, FileButton, Group, Text } from '@mantine/core';
import type { Profile } from '@fanout/shared';
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../content/upload-file';
import { SettingsCard } from './settings-card';
import { SettingsFeedback } from './settings-feedback';
import { useUpdateProfile } from './use-update-profile';

/**
 * The profile picture (ADR 0053): the chosen image goes through the content library's upload (its
 * checks and storage), then becomes the avatar; it stays in the library like any other upload.
 */
export function AvatarSettings({ profile }: { profile: Profile }) {
  const save = useUpdateProfile();
  const names = { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' };
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const answer = await uploadFile(file, () => undefined);
      const item = answer.items[0];
      if (!item) throw new Error('The upload returned no item');
      return save.mutateAsync({ ...names, avatarMediaId: item.id });
    },
  });
  const busy = upload.isPending || save.isPending;
  return (
    <SettingsCard title="Profile picture" description="An image, stored in your content library.">
      <Group gap="lg">
        <Avatar src={profile.profileImageUrl} alt="Your profile picture" size={72} radius="xl" />
        <Group gap="sm">
          <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/*">
            {(props) => (
              <Button {...props} loading={upload.isPending} disabled={busy && !upload.isPending}>
                Upload a picture
              </Button>
            )}
          </FileButton>
          {profile.profileImageUrl === null ? null : (
            <Button
              variant="default"
              disabled={busy}
              onClick={() => save.mutate({ ...names, avatarMediaId: null })}
            >
              Remove picture
            </Button>
          )}
        </Group>
      </Group>
      {upload.error instanceof Error && !save.error ? (
        <Text c="red" size="sm" role="alert">
          {upload.error.message}
        </Text>
      ) : (
        <SettingsFeedback error={save.error} success={undefined} />
      )}
    </SettingsCard>
  );
}
