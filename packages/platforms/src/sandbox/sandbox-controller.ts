import type { Platform } from '@fanout/shared';
import { SandboxPublishing } from './sandbox-publishing';
import { SandboxStore } from './sandbox-store';

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

export interface SandboxControllerOptions {
  /** The clock for code and token expiry, in milliseconds (default Date.now). */
  now?: () => number;
}

/**
 * The in-process handle on a running sandbox: tests queue failures, expire tokens and read what was
 * asked; the routes keep their tokens in `store`.
 */
export class SandboxController {
  readonly store: SandboxStore;
  /** Posts, publishing faults, latency and processing time (sandbox-publishing.ts). */
  readonly publishing = new SandboxPublishing();
  readonly now: () => number;
  private readonly failures = new Map<string, SandboxFailure[]>();
  private readonly log: SandboxRequestRecord[] = [];

  constructor(options: SandboxControllerOptions = {}) {
    this.now = options.now ?? Date.now;
    this.store = new SandboxStore(this.now);
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

  /** The requests received, oldest first. */
  get requests(): readonly SandboxRequestRecord[] {
    return [...this.log];
  }

  /** Forgets codes, tokens, queued failures, the request log, posts and publishing faults. */
  reset(): void {
    this.failures.clear();
    this.log.length = 0;
    this.store.reset();
    this.publishing.reset();
  }

  /** Used by the plugin: appends to the request log and returns the entry (Meta routes re-attribute it). */
  record(entry: SandboxRequestRecord): SandboxRequestRecord {
    this.log.push(entry);
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
