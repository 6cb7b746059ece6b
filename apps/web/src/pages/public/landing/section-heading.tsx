import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

interface SectionHeadingProps {
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
}

export function SectionHeading({ eyebrow, title, description }: SectionHeadingProps) {
  return (
    <Stack gap="sm" align="center" ta="center" maw={720} mx="auto" mb={{ base: 36, sm: 56 }}>
      <Text fw={700} fz="sm" tt="uppercase" c="indigo" style={{ letterSpacing: 1 }}>
        {eyebrow}
      </Text>
      <Title order={2} fz={{ base: 28, sm: 38 }} lh={1.2}>
        {title}
      </Title>
      {description !== undefined && (
        <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
