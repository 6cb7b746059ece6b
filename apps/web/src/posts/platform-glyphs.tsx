import type { Platform, PostTarget } from '@fanout/shared';
import { PLATFORM_META } from '../accounts/platform-meta';
import { platformIconList, SHOWN_PLATFORM_ICONS } from './platform-icon-list';
import classes from './platform-glyphs.module.css';

/**
 * One platform's brand icon (`PLATFORM_META`, the one platform → icon map), named for assistive
 * technology by the product's name for it. `hoverName` adds the browser's own tip, for places
 * without a tooltip of their own.
 */
export function PlatformGlyph({
  platform,
  size,
  hoverName = true,
}: {
  platform: Platform;
  size: number;
  hoverName?: boolean;
}) {
  const { icon: Icon, name } = PLATFORM_META[platform];
  return <Icon size={size} role="img" aria-label={name} title={hoverName ? name : undefined} />;
}

/**
 * A post's platforms as bare icons in the line of text (one per platform, at most `max`, then
 * '+N more'), for dense places: the calendar's chips and list cards. No tooltip component and no
 * tile, so a month of chips stays as cheap to draw as text (ADR 0074).
 */
export function PlatformGlyphs({
  targets,
  size = 14,
  max = SHOWN_PLATFORM_ICONS,
}: {
  targets: readonly Pick<PostTarget, 'platform'>[];
  size?: number;
  max?: number;
}) {
  const { shown, hiddenCount } = platformIconList(targets, max);
  if (shown.length === 0) return null;
  return (
    <span className={classes.glyphs}>
      {shown.map((platform) => (
        <PlatformGlyph key={platform} platform={platform} size={size} />
      ))}
      {hiddenCount > 0 && <span>+{hiddenCount} more</span>}
    </span>
  );
}
