import { randomBytes, randomUUID } from 'node:crypto';
import type { Platform } from '@fanout/shared';

/** One consent given: the account, the app and the scopes every token of the grant carries. */
export interface SandboxGrant {
  id: string;
  platform: Platform;
  account: string;
  clientId: string;
  scopes: string[];
}

/**
 * `short-lived` / `long-lived`: Meta and Threads user tokens before and after the exchange;
 * `page`: Facebook Page tokens; `standard`: everything else.
 */
export type TokenVariant = 'standard' | 'short-lived' | 'long-lived' | 'page';

export interface SandboxToken {
  token: string;
  kind: 'access' | 'refresh';
  variant: TokenVariant;
  grant: SandboxGrant;
  /** Milliseconds since the epoch; null never expires. */
  expiresAt: number | null;
  /** What the token acts as when not the grant's account: the Page id of a Page token. */
  subject: string | null;
}

export interface SandboxCode {
  code: string;
  platform: Platform;
  account: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  /** The PKCE S256 challenge sent to the consent page, if any. */
  codeChallenge: string | null;
  expiresAt: number;
  used: boolean;
}

export type CodeLookup =
  | { status: 'valid'; code: SandboxCode }
  | { status: 'used' | 'expired'; code: SandboxCode }
  | { status: 'unknown' };

export type TokenLookup =
  | { status: 'valid'; token: SandboxToken }
  | { status: 'expired'; token: SandboxToken }
  | { status: 'unknown' };

const PREFIXES: Record<Platform, string> = {
  linkedin: 'li',
  twitter: 'x',
  threads: 'th',
  bluesky: 'bsky',
  youtube: 'yt',
  instagram: 'ig',
  facebook: 'fb',
  pinterest: 'pin',
  tiktok: 'tt',
};

/** The store as saved to disk: grants once each, tokens naming their grant by id. */
export interface SandboxStoreSnapshot {
  codes: SandboxCode[];
  grants: SandboxGrant[];
  tokens: (Omit<SandboxToken, 'grant'> & { grantId: string })[];
}

/**
 * Codes, grants and tokens of a sandbox, in memory; with a state file (sandbox-persistence.ts) they
 * are saved and restored, so a restart keeps every connection.
 */
export class SandboxStore {
  private readonly codes = new Map<string, SandboxCode>();
  private readonly tokens = new Map<string, SandboxToken>();

  constructor(private readonly now: () => number) {}

  createCode(input: Omit<SandboxCode, 'code' | 'expiresAt' | 'used'>, ttlSeconds: number): string {
    this.forgetOldCodes();
    const code = opaque(input.platform, 'code');
    this.codes.set(code, {
      ...input,
      code,
      expiresAt: this.now() + ttlSeconds * 1000,
      used: false,
    });
    return code;
  }

  /** Looks the code up among `platforms`' codes, without spending it. */
  findCode(code: string, platforms: readonly Platform[]): CodeLookup {
    const found = this.codes.get(code);
    if (!found || !platforms.includes(found.platform)) return { status: 'unknown' };
    if (found.used) return { status: 'used', code: found };
    if (found.expiresAt <= this.now()) return { status: 'expired', code: found };
    return { status: 'valid', code: found };
  }

  /** Codes are single use: once exchanged, the same code is refused. */
  spendCode(code: SandboxCode): void {
    code.used = true;
  }

  createGrant(input: Omit<SandboxGrant, 'id'>): SandboxGrant {
    return { ...input, id: randomUUID() };
  }

  /** Issues a token of the grant; `token` overrides the opaque string (Bluesky's JWTs). */
  issue(
    grant: SandboxGrant,
    options: {
      kind: 'access' | 'refresh';
      variant?: TokenVariant;
      ttlSeconds: number | null;
      token?: string;
      subject?: string;
    },
  ): SandboxToken {
    const variant = options.variant ?? 'standard';
    const suffix = options.kind === 'refresh' ? 'rt' : variant === 'page' ? 'pt' : 'at';
    const record: SandboxToken = {
      token: options.token ?? opaque(grant.platform, suffix),
      kind: options.kind,
      variant,
      grant,
      expiresAt: options.ttlSeconds === null ? null : this.now() + options.ttlSeconds * 1000,
      subject: options.subject ?? null,
    };
    this.tokens.set(record.token, record);
    return record;
  }

