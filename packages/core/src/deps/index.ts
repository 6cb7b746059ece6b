import type { Database } from '@fanout/db/client';
import type { JobRegistry } from '@fanout/jobs';
import type {
  PlatformClients,
  PlatformFiguresReaders,
  PlatformPublishers,
} from '@fanout/platforms';
import type { TokenVault } from '../accounts/token-vault';
import type { MediaProviders } from '../ai/create-media-providers';
import type { AnalyticsSettings } from '../analytics/analytics-settings';
import type { TextProviders } from '../ai/create-text-providers';
import type { BillingDeps } from '../billing/billing-deps';
import type { StorageDriver } from '../media/storage/storage-driver';
import type { PublishingSettings } from '../publishing/publishing-settings';
import type { WebhookResolver } from '../webhooks/webhook-address';
import type { WebhookSettings } from '../webhooks/webhook-settings';
import type { FeedSettings } from '../rss/feed-settings';
import type { CoreObserver } from './observer';

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
  /** Lower-cased emails that become administrators once verified (ADR 0028). */
  adminEmails: readonly string[];
  /** Who may sign up: anyone, holders of an invitation link, or nobody. */
  signupMode: SignupMode;
  accountLinks: AccountLinksConfig;
  session: {
    /** A session unused for this long expires (sliding). */
    idleTimeoutMs: number;
    /** A session never lives longer than this, however active. */
    absoluteLifetimeMs: number;
  };
  passwordResetTtlMs: number;
  media: MediaConfig;
  oauth: OAuthConfig;
  /** Credits every new account starts with, written as a ledger entry (0: none). */
  signupCreditGrant: number;
  /** Publishing timings (lease, retries, lateness window, sweep); defaults in publishing-settings.ts. */
  publishing?: Partial<PublishingSettings>;
  /** AI usage rules; defaults in ai/generation-limit.ts. */
  ai?: AiUsageConfig;
  /** Figure reads (X's reads, the refresh sweep); defaults in analytics/analytics-settings.ts. */
  analytics?: Partial<AnalyticsSettings>;
  /** Outgoing webhooks (private addresses, sweep, retries); defaults in webhooks/webhook-settings.ts. */
  webhooks?: Partial<WebhookSettings>;
  /** RSS and Atom feeds' polling (rss/feed-settings.ts, ADR 0096). */
  feeds?: Partial<FeedSettings>;
  /** Fetches on a user's behalf (outbound/fetch-public.ts); unset: public addresses only. */
  outbound?: Partial<OutboundConfig>;
}

export interface OutboundConfig {
  allowPrivateAddresses: boolean;
  /** One media URL's whole download. */
  mediaFetchTimeoutMs: number;
  /** Media URLs downloaded at once by one import. */
  mediaFetchConcurrency: number;
}

export type SignupMode = 'open' | 'invite' | 'closed';

/** Signed links about accounts (ADR 0028): email verification, invitations, the setup token. */
export interface AccountLinksConfig {
  /** HMAC key for verification and invitation links (derived from APP_SECRET). */
  signingKey: Buffer;
  emailVerificationTtlMs: number;
  invitationTtlMs: number;
  setupTokenTtlMs: number;
}

export interface AiUsageConfig {
  /** AI generations a user may start per rolling hour; 0 disables the limit. */
  rateLimitPerHour?: number;
}

export interface OAuthConfig {
  /** How long a started connection may take before its state expires. */
  stateTtlMs: number;
  /** Tokens expiring within this window are refreshed (before use, and by the sweep). */
  refreshWindowMs: number;
  /**
   * An account whose access ends within this window, and cannot be renewed, warns of the scheduled
   * posts due after it (ADR 0060); an end further off is a rolling refresh token's, not an end.
   */
  accessEndWarningMs: number;
}

/**
 * Upload limits in bytes per kind of file (defaults: images 20 MB, audio 100 MB, video 1 GB,
 * documents 50 MB; UPLOAD_MAX_*_MB).
 */
export interface UploadLimits {
  image: number;
  video: number;
  audio: number;
  document: number;
}

export interface MediaConfig {
  limits: UploadLimits;
  /** Decoded pixels of one image (width × height × frames); decompression bombs stop here. */
  maxImagePixels: number;
  maxFilesPerRequest: number;
  /** All files of one upload request together, in bytes. */
  maxRequestBytes: number;
  /** Bytes of media one user may store; null: no quota. */
  storageQuotaBytes: number | null;
  /** Images processed (decoded, re-encoded, thumbnailed) at once in this process. */
  imageConcurrency: number;
  /** Where uploads are written while they stream in; removed once stored or refused. */
  tmpDir: string;
  /** HMAC key for public media URLs (derived from APP_SECRET). */
  urlSigningKey: Buffer;
  /** How long a signed public URL stays valid. */
  signedUrlTtlMs: number;
}

/** What every service function receives first: infrastructure, never the HTTP request. */
export interface CoreDeps {
  db: Database;
  config: CoreConfig;
  mailer: Mailer;
  logger: Logger;
  storage: StorageDriver;
  vault: TokenVault;
  platforms: PlatformClients;
  /** Each platform's publishing adapter, against the same hosts as `platforms`. */
  publishers: PlatformPublishers;
  /** Where work for later goes (publishing targets at their time, AI media generations). */
  jobs: JobRegistry;
  /**
   * Analytics' own queue (ADR 0090): figure reads, at low concurrency and apart from `jobs`, so a
   * backlog of reads never holds a post up.
   */
  analyticsJobs: JobRegistry;
  /** Outgoing webhooks' own queue (ADR 0094): deliveries, a few at a time, apart from publishing. */
  webhookJobs: JobRegistry;
  /** How webhook hosts are resolved; absent: the system's resolver (tests give their own). */
  webhookResolver?: WebhookResolver;
  /**
   * Each network's figures reader, against the same hosts as `publishers` (ADR 0090); a network
   * without one has its figures `off` on this server.
   */
  figuresReaders?: Partial<PlatformFiguresReaders>;
  /** Library media generation (ADR 0026); absent: none offered. */
  mediaProviders?: MediaProviders;
  /** AI text providers (OpenAI, Gemini, the sandbox's); absent where a process generates no text. */
  textProviders?: TextProviders;
  /** Stripe (live or the simulator); absent where a process takes no payments. */
  billing?: BillingDeps;
  /** Injectable clock so expiry rules are testable without sleeping. */
  now?: () => Date;
  /** What the process's metrics hear of core's work (ADR 0072); absent: nothing is told. */
  observe?: CoreObserver;
}

export function nowOf(deps: Pick<CoreDeps, 'now'>): Date {
  return deps.now ? deps.now() : new Date();
}
export { preparedQuery } from './prepared-query';
export { noObserver, observerOf, type CoreObserver, type PublishOutcome } from './observer';
export { perDeps } from './per-deps';
