import type { AuditEvent } from '@fanout/shared';
import { changeOf, whoOf } from '../audit/audit-line';

/**
 * One line of Recent Activity: who, what (the action in words), the change and the summary, as
 * the audit log shows them ('admin@x.com · credits adjusted · balance: 0 → 25 · Goodwill').
 */
export function activityLineOf(event: AuditEvent): string {
  const what = (event.action.split('.')[1] ?? event.action).replaceAll('_', ' ');
  return [whoOf(event), what, changeOf(event), event.summary].filter(Boolean).join(' · ');
}
