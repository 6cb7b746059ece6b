import { requireSession } from '../../http/session-plugin';
import {
  connectBluesky,
  disconnectAccount,
  getTikTokCreatorInfo,
  listAccountRisks,
  listAccounts,
  listFacebookPages,
  listPinterestBoards,
  selectFacebookPage,
  selectPinterestBoard,
  startConnect,
} from '@fanout/core/accounts';
import {
  accountRiskSchema,
  connectBlueskyInput,
  connectInput,
  facebookPageOptionSchema,
  idInput,
  pinterestBoardSchema,
  selectFacebookPageInput,
  selectPinterestBoardInput,
  socialAccountSchema,
  tiktokCreatorInfoSchema,
} from '@fanout/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc';

const meta = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: `/${string}`) => ({
  openapi: { method, path, tags: ['social-accounts'] },
  // What an API key needs here (ADR 0092).
  scope: method === 'GET' ? ('accounts:read' as const) : undefined,
});

export const socialAccountRouter = router({
  list: authedProcedure
    .meta(meta('GET', '/social-accounts'))
    .input(z.void())
    .output(z.array(socialAccountSchema))
    .query(({ ctx }) => listAccounts(ctx.deps.core, { actor: ctx.actor })),
  /** Accounts whose scheduled posts will fail unless reconnected (ADR 0060). */
  risks: authedProcedure
    .meta(meta('GET', '/social-accounts/at-risk'))
    .input(z.void())
    .output(z.array(accountRiskSchema))
    .query(({ ctx }) => listAccountRisks(ctx.deps.core, { actor: ctx.actor })),
  disconnect: authedProcedure
    .meta(meta('DELETE', '/social-accounts/{id}'))
    .input(idInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => disconnectAccount(ctx.deps.core, { actor: ctx.actor, input })),
  /** Starts an OAuth connection; the browser then navigates to authUrl. */
  connectUrl: authedProcedure
    .meta(meta('GET', '/oauth/connect/{platform}'))
    .input(connectInput)
    .output(z.object({ authUrl: z.string() }))
    .query(({ ctx, input }) =>
      startConnect(ctx.deps.core, {
        actor: ctx.actor,
        input: {
          sessionId: requireSession(ctx.req).sessionId,
          platform: input.platform,
          groupId: input.groupId,
        },
      }),
    ),
  connectBluesky: authedProcedure
    .meta(meta('POST', '/social-accounts/bluesky'))
    .input(connectBlueskyInput)
    .output(socialAccountSchema)
    .mutation(({ ctx, input }) => connectBluesky(ctx.deps.core, { actor: ctx.actor, input })),
  facebookPages: authedProcedure
    .meta(meta('GET', '/social-accounts/{id}/facebook-pages'))
    .input(idInput)
    .output(z.array(facebookPageOptionSchema))
    .query(({ ctx, input }) => listFacebookPages(ctx.deps.core, { actor: ctx.actor, input })),
  selectFacebookPage: authedProcedure
    .meta(meta('PATCH', '/social-accounts/{id}/facebook-page'))
    .input(selectFacebookPageInput.extend(idInput.shape))
    .output(socialAccountSchema)
    .mutation(({ ctx, input }) =>
      selectFacebookPage(ctx.deps.core, {
        actor: ctx.actor,
        input: {
          accountId: input.id,
          pageId: input.pageId,
          pageAccessToken: input.pageAccessToken,
        },
      }),
    ),
  pinterestBoards: authedProcedure
    .meta(meta('GET', '/social-accounts/{id}/pinterest-boards'))
    .input(idInput)
    .output(z.array(pinterestBoardSchema))
    .query(({ ctx, input }) => listPinterestBoards(ctx.deps.core, { actor: ctx.actor, input })),
  selectPinterestBoard: authedProcedure
    .meta(meta('PATCH', '/social-accounts/{id}/pinterest-board'))
    .input(selectPinterestBoardInput.extend(idInput.shape))
    .output(socialAccountSchema)
    .mutation(({ ctx, input }) =>
      selectPinterestBoard(ctx.deps.core, {
        actor: ctx.actor,
        input: {
          accountId: input.id,
          boardId: input.boardId,
        },
      }),
    ),
  /** What the composer's TikTok options show and offer (TikTok's Content Sharing Guidelines). */
  tiktokCreatorInfo: authedProcedure
    .meta(meta('GET', '/social-accounts/{id}/tiktok-creator-info'))
    .input(idInput)
    .output(tiktokCreatorInfoSchema)
    .query(({ ctx, input }) => getTikTokCreatorInfo(ctx.deps.core, { actor: ctx.actor, input })),
});
