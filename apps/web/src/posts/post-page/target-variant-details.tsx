import { Stack, Text } from '@mantine/core';
import { MediaThumbnails } from './post-media';
import type { TargetVariantView } from './target-variant';

/**
 * Under a target on the post's page: the text and media its account was given instead of the
 * shared ones ("Customised text", its own thumbnails, or "No media on this network").
 */
export function TargetVariantDetails({
  variant,
  accountLabel,
}: {
  variant: TargetVariantView;
  /** Whose variant it is, for its accessible name: "X (@fanout)". */
  accountLabel: string;
}) {
  return (
    <Stack
      gap={4}
      pl="sm"
      role="group"
      aria-label={`Customised for ${accountLabel}`}
      style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}
    >
      {variant.text !== null && (
        <>
          <Text size="xs" fw={600}>
            Customised text
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {variant.text}
          </Text>
        </>
      )}
      {variant.media.kind === 'none' && (
        <Text size="xs" c="dimmed">
          No media on this network
        </Text>
      )}
      {variant.media.kind === 'own' && (
        <>
          <Text size="xs" fw={600}>
            Media on this network
          </Text>
          <MediaThumbnails
            media={variant.media.items}
            size={80}
            label={`Media on ${accountLabel}`}
          />
        </>
      )}
    </Stack>
  );
}
