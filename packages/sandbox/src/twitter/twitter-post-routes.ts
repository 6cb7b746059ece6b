import { countTextFor, PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import type { FastifyInstance } from 'fastify';
import { identityOf } from '../identity/account-identity';
import { publishCall, publishingStep } from '../publishing/sandbox-publishing';
import { z } from 'zod';
import { parseBody } from '../http/parse-body';
import { field } from '../http/request-fields';
import {
  API,
  type SandboxUpload,
  escapeHtml,
  xBodyRefusal,
  sendInvalid,
  tco,
  tweetId,
  type TwitterPublishKit,
} from './twitter-publish-kit';

const MEDIA_IDS = 'media.media_ids must be 1 to 4 ids.';
const REPLY_ID = 'reply.in_reply_to_tweet_id must be a post id.';
/** CreatePostsRequest.reply_settings in X's OpenAPI document (no value means everyone). */
const REPLY_SETTINGS = ['following', 'mentionedUsers', 'subscribers', 'verified'] as const;
const REPLY_SETTINGS_ERROR = `reply_settings must be one of ${REPLY_SETTINGS.join(', ')}.`;
const REPLY_NOT_VISIBLE =
  'You attempted to reply to a Tweet that is deleted or not visible to you.';

/** `POST /2/tweets` as the sandbox checks it (X API v2 TweetCreateRequest), in X's wording. */
const TWEET_BODY = z.object({
  text: z.string({ error: 'text must be a string.' }).nullish(),
  media: z
    .object(
      {
        media_ids: z
          .array(z.string({ error: MEDIA_IDS }).regex(/^\d{1,19}$/, MEDIA_IDS), {
            error: MEDIA_IDS,
          })
          .min(1, MEDIA_IDS)
          .max(4, MEDIA_IDS),
      },
      { error: MEDIA_IDS },
    )
    .optional(),
  reply: z
    .object(
      {
        in_reply_to_tweet_id: z.string({ error: REPLY_ID }).regex(/^\d{1,19}$/, REPLY_ID),
      },
      { error: REPLY_ID },
    )
    .optional(),
  reply_settings: z.enum(REPLY_SETTINGS, { error: REPLY_SETTINGS_ERROR }).optional(),
});

/** `POST /2/tweets` and the user's recent posts for read-back reconciliation. */
export function registerTwitterPostRoute(app: FastifyInstance, kit: TwitterPublishKit): void {
  const { ctx, publishing, uploads, requireToken, userIdOf, countCall, faults, processing } = kit;
  app.post(`${API}/tweets`, async (request, reply) => {
    const auth = requireToken(request, reply, ['tweet.read', 'tweet.write', 'users.read']);
    if (!auth.ok) return auth.reply;
    const { account } = auth.token.grant;
    const userId = userIdOf(account);
    countCall(reply, 'tweets', userId);
    const parsed = parseBody(TWEET_BODY, request.body, reply, xBodyRefusal);
    if (!parsed.ok) return parsed.reply;
    const text = parsed.body.text ?? '';
    const mediaIds = parsed.body.media?.media_ids ?? [];
    if (text === '' && mediaIds.length === 0) {
      return sendInvalid(reply, 'text', '', 'Post text or media is required.');
    }
    if (countTextFor('twitter', text) > PLATFORM_TEXT_LIMITS.twitter) {
      return sendInvalid(reply, 'text', '', 'Your Tweet text is too long.');
    }
    const replyTo = parsed.body.reply?.in_reply_to_tweet_id;
    const replySettings = parsed.body.reply_settings;
    if (replyTo !== undefined && !publishing.find('twitter', replyTo)) {
      return sendInvalid(reply, 'reply.in_reply_to_tweet_id', replyTo, REPLY_NOT_VISIBLE);
    }
    const attached: SandboxUpload[] = [];
    for (const id of mediaIds) {
      const upload = uploads.get(id);
      const state = upload ? processing(upload)?.state : undefined;
      if (
        !upload ||
        upload.userId !== userId ||
        upload.finalizedAt === null ||
        (state !== undefined && state !== 'succeeded')
      ) {
        return sendInvalid(reply, 'media.media_ids', id, 'Your media IDs are invalid.');
      }
      attached.push(upload);
    }
    const alone = attached.filter((upload) => upload.category !== 'tweet_image');
    if (alone.length > 0 && attached.length > 1) {
      return sendInvalid(
        reply,
        'media.media_ids',
        mediaIds.join(','),
        'A GIF or a video must be the only media of a post.',
      );
    }
    const username = identityOf(account).username.replace(/[^a-z0-9_]/g, '_');
    // X shortens a media attachment to a t.co link at the end of the text, and escapes & < >.
    const stored =
      escapeHtml(text) +
      (attached.length > 0 ? `${text === '' ? '' : ' '}https://t.co/${tco()}` : '');
    reply.code(201);
    return publishCall(publishing, 'twitter', reply, faults, () => {
      const id = tweetId();
      publishing.add({
        platform: 'twitter',
        id,
        account: userId,
        text: stored,
        media: attached.map((upload) => ({
          kind: upload.category === 'tweet_image' ? 'image' : 'video',
          mimeType: upload.mimeType,
          bytes: upload.totalBytes,
        })),
        url: `https://x.com/${username}/status/${id}`,
        createdAt: ctx.controller.now(),
        ...(replyTo === undefined ? {} : { replyTo }),
        ...(replySettings === undefined ? {} : { options: { reply_settings: replySettings } }),
      });
      return { data: { id, text: stored, edit_history_tweet_ids: [id] } };
    });
  });
}

export function registerTwitterTimelineRoute(app: FastifyInstance, kit: TwitterPublishKit): void {
  const { publishing, requireToken, userIdOf, countCall } = kit;
  app.get<{ Params: { id: string } }>(`${API}/users/:id/tweets`, async (request, reply) => {
    const auth = requireToken(request, reply, ['tweet.read', 'users.read']);
    if (!auth.ok) return auth.reply;
    await publishingStep(publishing);
    countCall(reply, 'reads', userIdOf(auth.token.grant.account));
    const startTime = field(request.query, 'start_time');
    const since = startTime === undefined ? 0 : Date.parse(startTime);
    if (Number.isNaN(since)) {
      return sendInvalid(
        reply,
        'start_time',
        startTime ?? '',
        'start_time must be an RFC 3339 date-time.',
      );
    }
    const max = Number(field(request.query, 'max_results') ?? '10');
    if (!Number.isInteger(max) || max < 5 || max > 100) {
      return sendInvalid(reply, 'max_results', String(max), 'max_results must be from 5 to 100.');
    }
    const exclude = (field(request.query, 'exclude') ?? '').split(',');
    const expansions = (field(request.query, 'expansions') ?? '').split(',');
    const posts = publishing
      .posts('twitter')
      .filter(
        (post) =>
          post.account === request.params.id &&
          post.createdAt >= since &&
          !(exclude.includes('replies') && post.replyTo !== undefined),
      )
      .reverse()
      .slice(0, max);
    if (posts.length === 0) return { meta: { result_count: 0 } };
    return {
      data: posts.map((post) => ({
        id: post.id,
        text: post.text,
        edit_history_tweet_ids: [post.id],
        ...(expansions.includes('referenced_posts') && post.replyTo !== undefined
          ? { referenced_posts: [{ type: 'replied_to', id: post.replyTo }] }
          : {}),
      })),
      meta: {
        result_count: posts.length,
        newest_id: posts[0]?.id,
        oldest_id: posts.at(-1)?.id,
      },
    };
  });
}
