import { formatDollars, type CreditPack } from '@fanout/shared';
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';

interface CreditPackOptionProps {
  pack: CreditPack;
  /** This pack's checkout is opening. */
  redirecting: boolean;
  /** Another pack's checkout is opening: one purchase at a time. */
  disabled: boolean;
  onPurchase: (pack: CreditPack) => void;
}

/** One fixed pack of /credits (spec 001 §9); the Growth Pack is highlighted with its tagline. */
export function CreditPackOption({
  pack,
  redirecting,
  disabled,
  onPurchase,
}: CreditPackOptionProps) {
  return (
    <Paper
      component="article"
      aria-label={pack.name}
      withBorder
      p="md"
      style={
        pack.highlighted
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : {}
      }
    >
      <Stack gap="xs" align="center" ta="center">
        <Text fw={600}>{pack.name}</Text>
        <Text fw={700} fz={28} lh={1.2}>
          {pack.credits.toLocaleString('en-US')}
        </Text>
        <Text size="sm" c="dimmed">
          credits
        </Text>
        <Text fw={600}>{formatDollars(pack.priceCents)}</Text>
        {pack.highlighted ? (
          <Badge variant="filled">{pack.tagline}</Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {pack.tagline}
          </Text>
        )}
        <Button
          fullWidth
          variant={pack.highlighted ? 'filled' : 'default'}
          loading={redirecting}
          disabled={disabled}
          onClick={() => onPurchase(pack)}
          aria-label={`Purchase ${pack.name}`}
        >
          Purchase
        </Button>
        {redirecting && (
          <Text size="xs" c="dimmed" role="status">
            Redirecting to checkout…
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
