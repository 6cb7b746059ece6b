import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type {
  FollowUpInput,
  FollowUpResult,
  PlatformPublisher,
  PublishedRef,
  PublishInput,
  PublishResult,
} from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { detectFacets } from './bluesky-facets';
import { mediaEmbed, uploadBlobs } from './bluesky-media-upload';
import { createTid } from './bluesky-tid';

const platform = 'bluesky';
const COLLECTION = 'app.bsky.feed.post';

const createdSchema = z.object({ uri: z.string().min(1), cid: z.string().min(1) });
const resolvedSchema = z.object({ did: z.string().min(1) });

function xrpc(context: PublisherContext, method: string): string {
  return `${context.hosts.bluesky.pds}/xrpc/${method}`;
}

/** What every call needs of a run: the account and where its rate-limit headers go. */
type CallInput = Pick<PublishInput, 'account' | 'rateLimits'>;

async function resolveHandle(
  context: PublisherContext,
  input: CallInput,
  handle: string,
): Promise<string | null> {
  const answer = await context.http.exchange({
    platform,
    operation: 'the mention lookup',
    method: 'GET',
    url: xrpc(context, 'com.atproto.identity.resolveHandle'),
    query: { handle },
    auth: bearer(input.account.accessToken),
    rateLimits: input.rateLimits,
    // 400 "Unable to resolve handle": nobody has it, the mention stays plain text.
    acceptStatuses: [400],
  });
  if (answer.status === 400) return null;
  const parsed = resolvedSchema.safeParse(answer.body);
  return parsed.success ? parsed.data.did : null;
}

function resultOf(input: CallInput, uri: string, rkey: string): PublishResult {
  const profile = input.account.username || input.account.externalId;
  return { platformPostId: uri, url: `https://bsky.app/profile/${profile}/post/${rkey}` };
}

/** Reads back the record under the saved key: null when it does not exist. */
async function reconcilePost(
  context: PublisherContext,
  input: PublishInput,
): Promise<PublishResult | null> {
  const { rkey } = input.handles;
  // No key saved means createRecord was never sent.
  if (rkey === undefined) return null;
  const found = await getRecord(context, input, input.account.externalId, rkey);
  return found ? resultOf(input, found.uri, rkey) : null;
}

/** A record of `repo` under `rkey`, with its CID; null when there is none. */
async function getRecord(
  context: PublisherContext,
  input: CallInput,
  repo: string,
  rkey: string,
): Promise<{ uri: string; cid: string } | null> {
  const answer = await context.http.exchange({
    platform,
    operation: 'the post lookup',
    method: 'GET',
    url: xrpc(context, 'com.atproto.repo.getRecord'),
    query: { repo, collection: COLLECTION, rkey },
    auth: bearer(input.account.accessToken),
    rateLimits: input.rateLimits,
    acceptStatuses: [400],
  });
  const body = z
    .object({
      uri: z.string().optional(),
      cid: z.string().optional(),
      error: z.string().optional(),
    })
    .safeParse(answer.body);
  if (answer.status === 400) {
    if (body.success && body.data.error === 'RecordNotFound') return null;
    throw new PlatformError(
      platform,
      'unknown',
      `Bluesky refused the post lookup${body.success && body.data.error ? `: ${body.data.error}` : ''}`,
      400,
    );
  }
  if (!body.success || !body.data.uri || !body.data.cid) {
    throw new PlatformError(
      platform,
      'unknown',
      'Bluesky answered the post lookup in an unexpected shape',
    );
  }
  return { uri: body.data.uri, cid: body.data.cid };
}

/** The repo and record key of a post's AT URI (`at://{did}/app.bsky.feed.post/{rkey}`). */
function partsOf(uri: string): { repo: string; rkey: string } {
  const match = /^at:\/\/([^/]+)\/app\.bsky\.feed\.post\/([^/]+)$/.exec(uri);
  if (!match?.[1] || !match[2]) {
    throw new PlatformError(platform, 'invalid_content', `Not a Bluesky post's address: ${uri}`);
  }
  return { repo: match[1], rkey: match[2] };
}

/** A post as a reply refers to it (strongRef): its URI and CID, read back when not kept. */
async function strongRef(
  context: PublisherContext,
  input: CallInput,
  ref: PublishedRef,
): Promise<{ uri: string; cid: string }> {
  const cid = ref.handles.cid;
  if (cid) return { uri: ref.platformPostId, cid };
  const { repo, rkey } = partsOf(ref.platformPostId);
  const found = await getRecord(context, input, repo, rkey);
  if (!found) {
    throw new PlatformError(
      platform,
      'invalid_content',
      'The Bluesky post this reply answers no longer exists.',
    );
  }
  return found;
}

