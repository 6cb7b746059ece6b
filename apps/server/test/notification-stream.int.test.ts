import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './admin-helpers';
import { HttpClient, PASSWORD } from './http-client';
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
  let ended = false;
  const reader = response.body?.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) {
          ended = true;
          return;
        }
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
  return { events, ended: () => ended, close: () => abort.abort() };
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

  it('tells the owner when their balance changes: a Post Now charge and an admin grant', async () => {
    const erin = await newCreator(server);
    const x = await connectAccount(erin.client, erin.group, 'linkedin');
    const stream = await openStream(server, erin.client);
    try {
      await until(() => stream.events.includes('open'), 'the stream to open');
      const post = await postNow(erin.client, [x.id]);
      const [target] = await settledTargets(server, post.id);
      expect(target?.state).toBe('published');
      // Published: no notification, but the header's balance must hear of the charge.
      await until(() => stream.events.includes('changed'), 'the change after the charge');

      const admin = await adminClient(server);
      const before = stream.events.length;
      const granted = await admin.client.post('/api/admin/adjust-credits', {
        userId: erin.userId,
        amount: 25,
        reason: 'Goodwill',
      });
      expect(granted.status, JSON.stringify(granted.body)).toBe(200);
      await until(() => stream.events.length > before, 'the change after the grant');
    } finally {
      stream.close();
    }
  });

  it("ends a session's stream when that session ends, and only that one", async () => {
    const dana = await newCreator(server);
    const laptop = new HttpClient(server.baseUrl);
    const signIn = await laptop.post('/api/auth/login', { email: dana.email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const phoneStream = await openStream(server, dana.client);
    const laptopStream = await openStream(server, laptop);
    try {
      await until(() => phoneStream.events.includes('open'), 'the first stream to open');
      await until(() => laptopStream.events.includes('open'), 'the second stream to open');

      // Signed out on the phone: its stream ends; the laptop's is told and stays open.
      expect((await dana.client.post('/api/auth/logout')).status).toBe(200);
      await until(phoneStream.ended, 'the signed-out stream to end');
      await until(() => laptopStream.events.includes('changed'), 'the other stream to be told');
      expect(laptopStream.ended()).toBe(false);

      // "Sign out everywhere" from a third session ends the laptop's too.
      const desk = new HttpClient(server.baseUrl);
      expect(
        (await desk.post('/api/auth/login', { email: dana.email, password: PASSWORD })).status,
      ).toBe(200);
      const everywhere = await desk.post('/trpc/settings.endSessions', { others: true });
      expect(everywhere.status, JSON.stringify(everywhere.body)).toBe(200);
      await until(laptopStream.ended, "the ended session's stream to end");
    } finally {
      phoneStream.close();
      laptopStream.close();
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
