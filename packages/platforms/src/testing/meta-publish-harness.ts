import { Readable } from 'node:stream';
import type { Platform } from '@fanout/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import type { RateLimitState } from '../http/rate-limit';
import { sandboxHosts } from '../platform-hosts';
import { createPlatformPublishers } from '../publish/create-platform-publishers';
import type {
  PlatformPublishers,
  PublishAccount,
  PublishInput,
  PublishMediaFile,
} from '../publish/publisher';
import { createSandboxController, type SandboxController } from '../sandbox/sandbox-controller';
import { sandboxPlugin } from '../sandbox/sandbox-plugin';

// A 1×1 PNG and the opening boxes of an MP4: the sandbox checks the declared type and counts bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = Buffer.concat([
  Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex'),
  Buffer.from('000000086d646174', 'hex'),
  Buffer.alloc(2048, 7),
]);

/**
 * A running sandbox (on a real port: adapters use fetch) that also serves media fixtures at
 * `/media/{name}` as the product's signed public URLs would, and the publishers against it.
 */
export interface PublishHarness {
  url: string;
  controller: SandboxController;
  publishers: PlatformPublishers;
  image(name?: string): PublishMediaFile;
  video(name?: string): PublishMediaFile;
  /** A file whose public URL answers 404 (Meta then refuses to download it). */
  missing(kind: 'image' | 'video'): PublishMediaFile;
  /** Issues a live token of `platform` for `account` (a Page token when `page` is given). */
  token(platform: Platform, account: string, scopes: readonly string[], page?: string): string;
  /** Requests the sandbox received for `platform`, as `METHOD path`. */
  requests(platform: Platform): string[];
}

export function usePublishHarness(): PublishHarness {
  let app: FastifyInstance | undefined;
  let current: { url: string; controller: SandboxController; publishers: PlatformPublishers };

  beforeEach(async () => {
    const controller = createSandboxController();
    app = Fastify();
    await app.register(sandboxPlugin, { prefix: '/sandbox', controller });
    app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
      const { name } = request.params;
      if (name.startsWith('missing')) return reply.code(404).send('not found');
      return name.endsWith('.mp4')
        ? reply.type('video/mp4').send(MP4)
        : reply.type('image/png').send(PNG);
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    current = {
      url: address,
      controller,
      publishers: createPlatformPublishers({
        hosts: sandboxHosts(`${address}/sandbox`),
        poll: { intervalMs: 10, timeoutMs: 5_000 },
      }),
    };
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const file = (kind: 'image' | 'video', name: string): PublishMediaFile => {
    const bytes = kind === 'image' ? PNG : MP4;
    return {
      kind,
      mimeType: kind === 'image' ? 'image/png' : 'video/mp4',
      sizeBytes: bytes.length,
      width: 1,
      height: 1,
      durationSeconds: kind === 'video' ? 5 : null,
      fileName: name,
      publicUrl: `${current.url}/media/${name}?signature=sig`,
      open: (range) =>
        Promise.resolve(
          Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]),
        ),
      read: () => Promise.resolve(bytes),
    };
  };

  return {
    get url() {
      return current.url;
    },
    get controller() {
      return current.controller;
    },
    get publishers() {
      return current.publishers;
    },
    image: (name = 'photo.png') => file('image', name),
    video: (name = 'clip.mp4') => file('video', name),
    missing: (kind) => file(kind, kind === 'image' ? 'missing.png' : 'missing.mp4'),
    token(platform, account, scopes, page) {
      const { store } = current.controller;
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
    requests: (platform) =>
      current.controller.requests
        .filter((request) => request.platform === platform)
        .map((request) => `${request.method} ${request.path}`),
  };
}

/** What a publishing run recorded: saved handles, when markIrreversible came, rate-limit states. */
export interface PublishRun {
  input: PublishInput;
  handles: Record<string, string>;
  events: string[];
  rateLimits: RateLimitState[];
}

/** A PublishInput that records what the adapter does; `handles` are an earlier run's. */
export function publishRun(options: {
  account: PublishAccount;
  text?: string;
  title?: string | null;
  media?: readonly PublishMediaFile[];
  handles?: Record<string, string>;
  facebookOptions?: { pagePost: boolean; pageReels: boolean } | null;
}): PublishRun {
  const handles: Record<string, string> = { ...options.handles };
  const events: string[] = [];
  const rateLimits: RateLimitState[] = [];
  const input: PublishInput = {
    targetId: 'target-1',
    text: options.text ?? '',
    title: options.title ?? null,
    media: options.media ?? [],
    account: options.account,
    facebookOptions: options.facebookOptions ?? null,
    // What earlier runs saved, as the publishing service reads it before the run.
    handles: Object.freeze({ ...options.handles }),
    saveHandle(name, value) {
      handles[name] = value;
      events.push(`handle ${name}`);
      return Promise.resolve();
    },
    markIrreversible() {
      events.push('irreversible');
      return Promise.resolve();
    },
    rateLimits: { observe: (state) => rateLimits.push(state) },
  };
  return { input, handles, events, rateLimits };
}
