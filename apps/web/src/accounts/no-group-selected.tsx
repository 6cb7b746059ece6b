import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';

/** The main area before a group is chosen (spec 000 §2). */
export function NoGroupSelected({ onCreate }: { onCreate: () => void }) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconUsersGroup size={26} />
        </ThemeIcon>
        <Title order={2} size="h4">
          Select an Account Group
        </Title>
        <Text c="dimmed" ta="center">
          Choose a group from the list to connect its accounts, or create a new one.
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={onCreate}>
          Create Your First Group
        </Button>
      </Stack>
    </Paper>
  );
}
