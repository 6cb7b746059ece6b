import { followUpsOf } from '../composer-follow-ups';
import type { AccountFollowUps, ComposerState } from '../composer-state';
import { accountContent, isCustomised, type AccountContent } from '../composer-variants';

/**
 * Whose previews show (ADR 0083): the chosen account's alone; with the shared text chosen, every
 * selected account that publishes the shared text and media (the customised ones show theirs when
 * chosen), so the shared post is seen on each network it goes to. Each with its thread or first
 * comment (ADR 0084), the same object while it is unchanged, so a memoised preview stays as it is.
 */
export function previewedAccounts<Account extends { id: string }>(
  state: ComposerState,
  selected: readonly Account[],
): (AccountContent & { account: Account; followUps: AccountFollowUps })[] {
  const chosen = selected.find((account) => account.id === state.chosenAccountId);
  const accounts = chosen
    ? [chosen]
    : selected.filter((account) => !isCustomised(state, account.id));
  return accounts.map((account) => ({
    account,
    ...accountContent(state, account.id),
    followUps: followUpsOf(state, account.id),
  }));
}
