/**
 * A signed-in caller and the session the request came on: the `actor` of the auth services that
 * touch sessions (sign-in and verification end it, password and email changes keep it, sign-out
 * ends it). The client's address is not part of it: it travels as `client` (ADR 0070).
 */
export interface SessionOwner {
  userId: string;
  sessionId: string;
}
