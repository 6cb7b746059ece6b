import { memo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { useTimeZone } from '../../time/use-time-zone';
import { bestTimeSuggestion } from './best-time-text';
import type { ComposerAccount } from './composer-problem';

/** Lines shown at most: one per selected account, in the order they were selected. */
const ACCOUNTS_SHOWN = 3;
/** Best times move slowly (figures settle over days): a suggestion is reused for ten minutes. */
const BEST_TIMES_STALE_MS = 10 * 60_000;

type HintAccount = Pick<ComposerAccount, 'id' | 'platformUsername'>;

interface BestTimeHintProps {
  accounts: readonly HintAccount[];
  onPick: (date: string, time: string) => void;
}

/**
 * The schedule's suggestion from the user's own history (ADR 0091): per selected account its next
 * best time, with a button that fills the date and time, or that there is not enough history yet.
 * Each account's own, not a blend: their audiences and networks differ, and the line says whose.
 */
export const BestTimeHint = memo(function BestTimeHint({ accounts, onPick }: BestTimeHintProps) {
  if (accounts.length === 0) return null;
  const shown = accounts.slice(0, ACCOUNTS_SHOWN);
  return (
    <Stack gap={4}>
      {shown.map((account) => (
        <BestTimeLine key={account.id} account={account} onPick={onPick} />
      ))}
      {accounts.length > shown.length && (
        <Text size="xs" c="dimmed">
          Best times are shown for the first {ACCOUNTS_SHOWN} accounts selected.
        </Text>
      )}
    </Stack>
  );
});

function BestTimeLine({
  account,
  onPick,
}: {
  account: HintAccount;
  onPick: BestTimeHintProps['onPick'];
}) {
  const trpc = useTRPC();
  const timeZone = useTimeZone();
  const best = useQuery(
    trpc.bestTimes.get.queryOptions({ accountId: account.id }, { staleTime: BEST_TIMES_STALE_MS }),
  );
  // A hint: while it loads, or when it cannot be read, the schedule stands without it.
  if (!best.data) return null;
  const name = `@${account.platformUsername}`;
  const { text, pick } = bestTimeSuggestion(best.data, name, timeZone);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm" c={pick ? undefined : 'dimmed'}>
        {text}
      </Text>
      {pick && (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`Use ${pick.label} for ${name}`}
          onClick={() => onPick(pick.date, pick.time)}
        >
          Use {pick.label}
        </Button>
      )}
    </Group>
  );
}
