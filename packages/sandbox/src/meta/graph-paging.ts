import type { FastifyReply, FastifyRequest } from 'fastify';
import { field } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';
import { graphParams, sendParamError } from './meta-publish-answers';

/** Graph's page size for lists: 25 by default, at most 100. */
export const GRAPH_PAGE_LIMIT = { default: 25, max: 100 };

/** `paging` of a Graph list: opaque cursors, and `next` while more items follow. */
export interface GraphPaging {
  cursors: { before: string; after: string };
  next?: string;
}

// Graph cursors are opaque strings: here the base64 of the position in the list.
function offsetCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function cursorOffset(cursor: string): number | null {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) + 1 : null;
}

/**
 * One page of `items` (already in the edge's order) as the Graph API pages a list: the request's
 * `limit` (1 to 100) and `after` cursor; `paging.cursors`, and `next` (this URL with the next
 * cursor) while more follow. An empty page has no paging. A bad `limit` or cursor is refused.
 */
export function graphPage<T>(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  items: readonly T[],
): { ok: true; items: T[]; paging?: GraphPaging } | { ok: false; reply: FastifyReply } {
  const params = graphParams(request);
  const limit = Number(field(params, 'limit') ?? GRAPH_PAGE_LIMIT.default);
  if (!Number.isInteger(limit) || limit < 1 || limit > GRAPH_PAGE_LIMIT.max) {
    return {
      ok: false,
      reply: sendParamError(reply, `Param limit must be from 1 to ${GRAPH_PAGE_LIMIT.max}.`),
    };
  }
  const after = field(params, 'after');
  const start = after === undefined ? 0 : cursorOffset(after);
  if (start === null) {
    return { ok: false, reply: sendParamError(reply, 'Param after is not a valid cursor.') };
  }
  const slice = items.slice(start, start + limit);
  if (slice.length === 0) return { ok: true, items: [] };
  const afterCursor = offsetCursor(start + slice.length - 1);
  const url = new URL(`${ctx.baseUrl(request)}${request.url}`);
  url.searchParams.set('after', afterCursor);
  const more = start + slice.length < items.length;
  return {
    ok: true,
    items: slice,
    paging: {
      cursors: { before: offsetCursor(start), after: afterCursor },
      ...(more ? { next: url.toString() } : {}),
    },
  };
}

/** The answer of a Graph list: `data`, and `paging` unless the page is empty. */
export function graphList<T, N>(
  page: { items: T[]; paging?: GraphPaging },
  node: (item: T) => N,
): { data: N[]; paging?: GraphPaging } {
  return {
    data: page.items.map(node),
    ...(page.paging ? { paging: page.paging } : {}),
  };
}
