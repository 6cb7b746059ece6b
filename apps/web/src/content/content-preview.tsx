import type { ContentItem } from '@fanout/shared';
import { Center, Stack, ThemeIcon } from '@mantine/core';
import { IconFileText, IconFileTypePdf, IconMusic } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

export const PREVIEW_HEIGHT = 180;

const mediaStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  height: PREVIEW_HEIGHT,
  objectFit: 'cover',
  background: 'var(--fanout-surface-sunken)',
};

/** Spec 000 §2: an image, a video with controls, an audio player, or an icon (PDF or text). */
export function ContentPreview({ item }: { item: ContentItem }) {
  switch (item.type) {
    case 'image':
      return (
        <img
          src={item.thumbnailPath ?? item.filePath}
          alt={item.title}
          loading="lazy"
          style={mediaStyle}
        />
      );
    case 'video':
      return (
        <video
          controls
          preload="metadata"
          src={item.filePath}
          poster={item.thumbnailPath ?? undefined}
          style={{ ...mediaStyle, objectFit: 'contain', background: 'black' }}
        />
      );
    case 'audio':
      return (
        <Center h={PREVIEW_HEIGHT} bg="var(--fanout-surface-sunken)" px="sm">
          <Stack align="center" gap="sm" w="100%">
            <PreviewIcon>
              <IconMusic size={28} />
            </PreviewIcon>
            <audio controls src={item.filePath} style={{ width: '100%' }} />
          </Stack>
        </Center>
      );
    default:
      return (
        <Center h={PREVIEW_HEIGHT} bg="var(--fanout-surface-sunken)">
          <PreviewIcon>
            {item.mimeType === 'application/pdf' ? (
              <IconFileTypePdf size={28} aria-label="PDF document" />
            ) : (
              <IconFileText size={28} aria-label="Text document" />
            )}
          </PreviewIcon>
        </Center>
      );
  }
}

function PreviewIcon({ children }: { children: ReactNode }) {
  return (
    <ThemeIcon size={56} radius="xl" variant="light">
      {children}
    </ThemeIcon>
  );
}
