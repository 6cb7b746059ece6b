import type { AiProvider } from '@fanout/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../app/trpc';
import { isUnauthorizedError } from '../../app/unauthorized';
import { showToast } from '../../feedback/show-toast';
import { adaptFailure, adaptPlatforms, proposalsOf, type AdaptProposal } from './adapt-proposals';
import type { ComposerAccount } from './composer-problem';

export interface AdaptRequest {
  /** The shared text as it was when the button was pressed. */
  textContent: string;
  /** The selected accounts then: each gets its network's text. */
  accounts: readonly ComposerAccount[];
  provider: AiProvider;
}

/**
 * The call behind "Adapt for each network" (`ai.adaptToNetworks`, ADR 0086) and the proposals it
 * answered. A failure is the composer's error toast and changes nothing: the text, the variants
 * and the proposals already shown (perhaps edited) stay as they were.
 */
export function useAdaptToNetworks() {
  const trpc = useTRPC();
  const call = useMutation(trpc.ai.adaptToNetworks.mutationOptions());
  const [proposals, setProposals] = useState<readonly AdaptProposal[]>([]);

  const adapt = async ({ textContent, accounts, provider }: AdaptRequest) => {
    try {
      const answer = await call.mutateAsync({
        textContent,
        platforms: adaptPlatforms(accounts),
        provider,
      });
      setProposals(proposalsOf(answer.adaptations, accounts));
    } catch (error) {
      if (!isUnauthorizedError(error)) showToast({ ...adaptFailure(error), color: 'red' });
    }
  };

  return { pending: call.isPending, proposals, setProposals, adapt };
}