  /** A token of `kind` issued for one of `platforms`; expired ones are reported, not forgotten. */
  find(token: string, kind: 'access' | 'refresh', platforms: readonly Platform[]): TokenLookup {
    const found = this.tokens.get(token);
    if (!found || found.kind !== kind || !platforms.includes(found.grant.platform)) {
      return { status: 'unknown' };
    }
    if (found.expiresAt !== null && found.expiresAt <= this.now()) {
      return { status: 'expired', token: found };
    }
    return { status: 'valid', token: found };
  }

  /** Whole seconds until `token` expires (rounded up, at least 0); null when it never does. */
  secondsLeft(token: SandboxToken): number | null {
    if (token.expiresAt === null) return null;
    return Math.max(0, Math.ceil((token.expiresAt - this.now()) / 1000));
  }

  /** The token stops working (refresh-token rotation, X token revocation). */
  revokeToken(token: string): void {
    this.tokens.delete(token);
  }

  /** Every token of the grant stops working (revocation of a consent). */
  revokeGrant(grantId: string): void {
    for (const [token, record] of this.tokens) {
      if (record.grant.id === grantId) this.tokens.delete(token);
    }
  }

  /** Every token of every grant of this account on this platform (Meta's DELETE /me/permissions). */
  revokeAccount(platform: Platform, account: string): void {
    for (const [token, record] of this.tokens) {
      if (record.grant.platform === platform && record.grant.account === account) {
        this.tokens.delete(token);
      }
    }
  }

  /** Every token of every account on this platform (each user removed the app's access there). */
  revokePlatform(platform: Platform): number {
    let revoked = 0;
    for (const [token, record] of this.tokens) {
      if (record.grant.platform === platform) {
        this.tokens.delete(token);
        revoked += 1;
      }
    }
    return revoked;
  }

  expireAccessTokens(platform: Platform): void {
    const past = this.now() - 1;
    for (const record of this.tokens.values()) {
      if (record.kind === 'access' && record.grant.platform === platform) record.expiresAt = past;
    }
  }

  reset(): void {
    this.codes.clear();
    this.tokens.clear();
  }

  snapshot(): SandboxStoreSnapshot {
    const grants = new Map<string, SandboxGrant>();
    const tokens: SandboxStoreSnapshot['tokens'] = [];
    for (const { grant, ...token } of this.tokens.values()) {
      grants.set(grant.id, grant);
      tokens.push({ ...token, grantId: grant.id });
    }
    return { codes: [...this.codes.values()], grants: [...grants.values()], tokens };
  }

  /** Replaces the contents with a snapshot; tokens of one grant share it again, as when issued. */
  restore(snapshot: SandboxStoreSnapshot): void {
    this.reset();
    for (const code of snapshot.codes) this.codes.set(code.code, { ...code });
    const grants = new Map(snapshot.grants.map((grant) => [grant.id, { ...grant }]));
    for (const { grantId, ...token } of snapshot.tokens) {
      const grant = grants.get(grantId);
      if (grant) this.tokens.set(token.token, { ...token, grant });
    }
  }

  // Spent and expired codes only matter for a moment (their error message); keep the map small.
  private forgetOldCodes(): void {
    const cutoff = this.now() - 10 * 60 * 1000;
    for (const [code, record] of this.codes) {
      if (record.expiresAt < cutoff) this.codes.delete(code);
    }
  }
}

/** `sbx_{platform}_{kind}_{random}`: recognisable in logs, unguessable, URL-safe. */
export function opaque(platform: Platform, kind: string): string {
  return `sbx_${PREFIXES[platform]}_${kind}_${randomBytes(24).toString('base64url')}`;
}
