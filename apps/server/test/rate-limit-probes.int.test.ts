/**
 * The probe schedule of 429s without a reset time (ADR 0033), step by step: growing pauses, then
 * the platform's daily reset; a burst refused during one pause steps once; a success starts over;
 * one notification per run of pauses.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetRateLimitProbes, rememberRateLimit } from '@fanout/core/publishing';
import { notifications, socialAccounts } from '@fanout/db/schema';
import { PlatformError } from '@fanout/platforms';
import type { SocialAccount } from '@fanout/shared';
import {
  connectAccount,
  newCreator,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

let server: PublishingServer;
let creator: Awaited<ReturnType<typeof newCreator>>;
let account: SocialAccount;

beforeAll(async () => {
  // Probes of 1 min, 5 min, 15 min, 1 h (production's), then LinkedIn's midnight UTC.
  server = await startPublishingServer({ PUBLISHING_RATE_LIMIT_PROBES: '1m,5m,15m,1h' });
  creator = await newCreator(server);
  account = await connectAccount(creator.client, creator.group, 'linkedin');
});
afterAll(async () => server.close());

const refused = () =>
  new PlatformError('linkedin', 'rate_limited', 'LinkedIn: too many requests', 429);
const linkedin = () => ({ id: account.id, platform: 'linkedin' as const });

/** The pause set by one probe that was refused, once the previous pause is over. */
async function probeRefused(): Promise<number> {
  await server.database.db
    .update(socialAccounts)
    .set({ rateLimitedUntil: new Date(Date.now() - 1) })
    .where(eq(socialAccounts.id, account.id));
  const started = Date.now();
  const until = await rememberRateLimit(server.core, linkedin(), null, refused());
  return (until?.getTime() ?? 0) - started;
}

async function toldCount(): Promise<number> {
  const rows = await server.database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, creator.userId), eq(notifications.kind, 'account_rate_limited')),
    );
  return rows.length;
}

describe('rate-limit probes without a reset time', () => {
  it('pauses 1, 5, 15 and 60 minutes on consecutive refused probes, then until midnight UTC', async () => {
    const near = (ms: number, expected: number) =>
      expect(Math.abs(ms - expected)).toBeLessThan(2_000);
    // A burst meets the limit: every run is refused, the probe steps once.
    const [first, ...others] = await Promise.all(
      Array.from({ length: 5 }, () => rememberRateLimit(server.core, linkedin(), null, refused())),
    );
    near((first?.getTime() ?? 0) - Date.now(), 60_000);
    for (const until of others) expect(until?.getTime()).toBe(first?.getTime());
    near(await probeRefused(), 5 * 60_000);
    near(await probeRefused(), 15 * 60_000);
    near(await probeRefused(), 60 * 60_000);
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    near(await probeRefused(), midnight - Date.now());
    // The pause shows on the account, and the owner was told once for the whole run of pauses.
    const shown = (await creator.client.get('/api/social-accounts')).body as SocialAccount[];
    expect(shown.find((a) => a.id === account.id)?.rateLimitedUntil).toBe(
      new Date(midnight).toISOString(),
    );
    expect(await toldCount()).toBe(1);
  });

  it('starts over after a success: the next 429 pauses a minute and tells the owner again', async () => {
    await forgetRateLimitProbes(server.database.db, [account.id]);
    const pause = await probeRefused();
    expect(Math.abs(pause - 60_000)).toBeLessThan(2_000);
    expect(await toldCount()).toBe(2);
  });

  it('trusts a reset time the platform gave over the probe schedule', async () => {
    await server.database.db
      .update(socialAccounts)
      .set({ rateLimitedUntil: null })
      .where(eq(socialAccounts.id, account.id));
    const error = refused();
    error.retryAt = new Date(Date.now() + 7_000);
    expect(await rememberRateLimit(server.core, linkedin(), null, error)).toEqual(error.retryAt);
  });
});
