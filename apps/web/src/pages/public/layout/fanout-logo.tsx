import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';

/** The product mark; always links to the site root. */
export function FanoutLogo() {
  return (
    <Anchor href="/" underline="never" c="inherit" aria-label="Fanout home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon
          size={34}
          radius="md"
          variant="gradient"
          gradient={{ from: 'indigo', to: 'cyan', deg: 135 }}
        >
          <IconSend size={20} stroke={1.8} />
        </ThemeIcon>
        <Text fw={800} fz="xl" lh={1}>
          Fanout
        </Text>
      </Group>
    </Anchor>
  );
}
