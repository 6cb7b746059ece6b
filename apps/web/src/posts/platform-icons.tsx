import type { PostTarget } from '@fanout/shared';
import { Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { PLATFORM_META } from '../accounts/platform-meta';
import { platformIconList } from './platform-icon-list';
import { PlatformGlyph } from './platform-glyphs';

/** A post's platforms as icon tiles: at most three, then '+N more' (spec 000 §2/§9). */
export function PlatformIcons({ targets }: { targets: readonly Pick<PostTarget, 'platform'>[] }) {
  const { shown, hiddenCount } = platformIconList(targets);
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map((platform) => {
        const { color, name } = PLATFORM_META[platform];
        return (
          <Tooltip key={platform} label={name}>
            <ThemeIcon size={26} radius="md" color={color}>
              <PlatformGlyph platform={platform} size={16} />
            </ThemeIcon>
          </Tooltip>
        );
      })}
      {hiddenCount > 0 && (
        <Text size="xs" c="dimmed">
          +{hiddenCount} more
        </Text>
      )}
    </Group>
  );
}
