import type { FollowUpState, PostDetail } from '@fanout/shared';
import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { PLATFORM_META } from '../../accounts/platform-meta';
import { postStatusLabel } from '../post-labels';

/** One line of a target's follow-ups: a thread's item or its first comment (ADR 0084). */
export interface FollowUpLine {
  /** "Item 1" (the post itself), "Item 2", …, or "First comment". */
  name: string;
  /** What it is doing, or the reason it failed. */
  status: string;
  failed: boolean;
  url: string | null;
}

const STATE_WORDS: Record<FollowUpState, string> = {
  pending: 'Waiting for the post',
  sending: 'Sending',
  published: 'Published',
  failed: 'Failed',
};

function line(
  name: string,
  item: { state: FollowUpState; url: string | null; errorMessage: string | null },
): FollowUpLine {
  const failed = item.state === 'failed';
  const status = failed
    ? `${name} failed: ${item.errorMessage ?? 'no reason given'}`
    : STATE_WORDS[item.state];
  return { name, status, failed, url: item.url };
}

/**
 * The lines under one target: its thread from the post (item 1, the target's own link) through
 * each reply, then its first comment; none when it has neither.
 */
export function followUpLines(post: PostDetail, targetId: string): FollowUpLine[] {
  const variant = Object.values(post.variants).find((entry) => entry.targetId === targetId);
  const target = post.platforms.find((entry) => entry.id === targetId);
  if (!variant || !target) return [];
  const lines: FollowUpLine[] = [];
  if (variant.thread.length > 0) {
    // The post itself: its own state, as the table shows it.
    lines.push({
      name: 'Item 1',
      status: postStatusLabel(target.state),
      failed: false,
      url: target.platformPostUrl,
    });
    variant.thread.forEach((item, index) => lines.push(line(`Item ${index + 2}`, item)));
  }
  if (variant.firstComment) lines.push(line('First comment', variant.firstComment));
  return lines;
}

/**
 * Under a target on the post's page: its thread's items and first comment, each with its state
 * and a "View" link once published, or the reason it failed. They go out a moment after the post.
 */
export function FollowUpLinks({ post, targetId }: { post: PostDetail; targetId: string }) {
  const lines = followUpLines(post, targetId);
  const target = post.platforms.find((entry) => entry.id === targetId);
  if (lines.length === 0 || !target) return null;
  const network = PLATFORM_META[target.platform].name;
  return (
    <Stack
      component="ul"
      gap={2}
      mt={6}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={`Thread and first comment on ${network}`}
    >
      {lines.map((entry) => (
        <li key={entry.name}>
          <Text size="xs" c={entry.failed ? 'var(--mantine-color-red-text)' : undefined}>
            {entry.failed ? entry.status : `${entry.name}: ${entry.status}`}
            {entry.url && (
              <>
                {' · '}
                <Anchor href={entry.url} target="_blank" rel="noopener noreferrer" size="xs">
                  View
                  <VisuallyHidden>
                    {' '}
                    {entry.name.toLowerCase()} on {network}
                  </VisuallyHidden>{' '}
                  <IconExternalLink size={12} aria-hidden />
                </Anchor>
              </>
            )}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
