const BYTES_PER_KB = 1024;

/** Spec 000 §2/§9: the size in whole kilobytes, or 'N/A' when the size is not known. */
export function fileSizeLabel(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return 'N/A';
  return `${Math.round(bytes / BYTES_PER_KB)} KB`;
}

/**
 * Spec 000 §2: 'Created {date}' in the reader's locale and time zone, or 'Unknown date' when there
 * is no readable date. `locale` is for tests; the app passes none and gets the browser's.
 */
export function createdLabel(
  createdAt: string | null | undefined,
  timeZone?: string,
  locale?: string,
): string {
  if (!createdAt) return 'Unknown date';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  return `Created ${date.toLocaleDateString(locale, { timeZone })}`;
}
