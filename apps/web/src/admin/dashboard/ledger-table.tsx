import type { LedgerEntry } from '@fanout/shared';
import { Table, Text } from '@mantine/core';
import { signedAmount } from '../../billing/billing-labels';
import { ScrollTable } from '../../lists/scroll-table';
import { useTimeZone } from '../../time/use-time-zone';

/** The latest ledger entries, newest first, with their signed amounts. */
export function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  const timeZone = useTimeZone();
  if (entries.length === 0) return <Text c="dimmed">No ledger entries yet</Text>;
  return (
    <ScrollTable minWidth={500} name={{ label: 'Credit ledger' }}>
      <Table striped aria-label="Credit ledger">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const amount = signedAmount(entry.amount);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  {new Date(entry.createdAt).toLocaleString(undefined, { timeZone })}
                </Table.Td>
                <Table.Td>{entry.kind.replaceAll('_', ' ')}</Table.Td>
                <Table.Td>{entry.description}</Table.Td>
                <Table.Td ta="right">
                  <Text span c={amount.color} fw={600}>
                    {amount.text}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
