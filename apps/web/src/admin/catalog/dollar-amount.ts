/**
 * Dollar amounts typed by an administrator, read as whole cents from the text itself: going
 * through a float ("12.10" × 100 = 1209.9999…) could store a price a cent off.
 */

// Up to 12 whole-dollar digits keeps every amount an exact integer number of cents; the server
// refuses prices that large with its own message anyway.
const DOLLARS = /^\$?(\d{1,12})?(?:\.(\d{0,2}))?$/;

/** '12.10' → 1210, '$12' → 1200, '.5' → 50; undefined for anything else (negative, 3 decimals, words). */
export function dollarsToCents(text: string): number | undefined {
  const match = DOLLARS.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1210 → '12.10': how a stored price is put back in the form, with no float on the way. */
export function centsToDollars(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}
