import type { Platform } from '@fanout/shared';
import type { OAuthPlatform } from './platform-hosts';

/** Tokens as a platform returns them, normalised. Never logged, never sent to browsers. */
export interface PlatformTokens {
  accessToken: string;
  /** null when the platform issues none (Facebook, Instagram, Threads refresh the access token itself). */
  refreshToken: string | null;
  expiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scopes: string[];
}

/** Who the connected account is on the platform. */
export interface PlatformProfile {
  /** The platform's stable id: LinkedIn `sub`, X user id, Threads user id, Bluesky DID, YouTube channel id,
   * Instagram business account id, Facebook user id, Pinterest username, TikTok open_id. */
  externalId: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  /** Platform specifics publishing needs, e.g. { memberUrn } for LinkedIn, { facebookPageId } for Instagram. */
  details: Record<string, string>;
}

export interface OAuthClient {
  platform: OAuthPlatform;
  /** Whether the flow sends a PKCE S256 challenge (X always; YouTube too). */
  usesPkce: boolean;
  scopes: readonly string[];
  authorizeUrl(input: { state: string; redirectUri: string; codeChallenge?: string }): string;
  /** Code → tokens, including any follow-up exchange (Threads and Meta long-lived tokens). */
  exchangeCode(input: {
    code: string;
    redirectUri: string;
    codeVerifier?: string;
  }): Promise<PlatformTokens>;
  /** New tokens; keep the returned refresh token if present, else the old one. */
  refresh(tokens: { accessToken: string; refreshToken: string | null }): Promise<PlatformTokens>;
  /** Revokes at the platform where it offers revocation; absent otherwise. */
  revoke?: (tokens: { accessToken: string; refreshToken: string | null }) => Promise<void>;
  fetchProfile(accessToken: string): Promise<PlatformProfile>;
}

export interface FacebookPage {
  id: string;
  name: string;
  access_token: string;
  category: string | null;
}

export interface PinterestBoard {
  id: string;
  name: string;
}

/** What creator_info/query tells of a creator now (TikTok's names in tiktok-creator-info.ts). */
export interface TikTokCreatorInfo {
  creatorUsername: string;
  creatorNickname: string;
  privacyLevelOptions: string[];
  /** The creator turned comments, Duets or Stitches off in TikTok: a post cannot turn them on. */
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxVideoPostDurationSec: number;
}

export interface BlueskySession {
  did: string;
  handle: string;
  accessJwt: string;
  refreshJwt: string;
}

/** Bluesky by app password: createSession / refreshSession / getProfile against the account's PDS. */
export interface BlueskyClient {
  createSession(input: { identifier: string; appPassword: string }): Promise<BlueskySession>;
  refreshSession(refreshJwt: string): Promise<BlueskySession>;
  fetchProfile(input: { accessJwt: string; did: string }): Promise<PlatformProfile>;
  deleteSession?: (refreshJwt: string) => Promise<void>;
}

export interface PlatformClients {
  oauth: Record<OAuthPlatform, OAuthClient>;
  bluesky: BlueskyClient;
  facebookPages(userAccessToken: string): Promise<FacebookPage[]>;
  pinterestBoards(accessToken: string): Promise<PinterestBoard[]>;
  tiktokCreatorInfo(accessToken: string): Promise<TikTokCreatorInfo>;
}

export type PlatformErrorClass =
  'auth' | 'rate_limited' | 'invalid_content' | 'transient' | 'unknown';

/** Any failure talking to a platform, classified the same way for all nine. */
export class PlatformError extends Error {
  /** When a rate-limited or throttled call may be tried again, if the platform said. */
  retryAt: Date | null = null;
  /**
   * The platform could not pull a media file from our URL (Meta 9004/2207052, Pinterest's image
   * URL). Whether that is the file's fault or our server's is for core to find out (ADR 0035).
   */
  mediaFetch = false;
  /**
   * From `reconcile`: whether the post exists cannot be asked at all (no id to ask about); asking
   * again will not help. The message says precisely what is unknown.
   */
  unverifiable = false;
  /**
   * The request never left: the connection was refused or the host not found, so the platform
   * cannot have acted on it. Even an irreversible call that failed so needs no reconcile (ADR 0038).
   */
  notSent = false;

  constructor(
    readonly platform: Platform,
    readonly errorClass: PlatformErrorClass,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** App credentials per platform (client id / key and secret). */
export type PlatformCredentials = Partial<
  Record<OAuthPlatform, { clientId: string; clientSecret: string }>
>;
