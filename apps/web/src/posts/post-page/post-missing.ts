import { TRPCClientError } from '@trpc/client';

/**
 * The server answers 404 for a post that is missing or another user's, and 400 for an address
 * that is no post id at all: to the reader both are the same "Post not found".
 */
export function isPostMissing(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code: unknown = (error.data as { code?: unknown } | undefined)?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}
