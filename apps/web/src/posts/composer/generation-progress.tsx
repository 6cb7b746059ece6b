import { Card, Group, Loader, Text } from '@mantine/core';
import type { GenerationPhase } from './use-ai-generation';

const TEXT: Record<Exclude<GenerationPhase, 'idle'>, string> = {
  content: 'Generating content...',
  hashtags: 'Adding hashtags...',
};

/** Spec 000 §2: the card shown while AI works, saying which step it is on. */
export function GenerationProgress({ phase }: { phase: GenerationPhase }) {
  if (phase === 'idle') return null;
  return (
    <Card withBorder padding="sm" role="status" bg="var(--mantine-color-blue-light)">
      <Group gap="sm">
        <Loader size="sm" />
        <Text size="sm">{TEXT[phase]}</Text>
      </Group>
    </Card>
  );
}
