import type { NetworkFigureValues, Platform } from '@fanout/shared';
import type { SandboxPost } from '../publishing/sandbox-publishing';
import { sandboxCommentFigures, sandboxFigures } from './figure-curve';

/**
 * How a network refuses figure reads when a tester says so (the control API), each in the
 * network's own words: `expired` — the token is dead (an expired or revoked grant); `scope` — the
 * token lacks the scope the figures need (an account connected before analytics); `rate_limit` —
 * the account is over its limit, with the network's own retry header (or Meta's usage headers).
 */
export type FiguresRefusal =
  { kind: 'expired' } | { kind: 'scope' } | { kind: 'rate_limit'; retryAfterSeconds: number };

export const FIGURES_REFUSAL_KINDS = ['expired', 'scope', 'rate_limit'] as const;

/** A standing refusal: for one account (its sandbox account name) or, without one, the network. */
export interface FiguresRefusalSetting {
  platform: Platform;
  account: string | null;
  /** One post's or comment's reads only (refusePost). */
  post?: string;
  refusal: FiguresRefusal;
}

/**
 * The figures side of the simulator: what each network answers for a post (sandboxFigures of its
 * age, or a tester's override kept on the post), how far ahead of the clock figures are read, and
 * the refusals a tester set. Refusals and `aheadMs` are a tester's settings for the running process,
 * like publishing faults, and are not saved; overrides live on the posts and are.
 */
export class SandboxFigures {
  /** Figures are answered as they will be this many milliseconds from now (a tester's "later"). */
  aheadMs = 0;
  private readonly refusals = new Map<string, FiguresRefusalSetting>();

  constructor(private readonly now: () => number) {}

  /** The figures' clock: the sandbox's, `aheadMs` ahead. */
  clock(): number {
    return this.now() + this.aheadMs;
  }

  /** The figures the network answers for `post` now, by its own names. */
  of(post: SandboxPost): NetworkFigureValues {
    return this.at(post, this.clock());
  }

  /**
   * The figures `post` (or comment) had at `time` (what a network reporting periods subtracts): the formula at
   * its age then; from its publication on, the override replaces or removes names (an override has
   * no history of its own: it holds from the post's publication).
   */
  at(post: SandboxPost, time: number): NetworkFigureValues {
    // A comment has a curve of its own, over its network's comment row.
    const curve = post.comment === true ? sandboxCommentFigures : sandboxFigures;
    const values: Record<string, number> = {
      ...curve(post.platform, post.id, time - post.createdAt),
    };
    if (time < post.createdAt) return values;
    for (const [name, value] of Object.entries(post.figures ?? {})) {
      if (value === null) delete values[name];
      else values[name] = value;
    }
    return values;
  }

  /**
   * Sets `post`'s override, merged over the one it has: a number replaces the formula's value of
   * that name, null leaves the name out of the answer; `null` for all of it returns the post to
   * the formula.
   */
  override(post: SandboxPost, values: Readonly<Record<string, number | null>> | null): void {
    if (values === null) delete post.figures;
    else post.figures = { ...post.figures, ...values };
  }

  /** Refuses `platform`'s figure reads (for `account` only, when given) until cleared with null. */
  refuse(platform: Platform, refusal: FiguresRefusal | null, account: string | null = null): void {
    const key = refusalKey(platform, account);
    if (refusal === null) this.refusals.delete(key);
    else this.refusals.set(key, { platform, account, refusal });
  }

  /**
   * Refuses the figure reads of one post or comment (`id` as the network names it) until cleared
   * with null: how a test refuses a follow-up's read and not its post's.
   */
  refusePost(platform: Platform, id: string, refusal: FiguresRefusal | null): void {
    const key = `${platform}\0post\0${id}`;
    if (refusal === null) this.refusals.delete(key);
    else this.refusals.set(key, { platform, account: null, post: id, refusal });
  }

  /**
   * The refusal a figure read by `account` meets: the read post's own (`postId`, where the route
   * knows it), else the account's, else the network's.
   */
  refusalFor(platform: Platform, account: string, postId?: string): FiguresRefusal | undefined {
    return (
      (postId === undefined
        ? undefined
        : this.refusals.get(`${platform}\0post\0${postId}`)?.refusal) ??
      this.refusals.get(refusalKey(platform, account))?.refusal ??
      this.refusals.get(refusalKey(platform, null))?.refusal
    );
  }

  /** The standing refusals, for the control API. */
  standing(): FiguresRefusalSetting[] {
    return [...this.refusals.values()];
  }

  reset(): void {
    this.aheadMs = 0;
    this.refusals.clear();
  }
}

function refusalKey(platform: Platform, account: string | null): string {
  return account === null ? platform : `${platform}\0${account}`;
}
