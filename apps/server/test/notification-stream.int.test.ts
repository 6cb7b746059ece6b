import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from './http-client';
import {
  connectAccount,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

/** An open event stream: the events received so far, read as they arrive. */
async function openStream(server: PublishingServer, client: HttpClient) {
  const abort = new AbortController();
  const response = await fetch(`${server.baseUrl}/api/notifications/stream`, {
    headers: { cookie: client.cookieHeader },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: string[] = [];
  const reader = response.body?.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        buffer += decoder.decode(chunk.value, { stream: true });
        const parts = buffer.split('\n\n');
        buffer = parts.pop() ?? '';
        for (const part of parts) {
          const data = /^data: (.*)$/m.exec(part)?.[1];
          if (data) events.push(data);
        }
      }
    } catch {
      // aborted
    }
  })();
  return { events, close: () => abort.abort() };
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('GET /api/notifications/stream (ADR 0029)', () => {
  let server: PublishingServer;
  beforeAll(async () => {
    server = await startPublishingServer();
  });
  afterAll(async () => server.close());

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await fetch(`${server.baseUrl}/api/notifications/stream`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/sign in/i) });
  });

  it('tells the owner at once when a post fails and when another tab marks it read, nobody else', async () => {
    const alice = await newCreator(server);
    const bob = await newCreator(server);
    const linkedin = await connectAccount(alice.client, alice.group, 'linkedin');
    const aliceStream = await openStream(server, alice.client);
    const bobStream = await openStream(server, bob.client);
    try {
      await until(() => aliceStream.events.includes('open'), 'the stream to open');
      await until(() => bobStream.events.includes('open'), "bob's stream to open");

      server.sandbox.publishing.setFault('linkedin', { kind: 'refuse', message: 'Not allowed' });
      const post = await postNow(alice.client, [linkedin.id]);
      const [target] = await settledTargets(server, post.id);
      expect(target?.state).toBe('failed');
      await until(() => aliceStream.events.includes('changed'), 'the change after the failure');

      const before = aliceStream.events.length;
      expect((await alice.client.post('/api/notifications/read', { all: true })).status).toBe(200);
      await until(() => aliceStream.events.length > before, 'the change after marking read');
      expect(bobStream.events).toEqual(['open']);
    } finally {
      server.sandbox.publishing.setFault('linkedin', null);
      aliceStream.close();
      bobStream.close();
    }
  });

  it('does not hold the server open: close ends the streams', async () => {
    const carol = await newCreator(server);
    const stream = await openStream(server, carol.client);
    await until(() => stream.events.includes('open'), 'the stream to open');
    const started = Date.now();
    await server.app.close();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
