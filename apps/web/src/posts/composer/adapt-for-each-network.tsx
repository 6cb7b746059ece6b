import type { AiProvider } from '@fanout/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { AdaptProposalList } from './adapt-proposal-list';
import {
  acceptAll,
  acceptProposal,
  adaptProblem,
  editProposal,
  keepSelected,
  removeProposal,
  type AdaptProposal,
} from './adapt-proposals';
import type { ComposerAccount } from './composer-problem';
import type { ComposerState } from './composer-state';
import { GenerationProgress } from './generation-progress';
import { useAdaptToNetworks } from './use-adapt-to-networks';

interface AdaptForEachNetworkProps {
  sharedText: string;
  /** The composer's AI provider (the generation section's, its fallback when none is chosen). */
  provider: AiProvider;
  /** The selected accounts, in the order they were checked. */
  selected: readonly ComposerAccount[];
  /** `ownTextKey`: the accounts whose own text accepting would replace. */
  ownTextKey: string;
  setState: Dispatch<SetStateAction<ComposerState>>;
}

/**
 * "Adapt for each network" under the editor (ADR 0086): the shared text rewritten for each
 * selected account's network, shown as proposals to edit, accept into the account's own text, or
 * discard. Memoised on the shared text and the selection: typing in a variant does not render it.
 */
export const AdaptForEachNetwork = memo(function AdaptForEachNetwork({
  sharedText,
  provider,
  selected,
  ownTextKey,
  setState,
}: AdaptForEachNetworkProps) {
  const { pending, proposals, setProposals, adapt } = useAdaptToNetworks();
  const hintId = useId();
  const accountIds = useMemo(() => selected.map((account) => account.id), [selected]);
  // Proposals of accounts unchecked since (or of a post saved and reset) are dropped, not kept
  // hidden to come back stale when the account is checked again.
  const kept = keepSelected(proposals, accountIds);
  if (kept !== proposals) setProposals(kept);
  const ownText = useMemo(() => new Set(ownTextKey.split('\n')), [ownTextKey]);
  const { list, adaptButton, expectRemoval } = useFocusAfterRemoval(kept);

  const problem = adaptProblem(sharedText, selected.length);
  const onEdit = useCallback(
    (accountId: string, text: string) =>
      setProposals((current) => editProposal(current, accountId, text)),
    [setProposals],
  );
  const onAccept = useCallback(
    (proposal: AdaptProposal) => {
      expectRemoval(proposal.accountId);
      setState((current) => acceptProposal(current, proposal));
      setProposals((current) => removeProposal(current, proposal.accountId));
    },
    [expectRemoval, setState, setProposals],
  );
  const onDiscard = useCallback(
    (accountId: string) => {
      expectRemoval(accountId);
      setProposals((current) => removeProposal(current, accountId));
    },
    [expectRemoval, setProposals],
  );
  const onAcceptAll = () => {
    expectRemoval(null);
    setState((current) => acceptAll(current, kept));
    setProposals([]);
  };
  const onDiscardAll = () => {
    expectRemoval(null);
    setProposals([]);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Button
          ref={adaptButton}
          variant="light"
          leftSection={<IconSparkles size={18} aria-hidden />}
          loading={pending}
          disabled={problem !== null}
          aria-describedby={hintId}
          onClick={() => void adapt({ textContent: sharedText, accounts: selected, provider })}
        >
          Adapt for each network
        </Button>
        <Text id={hintId} size="sm" c="dimmed">
          {problem ??
            'AI rewrites the shared text for each network; you accept or edit each account’s.'}
        </Text>
      </Group>
      <GenerationProgress phase={pending ? 'adapting' : 'idle'} />
      {kept.length > 0 && (
        <AdaptProposalList
          listRef={list}
          proposals={kept}
          accounts={selected}
          ownText={ownText}
          onEdit={onEdit}
          onAccept={onAccept}
          onDiscard={onDiscard}
          onAcceptAll={onAcceptAll}
          onDiscardAll={onDiscardAll}
        />
      )}
    </Stack>
  );
});

/**
 * Keeps the keyboard's place once a proposal goes: the text box of the one after it (the one
 * before when it was the last), or the Adapt button when none is left.
 */
function useFocusAfterRemoval(proposals: readonly AdaptProposal[]) {
  const list = useRef<HTMLDivElement>(null);
  const adaptButton = useRef<HTMLButtonElement>(null);
  // The account whose proposal goes (null: all of them), and the list as it was before.
  const removal = useRef<{ accountId: string | null } | null>(null);
  const shown = useRef(proposals);

  useEffect(() => {
    const before = shown.current;
    shown.current = proposals;
    const move = removal.current;
    removal.current = null;
    if (move === null) return;
    const index = before.findIndex((proposal) => proposal.accountId === move.accountId);
    const boxes = list.current?.querySelectorAll<HTMLTextAreaElement>('textarea') ?? [];
    const box = index < 0 ? undefined : (boxes[index] ?? boxes[index - 1]);
    (box ?? adaptButton.current)?.focus();
  }, [proposals]);

  const expectRemoval = useCallback((accountId: string | null) => {
    removal.current = { accountId };
  }, []);
  return { list, adaptButton, expectRemoval };
}
