/**
 * The years an instant the API takes may fall in. PostgreSQL refuses some instants that
 * JavaScript accepts (year 0000), which would surface as a 500; no post, calendar page or log
 * filter needs a time outside these years, so they are refused up front with a 400 naming the
 * field.
 */
export const STORABLE_YEARS = { first: 1970, last: 9999 } as const;

/** Whether `date` is a real instant within `STORABLE_YEARS` (UTC). */
export function isStorableInstant(date: Date): boolean {
  const year = date.getUTCFullYear();
  return (
    !Number.isNaN(date.getTime()) && year >= STORABLE_YEARS.first && year <= STORABLE_YEARS.last
  );
}

/** "{field} must fall between 1970 and 9999". */
export function unstorableInstantMessage(field: string): string {
  return `${field} must fall between ${STORABLE_YEARS.first} and ${STORABLE_YEARS.last}`;
}
