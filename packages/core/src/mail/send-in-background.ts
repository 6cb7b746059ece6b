import type { CoreDeps } from '../deps';

/**
 * Sends a mail without making the caller wait (ADR 0028): how long SMTP takes must not tell a
 * visitor whether an address has an account. A failure is logged, never thrown at the request.
 */
export function sendMailInBackground(
  deps: Pick<CoreDeps, 'mailer' | 'logger'>,
  mail: { to: string; subject: string; text: string },
  context: { userId?: string; purpose: string },
): void {
  deps.mailer.send(mail).catch((error: unknown) => {
    deps.logger.error(
      { ...context, err: error instanceof Error ? error.message : String(error) },
      'email could not be sent',
    );
  });
}
