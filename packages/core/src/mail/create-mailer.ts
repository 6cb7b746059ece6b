import nodemailer from 'nodemailer';
import type { Logger, Mailer } from '../deps';

/**
 * SMTP through nodemailer when a URL is configured; otherwise the mail is written to the log at warn
 * level (shown at the default and the test levels), so a self-hoster without SMTP can still read
 * verification and reset links.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      send: async (mail) => {
        logger.warn(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          'email (no SMTP_URL set, logged instead of sent)',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      logger.info({ to: mail.to, subject: mail.subject }, 'email sent');
    },
  };
}
