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

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** '3 minutes ago', 'yesterday'; 'just now' under a minute. */
export function relativeTimeOf(iso: string, now: Date, locale?: string): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(-Math.round(elapsed / size), unit);
  }
  return 'just now';
}
