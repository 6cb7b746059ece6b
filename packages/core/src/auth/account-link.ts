import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link is for; a token signed for one purpose is refused for another. */
export type AccountLinkPurpose = 'verify-email' | 'invitation' | 'delete-account' | 'change-email';

interface LinkBody {
  p: AccountLinkPurpose;
  /** Unix milliseconds after which the link is refused. */
  x: number;
  e: string;
  u?: string;
  /** The address the link changes from (an email change): once changed, the link is spent. */
  f?: string;
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
  link: {
    purpose: AccountLinkPurpose;
    email: string;
    userId?: string;
    fromEmail?: string;
    expiresAt: Date;
  },
): string {
  const body: LinkBody = { p: link.purpose, x: link.expiresAt.getTime(), e: link.email };
  if (link.userId) body.u = link.userId;
  if (link.fromEmail) body.f = link.fromEmail;
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${encoded}.${mac(key, encoded).toString('base64url')}`;
}

/** What a signed link says, once its signature and purpose hold. */
export interface OpenedAccountLink {
  email: string;
  userId: string | undefined;
  fromEmail: string | undefined;
}

/**
 * Opens a link: 'invalid' when the signature, the shape or the purpose is wrong, 'expired' when it
 * is genuine but late (so the page can say which), else what it says.
 */
export function openAccountLink(
  key: Buffer,
  purpose: AccountLinkPurpose,
  token: string,
  now: Date,
): { status: 'invalid' } | { status: 'expired' } | { status: 'valid'; link: OpenedAccountLink } {
  const [encoded = '', signature = '', extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return { status: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, encoded);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { status: 'invalid' };
  }
  let body: Partial<LinkBody>;
  try {
    body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<LinkBody>;
  } catch {
    return { status: 'invalid' };
  }
  if (body.p !== purpose || typeof body.e !== 'string' || typeof body.x !== 'number') {
    return { status: 'invalid' };
  }
  if (now.getTime() > body.x) return { status: 'expired' };
  const userId = typeof body.u === 'string' ? body.u : undefined;
  const fromEmail = typeof body.f === 'string' ? body.f : undefined;
  return { status: 'valid', link: { email: body.e, userId, fromEmail } };
}

/** The link's email and user id when the signature holds, the purpose matches and it is unexpired. */
export function readAccountLink(
  key: Buffer,
  purpose: AccountLinkPurpose,
  token: string,
  now: Date,
): { email: string; userId: string | undefined } | null {
  const opened = openAccountLink(key, purpose, token, now);
  if (opened.status !== 'valid') return null;
  return { email: opened.link.email, userId: opened.link.userId };
}
