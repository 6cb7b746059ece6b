import type { Transaction } from '@fanout/db/client';
import { ROLES } from '@fanout/shared';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';
import { isAdmin, promoteToAdmin } from './promote-to-admin';

/**
 * Makes a verified address that the operator listed in ADMIN_EMAILS an administrator (ADR 0028),
 * and records it in the audit log like every other way of becoming admin (the setup link,
 * `pnpm admin:grant`, an admin's grant). Does nothing when the address is not listed or its owner
 * is admin already; true when it promoted. Callers have checked the address is verified.
 */
export async function promoteListedAdmin(
  deps: Pick<CoreDeps, 'config' | 'logger'>,
  tx: Transaction,
  user: { id: string; email: string },
  ip: string | null,
): Promise<boolean> {
  if (!deps.config.adminEmails.includes(user.email)) return false;
  if (await isAdmin(tx, user.id)) return false;
  await promoteToAdmin(tx, user.id);
  await recordAuditEvent(tx, {
    actorId: null,
    action: 'admin.role_granted',
    target: { type: 'user', id: user.id },
    after: { role: ROLES.admin, via: 'ADMIN_EMAILS' },
    summary: `Role admin granted to ${user.email}: the address is listed in ADMIN_EMAILS`,
    ip,
  });
  deps.logger.warn({ userId: user.id }, 'administrator role granted: listed in ADMIN_EMAILS');
  return true;
}
