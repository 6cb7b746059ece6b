import { Card, Center, RingProgress, Stack, Text, Title } from '@mantine/core';
import { creditRingPercent, creditsLabel } from './credit-ring';

const TITLE_ID = 'credit-balance-title';

/** Spec 000 §2/§9: the balance as a ring that is full at 100 credits. */
export function CreditBalanceCard({ credits }: { credits: number }) {
  const percent = creditRingPercent(credits);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="sm" align="center">
        <Title order={2} size="h4" id={TITLE_ID} style={{ alignSelf: 'flex-start' }}>
          Credit Balance
        </Title>
        <RingProgress
          size={170}
          thickness={14}
          roundCaps
          sections={[{ value: percent, color: percent >= 100 ? 'green' : 'blue' }]}
          aria-label={`Credit balance: ${Math.round(percent)}% of 100`}
          label={
            <Center>
              <Text fw={700} size="lg">
                {creditsLabel(credits)}
              </Text>
            </Center>
          }
        />
      </Stack>
    </Card>
  );
}
