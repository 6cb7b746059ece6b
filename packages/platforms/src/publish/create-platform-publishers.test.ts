import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxHosts } from '../platform-hosts';
import { createPlatformPublishers } from './create-platform-publishers';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('createPlatformPublishers', () => {
  it("X's expected call opens its connection ahead, and the post goes out on it (ADR 0076)", async () => {
    const sockets: Socket[] = [];
    const server = createServer({ keepAliveTimeout: 10_000 }, (request, response) => {
      const index = sockets.indexOf(request.socket);
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { id: `${index + 100}` } }));
    });
    server.on('connection', (socket: Socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    const { port } = server.address() as AddressInfo;
    const publishers = createPlatformPublishers({
      hosts: sandboxHosts(`http://127.0.0.1:${port}/sandbox`),
    });

    // Due now: the connection is opened at once (its opening time, 2 s ahead, has passed).
    publishers.twitter.expectCall?.(new Date(Date.now() + 100));
    for (let waited = 0; sockets.length === 0 && waited < 5_000; waited += 10) await sleep(10);
    expect(sockets).toHaveLength(1);

    const result = await publishers.twitter.publish({
      targetId: 'target-1',
      text: 'hello',
      title: null,
      media: [],
      account: { externalId: '1', username: 'someone', details: {}, accessToken: 'token' },
      facebookOptions: null,
      options: null,
      handles: {},
      saveHandle: async () => undefined,
      markIrreversible: async () => undefined,
      rateLimits: { observe: () => undefined },
    });
    expect(result.platformPostId).toBe('100'); // sent on the socket opened ahead
    expect(sockets).toHaveLength(1);
    // Other platforms expect nothing (they may say so later): no connection is opened for them.
    expect(publishers.linkedin.expectCall).toBeUndefined();
  });
});
