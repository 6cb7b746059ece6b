import { setTimeout as delay } from 'node:timers/promises';
import type { Platform } from '@fanout/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createPlatformHttp } from '../http/platform-request';
import type { RateLimitState } from '../http/rate-limit';
import { PlatformError } from '../platform-client';
import { sandboxHosts, type PlatformHosts } from '../platform-hosts';
import { createPlatformPublishers } from '../publish/create-platform-publishers';
import type { PublisherContext } from '../publish/publisher-context';
import type {
  FollowUpInput,
  PlatformPublishers,
  PublishAccount,
  PublishInput,
  PublishMediaFile,
  PublishedRef,
} from '../publish/publisher';
import { createSandboxApp, eachTest, type SandboxApp } from '@fanout/sandbox/testing';
import { mediaFile, mp4Bytes, pngBytes } from './media-fixtures';

/**
 * Publisher tests (and the sandbox's publishing-route tests) against the real sandbox over HTTP:
 * the plugin listens on a free local port for each test, serves media fixtures beside it as the
 * product's signed public URLs would, and the publishers are built against its hosts with fast
 * polling.
 */
export interface PublisherSandbox extends SandboxApp {
  hosts: PlatformHosts;
  /** `http://127.0.0.1:{port}`, the origin of the sandbox and of the served fixtures. */
  origin: string;
  publishers(options?: { pollTimeoutMs?: number }): PlatformPublishers;
  /** What publishers are built with, for building one with test options (e.g. small chunks). */
  context(options?: { pollTimeoutMs?: number }): PublisherContext;
  /** `METHOD path` (without `/sandbox`) of every request the sandbox received for `platform`. */
  requests(platform: string): string[];
  /** How many of those requests were to a path containing `fragment` (with `method`, if given). */
  count(platform: string, fragment: string, method?: string): number;
  /** Issues a live token of `platform` for `account` (a Page token when `page` is given). */
  token(platform: Platform, account: string, scopes: readonly string[], page?: string): string;
  /** Serves `bytes` as `contentType` at `/media/{name}` for this test; answers its public URL. */
  serve(name: string, contentType: string, bytes: Buffer): string;
  /** A PNG served at its public URL. */
  image(name?: string): PublishMediaFile;
  /** An MP4 served at its public URL. */
  video(name?: string): PublishMediaFile;
  /** A file whose public URL answers 404 (Meta then refuses to download it). */
  missing(kind: 'image' | 'video'): PublishMediaFile;
}

const FIXTURE_PNG = pngBytes({ width: 1, height: 1 });
const FIXTURE_MP4 = mp4Bytes(2048);

interface Running extends SandboxApp {
  hosts: PlatformHosts;
  origin: string;
  fixtures: Map<string, { contentType: string; bytes: Buffer }>;
}

/**
 * `hostRoutes` adds routes or hooks of the host app before the sandbox starts listening; `now` is
 * the sandbox's clock (default the wall clock), read for each test's sandbox.
 */
export function usePublisherSandbox(
  options: { hostRoutes?: (app: FastifyInstance) => void; now?: () => number } = {},
): PublisherSandbox {
  const running = eachTest<Running>(async () => {
    const fixtures = new Map<string, { contentType: string; bytes: Buffer }>();
    const sandbox = await createSandboxApp({
      ...(options.now ? { now: options.now } : {}),
      hostRoutes(app) {
        app.get<{ Params: { name: string } }>('/media/:name', (request, reply) => {
          const file = fixtures.get(request.params.name);
          return file
            ? reply.type(file.contentType).send(file.bytes)
            : reply.code(404).send('not found');
        });
        options.hostRoutes?.(app);
      },
    });
    const origin = await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    return { ...sandbox, hosts: sandboxHosts(`${origin}/sandbox`), origin, fixtures };
  });
  const context = ({ pollTimeoutMs = 5_000 }: { pollTimeoutMs?: number } = {}) => ({
    hosts: running().hosts,
    timeoutMs: 10_000,
    // Platform hints like "check again in 1 s" are honoured, but never slow a test down.
    sleep: (ms: number) => delay(Math.min(ms, 10)),
    poll: { intervalMs: 5, timeoutMs: pollTimeoutMs },
    now: () => new Date(),
  });
  const requests = (platform: string) =>
    running()
      .controller.requests.filter((entry) => entry.platform === platform)
      .map((entry) => `${entry.method} ${entry.path.replace(/^\/sandbox/, '')}`);
  const serve = (name: string, contentType: string, bytes: Buffer) => {
    running().fixtures.set(name, { contentType, bytes });
    return `${running().origin}/media/${name}?signature=sig`;
  };
  const served = (kind: 'image' | 'video', name: string, bytes: Buffer): PublishMediaFile => {
    const mimeType = kind === 'image' ? 'image/png' : 'video/mp4';
    return mediaFile(bytes, {
      kind,
      mimeType,
      width: 1,
      height: 1,
      durationSeconds: kind === 'video' ? 5 : null,
      fileName: name,
      publicUrl: serve(name, mimeType, bytes),
    });
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
    publishers: (publisherOptions) => createPlatformPublishers(context(publisherOptions)),
    context(publisherOptions) {
      const { timeoutMs, ...rest } = context(publisherOptions);
      return { ...rest, http: createPlatformHttp({ timeoutMs }) };
    },
    requests,
    count: (platform, fragment, method) =>
      requests(platform).filter((line) => {
        const [lineMethod, path] = line.split(' ');
        return (method === undefined || lineMethod === method) && path?.includes(fragment);
      }).length,
    token(platform, account, scopes, page) {
      const { store } = running().controller;
      const grant = store.createGrant({
        platform,
        account,
        clientId: `sandbox-${platform}`,
        scopes: [...scopes],
      });
      const issued = page
        ? store.issue(grant, { kind: 'access', variant: 'page', ttlSeconds: null, subject: page })
        : store.issue(grant, { kind: 'access', variant: 'long-lived', ttlSeconds: 5_184_000 });
      return issued.token;
    },
    serve,
    image: (name = 'photo.png') => served('image', name, FIXTURE_PNG),
    video: (name = 'clip.mp4') => served('video', name, FIXTURE_MP4),
    missing: (kind) =>
      mediaFile(kind === 'image' ? FIXTURE_PNG : FIXTURE_MP4, {
        kind,
        mimeType: kind === 'image' ? 'image/png' : 'video/mp4',
        publicUrl: `${running().origin}/media/missing-${kind}`,
      }),
  };
}

