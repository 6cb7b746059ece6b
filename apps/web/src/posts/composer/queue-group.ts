import { SELECT_AT_LEAST_ONE_PLATFORM, type SocialAccount } from '@fanout/shared';

export const QUEUE_ONE_GROUP =
  "Add to Queue posts to one group's accounts: choose accounts of one group";

/**
 * The group whose queue Add to Queue fills: the one group of the chosen accounts, or the problem
 * to show (no account, or accounts of several groups — the server refuses those too).
 */
export function queueGroupOf(
  accountIds: readonly string[],
  accounts: readonly Pick<SocialAccount, 'id' | 'groupId'>[],
): { groupId: string } | { problem: string } {
  const chosen = new Set(accountIds);
  const groups = new Set(accounts.filter((a) => chosen.has(a.id)).map((a) => a.groupId));
  const [groupId] = [...groups];
  if (groupId === undefined) return { problem: SELECT_AT_LEAST_ONE_PLATFORM };
  if (groups.size > 1) return { problem: QUEUE_ONE_GROUP };
  return { groupId };
}
