import {
  defaultTikTokPrivacy,
  TIKTOK_PRIVACY_LEVELS,
  type ContentItem,
  type NetworkOptionsOf,
  type TikTokCreatorInfoAnswer,
  type TikTokPrivacyLevel,
} from '@fanout/shared';
import { Alert, Button, Checkbox, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, type Dispatch, type SetStateAction } from 'react';
import { useTRPC } from '../../../app/trpc';
import { setDisclosure } from '../composer-network-options';
import type { ComposerState } from '../composer-state';
import { isOneOf, TIKTOK_PRIVACY_LABELS } from './option-choices';
import { TikTokDisclosure } from './tiktok-disclosure';
import { useNetworkOptions, type OptionsSectionProps } from './use-network-options';

interface TikTokOptionsProps extends OptionsSectionProps {
  /** The media the account publishes: a video has Duets and Stitches, photos do not. */
  media: readonly ContentItem[];
  /** The "Disclose post content" switch (`disclosureOn`). */
  disclosing: boolean;
}

/**
 * What TikTok's Content Sharing Guidelines ask an app to show before it posts for a creator,
 * from the creator's creator_info read when the account is chosen: whose account it is (the
 * nickname); who can view the post, among the levels TikTok offers this creator only, with no
 * level preselected (left unchosen, the post goes out as before: `defaultTikTokPrivacy`);
 * comments, Duets and Stitches (the last two for a video), greyed out and off where the creator
 * turned them off in TikTok; the commercial content disclosure; the declaration.
 */
export function TikTokOptions(props: TikTokOptionsProps) {
  const trpc = useTRPC();
  const creator = useQuery(
    trpc.socialAccount.tiktokCreatorInfo.queryOptions(
      { id: props.accountId },
      { staleTime: 60_000 },
    ),
  );
  const { values, errors, set } = useNetworkOptions('tiktok', props);
  const { accountId, setState } = props;
  const isVideo = props.media.some((item) => item.type === 'video');
  const offered = creator.data?.privacyLevelOptions ?? [];
  const privacyAtPublish = values.privacyLevel ?? defaultTikTokPrivacy(offered) ?? null;
  const onSwitch = useSwitch(accountId, setState);

  return (
    <Stack gap="sm">
      {creator.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Asking TikTok for {props.accountLabel}’s settings…</Text>
        </Group>
      ) : creator.isError ? (
        <Alert color="orange" variant="light" title="TikTok did not answer">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Who can view the post and its interactions come from TikTok: {creator.error.message}
            </Text>
            <Button size="xs" variant="light" onClick={() => void creator.refetch()}>
              Ask TikTok again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <Text size="sm">
            Posting to TikTok as <strong>{creator.data.nickname}</strong> (@
            {creator.data.username})
          </Text>
          <PrivacySelect
            offered={offered}
            chosen={values.privacyLevel}
            atPublish={privacyAtPublish}
            brandedContent={values.brandedContent}
            error={errors.privacyLevel}
            onChange={(level) => set('privacyLevel', level)}
          />
          <Interactions creator={creator.data} values={values} isVideo={isVideo} set={set} />
          <DurationWarning media={props.media} creator={creator.data} />
        </>
      )}
      <TikTokDisclosure
        on={props.disclosing}
        brandOrganic={values.brandOrganic}
        brandedContent={values.brandedContent}
        privatePost={privacyAtPublish === 'SELF_ONLY'}
        noun={isVideo ? 'video' : props.media.length > 0 ? 'photo' : 'post'}
        onSwitch={onSwitch}
        onBrandOrganic={(on) => set('brandOrganic', on)}
        onBrandedContent={(on) => set('brandedContent', on)}
      />
    </Stack>
  );
}

function useSwitch(accountId: string, setState: Dispatch<SetStateAction<ComposerState>>) {
  return useCallback(
    (on: boolean) =>
      setState((current) => setDisclosure(current, { id: accountId, platform: 'tiktok' }, on)),
    [accountId, setState],
  );
}

