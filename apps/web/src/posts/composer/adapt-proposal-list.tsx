import { variantAccountLabel } from '@fanout/shared';
import { Button, Card, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { memo, useId, useMemo, type RefObject } from 'react';
import type { AdaptProposal } from './adapt-proposals';
import { characterCounter } from './character-counter';
import type { ComposerAccount } from './composer-problem';

interface AdaptProposalListProps {
  /** Holds the proposals' text boxes, for the focus moves. */
  listRef: RefObject<HTMLDivElement | null>;
  proposals: readonly AdaptProposal[];
  /** The selected accounts, to name each proposal's. */
  accounts: readonly ComposerAccount[];
  /** The accounts with a text of their own, which accepting replaces. */
  ownText: ReadonlySet<string>;
  onEdit: (accountId: string, text: string) => void;
  onAccept: (proposal: AdaptProposal) => void;
  onDiscard: (accountId: string) => void;
  onAcceptAll: () => void;
  onDiscardAll: () => void;
}

/** The proposals of "Adapt for each network", one per account, with "Accept all" above them. */
export function AdaptProposalList({
  listRef,
  proposals,
  accounts,
  ownText,
  onEdit,
  onAccept,
  onDiscard,
  onAcceptAll,
  onDiscardAll,
}: AdaptProposalListProps) {
  const titleId = useId();
  const byId = useMemo(() => new Map(accounts.map((account) => [account.id, account])), [accounts]);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" ref={listRef}>
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            Adapted for each network
          </Title>
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={onAcceptAll}
            >
              Accept all
            </Button>
            <Button size="xs" variant="default" onClick={onDiscardAll}>
              Discard all
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          Edit a text before accepting it: it becomes that account’s own text, its media unchanged.
        </Text>
        {proposals.map((proposal) => {
          const account = byId.get(proposal.accountId);
          return account ? (
            <ProposalCard
              key={proposal.accountId}
              proposal={proposal}
              account={account}
              replacesOwnText={ownText.has(proposal.accountId)}
              onEdit={onEdit}
              onAccept={onAccept}
              onDiscard={onDiscard}
            />
          ) : null;
        })}
      </Stack>
    </Paper>
  );
}

interface ProposalCardProps {
  proposal: AdaptProposal;
  account: ComposerAccount;
  replacesOwnText: boolean;
  onEdit: (accountId: string, text: string) => void;
  onAccept: (proposal: AdaptProposal) => void;
  onDiscard: (accountId: string) => void;
}

/**
 * One account's proposal: its text, editable, counted against that account's network as the
 * server counts it; memoised, so typing in one box renders that card alone.
 */
const ProposalCard = memo(function ProposalCard({
  proposal,
  account,
  replacesOwnText,
  onEdit,
  onAccept,
  onDiscard,
}: ProposalCardProps) {
  const label = variantAccountLabel(account);
  const { platform, textContent } = proposal;
  const counter = useMemo(() => characterCounter([platform], textContent), [platform, textContent]);
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Proposal for ${label}`}>
      <Stack gap="xs">
        <Textarea
          label={`Proposed text for ${label}`}
          autosize
          minRows={3}
          maxRows={12}
          value={textContent}
          onChange={(event) => onEdit(proposal.accountId, event.currentTarget.value)}
          // As the main text box: the counter is the description, read with the box.
          description={counter.label}
          descriptionProps={{
            'aria-label': `Characters: ${counter.label}`,
            ta: 'right',
            fz: 'sm',
            c: counter.over ? 'red' : 'dimmed',
            fw: counter.over ? 600 : undefined,
          }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={counter.over}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c={replacesOwnText ? undefined : 'dimmed'}>
            {replacesOwnText
              ? `Accepting replaces the text ${label} has of its own.`
              : `${label} uses the shared text now.`}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              aria-label={`Accept for ${label}`}
              onClick={() => onAccept(proposal)}
            >
              Accept
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              aria-label={`Discard for ${label}`}
              onClick={() => onDiscard(proposal.accountId)}
            >
              Discard
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
});
