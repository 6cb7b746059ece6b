import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { RateLimitState } from '../http/rate-limit';
import { createPlatformHttp } from '../http/platform-request';
import { sandboxHosts } from '../platform-hosts';
import type { PublishAccount, PublishInput, PublishMediaFile } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { createSandboxApp, type SandboxApp } from '../sandbox/sandbox-test-kit';

/** The sandbox plugin listening on a free port, for adapters that talk real HTTP to it. */
export interface ListeningSandbox extends SandboxApp {
  context: PublisherContext;
  close(): Promise<void>;
}

/**
 * Starts the sandbox on 127.0.0.1 and a publisher context against it (polls every 5 ms, sleeps
 * capped at 10 ms so platform hints like "check after 1 s" do not slow the tests).
 * `hostRoutes` runs before the app is ready (test hooks).
 */
export async function startListeningSandbox(
  hostRoutes?: (app: FastifyInstance) => void,
): Promise<ListeningSandbox> {
  const sandbox = await createSandboxApp(hostRoutes ? { hostRoutes } : {});
  const address = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const context: PublisherContext = {
    hosts: sandboxHosts(`${address}/sandbox`),
    http: createPlatformHttp({ timeoutMs: 10_000 }),
    sleep: (ms) => delay(Math.min(ms, 10)),
    poll: { intervalMs: 5, timeoutMs: 5_000 },
    now: () => new Date(),
  };
  return { ...sandbox, context, close: () => sandbox.app.close() };
}

/** One publishing run's input and what the adapter did with it. */
export interface PublishRun {
  input: PublishInput;
  /** Every handle saved, in order (earlier runs' included when passed in). */
  handles: Record<string, string>;
  /** How often markIrreversible was awaited. */
  irreversibleCalls: () => number;
  /** The rate-limit states the adapter passed on. */
  observed: RateLimitState[];
}

/** A PublishInput whose handles, irreversible mark and rate-limit sink are recorded. */
export function publishRun(options: {
  account: PublishAccount;
  text: string;
  title?: string | null;
  media?: readonly PublishMediaFile[];
  handles?: Record<string, string>;
}): PublishRun {
  const handles: Record<string, string> = { ...options.handles };
  const observed: RateLimitState[] = [];
  let irreversible = 0;
  const input: PublishInput = {
    targetId: 'target-1',
    text: options.text,
    title: options.title ?? null,
    media: options.media ?? [],
    account: options.account,
    facebookOptions: null,
    handles: { ...handles },
    saveHandle: (name, value) => {
      handles[name] = value;
      return Promise.resolve();
    },
    markIrreversible: () => {
      irreversible += 1;
      return Promise.resolve();
    },
    rateLimits: { observe: (state) => observed.push(state) },
  };
  return { input, handles, irreversibleCalls: () => irreversible, observed };
}
