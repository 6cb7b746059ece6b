import type { FiguresReader } from './figures-reader';

/**
 * The scopes of `reader` an account connected with `granted` lacks: what "Reconnect to see
 * analytics" asks for, without a call. A platform whose token answer names no scopes (Meta's
 * Facebook, Instagram and Threads logins) stores none: nothing can be told missing, the read is
 * made, and a refusal of a missing permission comes back as an `auth` PlatformError.
 */
export function missingFiguresScopes(
  reader: Pick<FiguresReader, 'scopes'>,
  granted: readonly string[],
): string[] {
  if (granted.length === 0) return [];
  return reader.scopes.filter((scope) => !granted.includes(scope));
}

/** The scopes a first comment's figures need that `granted` lacks (none known: none missing). */
export function missingCommentScopes(
  reader: Pick<FiguresReader, 'commentScopes'>,
  granted: readonly string[],
): string[] {
  if (granted.length === 0) return [];
  return (reader.commentScopes ?? []).filter((scope) => !granted.includes(scope));
}
