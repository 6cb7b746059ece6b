import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { numericId } from '../identity/account-identity';
import { pinterestUsername } from './pinterest-routes';
import { z } from 'zod';
import { parseBody } from '../http/parse-body';
import { field } from '../http/request-fields';
import { publishCall, publishingStep } from '../publishing/sandbox-publishing';
import {
  API,
  WRITE_LIMIT,
  bookmarkOffset,
  pinTimestamp,
  sendError,
  type PinterestPublishKit,
  pinterestBodyRefusal,
} from './pinterest-publish-kit';

/** A Pin's optional text: a string of at most `max` characters, in Pinterest's wording. */
function pinText(name: string, max: number) {
  const message = `${name} must be a string of at most ${max} characters.`;
  return z
    .string({ error: message })
    .refine((value) => [...value].length <= max, message)
    .nullish();
}

/** `POST /v5/pins` as the sandbox checks it (the board and media are checked against the user). */
const PIN_BODY = z.object({
  title: pinText('title', 100),
  description: pinText('description', 800),
  alt_text: pinText('alt_text', 500),
  link: pinText('link', 2048),
});

/** Pins: create one from an image URL or an uploaded video, and list a board's pins. */
export function registerPinterestBoardPinsRoute(
  app: FastifyInstance,
  kit: PinterestPublishKit,
): void {
  const { publishing, pinFields, requireToken } = kit;
  // List Pins on board, newest first, paged by an opaque `bookmark` (null on the last page).
  app.get<{ Params: { boardId: string } }>(
    `${API}/boards/:boardId/pins`,
    async (request, reply) => {
      const auth = requireToken(request, reply, ['boards:read', 'pins:read']);
      if (!auth.ok) return auth.reply;
      const { account } = auth.token.grant;
      const { boardId } = request.params;
      const boards = ['1', '2'].map((index) => numericId(18, 'pinterest-board', account, index));
      if (!boards.includes(boardId)) {
        return sendError(reply, 404, 40, 'Board not found.');
      }
      await publishingStep(publishing);
      const pageSize = Number(field(request.query, 'page_size') ?? '25');
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 250) {
        return sendError(reply, 400, 1, 'Invalid parameters: page_size must be from 1 to 250.');
      }
      const bookmark = field(request.query, 'bookmark');
      const start = bookmark === undefined ? 0 : bookmarkOffset(bookmark);
      if (start === null) return sendError(reply, 400, 1, 'Invalid parameters: bookmark.');
      const pins = publishing.recent('pinterest', pinterestUsername(account)).flatMap((post) => {
        const fields = pinFields.get(post.id);
        return fields?.boardId === boardId ? [{ post, fields }] : [];
      });
      const page = pins.slice(start, start + pageSize);
      return {
        items: page.map(({ post, fields }) => ({
          id: post.id,
          created_at: pinTimestamp(post.createdAt),
          link: null,
          title: fields.title,
          description: fields.description,
          alt_text: null,
          board_id: boardId,
          board_section_id: null,
          board_owner: { username: pinterestUsername(account) },
          is_owner: true,
          is_standard: true,
          has_been_promoted: false,
          creative_type:
            post.media.length > 1
              ? 'CAROUSEL'
              : post.media[0]?.kind === 'video'
                ? 'VIDEO'
                : 'REGULAR',
          parent_pin_id: null,
        })),
        bookmark:
          start + page.length < pins.length
            ? Buffer.from(`offset:${start + page.length}`).toString('base64url')
            : null,
      };
    },
  );
}

export function registerPinterestCreatePinRoute(
  app: FastifyInstance,
  kit: PinterestPublishKit,
): void {
  const { ctx, publishing, pinFields, requireToken, faults, pinMedia } = kit;
  app.post(`${API}/pins`, async (request, reply) => {
    const auth = requireToken(request, reply, ['boards:read', 'pins:write']);
    if (!auth.ok) return auth.reply;
    const { account } = auth.token.grant;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const boards = ['1', '2'].map((index) => numericId(18, 'pinterest-board', account, index));
    if (typeof body.board_id !== 'string' || !boards.includes(body.board_id)) {
      return sendError(reply, 400, 1, 'Invalid parameters: board_id is not a board of this user.');
    }
    const parsed = parseBody(PIN_BODY, body, reply, pinterestBodyRefusal);
    if (!parsed.ok) return parsed.reply;
    const media = await pinMedia(reply, account, body.media_source);
    if (!media.ok) return media.reply;
    const used = publishing.posts('pinterest').filter((post) => post.account === account).length;
    reply.header('x-ratelimit-limit', String(WRITE_LIMIT));
    reply.header('x-ratelimit-remaining', String(Math.max(0, WRITE_LIMIT - used - 1)));
    reply.header('x-ratelimit-reset', '60');
    reply.code(201);
    return publishCall(publishing, 'pinterest', reply, faults, () => {
      const id = `${numericId(6, 'pinterest-pin')}${String(randomInt(10 ** 12)).padStart(12, '0')}`;
      const title = typeof body.title === 'string' ? body.title : '';
      const description = typeof body.description === 'string' ? body.description : '';
      pinFields.set(id, { boardId: body.board_id as string, title, description });
      publishing.add({
        platform: 'pinterest',
        id,
        account: pinterestUsername(account),
        text: [title, description].filter(Boolean).join('\n'),
        media: media.media,
        url: `https://www.pinterest.com/pin/${id}/`,
        createdAt: ctx.controller.now(),
        options: { board_id: body.board_id, title, link: body.link ?? null },
      });
      return {
        id,
        created_at: pinTimestamp(ctx.controller.now()),
        link: body.link ?? null,
        title,
        description,
        alt_text: body.alt_text ?? null,
        board_id: body.board_id,
        board_section_id: null,
        board_owner: { username: pinterestUsername(account) },
        is_owner: true,
        is_standard: true,
        has_been_promoted: false,
        creative_type:
          media.type === 'video' ? 'VIDEO' : media.type === 'image' ? 'REGULAR' : 'CAROUSEL',
        media: { media_type: media.type },
        parent_pin_id: null,
        note: '',
      };
    });
  });
}
