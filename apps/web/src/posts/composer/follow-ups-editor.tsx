import { NO_FOLLOW_UP_REASONS, PLATFORM_FOLLOW_UPS, variantAccountLabel } from '@fanout/shared';
import { Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { memo, type Dispatch, type SetStateAction } from 'react';
import type { ComposerAccount } from './composer-problem';
import type { AccountFollowUps, ComposerState } from './composer-state';
import { FirstCommentEditor } from './first-comment-editor';
import { ThreadEditor } from './thread-editor';

interface FollowUpsEditorProps {
  /** The account chosen in the account row. */
  account: ComposerAccount;
  followUps: AccountFollowUps;
  setState: Dispatch<SetStateAction<ComposerState>>;
}

/**
 * Below the chosen account's text and media: what its network publishes after the post
 * (PLATFORM_FOLLOW_UPS) — a thread, a first comment, or a note saying why neither. Memoised on
 * the account's follow-ups, so typing in the post's text does not re-render it.
 */
export const FollowUpsEditor = memo(function FollowUpsEditor({
  account,
  followUps,
  setState,
}: FollowUpsEditorProps) {
  const label = variantAccountLabel(account);
  switch (PLATFORM_FOLLOW_UPS[account.platform]) {
    case 'thread':
      return (
        <ThreadEditor
          account={account}
          accountLabel={label}
          thread={followUps.thread}
          setState={setState}
        />
      );
    case 'first_comment':
      return (
        <FirstCommentEditor
          account={account}
          accountLabel={label}
          firstComment={followUps.firstComment}
          setState={setState}
        />
      );
    case null: {
      const reason = NO_FOLLOW_UP_REASONS[account.platform];
      return reason === undefined ? null : (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="dimmed">
            No thread or first comment here: {reason}
          </Text>
        </Group>
      );
    }
  }
});
