import { Card, Stack, Text, Title } from '@mantine/core';
import { memo, useDeferredValue } from 'react';
import { PREVIEWS_ID } from '../account-tabs';
import { shownTitle } from '../composer-network-options';
import type { ComposerState } from '../composer-state';
import { PostPreview } from './post-preview';
import { PREVIEW_RULES } from './preview-rules';
import type { PreviewAccount } from './preview-identity';
import { previewedAccounts } from './previewed-accounts';

interface ComposerPreviewsProps {
  state: ComposerState;
  /** The selected accounts, in the order they were checked. */
  selected: readonly PreviewAccount[];
}

/**
 * The previews beside the editor, switched by the account row (`previewedAccounts`). They render
 * from a deferred copy of the composer's state: a keystroke updates the text box at once, and the
 * previews follow when React has time, interrupted by the next keystroke rather than blocking it.
 */
export function ComposerPreviews({ state, selected }: ComposerPreviewsProps) {
  const deferred = useDeferredValue(state);
  return <PreviewsCard state={deferred} selected={selected} />;
}

/**
 * Memoised: the urgent render of a keystroke passes it the deferred state it already has, and it
 * is skipped; it renders in the deferred one.
 */
const PreviewsCard = memo(function PreviewsCard({ state, selected }: ComposerPreviewsProps) {
  if (selected.length === 0) return null;
  const previews = previewedAccounts(state, selected);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="composer-previews-title">
      <Stack gap="sm" id={PREVIEWS_ID}>
        <Title order={2} size="h4" id="composer-previews-title">
          Preview
        </Title>
        {previews.length === 0 ? (
          <Text size="sm" c="dimmed">
            Every account has its own text or media: choose one above the text box to see its
            preview.
          </Text>
        ) : (
          previews.map(({ account, textContent, media, followUps }) => (
            <PostPreview
              key={account.id}
              account={account}
              title={PREVIEW_RULES[account.platform].showsTitle ? shownTitle(state, account) : ''}
              textContent={textContent}
              media={media}
              followUps={followUps}
            />
          ))
        )}
      </Stack>
    </Card>
  );
});
