import type { ReactNode } from 'react';
import { Container, Divider, Stack, Text, Title } from '@mantine/core';

export interface LegalSection {
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  intro?: ReactNode;
  sections: LegalSection[];
}

/** Renders a legal text as numbered sections under a title and a 'Last updated' line. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <Container size="md" component="article">
      <Title order={1} fz={{ base: 32, sm: 42 }}>
        {title}
      </Title>
      <Text c="dimmed" mt="xs">
        Last updated {lastUpdated}
      </Text>
      {intro !== undefined && (
        <Text mt="lg" fz="lg">
          {intro}
        </Text>
      )}
      <Divider my="xl" />
      <Stack gap={36}>
        {sections.map((section, index) => (
          <Stack key={section.title} gap="sm" component="section">
            <Title order={2} fz={{ base: 20, sm: 24 }}>
              {index + 1}. {section.title}
            </Title>
            <Stack gap="sm" fz="md" lh={1.7}>
              {section.content}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
