import { z } from 'zod';
import type { PlatformHttp } from '../http/platform-request';
import { META_GRAPH_VERSION } from '../platform-hosts';

// Agencies can manage many Pages; stop at a bound instead of following cursors forever.
const MAX_PAGES_OF_RESULTS = 10;

/**
 * `GET {graph}/v21.0/me/accounts?fields=...&access_token=` — the Facebook Pages the user manages,
 * following Graph `paging.cursors.after` while `paging.next` says there is more.
 */
export async function listMetaPages<Item extends z.ZodType>(options: {
  http: PlatformHttp;
  graph: string;
  platform: 'facebook' | 'instagram';
  operation: string;
  accessToken: string;
  fields: string;
  item: Item;
}): Promise<z.output<Item>[]> {
  const { http, graph, platform, operation, accessToken, fields, item } = options;
  const schema = z.object({
    data: z.array(item),
    paging: z
      .object({
        cursors: z.object({ after: z.string().nullish() }).nullish(),
        next: z.string().nullish(),
      })
      .nullish(),
  });
  const pages: z.output<Item>[] = [];
  let after: string | null = null;
  for (let round = 0; round < MAX_PAGES_OF_RESULTS; round += 1) {
    const answer: z.output<typeof schema> = await http.fetchJson(
      {
        platform,
        operation,
        method: 'GET',
        url: `${graph}/${META_GRAPH_VERSION}/me/accounts`,
        query: { fields, access_token: accessToken, ...(after ? { after } : {}) },
      },
      schema,
    );
    pages.push(...answer.data);
    after = answer.paging?.next ? (answer.paging.cursors?.after ?? null) : null;
    if (!after) break;
  }
  return pages;
}
