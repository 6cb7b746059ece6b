import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * Credits owed after a refund or dispute took back more than was left (ADR 0047): posting is
 * blocked until a purchase settles it, so the page says so plainly.
 */
export function ShortfallAlert({ shortfall }: { shortfall: number }) {
  if (shortfall <= 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={`${shortfall} credits owed`}
      role="alert"
    >
      A refunded or disputed payment took back credits you had already spent. New posts are blocked
      until a purchase covers the {shortfall} credits owed.
    </Alert>
  );
}
