import { variantAccountLabel, type ContentItem } from '@fanout/shared';
import { Avatar, Text, ThemeIcon } from '@mantine/core';
import { memo } from 'react';
import { PLATFORM_META } from '../../../accounts/platform-meta';
import type { AccountFollowUps } from '../composer-state';
import classes from './post-preview.module.css';
import { FirstCommentPreview, ThreadPreview } from './preview-follow-ups';
import { initialsOf, previewIdentity, type PreviewAccount } from './preview-identity';
import { PreviewMedia } from './preview-media';
import { PREVIEW_RULES } from './preview-rules';
import { PreviewText } from './preview-text';

interface PostPreviewProps {
  account: PreviewAccount;
  /** The post's title, only for a network that shows it (else empty, so it does not re-render). */
  title: string;
  textContent: string;
  media: readonly ContentItem[];
  /** Its thread's replies or first comment, shown under the post. */
  followUps: AccountFollowUps;
}

/**
 * One account's post as its network's feed shows it, roughly: who posts, the text folded where the
 * network folds it (its "see more" opens the rest), links and hashtags marked, the media cropped;
 * under it, its thread's replies or its first comment (ADR 0084). Memoised: typing in one
 * account's text re-renders that preview alone.
 */
export const PostPreview = memo(function PostPreview(props: PostPreviewProps) {
  const { account, title, textContent, media, followUps } = props;
  const rule = PREVIEW_RULES[account.platform];
  const { icon: Icon, color, name: network } = PLATFORM_META[account.platform];
  const { name, handle } = previewIdentity(account);
  const mediaArea = <PreviewMedia media={media} rule={rule} />;
  return (
    <article className={classes.post} aria-label={`Preview on ${variantAccountLabel(account)}`}>
      {rule.mediaFirst && mediaArea}
      <div className={classes.header}>
        <Avatar src={account.avatarUrl} alt="" size={36} radius="xl" color="gray">
          {initialsOf(name)}
        </Avatar>
        <div className={classes.who}>
          <Text size="sm" fw={600} truncate="end">
            {name}
          </Text>
          {rule.showsHandle && handle !== '' && (
            <Text size="xs" c="dimmed" truncate="end">
              {handle}
            </Text>
          )}
        </div>
        <ThemeIcon size={22} radius="sm" color={color} aria-label={network} role="img">
          <Icon size={14} />
        </ThemeIcon>
      </div>
      <div className={classes.body}>
        {rule.showsTitle && title.trim() !== '' && (
          <Text size="sm" fw={600} mb={4}>
            {title}
          </Text>
        )}
        <PreviewText text={textContent} fold={rule.fold} />
      </div>
      {!rule.mediaFirst && mediaArea}
      <ThreadPreview account={account} thread={followUps.thread} />
      <FirstCommentPreview account={account} firstComment={followUps.firstComment} />
    </article>
  );
});
