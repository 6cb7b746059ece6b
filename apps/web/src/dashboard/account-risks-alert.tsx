import { accountRiskHeadline, accountRiskReasonText, type AccountRisk } from '@fanout/shared';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PLATFORM_META } from '../accounts/platform-meta';
import { ReconnectLink } from '../accounts/reconnect-link';

/**
 * Accounts whose scheduled posts will fail unless reconnected, said before they fail (ADR
 * 0060): "3 posts on Friday will fail: reconnect Instagram now", why, and the way to
 * the account's group on Connected Accounts.
 */
export function AccountRisksAlert({
  risks,
  now,
  timeZone,
}: {
  risks: readonly AccountRisk[];
  now: Date;
  timeZone: string;
}) {
  return (
    <Stack gap="sm" component="section" aria-label="Accounts to reconnect">
      {risks.map((risk) => {
        const name = PLATFORM_META[risk.platform].name;
        return (
          <Alert
            key={risk.accountId}
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={accountRiskHeadline(risk, now, timeZone)}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {risk.accountName} on {name}: {accountRiskReasonText(risk, timeZone, now)}
              </Text>
              <ReconnectLink risk={risk} />
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
