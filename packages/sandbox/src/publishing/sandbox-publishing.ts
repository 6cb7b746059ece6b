import { setTimeout as sleep } from 'node:timers/promises';
import type { Platform } from '@fanout/shared';
import type { FastifyReply } from 'fastify';
import { createAnswerGate } from './answer-gate';

/**
 * What a platform's publishing endpoint does instead of (or on top of) its normal answer:
 * `refuse` — the platform's invalid-content error (4xx); `rate_limit` — 429 with the platform's own
 * rate-limit headers; `transient` — a 5xx the platform marks as temporary; `drop_answer` — the post
 * IS created, then the connection is cut before any answer (the lost-answer case); `slow` — the
 * normal answer after `ms`. A standing `rate_limit` or `transient` fault with `forMs` models an
 * outage or a throttle of that length: it clears itself that long after it was set.
 */
export type PublishFault =
  | { kind: 'refuse'; message?: string }
  | { kind: 'rate_limit'; retryAfterSeconds?: number; forMs?: number }
  | { kind: 'transient'; forMs?: number }
  | { kind: 'drop_answer' }
  | { kind: 'slow'; ms: number };

export const PUBLISH_FAULT_KINDS = [
  'refuse',
  'rate_limit',
  'transient',
  'drop_answer',
  'slow',
] as const;

/** A media file as the sandbox received it (bytes counted, never kept). */
export interface SandboxMedia {
  kind: 'image' | 'video';
  mimeType: string | null;
  bytes: number;
}

/** One post that exists on a simulated platform. */
export interface SandboxPost {
  platform: Platform;
  /** The platform's id of the post (tweet id, URN, AT URI, media id...). */
  id: string;
  /** The account it was published as (the token's account or page). */
  account: string;
  text: string;
  media: SandboxMedia[];
  url: string | null;
  createdAt: number;
  /**
   * What it answers (ADR 0084): a thread's reply names the post or reply before it, a comment the
   * post it is on (the platform's own id of that post).
   */
  replyTo?: string;
  /** A comment rather than a post or a reply: its `replyTo` is the post commented on. */
  comment?: boolean;
  /**
   * The network's own settings of the post as the call sent them, by the vendor's field names
   * (YouTube `privacyStatus`, X `reply_settings`, TikTok `privacy_level`…): what tests read to
   * see an option arrive. Absent where the call sent none.
   */
  options?: Record<string, unknown>;
  /**
   * Wall-clock time the call that created it reached the sandbox (before the simulated latency):
   * when the publisher's irreversible call started, as benchmarks measure lateness.
   */
  requestedAt?: number;
  /**
   * A tester's override of the figures the network answers for the post (the control API,
   * SandboxFigures): by the network's own names, a number replacing the sandbox's formula, null
   * leaving the name out of the answer. Absent: the formula alone.
   */
  figures?: Record<string, number | null>;
}

/** How each platform words a refusal, a rate limit and a temporary failure. */
export interface PublishFaultAnswers {
  refuse(reply: FastifyReply, message: string): FastifyReply;
  rateLimit(reply: FastifyReply, retryAfterSeconds: number): FastifyReply;
  transient(reply: FastifyReply): FastifyReply;
}

export const DEFAULT_REFUSAL = 'The sandbox was told to refuse this post';

/**
 * The publishing side of the simulator: the posts each platform holds, the faults tests (or the
 * sandbox control route) set, a latency added to every publishing call (benchmarks use 200 ms), and
 * how long uploads and containers take to process.
 */
export class SandboxPublishing {
  /** Added before every publishing answer, in milliseconds. */
  latencyMs = 0;
  /** Waits the latency; answers due together go out a few per turn (answer-gate.ts). */
  readonly afterLatency = createAnswerGate();
  /** How long uploaded videos, containers and TikTok publishes stay "in progress", in milliseconds. */
  processingMs = 0;
  private readonly once = new Map<Platform, PublishFault[]>();
  private readonly always = new Map<Platform, PublishFault>();
  /** When a standing fault with `forMs` clears itself (wall-clock ms). */
  private readonly until = new Map<Platform, number>();
  private readonly store: SandboxPost[] = [];

  /** The next publishing call to `platform` meets `fault` (queued: one call each). */
  failNext(platform: Platform, fault: PublishFault): void {
    const queue = this.once.get(platform) ?? [];
    queue.push(fault);
    this.once.set(platform, queue);
  }

  /** Every publishing call to `platform` meets `fault` until cleared with null. */
  setFault(platform: Platform, fault: PublishFault | null): void {
    this.until.delete(platform);
    if (!fault) {
      this.always.delete(platform);
      return;
    }
    this.always.set(platform, fault);
    if ('forMs' in fault && fault.forMs !== undefined) {
      this.until.set(platform, Date.now() + fault.forMs);
    }
  }

