import {
  hasNetworkOptions,
  PLATFORM_LABELS,
  variantAccountLabel,
  type ContentItem,
  type SocialAccount,
} from '@fanout/shared';
import { Stack, Text } from '@mantine/core';
import { memo, type Dispatch, type SetStateAction } from 'react';
import type { ComposerAccount } from '../composer-problem';
import type { ComposerState } from '../composer-state';
import { InstagramOptions } from './instagram-options';
import { LinkedInOptions } from './linkedin-options';
import { PinterestOptions } from './pinterest-options';
import { TikTokOptions } from './tiktok-options';
import type { OptionsSectionProps } from './use-network-options';
import { XOptions } from './x-options';
import { YouTubeOptions } from './youtube-options';

/** The chosen account, with the board its Pins go to unless its options choose another. */
export type OptionsAccount = ComposerAccount &
  Partial<Pick<SocialAccount, 'pinterestBoardId' | 'pinterestBoardName'>>;

interface NetworkOptionsEditorProps {
  /** The account chosen in the account row. */
  account: OptionsAccount;
  /** Its options as the composer holds them (`ComposerState.networkOptions[id]`). */
  edited: Record<string, unknown> | undefined;
  /** The media it publishes (its own or the shared ones). */
  media: readonly ContentItem[];
  /** The post's title, which YouTube's and Pinterest's titles default to. */
  postTitle: string;
  /** TikTok's "Disclose post content" switch (`disclosureOn`). */
  disclosing: boolean;
  setState: Dispatch<SetStateAction<ComposerState>>;
}

/**
 * "Options" under the chosen account's text, media and follow-ups (ADR 0088): its network's own
 * settings for this post (ADR 0087), one section per network; none for a network without them
 * (Threads, Bluesky; Facebook's stay in the platforms card). Memoised on the account's options,
 * media and title, so typing in the text does not re-render it.
 */
export const NetworkOptionsEditor = memo(function NetworkOptionsEditor(
  props: NetworkOptionsEditorProps,
) {
  const { account } = props;
  if (!hasNetworkOptions(account.platform)) return null;
  const accountLabel = variantAccountLabel(account);
  const section: OptionsSectionProps = {
    accountId: account.id,
    accountLabel,
    edited: props.edited,
    setState: props.setState,
  };
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="composer-options-title"
      aria-describedby="composer-options-note"
    >
      <div>
        <Text fw={500} size="sm" id="composer-options-title">
          Options
        </Text>
        <Text size="xs" c="dimmed" id="composer-options-note">
          {PLATFORM_LABELS[account.platform]}’s own settings for this post, for {accountLabel} only.
          Left as they are, {PLATFORM_LABELS[account.platform]} gets what Fanout always sent.
        </Text>
      </div>
      {optionsOf(account, section, props)}
    </Stack>
  );
});

function optionsOf(
  account: OptionsAccount,
  section: OptionsSectionProps,
  props: NetworkOptionsEditorProps,
) {
  switch (account.platform) {
    case 'youtube':
      return <YouTubeOptions {...section} postTitle={props.postTitle} />;
    case 'pinterest':
      return (
        <PinterestOptions
          {...section}
          postTitle={props.postTitle}
          accountBoard={{
            id: account.pinterestBoardId ?? null,
            name: account.pinterestBoardName ?? null,
          }}
        />
      );
    case 'tiktok':
      return <TikTokOptions {...section} media={props.media} disclosing={props.disclosing} />;
    case 'instagram':
      return <InstagramOptions {...section} media={props.media} />;
    case 'twitter':
      return <XOptions {...section} />;
    case 'linkedin':
      return <LinkedInOptions {...section} />;
    default:
      return null;
  }
}
