import type { ContentItem } from '@fanout/shared';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MediaThumbnail } from '../composer/media-thumbnail';

/** The post's attachments in order, each a thumbnail with its title; nothing when there are none. */
export function PostMedia({ media }: { media: readonly ContentItem[] }) {
  if (media.length === 0) return null;
  return (
    <section aria-labelledby="post-media-heading">
      <Title order={2} size="h4" id="post-media-heading" mb="xs">
        Media
      </Title>
      <MediaThumbnails media={media} size={120} />
    </section>
  );
}

/** Media items in order as a list of `size`-pixel thumbnails, each with its title beneath. */
export function MediaThumbnails({
  media,
  size,
  label,
}: {
  media: readonly ContentItem[];
  size: number;
  /** The list's accessible name, where no heading names it. */
  label?: string;
}) {
  return (
    <Group gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {media.map((item) => (
        <Paper component="li" key={item.id} withBorder w={size} style={{ overflow: 'hidden' }}>
          <Stack gap={0}>
            <MediaThumbnail item={item} width={size} height={size} />
            <Text size="xs" p={6} truncate="end" title={item.title}>
              {item.title}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Group>
  );
}
