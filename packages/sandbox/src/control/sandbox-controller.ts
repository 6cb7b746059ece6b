import type { Platform } from '@fanout/shared';
import { SandboxFigures } from '../analytics/sandbox-figures';
import { SandboxPublishing, type SandboxPost } from '../publishing/sandbox-publishing';
import { SandboxStore, type SandboxStoreSnapshot } from '../store/sandbox-store';

/** The calls a test can make fail: code exchange, token refresh, and the account-info reads. */
export type SandboxOperation = 'token' | 'refresh' | 'profile';

/** The answer an injected failure sends instead of the real one (JSON unless `body` is a string). */
export interface SandboxFailure {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** One request the sandbox received. Only the path: query strings can carry tokens. */
export interface SandboxRequestRecord {
  /** The platform the request was for (Meta hosts: `instagram` once its code or token says so). */
  platform: Platform;
  method: string;
  path: string;
}

/** What the sandbox saves across restarts (ADR 0036); see sandbox-persistence.ts for the file. */
export interface SandboxSnapshot {
  store: SandboxStoreSnapshot;
  posts: SandboxPost[];
  /** The routes' own records, by name: uploads, containers and publishes in progress. */
  routes: Record<string, unknown>;
}

export interface SandboxControllerOptions {
  /** The clock for code and token expiry, in milliseconds (default Date.now). */
  now?: () => number;
}

/**
 * The in-process handle on a running sandbox: tests queue failures, expire tokens and read what was
 * asked; the routes keep their tokens in `store`.
 */
/** How many of the latest requests the log keeps (tests read it; a long-running sandbox must not grow). */
export const REQUEST_LOG_SIZE = 10_000;

export class SandboxController {
  readonly store: SandboxStore;
  /** Posts, publishing faults, latency and processing time (sandbox-publishing.ts). */
  readonly publishing = new SandboxPublishing();
  /** What the networks answer of posts' figures, and the refusals a tester set (sandbox-figures.ts). */
  readonly figures: SandboxFigures;
  readonly now: () => number;
  private readonly failures = new Map<string, SandboxFailure[]>();
  private readonly log: SandboxRequestRecord[] = [];
  private readonly routeState = new Map<string, unknown>();
  private savedRouteState: Record<string, unknown> = {};

  constructor(options: SandboxControllerOptions = {}) {
    this.now = options.now ?? Date.now;
    this.store = new SandboxStore(this.now);
    this.figures = new SandboxFigures(this.now);
  }

  /** The next `operation` request for `platform` answers `failure` (queued: one call, one request). */
  failNext(platform: Platform, operation: SandboxOperation, failure: SandboxFailure): void {
    const key = failureKey(platform, operation);
    const queue = this.failures.get(key) ?? [];
    queue.push(failure);
    this.failures.set(key, queue);
  }

  /** Every access token issued so far for `platform` is expired from now on (refresh tokens live on). */
  expireAccessTokens(platform: Platform): void {
    this.store.expireAccessTokens(platform);
  }

  /** The requests received, oldest first: the last `REQUEST_LOG_SIZE` of them. */
  get requests(): readonly SandboxRequestRecord[] {
    return this.log.slice(-REQUEST_LOG_SIZE);
  }

  /** Forgets codes, tokens, queued failures, the request log, posts, publishing faults and figure refusals. */
  reset(): void {
    this.failures.clear();
    this.log.length = 0;
    this.store.reset();
    this.publishing.reset();
    this.figures.reset();
  }

  /**
   * A map the routes keep their in-progress records in (uploads, containers, publish ids) that is
   * saved with the rest of the state: a restart mid-publish resumes. Values must be plain data.
   * The same name gives the same map.
   */
  durableMap<V>(name: string): Map<string, V> {
    return this.durable(
      name,
      () => new Map<string, V>(),
      (saved) => saved instanceof Map,
    );
  }

  /** A value created once and then kept across restarts (e.g. a signing key of upload URLs). */
  durableString(name: string, create: () => string): string {
    return this.durable(name, create, (saved) => typeof saved === 'string');
  }

  /** Tokens, posts and the routes' records, for the state file. */
  snapshot(): SandboxSnapshot {
    return {
      store: this.store.snapshot(),
      posts: this.publishing.snapshot(),
      routes: Object.fromEntries(this.routeState),
    };
  }

  /** Takes the saved state back; routes that register later find their records then. */
  restore(snapshot: SandboxSnapshot): void {
    this.store.restore(snapshot.store);
    this.publishing.restore(snapshot.posts);
    this.savedRouteState = { ...snapshot.routes };
    for (const [name, value] of this.routeState) {
      const saved = this.savedRouteState[name];
      if (value instanceof Map && saved instanceof Map) {
        value.clear();
        for (const [key, entry] of saved) value.set(key, entry);
      }
    }
  }

  private durable<T>(name: string, create: () => T, fits: (saved: unknown) => boolean): T {
    if (this.routeState.has(name)) return this.routeState.get(name) as T;
    const saved = this.savedRouteState[name];
    const value = saved !== undefined && fits(saved) ? (saved as T) : create();
    this.routeState.set(name, value);
    return value;
  }

  /** Used by the plugin: appends to the request log and returns the entry (Meta routes re-attribute it). */
  record(entry: SandboxRequestRecord): SandboxRequestRecord {
    this.log.push(entry);
    // A sandbox serving for weeks keeps only the recent requests (dropped in bulk: O(1) per request).
    if (this.log.length >= 2 * REQUEST_LOG_SIZE)
      this.log.splice(0, this.log.length - REQUEST_LOG_SIZE);
    return entry;
  }

  /** Used by the routes: the queued failure for this request, removed from the queue. */
  takeFailure(platform: Platform, operation: SandboxOperation): SandboxFailure | undefined {
    const queue = this.failures.get(failureKey(platform, operation));
    return queue?.shift();
  }
}

export function createSandboxController(options: SandboxControllerOptions = {}): SandboxController {
  return new SandboxController(options);
}

function failureKey(platform: Platform, operation: SandboxOperation): string {
  return `${platform}:${operation}`;
}
