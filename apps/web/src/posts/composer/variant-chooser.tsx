import type { GeneratedPost } from '@fanout/shared';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';

interface VariantChooserProps {
  variants: readonly GeneratedPost[];
  onChoose: (post: GeneratedPost) => void;
  onDismiss: () => void;
}

/** The three variants side by side; the chosen one fills the post (beyond the spec). */
export function VariantChooser({ variants, onChoose, onDismiss }: VariantChooserProps) {
  return (
    <Stack gap="xs" role="group" aria-label="Generated variants">
      <Group justify="space-between">
        <Text fw={600}>Choose a variant</Text>
        <Button variant="subtle" size="xs" onClick={onDismiss}>
          Discard variants
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {variants.map((variant, index) => (
          <Card
            key={index}
            withBorder
            padding="sm"
            component="article"
            aria-label={`Variant ${index + 1}`}
          >
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Text fw={600} size="sm">
                  {variant.title}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {variant.textContent}
                </Text>
              </div>
              <Button size="xs" variant="light" onClick={() => onChoose(variant)}>
                Use variant {index + 1}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
