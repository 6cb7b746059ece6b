import { z } from 'zod';
import { safeText } from '../schemas/text';

/**
 * The canonical IANA name of a time zone (`europe/paris` → `Europe/Paris`), or null when the
 * runtime's Intl does not know it. Intl is the judge so the browser and the server agree.
 */
export function canonicalTimeZone(name: string): string | null {
  // Newer engines also accept UTC offsets ("+01:00"); an offset is not a zone (it ignores DST).
  if (!/^[A-Za-z]/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const timeZoneSchema = safeText()
  .trim()
  .max(64)
  .transform((name, ctx) => {
    const canonical = name === '' ? null : canonicalTimeZone(name);
    if (canonical === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'timeZone must be an IANA time zone name, e.g. Europe/Paris',
      });
      return z.NEVER;
    }
    return canonical;
  });
