import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 over the item id and expiry (unix seconds), base64url. */
export function mediaSignature(key: Buffer, id: string, expiresUnix: number): string {
  return createHmac('sha256', key).update(`media:${id}:${expiresUnix}`).digest('base64url');
}

export function signatureMatches(
  key: Buffer,
  id: string,
  expiresUnix: number,
  given: string,
): boolean {
  const expected = Buffer.from(mediaSignature(key, id, expiresUnix));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
