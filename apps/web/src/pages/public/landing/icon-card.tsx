import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const SIZES = {
  md: { padding: 'lg', icon: 40, glyph: 22, title: 'md', gap: 6 },
  lg: { padding: 'xl', icon: 48, glyph: 26, title: 'xl', gap: 'xs' },
} as const;

/** The landing page's card: an icon, a title and a short description. */
export function IconCard({
  icon: CardIcon,
  title,
  description,
  color,
  size = 'md',
}: {
  icon: TablerIcon;
  title: string;
  description: ReactNode;
  color: string;
  size?: keyof typeof SIZES;
}) {
  const s = SIZES[size];
  return (
    <Card withBorder radius="lg" padding={s.padding}>
      <ThemeIcon size={s.icon} radius="md" variant="light" color={color} mb="md">
        <CardIcon size={s.glyph} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} fz={s.title} mb={s.gap}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {description}
      </Text>
    </Card>
  );
}
