import type { SentMail } from './test-server';

/**
 * The mails each running test server captured, by base URL: helpers that only know the URL
 * (signedUpClient) read verification links from here, as a person would from their inbox.
 */
const mailboxes = new Map<string, SentMail[]>();

export function registerMailbox(baseUrl: string, mails: SentMail[]): void {
  mailboxes.set(baseUrl, mails);
}

export function forgetMailbox(baseUrl: string): void {
  mailboxes.delete(baseUrl);
}

export function mailboxOf(baseUrl: string): SentMail[] {
  const mails = mailboxes.get(baseUrl);
  if (!mails) throw new Error(`no test server with captured mails runs at ${baseUrl}`);
  return mails;
}

/** The token of the latest verification link mailed to `email`, or undefined. */
export function verificationTokenFor(
  mails: readonly SentMail[],
  email: string,
): string | undefined {
  const target = email.trim().toLowerCase();
  for (const mail of [...mails].reverse()) {
    if (mail.to !== target) continue;
    const match = /\/verify-email\?token=([^\s]+)/.exec(mail.text);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}
