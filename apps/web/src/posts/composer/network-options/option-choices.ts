import type {
  InstagramFormat,
  LinkedInVisibility,
  TikTokPrivacyLevel,
  XReplySettings,
  YouTubePrivacyStatus,
} from '@fanout/shared';

/**
 * What the Options sections call each network's documented values (network-option-values.ts,
 * the one list of values): the words the network's own app uses. Keyed by the values' types, so
 * a value added there is a type error here until it has its words.
 */
export const YOUTUBE_PRIVACY_LABELS: Record<YouTubePrivacyStatus, string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Private',
};

export const TIKTOK_PRIVACY_LABELS: Record<TikTokPrivacyLevel, string> = {
  PUBLIC_TO_EVERYONE: 'Everyone',
  MUTUAL_FOLLOW_FRIENDS: 'Friends',
  FOLLOWER_OF_CREATOR: 'Followers',
  SELF_ONLY: 'Only me',
};

export const INSTAGRAM_FORMAT_LABELS: Record<InstagramFormat, string> = {
  feed: 'Feed post',
  reel: 'Reel',
};

export const X_REPLY_LABELS: Record<XReplySettings, string> = {
  everyone: 'Everyone',
  following: 'Accounts you follow',
  mentionedUsers: 'Mentioned accounts',
  subscribers: 'Subscribers',
  verified: 'Verified accounts',
};

export const LINKEDIN_VISIBILITY_LABELS: Record<LinkedInVisibility, string> = {
  PUBLIC: 'Anyone',
  CONNECTIONS: 'Connections only',
};

/** A Select's or radio group's choices: the values in their documented order, with their words. */
export function choicesOf<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Narrows a control's string to one of `values`. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}

/** "42 / 100": a text field's count against the network's limit, and whether it is over. */
export function lengthCounter(length: number, max: number): { label: string; over: boolean } {
  return { label: `${length} / ${max}`, over: length > max };
}

/**
 * A field's counter as its description, read with the field ("Characters: 42 / 100"), under the
 * box as the composer's text counter is; red when over.
 */
export function counterProps(counter: { label: string; over: boolean }, what = 'Characters') {
  return {
    description: counter.label,
    descriptionProps: {
      'aria-label': `${what}: ${counter.label}`,
      ta: 'right' as const,
      c: counter.over ? 'red' : 'dimmed',
      fw: counter.over ? 600 : undefined,
    },
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      'label' | 'input' | 'description' | 'error'
    )[],
  };
}
