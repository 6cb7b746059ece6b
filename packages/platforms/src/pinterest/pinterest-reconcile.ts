import { z } from 'zod';
import { bearer } from '../http/platform-request';
import type { PublishInput, PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { ATTEMPTED_AT_HANDLE, matchRecentPost } from '../publish/match-recent-post';

/** The most recent Pins read. */
const PAGE_SIZE = 25;

const boardPins = z.object({
  items: z.array(
    z.object({
      id: z.string().min(1),
      created_at: z.string().nullish(),
      title: z.string().nullish(),
      description: z.string().nullish(),
    }),
  ),
});

/**
 * After a lost answer to `POST /v5/pins`: lists the board's Pins (`GET /v5/boards/{id}/pins`, newest
 * first, one page) and takes the one Pin with exactly our title and description made since the
 * attempt. Anything else is 'cannot_tell' (unconfirmed): a list never proves the Pin was not made.
 */
export async function reconcilePin(
  context: PublisherContext,
  input: PublishInput,
  sent: { boardId: string; title: string; description: string },
): Promise<PublishResult | 'cannot_tell'> {
  const attempted = Date.parse(input.handles[ATTEMPTED_AT_HANDLE] ?? '');
  if (Number.isNaN(attempted)) return 'cannot_tell';
  const answer = await context.http.fetchJson(
    {
      platform: 'pinterest',
      operation: 'the read-back of the board’s Pins',
      method: 'GET',
      url: `${context.hosts.pinterest.api}/v5/boards/${encodeURIComponent(sent.boardId)}/pins`,
      query: { page_size: String(PAGE_SIZE) },
      auth: bearer(input.account.accessToken),
      rateLimits: input.rateLimits,
    },
    boardPins,
  );
  const listed = answer.items
    // Title and description are compared apart; a Pin with another title is another Pin.
    .filter((pin) => (pin.title ?? '').trim() === sent.title.trim())
    .map((pin) => ({
      id: pin.id,
      text: pin.description ?? '',
      createdAt: pinTime(pin.created_at),
    }));
  const match = matchRecentPost(listed, sent.description, attempted, context.now().getTime());
  return match === 'cannot_tell'
    ? match
    : { platformPostId: match.id, url: `https://www.pinterest.com/pin/${match.id}/` };
}

// Pinterest writes UTC without a zone (`2024-07-01T12:34:56`); an explicit zone is kept.
function pinTime(value: string | null | undefined): number {
  if (!value) return Number.NaN;
  return Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`);
}
