import { FIRST_COMMENT_LIMITS } from '@fanout/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseBody, type BodyRefusal } from '../http/parse-body';
import { sendGoogleError } from '../http/platform-errors';
import { field } from '../http/request-fields';
import { createAccessTokenGuard, type ScopedAccessTokenGuard } from '../oauth/access-token-guard';
import type { PublishFaultAnswers, SandboxPost } from '../publishing/sandbox-publishing';
import { publishCall, publishingStep } from '../publishing/sandbox-publishing';
import type { SandboxContext } from '../sandbox-context';
import { sendFiguresRefusal } from '../analytics/figures-refusal';
import { commentThreadResource, newCommentId } from './youtube-comment-thread';
import { youTubeChannelId } from './youtube-routes';
import { FAULT_ANSWERS } from './youtube-upload-session';

const COMMENT_THREADS = '/youtube/api/youtube/v3/commentThreads';
// commentThreads.insert and .list both take this scope only (the discovery document's `scopes`).
const FORCE_SSL = 'https://www.googleapis.com/auth/youtube.force-ssl';
const PARTS = new Set(['id', 'snippet', 'replies']);
const PAGE_DEFAULT = 20;

/** A refusal of the comment itself is Google's invalid-metadata answer for comment threads. */
const COMMENT_FAULTS: PublishFaultAnswers = {
  ...FAULT_ANSWERS,
  refuse: (reply, message) => sendGoogleError(reply, 400, 'invalidCommentThreadMetadata', message),
};

const metadataRefusal: BodyRefusal = (reply, problem) =>
  sendGoogleError(reply, 400, 'invalidCommentThreadMetadata', `${problem.name} ${problem.message}`);

/** commentThreads.insert's body, in the fields a top-level comment on a video uses. */
const THREAD_BODY = z.strictObject({
  snippet: z
    .strictObject({
      channelId: z.string().optional(),
      videoId: z.string().optional(),
      topLevelComment: z
        .strictObject({
          snippet: z.strictObject({ textOriginal: z.string().optional() }).optional(),
        })
        .optional(),
    })
    .optional(),
});

/**
 * YouTube's top-level comments (Data API v3 `commentThreads`): insert — under `publishCall`, the
 * comment stored with `comment: true, replyTo: <video id>` — and list by `videoId`, newest first,
 * paged with `pageToken`. Both need `youtube.force-ssl`; errors are the methods' documented reasons.
 */
export function registerYouTubeCommentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'youtube',
    unauthorized: (reply) =>
      sendGoogleError(reply, 401, 'authError', 'Request had invalid authentication credentials.'),
    forbidden: (reply) =>
      sendGoogleError(
        reply,
        403,
        'insufficientPermissions',
        'Request had insufficient authentication scopes.',
      ),
  });
  app.post(COMMENT_THREADS, (request, reply) => insertThread(ctx, requireToken, request, reply));
  app.get(COMMENT_THREADS, (request, reply) => listThreads(ctx, requireToken, request, reply));
}

async function insertThread(
  ctx: SandboxContext,
  requireToken: ScopedAccessTokenGuard,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const auth = requireToken(request, reply, [FORCE_SSL]);
  if (!auth.ok) return auth.reply;
  const badPart = partProblem(request, reply);
  if (badPart) return badPart;
  const parsed = parseBody(THREAD_BODY, request.body, reply, metadataRefusal);
  if (!parsed.ok) return parsed.reply;
  const { channelId, videoId, topLevelComment } = parsed.body.snippet ?? {};
  const text = topLevelComment?.snippet?.textOriginal ?? '';
  if (!channelId || !videoId) {
    return sendGoogleError(
      reply,
      400,
      'channelOrVideoIdMissing',
      'The comment thread must be linked to a channel or video.',
    );
  }
  if (text.trim() === '') {
    return sendGoogleError(reply, 400, 'commentTextRequired', 'Comments cannot be empty.');
  }
  if ([...text].length > FIRST_COMMENT_LIMITS.youtube) {
    return sendGoogleError(
      reply,
      400,
      'commentTextTooLong',
      'The comment contains too many characters in snippet.topLevelComment.snippet.textOriginal.',
    );
  }
  const video = heldVideo(ctx, videoId);
  if (!video) return videoNotFound(reply);
  if (channelId !== youTubeChannelId(video.account)) {
    return sendGoogleError(
      reply,
      400,
      'invalidCommentThreadMetadata',
      'The request metadata is invalid: snippet.channelId is not the channel of the video.',
    );
  }
  const { publishing } = ctx.controller;
  return publishCall(publishing, 'youtube', reply, COMMENT_FAULTS, () => {
    const id = newCommentId();
    const comment = publishing.add({
      platform: 'youtube',
      id,
      account: auth.token.grant.account,
      text,
      media: [],
      url: `https://www.youtube.com/watch?v=${videoId}&lc=${id}`,
      createdAt: ctx.controller.now(),
      replyTo: videoId,
      comment: true,
    });
    return commentThreadResource(comment, video, 'html');
  });
}