/** `saveHandle` and `markIrreversible` that record, in order, what an adapter saved and marked. */
function recordingHandles(
  saved: Record<string, string>,
  events: string[],
): Pick<PublishInput, 'saveHandle' | 'markIrreversible'> {
  return {
    saveHandle(name, value) {
      saved[name] = value;
      events.push(name);
      return Promise.resolve();
    },
    markIrreversible(handles = {}) {
      for (const [name, value] of Object.entries(handles)) {
        saved[name] = value;
        events.push(name);
      }
      events.push('irreversible');
      return Promise.resolve();
    },
  };
}

/** A PublishInput that records what the adapter did with it. */
export interface RecordedInput extends PublishInput {
  /** Handles saved so far (those given plus those the run saved). */
  saved: Record<string, string>;
  /** Names of saved handles and `irreversible`, in order. */
  events: string[];
  /** The rate-limit states the adapter passed on. */
  observed: RateLimitState[];
  readonly irreversible: boolean;
}

export function publishInput(input: {
  account: PublishAccount;
  text?: string;
  title?: string | null;
  media?: readonly PublishMediaFile[];
  facebookOptions?: PublishInput['facebookOptions'];
  options?: PublishInput['options'];
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
    facebookOptions: input.facebookOptions ?? null,
    options: input.options ?? null,
    // What earlier runs saved, as the publishing service reads it before the run.
    handles: Object.freeze({ ...input.handles }),
    saved,
    events,
    observed,
    get irreversible() {
      return events.includes('irreversible');
    },
    ...recordingHandles(saved, events),
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
    facebookOptions: previous.facebookOptions,
    options: previous.options,
    handles: previous.saved,
  });
}

/** The PlatformError a publish (or reconcile) fails with; fails the test if it succeeds. */
export async function platformFailure(promise: Promise<unknown>): Promise<PlatformError> {
  const error: unknown = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

/** A FollowUpInput that records what the adapter did with it (ADR 0084). */
export interface RecordedFollowUp extends FollowUpInput {
  saved: Record<string, string>;
  events: string[];
}

export function followUpInput(input: {
  account: PublishAccount;
  text: string;
  root: PublishedRef;
  parent?: PublishedRef;
  handles?: Record<string, string>;
  followUpId?: string;
}): RecordedFollowUp {
  const saved: Record<string, string> = { ...input.handles };
  const events: string[] = [];
  return {
    followUpId: input.followUpId ?? 'follow-up-1',
    text: input.text,
    account: input.account,
    root: input.root,
    parent: input.parent ?? input.root,
    handles: Object.freeze({ ...input.handles }),
    saved,
    events,
    ...recordingHandles(saved, events),
    rateLimits: { observe: () => undefined },
  };
}

/** The next run of the same follow-up: the handles the interrupted run saved. */
export function resumedFollowUp(previous: RecordedFollowUp): RecordedFollowUp {
  return followUpInput({
    account: previous.account,
    text: previous.text,
    root: previous.root,
    parent: previous.parent,
    handles: previous.saved,
    followUpId: previous.followUpId,
  });
}
