import { z } from 'zod';
import { bearer, type PlatformHttp } from '../http/platform-request';
import type { RateLimitSink } from '../http/rate-limit';
import type { ClientContext } from '../oauth/client-context';
import { requireCredentials } from '../oauth/require-credentials';
import type { PinterestBoard } from '../platform-client';
import type { PlatformHosts } from '../platform-hosts';

// A pin needs a board; people with hundreds of boards exist, but not thousands.
const MAX_PAGES_OF_RESULTS = 10;

/** `GET {api}/v5/boards?page_size=100`, following `bookmark` while there is one. */
const boardsSchema = z.object({
  items: z.array(z.object({ id: z.string().min(1), name: z.string() })),
  bookmark: z.string().nullish(),
});

/** The boards connecting offers to choose from (the app's credentials are configured). */
export async function listPinterestBoards(
  context: ClientContext,
  accessToken: string,
): Promise<PinterestBoard[]> {
  requireCredentials('pinterest', context.credentials);
  return fetchPinterestBoards(context, accessToken);
}

/** Every board of the token's user, as connecting lists them and a post's board is checked. */
export async function fetchPinterestBoards(
  { hosts, http }: { hosts: PlatformHosts; http: PlatformHttp },
  accessToken: string,
  rateLimits?: RateLimitSink,
): Promise<PinterestBoard[]> {
  const boards: PinterestBoard[] = [];
  let bookmark: string | null = null;
  for (let round = 0; round < MAX_PAGES_OF_RESULTS; round += 1) {
    const answer: z.output<typeof boardsSchema> = await http.fetchJson(
      {
        platform: 'pinterest',
        operation: 'the boards request',
        method: 'GET',
        url: `${hosts.pinterest.api}/v5/boards`,
        query: { page_size: '100', ...(bookmark ? { bookmark } : {}) },
        auth: bearer(accessToken),
        ...(rateLimits ? { rateLimits } : {}),
      },
      boardsSchema,
    );
    boards.push(...answer.items.map(({ id, name }) => ({ id, name })));
    bookmark = answer.bookmark || null;
    if (!bookmark) break;
  }
  return boards;
}
