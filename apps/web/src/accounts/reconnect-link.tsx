import type { AccountRisk } from '@fanout/shared';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PLATFORM_META } from './platform-meta';

/** "Reconnect X": to the account's group on Connected Accounts, where its card reconnects it. */
export function ReconnectLink({ risk }: { risk: Pick<AccountRisk, 'platform' | 'groupId'> }) {
  return (
    <Button
      size="xs"
      color="orange"
      style={{ flexShrink: 0 }}
      renderRoot={(rootProps) => (
        <Link {...rootProps} to="/accounts" search={{ groupId: risk.groupId }} />
      )}
    >
      Reconnect {PLATFORM_META[risk.platform].name}
    </Button>
  );
}
