import type { AuditEvent } from '@fanout/shared';

/** "key: value" pairs of a before/after object, short enough to read on one line. */
function describe(values: Record<string, unknown> | null): string {
  if (!values) return '—';
  // A key only the other side has (an `amount` added by the change) is left out, not "undefined".
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** What changed, as "before → after"; only the keys whose value differs when both are known. */
export function changeOf(event: Pick<AuditEvent, 'before' | 'after'>): string {
  const { before, after } = event;
  if (!before && !after) return '';
  if (before && after) {
    const keys = Object.keys(after).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    const pick = (values: Record<string, unknown>) =>
      Object.fromEntries(keys.map((key) => [key, values[key]]));
    return `${describe(pick(before))} → ${describe(pick(after))}`;
  }
  return `${describe(before)} → ${describe(after)}`;
}

/** Who acted, for people: the email, or what stands for nobody signed in. */
export function whoOf(event: Pick<AuditEvent, 'actorEmail' | 'actorId'>): string {
  if (event.actorEmail) return event.actorEmail;
  return event.actorId ? 'deleted user' : 'not signed in';
}
