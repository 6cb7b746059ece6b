import type { AccountGroup, SocialAccount } from '@fanout/shared';
import { HttpClient, PASSWORD } from '../../apps/server/test/http-client';
import { connectUrl, followCallback, submitConsent } from '../../apps/server/test/oauth-consent';
import { emailedLink } from '../../e2e/support/product-server';

/** A signed-up user with one connected sandbox X account. */
export interface BenchPublisher {
  client: HttpClient;
  accountId: string;
}

/**
 * Signs `count` users up and connects one X account each through the sandbox's consent page, all
 * through the public API. Each user names a different sandbox account, so each has its own
 * rate-limit window on the simulated X (100 posts per 15 minutes, as on X).
 */
export async function createXPublishers(
  baseUrl: string,
  count: number,
  runId: string,
): Promise<BenchPublisher[]> {
  return inBatches(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const client = new HttpClient(baseUrl);
      const email = `bench-${runId}-${i}@example.com`;
      const signup = await client.post('/api/auth/signup', { email, password: PASSWORD });
      if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
      // Verified the real way (ADR 0028): publishing spends the welcome credits that come with it.
      const link = new URL(await emailedLink(baseUrl, email, 'verify-email'));
      const token = link.searchParams.get('token') ?? '';
      const verified = await client.post('/api/auth/verify-email', { token });
      if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`);
      const group = (await client.post('/api/account-groups', { name: 'Brand' }))
        .body as AccountGroup;
      const authUrl = await connectUrl(client, 'twitter', group.id);
      await followCallback(client, await submitConsent(authUrl, { account: `bench${runId}u${i}` }));
      const accounts = (await client.get('/api/social-accounts')).body as SocialAccount[];
      const account = accounts.find((a) => a.platform === 'twitter');
      if (!account) throw new Error('the X account was not connected');
      return { client, accountId: account.id };
    },
  );
}

/** Runs `fn` over `items`, `width` at a time, keeping the order of the results. */
export async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}
