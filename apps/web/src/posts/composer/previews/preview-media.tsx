import type { ContentItem } from '@fanout/shared';
import { ThemeIcon } from '@mantine/core';
import { IconFileText, IconMusic, IconPlayerPlayFilled } from '@tabler/icons-react';
import classes from './post-preview.module.css';
import type { PreviewRule } from './preview-rules';

/** The media area, cropped to the network's aspect: a grid of up to its maximum, or the first of a carousel. */
export function PreviewMedia({
  media,
  rule,
}: {
  media: readonly ContentItem[];
  rule: PreviewRule;
}) {
  if (media.length === 0) return null;
  const layout = rule.mediaLayout;
  const shown = layout.kind === 'grid' ? media.slice(0, layout.max) : media.slice(0, 1);
  const hidden = media.length - shown.length;
  const columns = shown.length === 1 ? '1fr' : '1fr 1fr';
  const rows = shown.length <= 2 ? '1fr' : '1fr 1fr';
  return (
    <div
      className={classes.media}
      style={{
        aspectRatio: rule.mediaAspect,
        gridTemplateColumns: columns,
        gridTemplateRows: rows,
      }}
    >
      {shown.map((item, index) => (
        <div
          key={item.id}
          className={`${classes.cell} ${shown.length === 3 && index === 0 ? classes.tall : ''}`}
        >
          <PreviewItem item={item} />
          {index === shown.length - 1 && hidden > 0 && (
            <span className={classes.badge}>
              {layout.kind === 'grid' ? `+${hidden}` : `1 / ${media.length}`}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}

function PreviewItem({ item }: { item: ContentItem }) {
  const src = item.thumbnailPath ?? (item.type === 'image' ? item.filePath : null);
  if (src !== null) {
    return (
      <>
        <img src={src} alt={item.title} loading="lazy" />
        {item.type === 'video' && <PlayMark />}
      </>
    );
  }
  const Icon =
    item.type === 'video' ? IconPlayerPlayFilled : item.type === 'audio' ? IconMusic : IconFileText;
  return (
    <div className={classes.placeholder}>
      <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
        <Icon size={20} />
      </ThemeIcon>
    </div>
  );
}

function PlayMark() {
  return (
    <div className={classes.placeholder} style={{ position: 'absolute', inset: 0 }}>
      <ThemeIcon size={36} radius="xl" color="dark" aria-hidden>
        <IconPlayerPlayFilled size={18} />
      </ThemeIcon>
    </div>
  );
}
