import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';

/** Logo mark and product name. */
export function Brand() {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
        <IconBroadcast size={20} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        Fanout
      </Text>
    </Group>
  );
}
