import { formatDollars, type Payment } from '@fanout/shared';
import { Card, Stack, Table, Title } from '@mantine/core';
import { ScrollTable } from '../lists/scroll-table';
import { formatDay, paymentBadgeVariant, statusLabel } from './billing-labels';
import { SpecBadge } from './spec-badge';
import { useTimeZone } from '../time/use-time-zone';

const TITLE_ID = 'payment-history-title';

/** Spec 001 §2 'Payment History', shown only when there are payments. */
export function PaymentHistoryCard({ payments }: { payments: readonly Payment[] }) {
  const timeZone = useTimeZone();
  if (payments.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Title order={2} size="h4" id={TITLE_ID}>
          Payment History
        </Title>
        <ScrollTable minWidth={560} name={{ labelledBy: TITLE_ID }}>
          <Table verticalSpacing="sm" aria-labelledby={TITLE_ID}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Description</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Provider</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{payment.description}</Table.Td>
                  <Table.Td>{formatDollars(payment.amount)}</Table.Td>
                  <Table.Td>{formatDay(payment.createdAt, timeZone) ?? 'Unknown date'}</Table.Td>
                  <Table.Td>{statusLabel(payment.paymentProvider)}</Table.Td>
                  <Table.Td>
                    <SpecBadge
                      status={payment.status}
                      variant={paymentBadgeVariant(payment.status)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
    </Card>
  );
}
