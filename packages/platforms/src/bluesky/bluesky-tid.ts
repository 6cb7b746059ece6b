import { randomInt } from 'node:crypto';

// atproto's "base32-sortable" alphabet: TIDs sort as strings in time order.
const S32 = '234567abcdefghijklmnopqrstuvwxyz';

/**
 * A record key in atproto's TID syntax: 13 characters encoding a 64-bit number whose top bit is 0,
 * then 53 bits of microseconds since the epoch, then a 10-bit clock id. Choosing the key ourselves
 * (instead of letting the PDS pick one) is what makes reconcile exact: the key is saved before
 * createRecord, so a lost answer is settled by reading that one record back.
 */
export function createTid(now: Date, clockId: number = randomInt(0, 1024)): string {
  // Random sub-millisecond digits: two keys made in the same millisecond still differ.
  const micros = BigInt(now.getTime()) * 1000n + BigInt(randomInt(0, 1000));
  let value = (micros << 10n) | BigInt(clockId & 0x3ff);
  let tid = '';
  for (let i = 0; i < 13; i += 1) {
    tid = S32.charAt(Number(value & 31n)) + tid;
    value >>= 5n;
  }
  return tid;
}

/** The TID syntax atproto validates record keys of `app.bsky.feed.post` against. */
export const TID_PATTERN = /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/;
