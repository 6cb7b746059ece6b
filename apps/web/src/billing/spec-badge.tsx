import { Badge, type BadgeProps } from '@mantine/core';
import { statusLabel, type SpecBadgeVariant } from './billing-labels';

/** Spec 001 §4's badge variants in Mantine's terms (theme colours, so contrast holds in both schemes). */
const LOOK: Record<SpecBadgeVariant, Pick<BadgeProps, 'variant' | 'color'>> = {
  default: { variant: 'filled', color: undefined },
  secondary: { variant: 'light', color: 'gray' },
  destructive: { variant: 'filled', color: 'red' },
  outline: { variant: 'outline', color: 'gray' },
};

/** A status badge: the status in words, drawn as the spec's variant for it. */
export function SpecBadge({ status, variant }: { status: string; variant: SpecBadgeVariant }) {
  return (
    <Badge {...LOOK[variant]} data-variant-name={variant}>
      {statusLabel(status)}
    </Badge>
  );
}
