import type { PostTarget } from '@fanout/shared';
import { Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { PLATFORM_META } from '../accounts/platform-meta';
import { platformIconList } from './platform-icon-list';

/** A post's platforms as icons: at most three, then '+N more' (spec 000 §2/§9). */
export function PlatformIcons({ targets }: { targets: readonly Pick<PostTarget, 'platform'>[] }) {
  const { shown, hiddenCount } = platformIconList(targets);
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map((platform) => {
        const { icon: Icon, color, name } = PLATFORM_META[platform];
        return (
          <Tooltip key={platform} label={name}>
            <ThemeIcon size={26} radius="md" color={color} role="img" aria-label={name}>
              <Icon size={16} aria-hidden />
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
