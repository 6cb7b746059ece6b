import {
  YOUTUBE_PRIVACY_STATUSES,
  YOUTUBE_TAGS_MAX,
  YOUTUBE_TITLE_MAX,
  youtubeTagsLength,
  type YouTubePrivacyStatus,
} from '@fanout/shared';
import { Group, Radio, Stack, TagsInput, TextInput } from '@mantine/core';
import { counterProps, isOneOf, lengthCounter, YOUTUBE_PRIVACY_LABELS } from './option-choices';
import { useNetworkOptions, type OptionsSectionProps } from './use-network-options';

/** YouTube Studio's words for who can watch. */
const PRIVACY_HINTS: Record<YouTubePrivacyStatus, string> = {
  public: 'Everyone can watch the video',
  unlisted: 'Anyone with the video’s link can watch it',
  private: 'Only the channel and people it chooses can watch it',
};

/**
 * YouTube's settings of the video (`snippet.title`, `status.privacyStatus`,
 * `status.selfDeclaredMadeForKids`, `snippet.tags`), counted against YouTube's limits.
 */
export function YouTubeOptions(props: OptionsSectionProps & { postTitle: string }) {
  const { values, errors, set } = useNetworkOptions('youtube', props);
  const title = values.title ?? '';
  const titleCount = lengthCounter([...title.trim()].length, YOUTUBE_TITLE_MAX);
  const tagsCount = lengthCounter(youtubeTagsLength(values.tags), YOUTUBE_TAGS_MAX);
  return (
    <Stack gap="sm">
      <TextInput
        label="Video title"
        placeholder={props.postTitle.trim() || 'The post’s title, else its first line'}
        value={title}
        onChange={(event) => set('title', event.currentTarget.value)}
        {...counterProps(titleCount)}
        error={errors.title}
      />
      <Radio.Group
        label="Privacy"
        value={values.privacy}
        onChange={(value) => {
          if (isOneOf(YOUTUBE_PRIVACY_STATUSES, value)) set('privacy', value);
        }}
      >
        <Stack gap={6} mt={4}>
          {YOUTUBE_PRIVACY_STATUSES.map((status) => (
            <Radio
              key={status}
              value={status}
              label={YOUTUBE_PRIVACY_LABELS[status]}
              description={PRIVACY_HINTS[status]}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        label="Is this video made for kids?"
        description="YouTube requires every channel to say whether its videos are made for kids."
        value={values.madeForKids ? 'yes' : 'no'}
        onChange={(value) => set('madeForKids', value === 'yes')}
      >
        <Group gap="lg" mt={4}>
          <Radio value="yes" label="Yes, it’s made for kids" />
          <Radio value="no" label="No, it’s not made for kids" />
        </Group>
      </Radio.Group>
      <TagsInput
        label="Tags"
        placeholder="Type a tag, then Enter or a comma"
        value={values.tags}
        onChange={(tags) => set('tags', tags)}
        splitChars={[',']}
        {...counterProps(tagsCount, 'Characters in all, as YouTube counts them')}
        error={errors.tags}
      />
    </Stack>
  );
}
