import type { Readable } from 'node:stream';
import type { FollowUpKind, NetworkOptions, Platform } from '@fanout/shared';
import type { RateLimitSink } from '../http/rate-limit';
import type { MediaRule } from './media-rules';

/**
 * One media file of a post, already adapted to the platform (format, size, dimensions) by the
 * publishing service. Platforms that pull media by URL use `publicUrl`; the others upload the bytes.
 */
export interface PublishMediaFile {
  kind: 'image' | 'video';
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  fileName: string;
  /** A signed, expiring public URL of the adapted file (Instagram, Threads, Pinterest, TikTok photos). */
  publicUrl: string;
  /** Opens the bytes, whole or the inclusive byte range (chunked uploads); each call is a new stream. */
  open(range?: { start: number; end: number }): Promise<Readable>;
  /** The whole file in memory (small images only: the adapters of uploads of any size use `open`). */
  read(): Promise<Buffer>;
}

/** The connected account the post goes to, with a fresh access token. Never logged. */
export interface PublishAccount {
  /** See PlatformProfile.externalId: LinkedIn sub, X user id, Bluesky DID, Facebook page id... */
  externalId: string;
  username: string;
  /**
   * What connecting stored: LinkedIn `memberUrn`, Instagram `facebookPageId`, Bluesky `pdsUrl`,
   * Pinterest `boardId` (the chosen board), Facebook page details. For Facebook the account IS the page
   * and `accessToken` is the page token.
   */
  details: Readonly<Record<string, string>>;
  accessToken: string;
}

/**
 * Everything an adapter needs for one target. Adapters are resumable: a run may be a retry after a
 * crash, so they read `handles` first and skip the steps whose handle is already saved.
 */
export interface PublishInput {
  /** Our target id: stable across retries; adapters may use it as an idempotency key where the platform takes one. */
  targetId: string;
  text: string;
  title: string | null;
  media: readonly PublishMediaFile[];
  account: PublishAccount;
  /** Facebook only: where on the page the post goes. */
  facebookOptions: { pagePost: boolean; pageReels: boolean } | null;
  /**
   * The network's own options with every default filled in (network-options.ts in
   * @fanout/shared); null: the network's defaults (or a network without options). Adapters read
   * them with `networkOptions` (network-options-of.ts).
   */
  options: NetworkOptions | null;
  /** Handles saved by earlier runs of this target: upload ids, container ids, publish ids. */
  handles: Readonly<Record<string, string>>;
  /** Saves a handle durably before the next step; later runs see it in `handles`. */
  saveHandle(name: string, value: string): Promise<void>;
  /**
   * Awaited immediately before the call that makes the post public (the irreversible call). From then
   * on a lost answer is never retried blindly: the publishing service reconciles or marks it
   * `unconfirmed`. Every call before it may be retried freely. `handles` are saved with the mark,
   * in the same write (what the reconciliation of a lost answer needs, e.g. when the call was made).
   */
  markIrreversible(handles?: Readonly<Record<string, string>>): Promise<void>;
  /** Pass to every request (`PlatformRequest.rateLimits`): remembers the account's rate-limit headers. */
  rateLimits: RateLimitSink;
}

/** Where the post is on the platform. */
export interface PublishResult {
  platformPostId: string;
  /** The public link to the post, when the platform has one. */
  url: string | null;
}

/** A post or reply already on the platform, as a follow-up refers to it. */
export interface PublishedRef {
  platformPostId: string;
  /** What publishing it saved that a reply needs (e.g. Bluesky's `cid`). */
  handles: Readonly<Record<string, string>>;
}

/**
 * A thread's reply or a first comment (ADR 0084), published after its target's post, exactly once:
 * the same contract as PublishInput's handles and irreversible mark, per follow-up.
 */
export interface FollowUpInput {
  /** Our follow-up's id: stable across runs. */
  followUpId: string;
  text: string;
  account: PublishAccount;
  /** The target's post: a thread's root, or the post a first comment is on. */
  root: PublishedRef;
  /** What this one answers: the reply before it, or the root (always the root for a comment). */
  parent: PublishedRef;
  handles: Readonly<Record<string, string>>;
  saveHandle(name: string, value: string): Promise<void>;
  markIrreversible(handles?: Readonly<Record<string, string>>): Promise<void>;
  rateLimits: RateLimitSink;
}

export interface FollowUpResult extends PublishResult {
  /** Kept with the follow-up for the reply after it (e.g. Bluesky's `cid`). */
  handles: Readonly<Record<string, string>>;
}

/**
 * How a network publishes follow-ups: `kind` must be the network's in PLATFORM_FOLLOW_UPS
 * (@fanout/shared, the one source; a test holds the two together). `reconcile` as
 * PlatformPublisher's, for a follow-up whose answer was lost.
 */
export interface FollowUpPublisher {
  kind: FollowUpKind;
  publish(input: FollowUpInput): Promise<FollowUpResult>;
  reconcile(input: FollowUpInput): Promise<FollowUpResult | null | 'cannot_tell'>;
}

/** One platform's publishing flow. Errors are thrown as a PlatformError with its class. */
export interface PlatformPublisher {
  platform: Platform;
  /** What the platform accepts; the publishing service adapts media to it before `publish`. */
  mediaRule: MediaRule;
  /** Counted as the platform counts (X weighted, Bluesky graphemes). */
  textLimit: number;
  publish(input: PublishInput): Promise<PublishResult>;
  /**
   * After the irreversible call's answer was lost: asks the platform whether the post exists
   * (status or read API). Null when it surely does not (safe to try again); a PublishResult when it
   * does; 'cannot_tell' when the platform answered but cannot settle it (no single post matched a
   * list read, or the token may not read): the target becomes `unconfirmed` without more tries.
   * Throws when the read itself failed (the publishing service tries again a few times). Absent when
   * the platform offers no way to tell: the target becomes `unconfirmed`.
   */
  reconcile?: (input: PublishInput) => Promise<PublishResult | null | 'cannot_tell'>;
  /**
   * When the platform's daily limits reset, for 429s that name no reset time: the last step of the
   * publishing service's probe schedule (ADR 0033). Absent: the probe schedule's last wait repeats.
   */
  dailyResetAt?: (now: Date) => Date;
  /**
   * A run will publish at `at` (it waits for its time, ADR 0076): the adapter may open the
   * connection its first call will use shortly before then. Sends nothing to the platform.
   */
  expectCall?: (at: Date) => void;
  /** Threads' replies or first comments (ADR 0084); absent where the network has neither. */
  followUp?: FollowUpPublisher;
}

export type PlatformPublishers = Record<Platform, PlatformPublisher>;