  faultOf(platform: Platform): PublishFault | null {
    return this.standing(platform) ?? null;
  }

  /** The fault for this call: a queued one first, else the standing one. */
  take(platform: Platform): PublishFault | undefined {
    return this.once.get(platform)?.shift() ?? this.standing(platform);
  }

  private standing(platform: Platform): PublishFault | undefined {
    const until = this.until.get(platform);
    if (until !== undefined && Date.now() >= until) this.setFault(platform, null);
    return this.always.get(platform);
  }

  add(post: SandboxPost): SandboxPost {
    this.store.push(post);
    return post;
  }

  /**
   * Runs a route's synchronous `create` and stamps the posts it added with their call's arrival
   * time: nothing else can run in between, so those are exactly the posts at the end of the store.
   */
  creating<T>(requestedAt: number, create: () => T): T {
    const from = this.store.length;
    const answer = create();
    for (const post of this.store.slice(from)) post.requestedAt ??= requestedAt;
    return answer;
  }

  find(platform: Platform, id: string): SandboxPost | undefined {
    return this.store.find((post) => post.platform === platform && post.id === id);
  }

  /** Removes a post, as its owner deleting it on the network would; false when there is none. */
  remove(platform: Platform, id: string): boolean {
    const index = this.store.findIndex((post) => post.platform === platform && post.id === id);
    if (index === -1) return false;
    this.store.splice(index, 1);
    return true;
  }

  /** Posts held, oldest first; optionally one platform's. */
  posts(platform?: Platform): SandboxPost[] {
    return this.store.filter((post) => platform === undefined || post.platform === platform);
  }

  /**
   * The posts, as saved to disk. Faults, latency and processing time are a tester's settings for
   * the running process and are not saved (ADR 0036): a restart clears them.
   */
  snapshot(): SandboxPost[] {
    return [...this.store];
  }

  restore(posts: readonly SandboxPost[]): void {
    this.store.length = 0;
    this.store.push(...posts);
  }

  /**
   * One account's posts on `platform`, newest first: what the platforms' list endpoints page
   * through. Comments are not posts: no network lists them among an account's posts.
   */
  recent(platform: Platform, account: string): SandboxPost[] {
    return newestFirst(
      this.posts(platform).filter((post) => post.account === account && !post.comment),
    );
  }

  /** The comments on one post (`replyTo` its id), newest first: what a comment list pages through. */
  comments(platform: Platform, postId: string): SandboxPost[] {
    return newestFirst(
      this.posts(platform).filter((post) => post.comment === true && post.replyTo === postId),
    );
  }

  reset(): void {
    this.once.clear();
    this.always.clear();
    this.until.clear();
    this.store.length = 0;
    this.latencyMs = 0;
    this.processingMs = 0;
  }
}

/** Newest first; posts made in the same millisecond keep the later-added first. */
function newestFirst(posts: SandboxPost[]): SandboxPost[] {
  return posts.reverse().sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * Runs the call that creates a post (the irreversible one) under the simulator's latency and
 * faults: answers the fault instead, or creates the post with `create` and sends its answer — or,
 * for `drop_answer`, creates it and cuts the connection. `refusal`, when given, is asked again right
 * before `create` (after the latency): what a platform refuses atomically (a record key or a
 * container used twice) must be refused to the second of two calls that arrived within the latency,
 * as the platform would, not checked only on arrival.
 */
export async function publishCall(
  publishing: SandboxPublishing,
  platform: Platform,
  reply: FastifyReply,
  answers: PublishFaultAnswers,
  create: () => unknown,
  refusal?: () => FastifyReply | null,
): Promise<FastifyReply> {
  // Fastify counts elapsedTime from the request's arrival, before body parsing and token checks.
  const requestedAt = Date.now() - reply.elapsedTime;
  if (publishing.latencyMs > 0) await publishing.afterLatency(publishing.latencyMs);
  const fault = publishing.take(platform);
  if (fault?.kind === 'refuse') return answers.refuse(reply, fault.message ?? DEFAULT_REFUSAL);
  if (fault?.kind === 'rate_limit') return answers.rateLimit(reply, fault.retryAfterSeconds ?? 60);
  if (fault?.kind === 'transient') return answers.transient(reply);
  if (fault?.kind === 'slow') await sleep(fault.ms);
  const refused = refusal?.();
  if (refused) return refused;
  const answer = publishing.creating(requestedAt, create);
  if (fault?.kind === 'drop_answer') {
    reply.hijack();
    reply.raw.destroy();
    return reply;
  }
  return reply.send(answer);
}

/** Any other publishing step (uploads, container creation, status reads): latency and standing errors only. */
export async function publishingStep(publishing: SandboxPublishing): Promise<void> {
  if (publishing.latencyMs > 0) await publishing.afterLatency(publishing.latencyMs);
}
