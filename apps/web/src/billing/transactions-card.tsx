import type { CreditTransactionEntry } from '@fanout/shared';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { signedAmount, transactionDateLabel } from './billing-labels';
import { useTimeZone } from '../time/use-time-zone';

interface TransactionsCardProps {
  /** 'Recent Transactions' (/credits) or 'Recent Credit Transactions' (/buy-credits). */
  title: string;
  transactions: readonly CreditTransactionEntry[];
  /** How many of the newest to show (5 on /buy-credits, spec 001 §9). */
  limit: number;
}

/** Ledger entries, newest first: description, date and signed amount, or the empty state. */
export function TransactionsCard({ title, transactions, limit }: TransactionsCardProps) {
  const titleId = `${title.toLowerCase().replaceAll(' ', '-')}-title`;
  const shown = transactions.slice(0, limit);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {shown.length === 0 ? (
          <NoTransactions />
        ) : (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((entry) => (
              <TransactionRow key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function TransactionRow({ entry }: { entry: CreditTransactionEntry }) {
  const amount = signedAmount(entry.amount);
  const timeZone = useTimeZone();
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="md"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {entry.description}
        </Text>
        <Text size="xs" c="dimmed">
          {transactionDateLabel(entry.createdAt || entry.date, timeZone)}
        </Text>
      </div>
      <Text fw={700} c={amount.color} style={{ whiteSpace: 'nowrap' }}>
        {amount.text}
      </Text>
    </Group>
  );
}

function NoTransactions() {
  return (
    <Stack align="center" gap="xs" py="md">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconReceipt size={26} />
      </ThemeIcon>
      <Text fw={500}>No transactions yet</Text>
      <Text c="dimmed" ta="center">
        Your transaction history will appear here
      </Text>
    </Stack>
  );
}
