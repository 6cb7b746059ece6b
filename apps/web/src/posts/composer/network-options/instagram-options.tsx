import {
  INSTAGRAM_FORMATS,
  instagramFormatProblem,
  isOneVideo,
  type ContentItem,
} from '@fanout/shared';
import { Radio, Stack } from '@mantine/core';
import { INSTAGRAM_FORMAT_LABELS, isOneOf } from './option-choices';
import { useNetworkOptions, type OptionsSectionProps } from './use-network-options';

/**
 * Feed post or Reel (INSTAGRAM_FORMATS): a single video goes out as a Reel either way, shown in
 * the feed and on the grid as well, or in the Reels tab only. A Reel is one video: offered only
 * when the account's media are exactly that, and the reason said otherwise.
 */
export function InstagramOptions(props: OptionsSectionProps & { media: readonly ContentItem[] }) {
  const { values, set } = useNetworkOptions('instagram', props);
  const oneVideo = isOneVideo(props.media);
  const problem = instagramFormatProblem(values.format, props.media);
  return (
    <Radio.Group
      label="Post as"
      value={values.format}
      onChange={(value) => {
        if (isOneOf(INSTAGRAM_FORMATS, value)) set('format', value);
      }}
      error={
        problem === null
          ? undefined
          : 'A Reel needs exactly one video: change the media or post it as a feed post.'
      }
    >
      <Stack gap={6} mt={4}>
        <Radio
          value="feed"
          label={INSTAGRAM_FORMAT_LABELS.feed}
          description="In followers’ feeds and on the profile grid (a video shows in Reels too)"
        />
        <Radio
          value="reel"
          label={INSTAGRAM_FORMAT_LABELS.reel}
          // Left enabled once chosen, so the media changing later can be answered here.
          disabled={!oneVideo && values.format !== 'reel'}
          description={
            oneVideo
              ? 'In the Reels tab only, not in the feed or on the grid'
              : 'Only for a single video: attach exactly one video, and nothing else, to post a Reel'
          }
        />
      </Stack>
    </Radio.Group>
  );
}
