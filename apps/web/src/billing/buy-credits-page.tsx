import { PERMISSIONS } from '@fanout/shared';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { PermissionGate } from '../access/permission-gate';
import { LIVE_REFRESH_MS } from '../app/live-refresh';
import { useTRPC } from '../app/trpc';
import { isUnauthorizedError } from '../app/unauthorized';
import { CheckoutConfirming } from './checkout-confirming';
import { CreditPackageGrid } from './credit-package-grid';
import { CurrentCreditsBox } from './current-credits-box';
import { PageLoadError } from './page-load-error';
import { PageSkeleton } from './page-skeleton';
import { TransactionsCard } from './transactions-card';
import { useCheckoutReturn } from './use-checkout-return';

/** Spec 001 §9: the latest 5 credit transactions. */
const RECENT_CREDIT_TRANSACTIONS = 5;

/** Buy Credits (/buy-credits, spec 001 §2). */
export function BuyCreditsPage() {
  useDocumentTitle('Buy Credits | Fanout');
  return (
    <PermissionGate permission={PERMISSIONS.purchaseCredits}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Buy Credits
          </Title>
          <Text c="dimmed">Choose a credit package that fits your needs</Text>
        </div>
        <BuyCreditsBody />
      </Stack>
    </PermissionGate>
  );
}

function BuyCreditsBody() {
  const trpc = useTRPC();
  const confirming = useCheckoutReturn('buy-credits');
  const summary = useQuery(
    // Live: a late webhook or an async payment's credits show without a reload.
    trpc.credit.summary.queryOptions(
      { limit: RECENT_CREDIT_TRANSACTIONS },
      { refetchInterval: LIVE_REFRESH_MS },
    ),
  );
  const packages = useQuery(trpc.billing.packages.queryOptions());

  const failed = [summary, packages].find((query) => query.isError);
  if (failed) {
    if (isUnauthorizedError(failed.error)) return null;
    const retry = () => void Promise.all([summary.refetch(), packages.refetch()]);
    return <PageLoadError what="credit packages" onRetry={retry} />;
  }
  if (!summary.data) return <PageSkeleton label="Loading credit packages" />;

  return (
    <Stack gap="lg">
      <CheckoutConfirming confirming={confirming} />
      <CurrentCreditsBox summary={summary.data} />
      <CreditPackageGrid packages={packages.data} />
      <TransactionsCard
        title="Recent Credit Transactions"
        transactions={summary.data.transactions}
        limit={RECENT_CREDIT_TRANSACTIONS}
      />
    </Stack>
  );
}
