import { isBlank, type NetworkAdaptations, type Platform } from '@fanout/shared';
import { serverMessage } from '../../accounts/failure-message';
import type { ComposerAccount } from './composer-problem';
import type { AccountVariant, ComposerState } from './composer-state';
import { usesSharedText } from './composer-variants';

/**
 * "Adapt for each network" in the composer (ADR 0086). The server answers one text per network;
 * every selected account of that network gets it as a proposal, to edit, accept into its own
 * text or discard. Nothing is the account's until accepted, so a proposal never overwrites what
 * the user wrote without being asked to.
 */

/** One account's proposed text, as the user may have edited it since. */
export interface AdaptProposal {
  accountId: string;
  platform: Platform;
  textContent: string;
}

/** Why the button cannot adapt now (said beside it), or null when it can. */
export function adaptProblem(sharedText: string, accountCount: number): string | null {
  if (isBlank(sharedText)) return 'Write the shared text first, then adapt it for each network.';
  if (accountCount === 0) return 'Select the accounts to adapt the shared text for.';
  return null;
}

/** The networks to ask for: those of the selected accounts, once each, in the order checked. */
export function adaptPlatforms(accounts: readonly Pick<ComposerAccount, 'platform'>[]): Platform[] {
  return [...new Set(accounts.map((account) => account.platform))];
}

/**
 * The answer as proposals, in the accounts' order: the server writes per network, so two X
 * accounts are proposed the same text, each to accept or edit on its own.
 */
export function proposalsOf(
  adaptations: NetworkAdaptations['adaptations'],
  accounts: readonly Pick<ComposerAccount, 'id' | 'platform'>[],
): AdaptProposal[] {
  const byPlatform = new Map(adaptations.map((entry) => [entry.platform, entry.textContent]));
  return accounts.flatMap((account) => {
    const textContent = byPlatform.get(account.platform);
    return textContent === undefined
      ? []
      : [{ accountId: account.id, platform: account.platform, textContent }];
  });
}

/** The proposal's text as edited in its box. */
export function editProposal(
  proposals: readonly AdaptProposal[],
  accountId: string,
  textContent: string,
): AdaptProposal[] {
  return proposals.map((proposal) =>
    proposal.accountId === accountId ? { ...proposal, textContent } : proposal,
  );
}

/** The list without the account's proposal (accepted or discarded). */
export function removeProposal(
  proposals: readonly AdaptProposal[],
  accountId: string,
): AdaptProposal[] {
  return proposals.filter((proposal) => proposal.accountId !== accountId);
}

/**
 * The proposals of accounts still selected: an account unchecked meanwhile (or a composer reset
 * after saving) leaves nothing to accept into. The same list when none goes, so a caller can
 * tell nothing changed.
 */
export function keepSelected(
  proposals: readonly AdaptProposal[],
  accountIds: readonly string[],
): readonly AdaptProposal[] {
  const selected = new Set(accountIds);
  const kept = proposals.filter((proposal) => selected.has(proposal.accountId));
  return kept.length === proposals.length ? proposals : kept;
}

/**
 * Accepting: the proposal's text becomes the account's own text (a variant, ADR 0083); its media
 * stay as they were, its own or following the shared ones. An account no longer selected is left
 * alone. The editor shows whatever it showed: accepting does not switch the account row.
 */
export function acceptProposal(state: ComposerState, proposal: AdaptProposal): ComposerState {
  if (!state.accountIds.includes(proposal.accountId)) return state;
  const variant: AccountVariant = state.variants[proposal.accountId] ?? {
    textContent: null,
    media: null,
  };
  return {
    ...state,
    variants: {
      ...state.variants,
      [proposal.accountId]: { ...variant, textContent: proposal.textContent },
    },
  };
}

/** "Accept all": every proposal, as edited. */
export function acceptAll(
  state: ComposerState,
  proposals: readonly AdaptProposal[],
): ComposerState {
  return proposals.reduce(acceptProposal, state);
}

/**
 * The accounts whose own text accepting would replace (their proposals say so), as one string
 * so a memoised list compares it by value: a keystroke in a variant changes the state, not this.
 */
export function ownTextKey(
  state: ComposerState,
  accounts: readonly Pick<ComposerAccount, 'id'>[],
): string {
  return accounts
    .filter((account) => !usesSharedText(state, account.id))
    .map((account) => account.id)
    .join('\n');
}

/** The error toast (the composer's "Generation Failed"), with the server's reason when it gave one. */
export function adaptFailure(error: unknown): { title: string; message: string } {
  return {
    title: 'Generation Failed',
    message: serverMessage(error) ?? 'Failed to adapt the text for each network',
  };
}
