import { PLATFORMS, type Platform, type Post } from '@fanout/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { postRiskLabel } from '../accounts/account-risks';
import { PlatformGlyphs } from '../posts/platform-glyphs';
import { postStatusLabel, postTitle, statusBadgeColor } from '../posts/post-labels';
import { clockTime, postInstant } from './calendar-dates';
import { listRows } from './list-rows';
import { longDate } from './month-view';
import { MovePostDialog } from './move-post-dialog';
import { VirtualPostList } from './virtual-post-list';

/** What a post's card in the list can do. */
export interface ListActions {
  /** Absent when Create Post is hidden from the user: a copy is a new post (the server refuses it). */
  onDuplicate?: (postId: string) => void;
  /** The post being duplicated. */
  duplicating: string | undefined;
  /** Moves a scheduled post (the drag's equivalent); `done` runs once it has moved. */
  onMoveTo: (postId: string, scheduledAt: string, done: () => void) => void;
  moving: boolean;
}

interface ListViewProps {
  days: readonly string[];
  postsByDay: Map<string, Post[]>;
  timeZone: string;
  /** Posts some platform will fail unless reconnected (ADR 0060). */
  atRisk?: Map<string, Platform[]>;
  actions: ListActions;
}

/**
 * The month's posts day by day, each on a card with Open, Move (scheduled ones) and Duplicate.
 * Only the cards near the screen are rendered (`VirtualPostList`): a month of 500 posts shows its
 * first screenful as fast as a short month.
 */
export function ListView({ days, postsByDay, timeZone, atRisk, actions }: ListViewProps) {
  const [moving, setMoving] = useState<Post | null>(null);
  const rows = useMemo(() => listRows(days, postsByDay), [days, postsByDay]);
  const hintId = useId();
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No posts this month.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text id={hintId} size="xs" c="dimmed">
        {rows.length === 1 ? '1 post' : `${rows.length} posts`}. Page Down and Page Up move to the
        next and previous post, Home and End to the first and last.
      </Text>
      <VirtualPostList
        rows={rows}
        label="Posts, day by day"
        hintId={hintId}
        renderRow={({ post, day, firstOfDay }) => (
          <>
            {firstOfDay && (
              <Title order={2} size="h5" mb="xs">
                {longDate(day)}
              </Title>
            )}
            <ListPostCard
              post={post}
              timeZone={timeZone}
              atRisk={atRisk?.get(post.id)}
              onMove={() => setMoving(post)}
              onDuplicate={actions.onDuplicate}
              duplicating={actions.duplicating === post.id}
            />
          </>
        )}
      />
      {moving && (
        <MovePostDialog
          post={moving}
          moving={actions.moving}
          onMove={(scheduledAt) => actions.onMoveTo(moving.id, scheduledAt, () => setMoving(null))}
          onClose={() => setMoving(null)}
        />
      )}
    </Stack>
  );
}

/**
 * One post in the list: its time, its title (or the start of its text), status, an icon for every
 * one of its platforms (the card has the room a month view's chip has not) and any warning; Open,
 * Move and Duplicate.
 */
function ListPostCard({
  post,
  timeZone,
  atRisk,
  onMove,
  onDuplicate,
  duplicating,
}: {
  post: Post;
  timeZone: string;
  atRisk: readonly Platform[] | undefined;
  onMove: () => void;
  onDuplicate: ((postId: string) => void) | undefined;
  duplicating: boolean;
}) {
  const title = postTitle(post);
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={title}
      // Focusable by the list's keys (Page Down/Up, Home, End), not a Tab stop of its own.
      tabIndex={-1}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {clockTime(postInstant(post), timeZone)}
            </Text>
            <Text size="sm" truncate="end">
              {title}
            </Text>
            <Badge size="sm" variant="light" color={statusBadgeColor(post.status)}>
              {postStatusLabel(post.status)}
            </Badge>
          </Group>
          <div>
            <PlatformGlyphs targets={post.platforms} max={PLATFORMS.length} />
          </div>
          {atRisk && atRisk.length > 0 && (
            <Text size="xs" c="orange">
              {postRiskLabel(atRisk)}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            renderRoot={(rootProps) => (
              <Link {...rootProps} to="/posts/$id" params={{ id: post.id }} />
            )}
          >
            Open
          </Button>
          {post.status === 'scheduled' && (
            <Button size="xs" variant="default" onClick={onMove}>
              Move
            </Button>
          )}
          {onDuplicate && (
            <Button
              size="xs"
              variant="light"
              loading={duplicating}
              onClick={() => onDuplicate(post.id)}
            >
              Duplicate
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
