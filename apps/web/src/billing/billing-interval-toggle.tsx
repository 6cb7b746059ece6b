import type { BillingInterval } from '@fanout/shared';
import { SegmentedControl } from '@mantine/core';

/** Monthly or Yearly prices (spec 001 §2: Yearly is labelled 'Save 20%'). */
export function BillingIntervalToggle({
  interval,
  onChange,
}: {
  interval: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Billing interval"
      value={interval}
      onChange={(value) => onChange(value === 'year' ? 'year' : 'month')}
      data={[
        { value: 'month', label: 'Monthly' },
        { value: 'year', label: 'Yearly (Save 20%)' },
      ]}
    />
  );
}