interface PrivacySelectProps {
  offered: readonly TikTokPrivacyLevel[];
  chosen: TikTokPrivacyLevel | null;
  /** What the post goes out with: the chosen level, else TikTok's default for this creator. */
  atPublish: TikTokPrivacyLevel | null;
  brandedContent: boolean;
  error: string | undefined;
  onChange: (level: TikTokPrivacyLevel | null) => void;
}

/** Only the creator's levels; "Only me" refused to branded content, as TikTok refuses it. */
function PrivacySelect({
  offered,
  chosen,
  atPublish,
  brandedContent,
  ...rest
}: PrivacySelectProps) {
  const choices = offered.map((level) => {
    const refused = level === 'SELF_ONLY' && brandedContent;
    return {
      value: level,
      label: refused
        ? `${TIKTOK_PRIVACY_LABELS[level]} (branded content cannot be private)`
        : TIKTOK_PRIVACY_LABELS[level],
      disabled: refused,
    };
  });
  const stale = chosen !== null && !offered.includes(chosen);
  // A level chosen earlier that TikTok no longer offers this creator: shown, to be changed.
  if (stale) choices.push({ value: chosen, label: TIKTOK_PRIVACY_LABELS[chosen], disabled: true });
  const unchosen =
    atPublish === null
      ? 'TikTok offers this account neither Everyone nor Only me: choose who can view the post'
      : `Not chosen, it goes out as ${TIKTOK_PRIVACY_LABELS[atPublish]}`;
  return (
    <Select
      label="Who can view this post"
      placeholder="Choose who can view it"
      data={choices}
      value={chosen}
      onChange={(value) => rest.onChange(isOneOf(TIKTOK_PRIVACY_LEVELS, value) ? value : null)}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear who can view this post' }}
      description={chosen === null ? unchosen : undefined}
      error={
        rest.error ??
        (stale ? 'TikTok no longer offers this account that choice: choose another' : undefined)
      }
    />
  );
}

/** "Allow users to": Comment, and for a video Duet and Stitch. */
function Interactions(props: {
  creator: TikTokCreatorInfoAnswer;
  values: NetworkOptionsOf<'tiktok'>;
  isVideo: boolean;
  set: ReturnType<typeof useNetworkOptions<'tiktok'>>['set'];
}) {
  const { creator, values, set } = props;
  return (
    <Stack gap={6} role="group" aria-labelledby="composer-tiktok-interactions">
      <Text size="sm" fw={500} id="composer-tiktok-interactions">
        Allow users to
      </Text>
      <Interaction
        label="Comment"
        allowed={values.allowComments}
        offByCreator={creator.commentDisabled}
        onChange={(allowed) => set('allowComments', allowed)}
      />
      {props.isVideo && (
        <>
          <Interaction
            label="Duet"
            allowed={values.allowDuet}
            offByCreator={creator.duetDisabled}
            onChange={(allowed) => set('allowDuet', allowed)}
          />
          <Interaction
            label="Stitch"
            allowed={values.allowStitch}
            offByCreator={creator.stitchDisabled}
            onChange={(allowed) => set('allowStitch', allowed)}
          />
        </>
      )}
    </Stack>
  );
}

interface InteractionProps {
  label: string;
  allowed: boolean;
  /** Turned off by the creator in TikTok: greyed out and off, as TikTok's guidelines ask. */
  offByCreator: boolean;
  onChange: (allowed: boolean) => void;
}

function Interaction({ label, allowed, offByCreator, onChange }: InteractionProps) {
  return (
    <Checkbox
      label={label}
      checked={allowed && !offByCreator}
      disabled={offByCreator}
      description={offByCreator ? 'Turned off in this account’s TikTok settings' : undefined}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** TikTok's guidelines: a video longer than the creator may post is said before posting. */
function DurationWarning(props: {
  media: readonly ContentItem[];
  creator: TikTokCreatorInfoAnswer;
}) {
  const longest = props.creator.maxVideoPostDurationSec;
  const video = props.media.find((item) => item.type === 'video');
  const seconds = video?.durationSeconds ?? null;
  if (seconds === null || seconds <= longest) return null;
  return (
    <Text size="xs" c="orange" role="note">
      This video is {Math.round(seconds)} seconds long; TikTok lets {props.creator.nickname} post
      videos of up to {longest} seconds.
    </Text>
  );
}
