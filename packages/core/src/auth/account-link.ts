import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link is for; a token signed for one purpose is refused for another. */
export type AccountLinkPurpose = 'verify-email' | 'invitation';

interface LinkBody {
  p: AccountLinkPurpose;
  /** Unix milliseconds after which the link is refused. */
  x: number;
  e: string;
  u?: string;
}

function mac(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

/**
 * A stateless signed token (ADR 0028): base64url JSON, a dot, base64url HMAC-SHA256 under a key
 * derived from the app secret. It binds the purpose, the email (and the user id when there is one)
 * and the expiry, so changing any of them breaks the signature.
 */
export function signAccountLink(
  key: Buffer,
  link: { purpose: AccountLinkPurpose; email: string; userId?: string; expiresAt: Date },
): string {
  const body: LinkBody = { p: link.purpose, x: link.expiresAt.getTime(), e: link.email };
  if (link.userId) body.u = link.userId;
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${encoded}.${mac(key, encoded).toString('base64url')}`;
}

/** The link's email and user id when the signature holds, the purpose matches and it is unexpired. */
export function readAccountLink(
  key: Buffer,
  purpose: AccountLinkPurpose,
  token: string,
  now: Date,
): { email: string; userId: string | undefined } | null {
  const [encoded = '', signature = '', extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, encoded);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: Partial<LinkBody>;
  try {
    body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<LinkBody>;
  } catch {
    return null;
  }
  if (body.p !== purpose || typeof body.e !== 'string' || typeof body.x !== 'number') return null;
  if (now.getTime() > body.x) return null;
  return { email: body.e, userId: typeof body.u === 'string' ? body.u : undefined };
}
