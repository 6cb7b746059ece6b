/**
 * The documented names and values of each network's own options (network-options.ts), the one
 * source the schemas, the composer and the adapters read. Where each comes from is beside it.
 */

/**
 * YouTube `status.privacyStatus`: the enum of VideoStatus.privacyStatus in the YouTube Data API's
 * discovery document (shared/reference/specs/youtube-data-api-v3.discovery.json).
 */
export const YOUTUBE_PRIVACY_STATUSES = ['public', 'unlisted', 'private'] as const;
export type YouTubePrivacyStatus = (typeof YOUTUBE_PRIVACY_STATUSES)[number];

/**
 * YouTube's `snippet.title`: "a maximum length of 100 characters and may contain all valid UTF-8
 * characters except < and >" (the videos resource's reference; the discovery document states no
 * limit).
 */
export const YOUTUBE_TITLE_MAX = 100;

/**
 * YouTube's `snippet.tags[]`: "a maximum length of 500 characters", counted over the whole list —
 * the commas between tags count, and a tag containing a space counts as if wrapped in quotation
 * marks (the videos resource's reference; the discovery document says only "Tags may contain
 * spaces"). See youtubeTagsLength.
 */
export const YOUTUBE_TAGS_MAX = 500;

/** The tags' length as YouTube counts it: "Foo-Baz" is 7 characters, "Foo Baz" 9; commas between. */
export function youtubeTagsLength(tags: readonly string[]): number {
  if (tags.length === 0) return 0;
  const characters = tags.reduce(
    (sum, tag) => sum + [...tag].length + (tag.includes(' ') ? 2 : 0),
    0,
  );
  return characters + tags.length - 1;
}

/** Pinterest PinCreate (shared/reference/specs/pinterest-v5.openapi.json): `title` maxLength. */
export const PINTEREST_TITLE_MAX = 100;
/** Pinterest PinCreate `link` maxLength. */
export const PINTEREST_LINK_MAX = 2048;
/** Pinterest PinCreate `board_id` pattern. */
export const PINTEREST_BOARD_ID = /^\d+$/;

/**
 * TikTok `post_info.privacy_level`: the values creator_info's `privacy_level_options` lists
 * (Content Posting API reference, platform-apis.md §9). A creator is offered some of them; the
 * run checks the chosen one against that creator's list.
 */
export const TIKTOK_PRIVACY_LEVELS = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const;
export type TikTokPrivacyLevel = (typeof TIKTOK_PRIVACY_LEVELS)[number];

/**
 * The privacy level of a TikTok post whose options choose none: PUBLIC_TO_EVERYONE when the
 * creator is offered it, else SELF_ONLY (all an unaudited app is offered); undefined when the
 * creator is offered neither. What the adapter sends and the composer says it will.
 */
export function defaultTikTokPrivacy(offered: readonly string[]): TikTokPrivacyLevel | undefined {
  return (['PUBLIC_TO_EVERYONE', 'SELF_ONLY'] as const).find((level) => offered.includes(level));
}

/**
 * How an Instagram video goes out. Single feed videos are published as Reels (`media_type=REELS`)
 * since 2023 (platform-apis.md §6; VIDEO is for carousel items only): `feed` is a Reel that is also
 * shown in the feed and on the profile grid (`share_to_feed=true`), `reel` one shown in the Reels
 * tab only (`share_to_feed=false`). Images and carousels are feed posts either way; a `reel` needs
 * exactly one video.
 */
export const INSTAGRAM_FORMATS = ['feed', 'reel'] as const;
export type InstagramFormat = (typeof INSTAGRAM_FORMATS)[number];

/**
 * Who may reply on X: `everyone` (X's default, sent as no `reply_settings`) or a value of the
 * `reply_settings` enum of `POST /2/tweets`' request body (CreatePostsRequest in
 * shared/reference/specs/x-api-v2.openapi.json).
 */
export const X_REPLY_SETTINGS = [
  'everyone',
  'following',
  'mentionedUsers',
  'subscribers',
  'verified',
] as const;
export type XReplySettings = (typeof X_REPLY_SETTINGS)[number];

/**
 * LinkedIn Posts API `visibility` for a member's post (platform-apis.md §1; LinkedIn's
 * MemberNetworkVisibility: PUBLIC anyone, CONNECTIONS the 1st-degree network).
 */
export const LINKEDIN_VISIBILITIES = ['PUBLIC', 'CONNECTIONS'] as const;
export type LinkedInVisibility = (typeof LINKEDIN_VISIBILITIES)[number];
