import type { FastifyInstance } from 'fastify';
import { blueskyDid } from './bluesky-routes';
import { z } from 'zod';
import { parseBody } from '../http/parse-body';
import { sendXrpcError, xrpcBodyRefusal } from '../http/platform-errors';
import { field } from '../http/request-fields';
import { publishCall, publishingStep } from '../publishing/sandbox-publishing';
import {
  CREATE_POINTS,
  FAULT_ANSWERS,
  POST,
  TID,
  WRITE_POINTS_PER_HOUR,
  XRPC,
  asRecord,
  blobCid,
  checkPost,
  invalid,
  rateLimitHeaders,
  requireSession,
  tidNow,
  type BlueskyPublishKit,
} from './bluesky-publish-kit';

/** com.atproto.repo.createRecord's input as the sandbox checks it, in the PDS's wording. */
const CREATE_RECORD_INPUT = z.object({
  repo: z.string({ error: 'Input must have the property "repo"' }).min(1, {
    error: 'Input must have the property "repo"',
  }),
  collection: z.literal(POST, { error: `Input/collection must be ${POST}` }),
});

/** Handles and records: resolveHandle, createRecord of a post, and getRecord. */
export function registerBlueskyResolveHandleRoute(
  app: FastifyInstance,
  kit: BlueskyPublishKit,
): void {
  const { publishing } = kit;
  app.get(`${XRPC}/com.atproto.identity.resolveHandle`, async (request, reply) => {
    await publishingStep(publishing);
    const handle = field(request.query, 'handle');
    if (handle === undefined) {
      return sendXrpcError(reply, 400, 'InvalidRequest', 'Params must have the property "handle"');
    }
    // `.invalid` is atproto's reserved TLD for handles that do not resolve.
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(handle) || handle.toLowerCase().endsWith('.invalid')) {
      return sendXrpcError(reply, 400, 'InvalidRequest', 'Unable to resolve handle');
    }
    return { did: blueskyDid(handle.toLowerCase()) };
  });
}

export function registerBlueskyCreateRecordRoute(
  app: FastifyInstance,
  kit: BlueskyPublishKit,
): void {
  const { ctx, blobs, records, publishing } = kit;
  app.post(`${XRPC}/com.atproto.repo.createRecord`, async (request, reply) => {
    const auth = requireSession(ctx, request, reply);
    if (!auth.ok) return auth.reply;
    const handle = auth.token.grant.account;
    const did = blueskyDid(handle);
    const body = asRecord(request.body);
    // Another repo is refused before the input is checked, as the PDS authorizes first.
    const repo = field(body, 'repo');
    if (repo !== undefined && repo !== did && repo !== handle) {
      return sendXrpcError(reply, 401, 'AuthRequired', 'Not authorized to write to this repo');
    }
    const parsed = parseBody(CREATE_RECORD_INPUT, body, reply, xrpcBodyRefusal);
    if (!parsed.ok) return parsed.reply;
    const rkey = field(body, 'rkey') ?? tidNow();
    if (!TID.test(rkey)) return invalid(reply, `Invalid record key: ${rkey}`);
    const uri = `at://${did}/${POST}/${rkey}`;
    const taken = () => (records.has(uri) ? invalid(reply, `Record already exists: ${uri}`) : null);
    const takenOnArrival = taken();
    if (takenOnArrival) return takenOnArrival;
    const checked = checkPost(asRecord(body.record), did, blobs, records);
    if (typeof checked === 'string') return invalid(reply, `Invalid ${POST} record: ${checked}`);

    const written = publishing.posts('bluesky').filter((post) => post.account === handle).length;
    const remaining = WRITE_POINTS_PER_HOUR - CREATE_POINTS * (written + 1);
    const resetEpoch = Math.floor(ctx.controller.now() / 1000) + 3600;
    reply.headers(rateLimitHeaders(Math.max(remaining, 0), resetEpoch));
    return publishCall(
      publishing,
      'bluesky',
      reply,
      FAULT_ANSWERS,
      () => {
        const cid = blobCid(uri);
        records.set(uri, { cid, value: checked.record });
        publishing.add({
          platform: 'bluesky',
          id: uri,
          account: handle,
          text: checked.text,
          media: checked.media,
          url: `https://bsky.app/profile/${handle}/post/${rkey}`,
          createdAt: ctx.controller.now(),
          ...(checked.replyTo === undefined ? {} : { replyTo: checked.replyTo }),
        });
        return {
          uri,
          cid,
          commit: { cid: blobCid(`commit:${uri}`), rev: tidNow() },
          validationStatus: 'valid',
        };
      },
      taken,
    );
  });
}

export function registerBlueskyGetRecordRoute(app: FastifyInstance, kit: BlueskyPublishKit): void {
  const { records, publishing } = kit;
  // Public on the real PDS: no session needed.
  app.get(`${XRPC}/com.atproto.repo.getRecord`, async (request, reply) => {
    await publishingStep(publishing);
    const query = request.query;
    const repo = field(query, 'repo');
    const collection = field(query, 'collection');
    const rkey = field(query, 'rkey');
    for (const [name, value] of Object.entries({ repo, collection, rkey })) {
      if (value === undefined) return invalid(reply, `Params must have the property "${name}"`);
    }
    const did = repo?.startsWith('did:') ? repo : blueskyDid(String(repo).toLowerCase());
    const uri = `at://${did}/${String(collection)}/${String(rkey)}`;
    const record = records.get(uri);
    // Cleared by a sandbox reset: the post store is the truth.
    if (!record || !publishing.find('bluesky', uri)) {
      return sendXrpcError(reply, 400, 'RecordNotFound', `Could not locate record: ${uri}`);
    }
    return { uri, cid: record.cid, value: record.value };
  });
}
