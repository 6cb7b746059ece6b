import type { ExpiringCredits } from '@fanout/shared';
import { List, Text } from '@mantine/core';
import { expiringLine } from './billing-labels';
import { useTimeZone } from '../time/use-time-zone';

/** "N credits expire on {date}" for each lot that expires (credit packages; ADR 0047). */
export function ExpiringCreditsLines({ expiring }: { expiring: readonly ExpiringCredits[] }) {
  const timeZone = useTimeZone();
  if (expiring.length === 0) return null;
  return (
    <List size="sm" spacing={2} listStyleType="none" data-testid="expiring-credits">
      {expiring.map((lot) => (
        <List.Item key={`${lot.expiresAt}:${lot.credits}`}>
          <Text size="sm" c="orange">
            {expiringLine(lot.credits, lot.expiresAt, timeZone)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
