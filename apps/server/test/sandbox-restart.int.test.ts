/**
 * The sandbox survives a restart of the product (ADR 0036): a newcomer connects accounts in sandbox
 * mode, stops `pnpm start` and starts it again, and publishes with those accounts as if nothing
 * happened. Real server processes (main.ts), the same database and data directory across the restart.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { postTargets } from '@fanout/db/schema';
import type { AccountGroup, SocialAccount } from '@fanout/shared';
import {
  emailedLink,
  startProductServer,
  type ProductServer,
} from '../../../e2e/support/product-server';
import { HttpClient, PASSWORD, uniqueEmail } from './http-client';
import { connectAccount, postNow } from './publishing-harness';

let server: ProductServer | undefined;
afterAll(async () => {
  await server?.stop();
});

async function start(previous?: ProductServer): Promise<ProductServer> {
  return startProductServer(
    { PLATFORM_MODE: 'sandbox' },
    {
      requireWebBuild: false,
      ...(previous
        ? {
            database: previous.database,
            dataDir: previous.dataDir,
            port: Number(new URL(previous.baseUrl).port),
          }
        : {}),
    },
  );
}

/** A verified, signed-in owner of a new account, as the emailed link verifies them. */
async function verifiedOwner(baseUrl: string): Promise<HttpClient> {
  const email = uniqueEmail('restart');
  const client = new HttpClient(baseUrl);
  const signup = await client.post('/api/auth/signup', { email, password: PASSWORD });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const link = new URL(await emailedLink(baseUrl, email, 'verify-email'));
  const verified = await client.post('/api/auth/verify-email', {
    token: link.searchParams.get('token'),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return client;
}

/** Waits until every target of the post has ended; their states by platform. */
async function settledStates(
  running: ProductServer,
  postId: string,
): Promise<Record<string, { state: string; error: string | null }>> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await running.database.db
      .select()
      .from(postTargets)
      .where(eq(postTargets.postId, postId));
    const settled = ['published', 'failed', 'unconfirmed', 'missed'];
    if (rows.length > 0 && rows.every((row) => settled.includes(row.state))) {
      return Object.fromEntries(
        rows.map((row) => [row.platform, { state: row.state, error: row.errorMessage }]),
      );
    }
    if (Date.now() > deadline) {
      throw new Error(`targets did not settle: ${rows.map((r) => r.state).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('sandbox restart (ADR 0036)', () => {
  it('publishes with the accounts connected before the product restarted', async () => {
    const first = await start();
    server = first;
    const owner = await verifiedOwner(first.baseUrl);
    const group = (await owner.post('/api/account-groups', { name: 'Restart' }))
      .body as AccountGroup;
    const accounts: SocialAccount[] = [];
    for (const platform of ['linkedin', 'twitter', 'bluesky'] as const) {
      accounts.push(await connectAccount(owner, group, platform));
    }
    // Saved as the connections happen, not only at shutdown.
    const stateFile = path.join(first.dataDir, 'sandbox', 'state.json');
    await expect.poll(() => existsSync(stateFile), { timeout: 5_000 }).toBe(true);

    expect(await first.stop({ keepDatabase: true })).toBe(0);
    const second = await start(first);
    server = second;

    // Same address, and the session lives in the database: the same browser goes on where it was.
    expect(second.baseUrl).toBe(first.baseUrl);
    const client = owner;
    const text = `After the restart ${Date.now().toString(36)}`;
    const post = await postNow(
      client,
      accounts.map((account) => account.id),
      { textContent: text },
    );
    expect(await settledStates(second, post.id)).toEqual({
      linkedin: { state: 'published', error: null },
      twitter: { state: 'published', error: null },
      bluesky: { state: 'published', error: null },
    });
    for (const platform of ['linkedin', 'twitter', 'bluesky']) {
      const listed = await fetch(
        `${second.baseUrl}/sandbox/_control/publishing/${platform}/posts`,
        { headers: second.sandboxControl },
      );
      expect(listed.status).toBe(200);
      const { posts } = (await listed.json()) as { posts: { text: string }[] };
      expect(
        posts.some((item) => item.text.startsWith(text)),
        platform,
      ).toBe(true);
    }
  }, 180_000);
});
