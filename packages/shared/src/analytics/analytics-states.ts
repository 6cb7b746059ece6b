/**
 * Where a published target's figures stand (target_analytics.state):
 * - `waiting`: not read yet (its first read is an hour after publishing);
 * - `fresh`: read at `fetchedAt`;
 * - `postponed`: the network asked us to wait (429) or failed for a while; read again later, the
 *   last figures kept;
 * - `reconnect`: the account's token lacks a scope the figures need, or expired: "Reconnect to
 *   see analytics";
 * - `off`: this server does not read the network's figures (X's reads cost money: ANALYTICS_X_READS);
 * - `gone`: the post is no longer on the network (deleted there), or the account was removed.
 */
export const ANALYTICS_STATES = [
  'waiting',
  'fresh',
  'postponed',
  'reconnect',
  'off',
  'gone',
] as const;
export type AnalyticsState = (typeof ANALYTICS_STATES)[number];
