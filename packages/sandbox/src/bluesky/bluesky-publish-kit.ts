import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { countGraphemes } from '@fanout/shared';
import { sendXrpcError } from '../http/platform-errors';
import { bearerToken } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';
import type { PublishFaultAnswers, SandboxMedia } from '../publishing/sandbox-publishing';
import type { SandboxToken } from '../store/sandbox-store';
import { findAccessToken } from '../oauth/token-checks';

export const XRPC = '/bluesky/pds/xrpc';
export const POST = 'app.bsky.feed.post';
export const MAX_GRAPHEMES = 300;
export const MAX_TEXT_BYTES = 3000;
export const MAX_IMAGE_BYTES = 2_000_000;
export const MAX_VIDEO_BYTES = 300_000_000;
// The PDS's repo-write budget (rate-limits.ts): 5000 points an hour, a create costs 3.
export const WRITE_POINTS_PER_HOUR = 5000;
export const CREATE_POINTS = 3;
export const TID = /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/;
export const FACET_TYPES = new Set([
  'app.bsky.richtext.facet#link',
  'app.bsky.richtext.facet#mention',
  'app.bsky.richtext.facet#tag',
]);

export interface StoredBlob {
  did: string;
  mimeType: string;
  size: number;
}

export interface StoredRecord {
  cid: string;
  value: Record<string, unknown>;
}

