import { Anchor, Checkbox, Stack, Switch, Text } from '@mantine/core';
import { DISCLOSURE_UNCHOSEN } from '../composer-network-options';

const MUSIC_USAGE = 'https://www.tiktok.com/legal/page/global/music-usage-confirmation/en';
const BRANDED_CONTENT_POLICY = 'https://www.tiktok.com/legal/page/global/bc-policy/en';

interface TikTokDisclosureProps {
  on: boolean;
  /** `brandOrganic`: the post promotes the creator's own business. */
  brandOrganic: boolean;
  /** `brandedContent`: a paid partnership promoting a third party. */
  brandedContent: boolean;
  /** The post goes out as "Only me": TikTok does not let branded content be private. */
  privatePost: boolean;
  /** What the labels name: "video", "photo" or "post". */
  noun: string;
  onSwitch: (on: boolean) => void;
  onBrandOrganic: (on: boolean) => void;
  onBrandedContent: (on: boolean) => void;
}

/**
 * TikTok's commercial content disclosure, in TikTok's words (Content Sharing Guidelines): off by
 * default; on, the creator says whether the post promotes their own brand, a third party's
 * (branded content, which cannot be private) or both, and sees the label TikTok will show; on
 * with neither, the post cannot go out (`networkOptionsProblem`). Then the declaration TikTok
 * asks for before every post.
 */
export function TikTokDisclosure(props: TikTokDisclosureProps) {
  const { on, brandOrganic, brandedContent, privatePost, noun } = props;
  const label = brandedContent
    ? `Your ${noun} will be labeled as ‘Paid partnership’. This cannot be changed once your ${noun} is posted.`
    : brandOrganic
      ? `Your ${noun} will be labeled as ‘Promotional content’. This cannot be changed once your ${noun} is posted.`
      : null;
  const brandedHint = !privatePost
    ? `You are promoting another brand or a third party. This ${noun} will be classified as Branded Content.`
    : brandedContent
      ? 'Branded content visibility cannot be set to private: uncheck it, or choose who can view the post.'
      : 'Branded content visibility cannot be set to private: choose who can view the post first.';
  return (
    <Stack gap="xs">
      <Switch
        label="Disclose post content"
        description={`Turn on to disclose that this ${noun} promotes goods or services in exchange for something of value. It could promote yourself, a third party, or both.`}
        checked={on}
        onChange={(event) => props.onSwitch(event.currentTarget.checked)}
      />
      {on && (
        <Stack gap={6} pl="xl" role="group" aria-label="What the post promotes">
          <Checkbox
            label="Your brand"
            description={`You are promoting yourself or your own business. This ${noun} will be classified as Brand Organic.`}
            checked={brandOrganic}
            onChange={(event) => props.onBrandOrganic(event.currentTarget.checked)}
          />
          <Checkbox
            label="Branded content"
            description={brandedHint}
            error={privatePost && brandedContent}
            // Left enabled once checked, so it can be unchecked.
            disabled={privatePost && !brandedContent}
            checked={brandedContent}
            onChange={(event) => props.onBrandedContent(event.currentTarget.checked)}
          />
          <Text size="xs" c={label === null ? 'red' : undefined} aria-live="polite">
            {label ?? DISCLOSURE_UNCHOSEN}
          </Text>
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        By posting, you agree to TikTok’s{' '}
        {brandedContent && (
          <>
            <Anchor
              href={BRANDED_CONTENT_POLICY}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              underline="always"
            >
              Branded Content Policy
            </Anchor>{' '}
            and{' '}
          </>
        )}
        <Anchor
          href={MUSIC_USAGE}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          underline="always"
        >
          Music Usage Confirmation
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
