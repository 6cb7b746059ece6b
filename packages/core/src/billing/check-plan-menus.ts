import { inArray } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { menuItems } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';

/**
 * The menus a plan is to include all exist (ADR 0090: a plan may include menus, e.g. Analytics);
 * the first unknown id is refused by name, so an administrator's typo is a 400, not a silent grant
 * of nothing.
 */
export async function checkPlanMenus(tx: Transaction, menuIds: readonly string[]): Promise<void> {
  if (menuIds.length === 0) return;
  const found = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(inArray(menuItems.id, [...menuIds]));
  const known = new Set(found.map((row) => row.id));
  const unknown = menuIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw new AppError('BAD_REQUEST', `Unknown menu: ${unknown}`);
}
