import type { FastifyInstance, FastifyRequest } from 'fastify';
import { figuresPost, sendFiguresRefusal } from '../analytics/figures-refusal';
import { sendXrpcError } from '../http/platform-errors';
import { identityOf } from '../identity/account-identity';
import { publishingStep } from '../publishing/sandbox-publishing';
import {
  FAULT_ANSWERS,
  POST,
  XRPC,
  invalid,
  requireSession,
  type BlueskyPublishKit,
} from './bluesky-publish-kit';
import { blueskyDid } from './bluesky-routes';

/** getPosts takes at most 25 AT URIs. */
const MAX_URIS = 25;

/**
 * `app.bsky.feed.getPosts?uris=…` (an AppView method the PDS proxies for a signed-in account):
 * a postView per post held, with its like, repost, reply and quote counts; a post not held (deleted)
 * is left out of `posts`, as the AppView does. Bluesky counts no views of a post.
 */
export function registerBlueskyFiguresRoute(app: FastifyInstance, kit: BlueskyPublishKit): void {
  const { ctx, records, publishing } = kit;
  app.get(`${XRPC}/app.bsky.feed.getPosts`, async (request, reply) => {
    const auth = requireSession(ctx, request, reply);
    if (!auth.ok) return auth.reply;
    // App passwords carry no scopes: a scope refusal is the PDS refusing the session.
    const refused = sendFiguresRefusal(
      ctx,
      'bluesky',
      auth.token.grant.account,
      reply,
      {
        expired: (answer) => sendXrpcError(answer, 400, 'ExpiredToken', 'Token has expired'),
        scope: (answer) =>
          sendXrpcError(answer, 401, 'InvalidToken', 'Token could not be verified'),
        rateLimit: (answer, seconds) => FAULT_ANSWERS.rateLimit(answer, seconds),
      },
      urisOf(request)[0],
    );
    if (refused) return refused;
    const uris = urisOf(request);
    if (uris.length === 0 || uris.length > MAX_URIS) {
      return invalid(reply, `Params uris must have 1 to ${MAX_URIS} items`);
    }
    await publishingStep(publishing);
    const posts = uris.flatMap((uri) => {
      const post = figuresPost(publishing, 'bluesky', uri);
      const record = records.get(uri);
      if (!post || !record || !uri.includes(`/${POST}/`)) return [];
      const identity = identityOf(post.account.split('.')[0] ?? post.account);
      return [
        {
          uri,
          cid: record.cid,
          author: {
            did: blueskyDid(post.account),
            handle: post.account,
            displayName: identity.displayName,
          },
          record: record.value,
          indexedAt: new Date(post.createdAt).toISOString(),
          ...ctx.controller.figures.of(post),
        },
      ];
    });
    return { posts };
  });
}

// `uris` repeats (`uris=a&uris=b`), as XRPC array parameters do.
function urisOf(request: FastifyRequest): string[] {
  const value = (request.query as Record<string, unknown> | null)?.uris;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((uri): uri is string => typeof uri === 'string' && uri.startsWith('at://'));
}
