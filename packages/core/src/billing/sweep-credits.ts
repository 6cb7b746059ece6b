import type { CoreDeps } from '../deps';
import { expireCreditLots } from './expire-credit-lots';
import { grantYearlyMonths } from './grant-yearly-months';
import { warnExpiringLots } from './warn-expiring-lots';

export interface CreditSweepSettings {
  /** Lots expiring within this window get their one warning (a week by default). */
  expiryWarningMs: number;
}

/** One pass of the credit sweeps (ADR 0047): write off expired lots, warn, yearly months. */
export async function sweepCredits(
  deps: CoreDeps,
  settings: CreditSweepSettings,
): Promise<Record<string, number>> {
  const expired = await expireCreditLots(deps);
  const warned = await warnExpiringLots(deps, settings.expiryWarningMs);
  const months = await grantYearlyMonths(deps);
  return { expiredLots: expired, expiryWarnings: warned, yearlyMonthsGranted: months };
}
