import type { FastifyReply, FastifyRequest } from 'fastify';
import { META_GRAPH_VERSION } from '@fanout/platforms';
import { instagramUserId } from '../facebook/facebook-pages';
import type { GraphContainers } from '../meta/graph-containers';
import { graphPublishToken } from '../meta/graph-publish-token';
import { sendGraphError, sendUnknownObject } from '../meta/meta-publish-answers';
import type { SandboxContext } from '../sandbox-context';

export const GRAPH = `/facebook/graph/${META_GRAPH_VERSION}`;
export const CAPTION_LIMIT = 2200;
export const CAROUSEL_ITEMS = { min: 2, max: 10 };

/** A token's Instagram account: its id and the sandbox account it belongs to. */
export interface InstagramCaller {
  ok: true;
  userId: string;
  account: string;
}

/** What Instagram's publishing routes share: the containers, the publishing account of a token and the scopes it needs. */
export function createInstagramPublishKit(ctx: SandboxContext, containers: GraphContainers) {
  const { publishing } = ctx.controller;

  // The Instagram account of a live Instagram token with every one of `scopes`: the one linked to
  // its user's first Page.
  const caller = (
    request: FastifyRequest,
    reply: FastifyReply,
    scopes: readonly string[],
  ): InstagramCaller | { ok: false; reply: FastifyReply } => {
    ctx.attribute(request, 'instagram');
    const auth = graphPublishToken(ctx, request, reply, {
      platforms: ['instagram'],
      scopes,
      forbidden: (answer) =>
        sendGraphError(answer, 403, {
          message: '(#10) Application does not have permission for this action',
          code: 10,
        }),
    });
    if (!auth.ok) return auth;
    const { account } = auth.token.grant;
    return { ok: true, userId: instagramUserId(account), account };
  };

  // The caller, when the path's id is its own Instagram account.
  const publisher = (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    scopes: readonly string[],
  ): InstagramCaller | { ok: false; reply: FastifyReply } => {
    const called = caller(request, reply, scopes);
    if (called.ok && request.params.id !== called.userId) {
      return { ok: false, reply: sendUnknownObject(reply, request.params.id) };
    }
    return called;
  };
  const PUBLISH_SCOPES = ['instagram_basic', 'instagram_content_publish'];
  return { ctx, containers, publishing, caller, publisher, PUBLISH_SCOPES };
}

export type InstagramPublishKit = ReturnType<typeof createInstagramPublishKit>;
