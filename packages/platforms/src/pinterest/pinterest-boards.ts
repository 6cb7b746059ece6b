import { z } from 'zod';
import { bearer } from '../http/platform-request';
import type { ClientContext } from '../oauth/client-context';
import { requireCredentials } from '../oauth/require-credentials';
import type { PinterestBoard } from '../platform-client';

// A pin needs a board; people with hundreds of boards exist, but not thousands.
const MAX_PAGES_OF_RESULTS = 10;

/** `GET {api}/v5/boards?page_size=100`, following `bookmark` while there is one. */
const boardsSchema = z.object({
  items: z.array(z.object({ id: z.string().min(1), name: z.string() })),
  bookmark: z.string().nullish(),
});

export async function listPinterestBoards(
  { hosts, credentials, http }: ClientContext,
  accessToken: string,
): Promise<PinterestBoard[]> {
  requireCredentials('pinterest', credentials);
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
      },
      boardsSchema,
    );
    boards.push(...answer.items.map(({ id, name }) => ({ id, name })));
    bookmark = answer.bookmark || null;
    if (!bookmark) break;
  }
  return boards;
}
