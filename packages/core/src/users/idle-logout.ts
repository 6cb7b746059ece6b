import { eq } from 'drizzle-orm';
import { users } from '@fanout/db/schema';
import type { IdleLogout } from '@fanout/shared';
import type { ClientAddress, ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit';
import type { CoreDeps } from '../deps';

/** The caller's idle logout setting (spec 000 §4), stored server-side so every browser sees it. */
export async function getIdleLogout(
  deps: CoreDeps,
  { actor: owner }: ServiceOptions<never, { userId: string }>,
): Promise<IdleLogout> {
  const [row] = await deps.db
    .select({ minutes: users.idleLogoutMinutes })
    .from(users)
    .where(eq(users.id, owner.userId));
  return { minutes: row?.minutes ?? null };
}

/** Turns the idle logout on (minutes) or off (null), audited with the value before and after. */
export async function setIdleLogout(
  deps: CoreDeps,
  {
    actor: owner,
    input,
    client,
  }: ServiceOptions<IdleLogout, { userId: string }> & { client?: ClientAddress },
): Promise<IdleLogout> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ minutes: users.idleLogoutMinutes })
      .from(users)
      .where(eq(users.id, owner.userId))
      .for('update');
    await tx
      .update(users)
      .set({ idleLogoutMinutes: input.minutes })
      .where(eq(users.id, owner.userId));
    await recordAuditEvent(tx, {
      actorId: owner.userId,
      action: 'account.settings_changed',
      target: { type: 'user', id: owner.userId },
      before: { idleLogoutMinutes: before?.minutes ?? null },
      after: { idleLogoutMinutes: input.minutes },
      ip: client?.ip ?? null,
    });
    return { minutes: input.minutes };
  });
}