/**
 * A thread's reply (ADR 0084): a post whose `reply` names the thread's root and the post before,
 * under a record key chosen and saved first, as the post's own; a lost answer is read back by it.
 */
async function publishReply(
  context: PublisherContext,
  input: FollowUpInput,
): Promise<FollowUpResult> {
  let rkey = input.handles.rkey;
  if (rkey === undefined) {
    rkey = createTid(context.now());
    await input.saveHandle('rkey', rkey);
  }
  const root = await strongRef(context, input, input.root);
  const parent =
    input.parent.platformPostId === input.root.platformPostId
      ? root
      : await strongRef(context, input, input.parent);
  const facets = await detectFacets(input.text, (handle) => resolveHandle(context, input, handle));
  const record = {
    $type: COLLECTION,
    text: input.text,
    createdAt: context.now().toISOString(),
    reply: { root, parent },
    ...(facets.length > 0 ? { facets } : {}),
  };
  await input.markIrreversible();
  try {
    const created = await context.http.fetchJson(
      {
        platform,
        operation: 'the reply',
        method: 'POST',
        url: xrpc(context, 'com.atproto.repo.createRecord'),
        json: { repo: input.account.externalId, collection: COLLECTION, rkey, record },
        auth: bearer(input.account.accessToken),
        rateLimits: input.rateLimits,
      },
      createdSchema,
    );
    return { ...resultOf(input, created.uri, rkey), handles: { cid: created.cid } };
  } catch (error) {
    // As the post's: a record under our key is this reply, sent by an earlier run.
    if (error instanceof PlatformError && error.status === 400) {
      const existing = await reconcileReply(context, input);
      if (existing) return existing;
    }
    throw error;
  }
}

async function reconcileReply(
  context: PublisherContext,
  input: FollowUpInput,
): Promise<FollowUpResult | null> {
  const { rkey } = input.handles;
  if (rkey === undefined) return null;
  const found = await getRecord(context, input, input.account.externalId, rkey);
  return found ? { ...resultOf(input, found.uri, rkey), handles: { cid: found.cid } } : null;
}

/**
 * Bluesky (shared/reference/platform-apis.md §4): facets, blobs, then `createRecord` of an
 * `app.bsky.feed.post` under a record key we chose and saved first (handle `rkey`). createRecord is
 * the irreversible call; reconcile reads that exact record back with getRecord.
 */
export function createBlueskyPublisher(context: PublisherContext): PlatformPublisher {
  return {
    platform,
    mediaRule: MEDIA_RULES.bluesky,
    textLimit: PLATFORM_TEXT_LIMITS.bluesky,

    async publish(input) {
      const did = input.account.externalId;
      let rkey = input.handles.rkey;
      if (rkey === undefined) {
        rkey = createTid(context.now());
        await input.saveHandle('rkey', rkey);
      }
      const facets = await detectFacets(input.text, (handle) =>
        resolveHandle(context, input, handle),
      );
      const blobs = await uploadBlobs(context, input);
      const embed = mediaEmbed(input.media, blobs);
      const record = {
        $type: COLLECTION,
        text: input.text,
        createdAt: context.now().toISOString(),
        ...(facets.length > 0 ? { facets } : {}),
        ...(embed ? { embed } : {}),
      };
      await input.markIrreversible();
      try {
        const created = await context.http.fetchJson(
          {
            platform,
            operation: 'the post',
            method: 'POST',
            url: xrpc(context, 'com.atproto.repo.createRecord'),
            json: { repo: did, collection: COLLECTION, rkey, record },
            auth: bearer(input.account.accessToken),
            rateLimits: input.rateLimits,
          },
          createdSchema,
        );
        return resultOf(input, created.uri, rkey);
      } catch (error) {
        // Refused because a record holds our key already: an earlier run of this target sent it
        // (its answer lost, or it woke from a pause after its successor's call): that is the post.
        if (error instanceof PlatformError && error.status === 400) {
          const existing = await reconcilePost(context, input);
          if (existing) return existing;
        }
        throw error;
      }
    },

    reconcile: (input) => reconcilePost(context, input),
    followUp: {
      kind: 'thread',
      publish: (input) => publishReply(context, input),
      reconcile: (input) => reconcileReply(context, input),
    },
  };
}