/** Bluesky's errors as the PDS words them (XRPC `{error, message}`). */
export const FAULT_ANSWERS: PublishFaultAnswers = {
  refuse: (reply, message) => sendXrpcError(reply, 400, 'InvalidRequest', message),
  rateLimit: (reply, retryAfterSeconds) =>
    reply
      .headers(rateLimitHeaders(0, Math.floor(Date.now() / 1000) + retryAfterSeconds))
      .code(429)
      .send({ error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' }),
  transient: (reply) => sendXrpcError(reply, 500, 'InternalServerError', 'Internal Server Error'),
};

/** What the PDS's publishing routes share: the blobs and records it holds. */
export function createBlueskyPublishKit(ctx: SandboxContext) {
  const blobs = ctx.controller.durableMap<StoredBlob>('bluesky.blobs');
  const records = ctx.controller.durableMap<StoredRecord>('bluesky.records');
  const { publishing } = ctx.controller;
  return { ctx, blobs, records, publishing };
}

export type BlueskyPublishKit = ReturnType<typeof createBlueskyPublishKit>;

export type Session = { ok: true; token: SandboxToken } | { ok: false; reply: FastifyReply };

export function requireSession(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Session {
  const check = findAccessToken(ctx.store, ['bluesky'], bearerToken(request));
  if (check.ok) return check;
  if (check.reason === 'missing') {
    return {
      ok: false,
      reply: sendXrpcError(reply, 401, 'AuthenticationRequired', 'Authentication Required'),
    };
  }
  return {
    ok: false,
    reply:
      check.reason === 'expired'
        ? sendXrpcError(reply, 400, 'ExpiredToken', 'Token has expired')
        : sendXrpcError(reply, 401, 'InvalidToken', 'Token could not be verified'),
  };
}

export interface CheckedPost {
  record: Record<string, unknown>;
  text: string;
  media: SandboxMedia[];
  /** The parent's AT URI when the post is a reply. */
  replyTo?: string;
}

/** The lexicon's checks of an `app.bsky.feed.post`; a string says what is wrong, with its path. */
export function checkPost(
  record: Record<string, unknown>,
  did: string,
  blobs: ReadonlyMap<string, StoredBlob>,
  records: Pick<ReadonlyMap<string, StoredRecord>, 'get'>,
): CheckedPost | string {
  if (record.$type !== POST) return 'Record/$type must be app.bsky.feed.post';
  const { text, createdAt } = record;
  if (typeof text !== 'string') return 'Record must have the property "text"';
  // Linear (ADR 0061): spreading Intl.Segmenter over a long text is quadratic in V8.
  if (countGraphemes(text) > MAX_GRAPHEMES) {
    return `Record/text must not be longer than ${MAX_GRAPHEMES} graphemes`;
  }
  const textBytes = Buffer.byteLength(text, 'utf8');
  if (textBytes > MAX_TEXT_BYTES)
    return `Record/text must not be longer than ${MAX_TEXT_BYTES} characters`;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) {
    return 'Record/createdAt must be a valid datetime';
  }
  if (record.facets !== undefined) {
    const problem = checkFacets(record.facets, textBytes);
    if (problem) return problem;
  }
  const media = record.embed === undefined ? [] : checkEmbed(asRecord(record.embed), did, blobs);
  if (typeof media === 'string') return media;
  if (record.reply === undefined) return { record, text, media };
  const reply = checkReply(asRecord(record.reply), records);
  if ('problem' in reply) return reply.problem;
  return { record, text, media, replyTo: reply.parent };
}

/**
 * A reply's `root` and `parent` (com.atproto.repo.strongRef: an AT URI and the CID of that
 * version). The real PDS checks only their shape; the sandbox also insists both name records it
 * holds with those CIDs, so a thread chained wrong fails here instead of showing up broken.
 * Answers the parent's URI, or the problem.
 */
function checkReply(
  reply: Record<string, unknown>,
  records: Pick<ReadonlyMap<string, StoredRecord>, 'get'>,
): { parent: string } | { problem: string } {
  for (const name of ['root', 'parent'] as const) {
    const ref = asRecord(reply[name]);
    if (typeof ref.uri !== 'string' || !ref.uri.startsWith('at://')) {
      return { problem: `Record/reply/${name} must have the property "uri" (an at-uri)` };
    }
    if (typeof ref.cid !== 'string' || ref.cid === '') {
      return { problem: `Record/reply/${name} must have the property "cid"` };
    }
    const held = records.get(ref.uri);
    if (!held || held.cid !== ref.cid) {
      return { problem: `Record/reply/${name} does not match a record of this PDS: ${ref.uri}` };
    }
  }
  return { parent: String(asRecord(reply.parent).uri) };
}

export function checkFacets(facets: unknown, textBytes: number): string | null {
  if (!Array.isArray(facets)) return 'Record/facets must be an array';
  for (const [i, facet] of facets.entries()) {
    const { index, features } = asRecord(facet);
    const { byteStart, byteEnd } = asRecord(index);
    if (!Number.isInteger(byteStart) || !Number.isInteger(byteEnd)) {
      return `Record/facets/${i}/index must have integer byteStart and byteEnd`;
    }
    if (
      (byteStart as number) < 0 ||
      (byteEnd as number) > textBytes ||
      (byteStart as number) > (byteEnd as number)
    ) {
      return `Record/facets/${i}/index is outside the text (${textBytes} bytes)`;
    }
    if (!Array.isArray(features) || features.length === 0) {
      return `Record/facets/${i}/features must not be empty`;
    }
    for (const [j, feature] of features.entries()) {
      const value = asRecord(feature);
      const type = String(value.$type);
      if (!FACET_TYPES.has(type)) return `Record/facets/${i}/features/${j} has an unknown $type`;
      const ok = type.endsWith('#link')
        ? typeof value.uri === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(value.uri)
        : type.endsWith('#mention')
          ? typeof value.did === 'string' && value.did.startsWith('did:')
          : typeof value.tag === 'string' && value.tag !== '' && value.tag.length <= 640;
      if (!ok) return `Record/facets/${i}/features/${j} is not a valid ${type}`;
    }
  }
  return null;
}

export function checkEmbed(
  embed: Record<string, unknown>,
  did: string,
  blobs: ReadonlyMap<string, StoredBlob>,
): SandboxMedia[] | string {
  const blobOf = (value: unknown, path: string, kind: 'image' | 'video'): SandboxMedia | string => {
    const ref = asRecord(value);
    const link = asRecord(ref.ref).$link;
    const stored = typeof link === 'string' ? blobs.get(link) : undefined;
    if (ref.$type !== 'blob' || !stored || stored.did !== did) {
      return `${path} must be a blob uploaded by this account`;
    }
    if (!stored.mimeType.startsWith(`${kind}/`)) return `${path} must be ${kind}/*`;
    const max = kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
    if (stored.size > max) return `${path} file too large (${stored.size} bytes, maximum ${max})`;
    return { kind, mimeType: stored.mimeType, bytes: stored.size };
  };
  if (embed.$type === 'app.bsky.embed.images') {
    const { images } = embed;
    if (!Array.isArray(images) || images.length === 0 || images.length > 4) {
      return 'Record/embed/images must have 1 to 4 items';
    }
    const media: SandboxMedia[] = [];
    for (const [i, item] of images.entries()) {
      const image = asRecord(item);
      if (typeof image.alt !== 'string')
        return `Record/embed/images/${i} must have the property "alt"`;
      const checked = blobOf(image.image, `Record/embed/images/${i}/image`, 'image');
      if (typeof checked === 'string') return checked;
      media.push(checked);
    }
    return media;
  }
  if (embed.$type === 'app.bsky.embed.video') {
    const checked = blobOf(embed.video, 'Record/embed/video', 'video');
    return typeof checked === 'string' ? checked : [checked];
  }
  return 'Record/embed has an unsupported $type';
}

export function invalid(reply: FastifyReply, message: string): FastifyReply {
  return sendXrpcError(reply, 400, 'InvalidRequest', message);
}

export function rateLimitHeaders(remaining: number, resetEpoch: number): Record<string, string> {
  return {
    'ratelimit-limit': String(WRITE_POINTS_PER_HOUR),
    'ratelimit-remaining': String(remaining),
    'ratelimit-reset': String(resetEpoch),
    'ratelimit-policy': `${WRITE_POINTS_PER_HOUR};w=3600`,
  };
}

// CID-shaped (base32 "bafkrei…"), stable for the same seed.
export function blobCid(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  let out = '';
  for (const byte of digest) out += 'abcdefghijklmnopqrstuvwxyz234567'.charAt(byte % 32);
  return `bafkrei${out.slice(0, 52)}`;
}

export function tidNow(): string {
  let value = (BigInt(Date.now()) * 1000n) << 10n;
  let tid = '';
  for (let i = 0; i < 13; i += 1) {
    tid = '234567abcdefghijklmnopqrstuvwxyz'.charAt(Number(value & 31n)) + tid;
    value >>= 5n;
  }
  return tid;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
