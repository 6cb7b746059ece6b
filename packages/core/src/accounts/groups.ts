import { and, asc, count, eq } from 'drizzle-orm';
import { accountGroups, socialAccounts, type AccountGroupRow } from '@fanout/db/schema';
import { AppError, type AccountGroup, type AccountGroupInput } from '@fanout/shared';
import type { Actor, ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';

export const GROUP_NOT_FOUND = 'Account group not found';

function toAccountGroup(row: AccountGroupRow, accountCount: number): AccountGroup {
  return { id: row.id, name: row.name, description: row.description, accountCount };
}

async function countAccounts(deps: CoreDeps, groupId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(socialAccounts)
    .where(eq(socialAccounts.groupId, groupId));
  return row?.n ?? 0;
}

/** The actor's group or 404 (another user's group looks missing). */
export async function findOwnedGroup(
  deps: CoreDeps,
  actor: Actor,
  id: string,
): Promise<AccountGroupRow> {
  const [row] = await deps.db
    .select()
    .from(accountGroups)
    .where(and(eq(accountGroups.id, id), eq(accountGroups.ownerId, actor.userId)));
  if (!row) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
  return row;
}

export async function listGroups(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<AccountGroup[]> {
  const rows = await deps.db
    .select({ group: accountGroups, accounts: count(socialAccounts.id) })
    .from(accountGroups)
    .leftJoin(socialAccounts, eq(socialAccounts.groupId, accountGroups.id))
    .where(eq(accountGroups.ownerId, actor.userId))
    .groupBy(accountGroups.id)
    .orderBy(asc(accountGroups.createdAt), asc(accountGroups.id));
  return rows.map((row) => toAccountGroup(row.group, row.accounts));
}

export async function createGroup(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<AccountGroupInput>,
): Promise<AccountGroup> {
  const [row] = await deps.db
    .insert(accountGroups)
    .values({ ownerId: actor.userId, name: input.name, description: input.description })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The group could not be created');
  return toAccountGroup(row, 0);
}

export async function updateGroup(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<AccountGroupInput & { id: string }>,
): Promise<AccountGroup> {
  await findOwnedGroup(deps, actor, input.id);
  const [row] = await deps.db
    .update(accountGroups)
    .set({ name: input.name, description: input.description, updatedAt: nowOf(deps) })
    .where(and(eq(accountGroups.id, input.id), eq(accountGroups.ownerId, actor.userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
  return toAccountGroup(row, await countAccounts(deps, row.id));
}

/**
 * Deletes an empty group. A group still holding accounts is refused (ADR 0011): moving accounts
 * silently could publish to the wrong client's audience, so the user disconnects them first.
 */
export async function deleteGroup(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<{ message: string }> {
  const { id } = input;
  const group = await findOwnedGroup(deps, actor, id);
  const accounts = await countAccounts(deps, id);
  if (accounts > 0) {
    throw new AppError(
      'CONFLICT',
      `Disconnect the ${accounts} account${accounts === 1 ? '' : 's'} in "${group.name}" before deleting the group.`,
    );
  }
  await deps.db
    .delete(accountGroups)
    .where(and(eq(accountGroups.id, id), eq(accountGroups.ownerId, actor.userId)));
  return { message: `Deleted "${group.name}"` };
}

/** The group a connection goes into: the one asked for (must be the actor's), else the first, else a new one. */
export async function groupForConnection(
  deps: CoreDeps,
  actor: Actor,
  groupId: string | undefined,
): Promise<AccountGroupRow> {
  if (groupId) return findOwnedGroup(deps, actor, groupId);
  const [first] = await deps.db
    .select()
    .from(accountGroups)
    .where(eq(accountGroups.ownerId, actor.userId))
    .orderBy(asc(accountGroups.createdAt))
    .limit(1);
  if (first) return first;
  const created = await createGroup(deps, {
    actor,
    input: { name: 'My accounts', description: null },
  });
  return findOwnedGroup(deps, actor, created.id);
}
