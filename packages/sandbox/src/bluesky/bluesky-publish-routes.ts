import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import { createBlueskyPublishKit } from './bluesky-publish-kit';
import { registerBlueskyBlobRoute } from './bluesky-blob-routes';
import {
  registerBlueskyResolveHandleRoute,
  registerBlueskyCreateRecordRoute,
  registerBlueskyGetRecordRoute,
} from './bluesky-record-routes';
import { registerBlueskyFiguresRoute } from './bluesky-figures-routes';

/**
 * The PDS's publishing XRPC methods: uploadBlob (bytes counted, a CID-shaped ref answered),
 * resolveHandle (every well-formed handle exists, with its sandbox DID), createRecord of
 * `app.bsky.feed.post` validated like the lexicon does (graphemes, facet byte ranges, embeds of
 * blobs this account uploaded, TID record keys), getRecord for reading posts back, and getPosts
 * for their counts.
 */
export function registerBlueskyPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const kit = createBlueskyPublishKit(ctx);
  registerBlueskyBlobRoute(app, kit);
  registerBlueskyResolveHandleRoute(app, kit);
  registerBlueskyCreateRecordRoute(app, kit);
  registerBlueskyGetRecordRoute(app, kit);
  registerBlueskyFiguresRoute(app, kit);
}
