import { eq } from 'drizzle-orm';
import { socialAccounts } from '@fanout/db/schema';
import {
  CSV_LIST_SEPARATOR,
  CSV_NETWORK_NAMES,
  PLATFORM_LABELS,
  platformOfCsvName,
} from '@fanout/shared';
import type { Actor } from '../access';
import type { CoreDeps } from '../deps';
import type { PostAccount } from '../posts/validate-post';

export type CsvAccount = PostAccount & { displayName: string | null };

/** Every account of the actor, the only ones a row's names can reach. */
export async function loadCsvAccounts(
  deps: CoreDeps,
  actor: Pick<Actor, 'userId'>,
): Promise<CsvAccount[]> {
  return deps.db
    .select({
      id: socialAccounts.id,
      platform: socialAccounts.platform,
      platformUsername: socialAccounts.platformUsername,
      facebookPageId: socialAccounts.facebookPageId,
      displayName: socialAccounts.displayName,
    })
    .from(socialAccounts)
    .where(eq(socialAccounts.ownerId, actor.userId));
}

const normal = (name: string) => name.trim().replace(/^@/, '').toLowerCase();

/** How the export names an account, which the import reads back as that account. */
export function csvAccountName(account: {
  platform: CsvAccount['platform'];
  platformUsername: string;
}) {
  return `${CSV_NETWORK_NAMES[account.platform]}:${account.platformUsername.replace(/^@/, '')}`;
}

/**
 * A row's `accounts` cell: names separated by "|", each a handle (with or without "@") or a
 * display name of one of the actor's accounts, optionally after its network ("x:alice"). A name
 * that matches none of them, or more than one, is a problem of the row: another user's account is
 * never reached, it is simply unknown.
 */
export function resolveCsvAccounts(
  cell: string,
  accounts: readonly CsvAccount[],
): { accounts: CsvAccount[]; problems: string[] } {
  const chosen = new Map<string, CsvAccount>();
  const problems: string[] = [];
  const names = cell
    .split(CSV_LIST_SEPARATOR)
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    const colon = name.indexOf(':');
    const platform = colon > 0 ? platformOfCsvName(name.slice(0, colon)) : null;
    const wanted = normal(platform ? name.slice(colon + 1) : name);
    const matches = accounts.filter(
      (account) =>
        (platform === null || account.platform === platform) &&
        (normal(account.platformUsername) === wanted ||
          (account.displayName !== null && account.displayName.trim().toLowerCase() === wanted)),
    );
    const [only] = matches;
    if (!only) {
      problems.push(`Unknown account "${name}": it is not one of your connected accounts`);
    } else if (matches.length > 1) {
      const networks = matches.map((account) => PLATFORM_LABELS[account.platform]).join(', ');
      problems.push(
        `"${name}" names ${matches.length} of your accounts (${networks}): put the network first, e.g. ${csvAccountName(only)}`,
      );
    } else {
      chosen.set(only.id, only);
    }
  }
  return { accounts: [...chosen.values()], problems };
}
