import { Card, Group, Loader, Text } from '@mantine/core';
import type { GenerationPhase } from './use-ai-generation';

/** The generation section's steps, and "Adapt for each network" (ADR 0086) under the editor. */
type ProgressPhase = GenerationPhase | 'adapting';

const TEXT: Record<Exclude<ProgressPhase, 'idle'>, string> = {
  content: 'Generating content...',
  hashtags: 'Adding hashtags...',
  adapting: 'Adapting the text for each network...',
};

/** Spec 000 §2: the card shown while AI works, saying which step it is on. */
export function GenerationProgress({ phase }: { phase: ProgressPhase }) {
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
