import type { ContentItem } from '@fanout/shared';
import { Center, ThemeIcon } from '@mantine/core';
import { IconFileText, IconMusic, IconVideo } from '@tabler/icons-react';

/** A small square preview: the server's thumbnail for images and videos, else an icon. */
export function MediaThumbnail({
  item,
  width,
  height,
}: {
  item: ContentItem;
  width: number | string;
  height: number;
}) {
  const src = item.thumbnailPath ?? (item.type === 'image' ? item.filePath : null);
  if (src !== null) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        style={{
          display: 'block',
          width,
          height,
          objectFit: 'cover',
          background: 'var(--fanout-surface-sunken)',
        }}
      />
    );
  }
  const Icon = item.type === 'audio' ? IconMusic : item.type === 'video' ? IconVideo : IconFileText;
  return (
    <Center w={width} h={height} bg="var(--fanout-surface-sunken)">
      <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
        <Icon size={20} />
      </ThemeIcon>
    </Center>
  );
}
