import { accountRiskReasonText, type Post } from '@fanout/shared';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { postRiskLabel, risksOfPost, useAccountRisks } from '../../accounts/account-risks';
import { ReconnectLink } from '../../accounts/reconnect-link';
import { useTimeZone } from '../../time/use-time-zone';

/**
 * On a post's page: the platforms that will fail it unless their account is reconnected (ADR
 * 0060), why, and the way to reconnect each. Nothing when none will.
 */
export function PostRiskAlert({ post }: { post: Pick<Post, 'platforms'> }) {
  const risks = useAccountRisks();
  const timeZone = useTimeZone();
  const failing = risksOfPost(risks.data ?? [], post);
  if (failing.length === 0) return null;
  const now = new Date();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={postRiskLabel(failing.map((risk) => risk.platform))}
    >
      <Stack gap="xs">
        {failing.map((risk) => {
          return (
            <Group key={risk.accountId} gap="sm" justify="space-between" wrap="nowrap">
              <Text size="sm">{accountRiskReasonText(risk, timeZone, now)}</Text>
              <ReconnectLink risk={risk} />
            </Group>
          );
        })}
      </Stack>
    </Alert>
  );
}
