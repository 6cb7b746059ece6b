import { isPlatform, PLATFORMS, type Platform, type PostTarget } from '@fanout/shared';
import { memo, useLayoutEffect, useRef } from 'react';
import { PLATFORM_META } from '../accounts/platform-meta';
import { platformIconList, SHOWN_PLATFORM_ICONS } from './platform-icon-list';
import classes from './platform-glyphs.module.css';

/**
 * One platform's brand icon (`PLATFORM_META`, the one platform → icon map) as an SVG, named for
 * assistive technology by the product's name for it.
 */
export function PlatformGlyph({ platform, size }: { platform: Platform; size: number }) {
  const { icon: Icon, name } = PLATFORM_META[platform];
  return <Icon size={size} role="img" aria-label={name} />;
}

/**
 * Draws each platform's icon once, hidden, and turns it into a style rule that paints
 * `PlatformGlyphs` with it: mount one where they are shown. A calendar month draws a few hundred
 * icons; an empty element painted by a shared rule costs the browser less than an SVG with its
 * paths, and React less than an icon component (`bench/README.md`, the calendar).
 */
export const PlatformGlyphImages = memo(function PlatformGlyphImages() {
  const holder = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLStyleElement>(null);
  // Before the first paint, so a chip drawn in the same commit already has its icon.
  useLayoutEffect(() => {
    const rules: string[] = [];
    for (const icon of holder.current?.querySelectorAll('svg') ?? []) {
      const platform = icon.dataset.platform ?? '';
      if (!isPlatform(platform)) continue;
      const image = `url("data:image/svg+xml,${encodeURIComponent(icon.outerHTML)}")`;
      rules.push(
        `.${classes.glyph}[data-platform="${platform}"]{-webkit-mask-image:${image};mask-image:${image}}`,
      );
    }
    if (sheet.current) sheet.current.textContent = rules.join('\n');
  }, []);
  return (
    <>
      <style ref={sheet} />
      <div ref={holder} hidden>
        {PLATFORMS.map((platform) => {
          const { icon: Icon } = PLATFORM_META[platform];
          return <Icon key={platform} size={24} data-platform={platform} />;
        })}
      </div>
    </>
  );
});

/**
 * A post's platforms as icons in a line of text, as tall as its font (one per platform, at most
 * `max`, then '+N more'), each painted in the text's colour with its platform's icon
 * (`PlatformGlyphImages`) and named by the platform's label: the calendar's chips and list cards.
 */
export function PlatformGlyphs({
  targets,
  max = SHOWN_PLATFORM_ICONS,
}: {
  targets: readonly Pick<PostTarget, 'platform'>[];
  max?: number;
}) {
  const { shown, hiddenCount } = platformIconList(targets, max);
  return (
    <>
      {shown.map((platform) => {
        const { name } = PLATFORM_META[platform];
        return (
          <span
            key={platform}
            role="img"
            aria-label={name}
            title={name}
            className={classes.glyph}
            data-platform={platform}
          />
        );
      })}
      {hiddenCount > 0 && <span>+{hiddenCount} more</span>}
    </>
  );
}
