import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExample } from '@fanout/api-client/publish-example';
import type { AccountGroup, Post } from '@fanout/shared';
import { createKey } from './api-key-client';
import { signedUpClient, type HttpClient } from './http-client';
import { connectUrl, followCallback, submitConsent } from './oauth-consent';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let alice: { client: HttpClient; userId: string };

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedUpClient(server.baseUrl);
  const group = (await alice.client.post('/api/account-groups', { name: 'Brand' }))
    .body as AccountGroup;
  await followCallback(
    alice.client,
    await submitConsent(await connectUrl(alice.client, 'linkedin', group.id)),
  );
});
afterAll(async () => server.close());

describe('the typed client of docs/api.md', () => {
  it('schedules a post to every connected account with a key, as the example shows', async () => {
    const { key } = await createKey(alice.client, ['accounts:read', 'posts:write']);
    const id = await publishExample(server.baseUrl, key);
    const post = (await alice.client.get(`/api/posts/${id}`)).body as Post;
    expect(post).toMatchObject({ id, textContent: 'Hello from the API', status: 'scheduled' });
    expect(post.platforms).toHaveLength(1);
  });

  it('throws the error body’s code and message when the key lacks a scope', async () => {
    const { key } = await createKey(alice.client, ['accounts:read']);
    await expect(publishExample(server.baseUrl, key)).rejects.toThrow(/^FORBIDDEN: .*posts:write/);
  });
});
