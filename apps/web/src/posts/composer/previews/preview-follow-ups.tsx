import { Avatar, Text } from '@mantine/core';
import type { ThreadReply } from '../composer-state';
import classes from './post-preview.module.css';
import { initialsOf, previewIdentity, type PreviewAccount } from './preview-identity';
import { PREVIEW_RULES } from './preview-rules';
import { PreviewText } from './preview-text';

/**
 * A thread under its post, as X, Bluesky and Threads show one: each reply under the one before,
 * by the same account (avatar, name, handle), joined by a line from the avatar above.
 */
export function ThreadPreview({
  account,
  thread,
}: {
  account: PreviewAccount;
  thread: readonly ThreadReply[];
}) {
  if (thread.length === 0) return null;
  const rule = PREVIEW_RULES[account.platform];
  const { name, handle } = previewIdentity(account);
  return (
    <ol className={classes.thread} aria-label="Replies in the thread">
      {thread.map((reply) => (
        <li key={reply.key} className={classes.reply}>
          <Avatar src={account.avatarUrl} alt="" size={36} radius="xl" color="gray">
            {initialsOf(name)}
          </Avatar>
          <div className={classes.replyBody}>
            <div className={classes.replyWho}>
              <Text span size="sm" fw={600} truncate="end">
                {name}
              </Text>
              {rule.showsHandle && handle !== '' && (
                <Text span size="xs" c="dimmed" truncate="end">
                  {handle}
                </Text>
              )}
            </div>
            <PreviewText text={reply.textContent} fold={rule.fold} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A first comment under its post, as a comment by the account (LinkedIn, Facebook, Instagram, YouTube). */
export function FirstCommentPreview({
  account,
  firstComment,
}: {
  account: PreviewAccount;
  firstComment: string | null;
}) {
  if (firstComment === null) return null;
  const { name } = previewIdentity(account);
  return (
    <div className={classes.comments} role="group" aria-label="First comment">
      <Avatar src={account.avatarUrl} alt="" size={28} radius="xl" color="gray">
        {initialsOf(name)}
      </Avatar>
      <div className={classes.comment}>
        <Text size="xs" fw={600}>
          {name}
        </Text>
        <PreviewText text={firstComment} fold={null} />
      </div>
    </div>
  );
}
