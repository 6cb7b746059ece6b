import { Group, Loader, Text } from '@mantine/core';

/** Shown while the return from Stripe's Checkout is being confirmed with the server. */
export function CheckoutConfirming({ confirming }: { confirming: boolean }) {
  if (!confirming) return null;
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text>Confirming your payment…</Text>
    </Group>
  );
}
