import { Grid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { PermissionGate } from '../access/permission-gate';
import { LIVE_REFRESH_MS } from '../app/live-refresh';
import { useTRPC } from '../app/trpc';
import { isUnauthorizedError } from '../app/unauthorized';
import { PERMISSIONS } from '@fanout/shared';
import { CheckoutConfirming } from './checkout-confirming';
import { CreditPacksCard } from './credit-packs-card';
import { CreditsBalanceCard } from './credits-balance-card';
import { PageLoadError } from './page-load-error';
import { PageSkeleton } from './page-skeleton';
import { PlansSummaryCard } from './plans-summary-card';
import { TransactionsCard } from './transactions-card';
import { UsageThisMonthCard } from './usage-this-month-card';
import { useCheckoutReturn } from './use-checkout-return';

/** How many ledger entries 'Recent Transactions' shows. */
const RECENT_TRANSACTIONS = 10;

/** Credits & Billing (/credits, spec 001 §2). */
export function CreditsPage() {
  useDocumentTitle('Credits & Billing | Fanout');
  return (
    <PermissionGate permission={PERMISSIONS.purchaseCredits}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Credits & Billing
          </Title>
          <Text c="dimmed">Manage your credits and view your usage</Text>
        </div>
        <CreditsBody />
      </Stack>
    </PermissionGate>
  );
}

function CreditsBody() {
  const trpc = useTRPC();
  const confirming = useCheckoutReturn('credits');
  const summary = useQuery(
    // Live: a late webhook or an async payment's credits show without a reload.
    trpc.credit.summary.queryOptions(
      { limit: RECENT_TRANSACTIONS },
      { refetchInterval: LIVE_REFRESH_MS },
    ),
  );
  const stats = useQuery(trpc.post.stats.queryOptions());
  const plans = useQuery(trpc.billing.plans.queryOptions());

  if (summary.isError) {
    // Signed out: the query client is already sending the user to sign in.
    if (isUnauthorizedError(summary.error)) return null;
    return <PageLoadError what="your credits" onRetry={() => void summary.refetch()} />;
  }
  if (!summary.data) return <PageSkeleton label="Loading credits" />;

  return (
    <Stack gap="lg">
      <CheckoutConfirming confirming={confirming} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <CreditsBalanceCard summary={summary.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <UsageThisMonthCard usedThisMonth={summary.data.usedThisMonth} stats={stats.data} />
        </Grid.Col>
      </Grid>
      <TransactionsCard
        title="Recent Transactions"
        transactions={summary.data.transactions}
        limit={RECENT_TRANSACTIONS}
      />
      <CreditPacksCard />
      <PlansSummaryCard plans={plans.data} />
    </Stack>
  );
}
