// The example of docs/api.md: a full publish in about 15 lines. Type-checked with the package, so
// it breaks the build when the API it shows changes.
import { createFanoutClient } from './index';

export async function publishExample(baseUrl: string, apiKey: string): Promise<string> {
  const fanout = createFanoutClient({ baseUrl, apiKey });
  const { data: accounts } = await fanout.GET('/social-accounts');
  const { data: post, error } = await fanout.POST('/posts', {
    headers: { 'Idempotency-Key': crypto.randomUUID() }, // safe to retry
    body: {
      textContent: 'Hello from the API',
      platforms: (accounts ?? []).map((account) => account.id),
      status: 'scheduled',
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return post.id;
}
