import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { createPlatformHttp } from '../http/platform-request';
import type { RateLimitState } from '../http/rate-limit';
import { sandboxHosts, type PlatformHosts } from '../platform-hosts';
import { createPlatformPublishers } from '../publish/create-platform-publishers';
import type { PublisherContext } from '../publish/publisher-context';
import type {
  PlatformPublishers,
  PublishAccount,
  PublishInput,
  PublishMediaFile,
} from '../publish/publisher';
import { createSandboxController, type SandboxController } from '../sandbox/sandbox-controller';
import { sandboxPlugin } from '../sandbox/sandbox-plugin';

/**
 * Publisher tests against the real sandbox over HTTP: the plugin listens on a free local port for
 * each test, and the publishers are built against its hosts with fast polling.
 */
export interface PublisherSandbox {
  app: FastifyInstance;
  controller: SandboxController;
  hosts: PlatformHosts;
  /** `http://127.0.0.1:{port}`, for serving media fixtures beside the sandbox. */
  origin: string;
  publishers(options?: { pollTimeoutMs?: number }): PlatformPublishers;
  /** What publishers are built with, for building one with test options (e.g. small chunks). */
  context(options?: { pollTimeoutMs?: number }): PublisherContext;
  /** `METHOD path` of every request the sandbox received for `platform`, oldest first. */
  requests(platform: string): string[];
}

export function usePublisherSandbox(
  options: { hostRoutes?: (app: FastifyInstance) => void } = {},
): PublisherSandbox {
  let current: Omit<PublisherSandbox, 'publishers' | 'context' | 'requests'> | undefined;
  beforeEach(async () => {
    const controller = createSandboxController();
    const app = Fastify();
    await app.register(sandboxPlugin, { prefix: '/sandbox', controller });
    options.hostRoutes?.(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    current = { app, controller, hosts: sandboxHosts(`${origin}/sandbox`), origin };
  });
  afterEach(async () => {
    await current?.app.close();
    current = undefined;
  });
  const running = () => {
    if (!current) throw new Error('The sandbox exists only while a test runs.');
    return current;
  };
  return {
    get app() {
      return running().app;
    },
    get controller() {
      return running().controller;
    },
    get hosts() {
      return running().hosts;
    },
    get origin() {
      return running().origin;
    },
    publishers(publisherOptions: { pollTimeoutMs?: number } = {}) {
      return createPlatformPublishers({
        hosts: running().hosts,
        timeoutMs: 5_000,
        poll: { intervalMs: 5, timeoutMs: publisherOptions.pollTimeoutMs ?? 5_000 },
      });
    },
    context(publisherOptions = {}) {
      return {
        hosts: running().hosts,
        http: createPlatformHttp({ timeoutMs: 5_000 }),
        sleep: (ms) => sleep(ms),
        poll: { intervalMs: 5, timeoutMs: publisherOptions.pollTimeoutMs ?? 5_000 },
        now: () => new Date(),
      };
    },
    requests(platform) {
      return running()
        .controller.requests.filter((entry) => entry.platform === platform)
        .map((entry) => `${entry.method} ${entry.path.replace(/^\/sandbox/, '')}`);
    },
  };
}

/** A PublishInput that records what the adapter did with it. */
export interface RecordedInput extends PublishInput {
  /** Handles saved so far (those given plus those the run saved). */
  saved: Record<string, string>;
  /** Names of saved handles and `irreversible`, in order. */
  events: string[];
  observed: RateLimitState[];
  readonly irreversible: boolean;
}

export function publishInput(input: {
  account: PublishAccount;
  text?: string;
  title?: string | null;
  media?: readonly PublishMediaFile[];
  handles?: Record<string, string>;
}): RecordedInput {
  const saved: Record<string, string> = { ...input.handles };
  const events: string[] = [];
  const observed: RateLimitState[] = [];
  return {
    targetId: 'target-1',
    text: input.text ?? '',
    title: input.title ?? null,
    media: input.media ?? [],
    account: input.account,
    facebookOptions: null,
    handles: { ...input.handles },
    saved,
    events,
    observed,
    get irreversible() {
      return events.includes('irreversible');
    },
    saveHandle(name, value) {
      saved[name] = value;
      events.push(name);
      return Promise.resolve();
    },
    markIrreversible() {
      events.push('irreversible');
      return Promise.resolve();
    },
    rateLimits: { observe: (state) => observed.push(state) },
  };
}

/** The next run of the same target: the handles the interrupted run saved, nothing else. */
export function resumedInput(previous: RecordedInput): RecordedInput {
  return publishInput({
    account: previous.account,
    text: previous.text,
    title: previous.title,
    media: previous.media,
    handles: previous.saved,
  });
}
