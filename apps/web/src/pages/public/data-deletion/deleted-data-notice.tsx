import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

const DELETED_DATA = [
  'Your account and profile information (name, email address, profile picture)',
  'All connected social media accounts and their access tokens',
  'Your posts, drafts and scheduled posts',
  'Your media library, including uploaded and AI-generated files',
  'Your credit balance, purchase history and subscription details',
  'Your account groups and settings',
];

/** The irreversible-action warning and the list of what a deletion removes. */
export function DeletedDataNotice() {
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      title="This action cannot be undone"
      icon={<IconAlertTriangle />}
    >
      <Text fz="sm" mb="xs">
        Once your request is processed, your Fanout account and all associated data are permanently
        deleted. Unused credits are lost. The following will be deleted:
      </Text>
      <List fz="sm" spacing={4} withPadding>
        {DELETED_DATA.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <Text fz="sm" mt="xs">
        Posts already published to social platforms are not removed from those platforms; delete
        them there if you wish.
      </Text>
    </Alert>
  );
}
