import type { Platform, Post } from '@fanout/shared';
import { Link } from '@tanstack/react-router';
import { VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { postRiskLabel } from '../accounts/account-risks';
import { PLATFORM_META } from '../accounts/platform-meta';
import { PlatformGlyphs } from '../posts/platform-glyphs';
import { postStatusLabel, postTitle, statusBadgeColor } from '../posts/post-labels';
import { clockTime, postInstant } from './calendar-dates';
import classes from './calendar.module.css';

/** The drag's payload type: a post id (the calendar's own, so other drops are ignored). */
export const POST_DRAG_TYPE = 'application/x-fanout-post';

/**
 * A post on the calendar: its time, its platforms' icons, its title (or the start of its text) and
 * status colour, and a warning when some of its platforms will fail it unless reconnected
 * (`atRisk`, ADR 0060); drag it to move it. The icons name the platforms to a screen reader.
 */
export function CalendarPostChip({
  post,
  timeZone,
  atRisk,
}: {
  post: Post;
  timeZone: string;
  atRisk?: readonly Platform[];
}) {
  const time = clockTime(postInstant(post), timeZone);
  const title = postTitle(post);
  const platforms = post.platforms.map((target) => PLATFORM_META[target.platform].name);
  const risk = atRisk && atRisk.length > 0 ? postRiskLabel(atRisk) : null;
  return (
    <Link
      to="/posts/$id"
      params={{ id: post.id }}
      className={classes.chip}
      style={
        {
          '--chip-color': `var(--mantine-color-${statusBadgeColor(post.status)}-filled)`,
        } as CSSProperties
      }
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(POST_DRAG_TYPE, post.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onClick={(event) => event.stopPropagation()}
      title={[title, postStatusLabel(post.status), platforms.join(', '), risk]
        .filter(Boolean)
        .join(' · ')}
    >
      {risk !== null && <IconAlertTriangle size={12} className={classes.riskIcon} aria-hidden />}
      <strong>{time}</strong> <PlatformGlyphs targets={post.platforms} /> {title}
      <VisuallyHidden>
        , {postStatusLabel(post.status)}
        {risk !== null && `. ${risk}`}
      </VisuallyHidden>
    </Link>
  );
}
