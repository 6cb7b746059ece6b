import type { FastifyInstance } from 'fastify';
import {
  figuresPost,
  sendFiguresRefusal,
  type FiguresRefusalAnswers,
} from '../analytics/figures-refusal';
import { sendGoogleError } from '../http/platform-errors';
import { field } from '../http/request-fields';
import { createAccessTokenGuard } from '../oauth/access-token-guard';
import { publishingStep } from '../publishing/sandbox-publishing';
import type { SandboxContext } from '../sandbox-context';
import { FAULT_ANSWERS } from './youtube-upload-session';

/** Any of these lets videos.list read; youtube.upload alone does not. */
const READ_SCOPES = [
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.force-ssl',
  'https://www.googleapis.com/auth/youtubepartner',
];
/** The parts the sandbox answers (others are refused as unknown, not silently ignored). */
const PARTS = ['id', 'statistics'];

const insufficientScopes = (reply: Parameters<FiguresRefusalAnswers['scope']>[0]) =>
  sendGoogleError(
    reply,
    403,
    'insufficientPermissions',
    'Request had insufficient authentication scopes.',
  );

const REFUSALS: FiguresRefusalAnswers = {
  expired: (reply) =>
    sendGoogleError(reply, 401, 'authError', 'Request had invalid authentication credentials.'),
  scope: insufficientScopes,
  rateLimit: (reply, seconds) => FAULT_ANSWERS.rateLimit(reply, seconds),
};

/**
 * `videos.list?part=statistics&id=…` (YouTube Data API v3): a video resource per id held, its
 * statistics as the discovery document types them — uint64 counts in strings, `favoriteCount`
 * always "0"; an id not held (deleted) is left out of `items`.
 */
export function registerYouTubeFiguresRoute(app: FastifyInstance, ctx: SandboxContext): void {
  const { publishing } = ctx.controller;
  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'youtube',
    unauthorized: (reply) => REFUSALS.expired(reply),
  });
  app.get('/youtube/api/youtube/v3/videos', async (request, reply) => {
    const auth = requireToken(request, reply);
    if (!auth.ok) return auth.reply;
    const { account, scopes } = auth.token.grant;
    const refused = sendFiguresRefusal(ctx, 'youtube', account, reply, REFUSALS);
    if (refused) return refused;
    if (!scopes.some((scope) => READ_SCOPES.includes(scope))) return insufficientScopes(reply);
    const parts = (field(request.query, 'part') ?? '').split(',').filter(Boolean);
    if (parts.length === 0)
      return sendGoogleError(reply, 400, 'required', 'Required parameter: part');
    const unknownPart = parts.find((part) => !PARTS.includes(part));
    if (unknownPart !== undefined) {
      return sendGoogleError(reply, 400, 'unknownPart', `'${unknownPart}'`);
    }
    const ids = (field(request.query, 'id') ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 50) {
      return sendGoogleError(
        reply,
        400,
        'missingRequiredParameter',
        'No filter selected. Expected one of: id.',
      );
    }
    await publishingStep(publishing);
    const items = ids.flatMap((id) => {
      const post = figuresPost(publishing, 'youtube', id);
      if (!post) return [];
      const counts = Object.entries(ctx.controller.figures.of(post)).map(
        ([name, value]) => [name, String(value)] as const,
      );
      return [
        {
          kind: 'youtube#video',
          etag: `sandbox-${id}`,
          id,
          ...(parts.includes('statistics')
            ? { statistics: { ...Object.fromEntries(counts), favoriteCount: '0' } }
            : {}),
        },
      ];
    });
    return {
      kind: 'youtube#videoListResponse',
      etag: 'sandbox',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    };
  });
}
