import type { Database } from '@fanout/db/client';

/** The structural logger services need; pino satisfies it. */
export interface Logger {
  info: (obj: object | string, msg?: string) => void;
  warn: (obj: object | string, msg?: string) => void;
  error: (obj: object | string, msg?: string) => void;
}

export interface Mailer {
  send: (mail: { to: string; subject: string; text: string }) => Promise<void>;
}

export interface CoreConfig {
  /** Origin users reach the product at, e.g. https://fanout.example.com (no trailing slash). */
  publicUrl: string;
  /** Lower-cased emails that become administrators at sign-up. */
  adminEmails: readonly string[];
  session: {
    /** A session unused for this long expires (sliding). */
    idleTimeoutMs: number;
    /** A session never lives longer than this, however active. */
    absoluteLifetimeMs: number;
  };
  passwordResetTtlMs: number;
}

/** What every service function receives first: infrastructure, never the HTTP request. */
export interface CoreDeps {
  db: Database;
  config: CoreConfig;
  mailer: Mailer;
  logger: Logger;
  /** Injectable clock so expiry rules are testable without sleeping. */
  now?: () => Date;
}

export function nowOf(deps: Pick<CoreDeps, 'now'>): Date {
  return deps.now ? deps.now() : new Date();
}
