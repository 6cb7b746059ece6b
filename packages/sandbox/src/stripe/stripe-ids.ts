import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A Stripe-looking id (`cus_…`, `cs_test_…`): the prefix says the object's kind, as Stripe's do,
 * and the random tail makes hosted-page URLs unguessable (they carry no other credential).
 */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let tail = '';
  for (const byte of bytes) tail += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${tail}`;
}