async function listThreads(
  ctx: SandboxContext,
  requireToken: ScopedAccessTokenGuard,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const auth = requireToken(request, reply, [FORCE_SSL]);
  if (!auth.ok) return auth.reply;
  await publishingStep(ctx.controller.publishing);
  const badPart = partProblem(request, reply);
  if (badPart) return badPart;
  const query = request.query;
  const ids = field(query, 'id');
  if (ids !== undefined) return threadsById(ctx, auth.token.grant.account, ids, reply);
  const videoId = field(query, 'videoId');
  if (videoId === undefined) {
    const other = ['allThreadsRelatedToChannelId', 'channelId'].some(
      (name) => field(query, name) !== undefined,
    );
    return other
      ? sendGoogleError(reply, 400, 'badRequest', 'The sandbox lists comment threads by videoId.')
      : sendGoogleError(
          reply,
          400,
          'missingRequiredParameter',
          'No filter selected. Expected one of: videoId, allThreadsRelatedToChannelId, channelId, id.',
        );
  }
  const video = heldVideo(ctx, videoId);
  if (!video) return videoNotFound(reply);
  const maxResults = Number(field(query, 'maxResults') ?? PAGE_DEFAULT);
  if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 100) {
    return sendGoogleError(reply, 400, 'invalidParameter', 'maxResults must be from 1 to 100.');
  }
  const start = pageStart(field(query, 'pageToken'));
  if (start === null) {
    return sendGoogleError(reply, 400, 'invalidPageToken', 'The page token is invalid.');
  }
  const textFormat = field(query, 'textFormat') === 'plainText' ? 'plainText' : 'html';
  // The comments of the sandbox are all published: a moderation queue holds none.
  const status = field(query, 'moderationStatus') ?? 'published';
  const threads =
    status === 'published' ? ctx.controller.publishing.comments('youtube', video.id) : [];
  const page = threads.slice(start, start + maxResults);
  const next = start + page.length < threads.length ? start + page.length : null;
  return {
    kind: 'youtube#commentThreadListResponse',
    etag: 'sandbox',
    ...(next === null ? {} : { nextPageToken: Buffer.from(`start:${next}`).toString('base64url') }),
    pageInfo: { totalResults: threads.length, resultsPerPage: maxResults },
    items: page.map((comment) =>
      commentThreadResource(comment, video, textFormat, ctx.controller.figures.of(comment)),
    ),
  };
}

/**
 * commentThreads.list by `id` (a comma list, at most 50): each thread held, with its figures —
 * how a first comment's likes and replies are read (so a tester's refusal of YouTube's figure
 * reads applies). A thread not held (deleted) is left out of `items`.
 */
function threadsById(
  ctx: SandboxContext,
  account: string,
  ids: string,
  reply: FastifyReply,
): unknown {
  const wanted = ids.split(',').filter(Boolean);
  const refused = sendFiguresRefusal(
    ctx,
    'youtube',
    account,
    reply,
    {
      expired: (answer) =>
        sendGoogleError(
          answer,
          401,
          'authError',
          'Request had invalid authentication credentials.',
        ),
      scope: (answer) =>
        sendGoogleError(
          answer,
          403,
          'insufficientPermissions',
          'Request had insufficient authentication scopes.',
        ),
      rateLimit: (answer, seconds) => FAULT_ANSWERS.rateLimit(answer, seconds),
    },
    wanted[0],
  );
  if (refused) return refused;
  if (wanted.length === 0 || wanted.length > 50) {
    return sendGoogleError(reply, 400, 'invalidParameter', 'id names 1 to 50 comment threads.');
  }
  const { publishing } = ctx.controller;
  const items = wanted.flatMap((id) => {
    const comment = publishing.find('youtube', id);
    const video = comment?.comment ? heldVideo(ctx, comment.replyTo ?? '') : undefined;
    if (!comment || !video) return [];
    return [commentThreadResource(comment, video, 'html', ctx.controller.figures.of(comment))];
  });
  return {
    kind: 'youtube#commentThreadListResponse',
    etag: 'sandbox',
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    items,
  };
}

/** `part` is required and names only the resource's parts; the refusal sent, else null. */
function partProblem(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  const part = field(request.query, 'part');
  if (!part) return sendGoogleError(reply, 400, 'required', 'Required parameter: part');
  const unknown = part.split(',').find((name) => !PARTS.has(name));
  return unknown === undefined ? null : sendGoogleError(reply, 400, 'unknownPart', `'${unknown}'`);
}

/** A video the sandbox holds (not a comment). */
function heldVideo(ctx: SandboxContext, videoId: string): SandboxPost | undefined {
  const video = ctx.controller.publishing.find('youtube', videoId);
  return video && !video.comment ? video : undefined;
}

function videoNotFound(reply: FastifyReply): FastifyReply {
  return sendGoogleError(
    reply,
    404,
    'videoNotFound',
    'The video identified by the videoId parameter could not be found.',
  );
}

/** The offset a `pageToken` of ours carries; 0 without one, null for a token we did not issue. */
function pageStart(token: string | undefined): number | null {
  if (token === undefined) return 0;
  const match = /^start:(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
  return match?.[1] === undefined ? null : Number(match[1]);
}
