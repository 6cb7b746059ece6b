import type { NetworkFigureValues, Platform } from '@fanout/shared';
import type { RateLimitSink } from '../http/rate-limit';
import type { PublishAccount } from '../publish/publisher';

/** One published target whose figures are read (ADR 0090). */
export interface FiguresInput {
  /** What publishing stored: the tweet id, the Bluesky at-uri, the TikTok video id… */
  platformPostId: string;
  /** Handles publishing saved (e.g. TikTok's publish id, Bluesky's cid). */
  handles: Readonly<Record<string, string>>;
  publishedAt: Date;
  /** The connected account with a fresh access token. Never logged. */
  account: PublishAccount;
  /** Pass to every request: remembers the account's rate-limit headers, as publishing does. */
  rateLimits: RateLimitSink;
}

/**
 * How one network's figures of a post are read. `read` answers the network's own figures under
 * their names in NETWORK_FIGURES (@fanout/shared, the one table; a test holds each reader to its
 * row), leaving out any the network did not answer for this post. Errors are PlatformErrors with
 * their class, as publishing's: `auth` for an expired token or a missing scope (the page says
 * "Reconnect to see analytics"), `rate_limited` with its retry time (the read is postponed), and
 * `invalid_content` when the post is no longer on the network.
 */
export interface FiguresReader {
  platform: Platform;
  /**
   * The scopes (as the network names them and connecting stores them) the figures need beyond
   * publishing's; an account connected without one of them is told to reconnect, without a call.
   * Empty when publishing's scopes suffice.
   */
  scopes: readonly string[];
  read(input: FiguresInput): Promise<NetworkFigureValues>;
  /**
   * A first comment's figures (ADR 0090 "Follow-ups"), on the networks that publish them: the
   * comment's id as publishing stored it in `platformPostId`, its names those of the network's
   * row of NETWORK_COMMENT_FIGURES. The same error classes as `read`, `invalid_content` for a
   * comment no longer there.
   */
  readComment?(input: FiguresInput): Promise<NetworkFigureValues>;
  /**
   * The scopes `readComment` needs beyond publishing's (LinkedIn's Social Actions read takes
   * r_member_social); an account without them has its comments' figures left unread.
   */
  commentScopes?: readonly string[];
}

export type PlatformFiguresReaders = Record<Platform, FiguresReader>;
