import { and, asc, eq } from 'drizzle-orm';
import { socialAccounts, type SocialAccountRow } from '@fanout/db/schema';
import { AppError, type SocialAccount } from '@fanout/shared';
import type { Actor, ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { toSocialAccount } from './to-social-account';

export const ACCOUNT_NOT_FOUND = 'Social account not found';

export async function findOwnedAccount(
  deps: CoreDeps,
  actor: Actor,
  id: string,
): Promise<SocialAccountRow> {
  const [row] = await deps.db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.id, id), eq(socialAccounts.ownerId, actor.userId)));
  if (!row) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  return row;
}

export async function listAccounts(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<SocialAccount[]> {
  const rows = await deps.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.ownerId, actor.userId))
    .orderBy(asc(socialAccounts.createdAt));
  return rows.map(toSocialAccount);
}
