import type { ConnectionStatus } from './connection-summary';

/** 'Last sync {date}' in the user's locale and zone; a missing or unreadable date says so. */
export function lastSyncLabel(
  lastSynced: string | null,
  timeZone?: string,
  locale?: string,
): string {
  if (lastSynced === null) return 'Not synced yet';
  const date = new Date(lastSynced);
  if (Number.isNaN(date.getTime())) return 'Last sync unknown';
  return `Last sync ${date.toLocaleDateString(locale, { timeZone })}`;
}

/** The status dot's colour and its spoken text (green healthy, yellow warning, grey off). */
export const STATUS_INDICATOR: Record<ConnectionStatus, { color: string; label: string }> = {
  healthy: { color: 'green', label: 'Healthy' },
  warning: { color: 'yellow', label: 'Needs attention' },
  'not-connected': { color: 'gray', label: 'Not connected' },
};
