import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Agent, errors, request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { FreeListPool } from './free-list-pool';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server answering each request with the number of the connection it came on, after `delayMs`. */
async function numberingServer(options: { delayMs?: number; keepAliveTimeout?: number } = {}) {
  const server = createServer({ keepAliveTimeout: options.keepAliveTimeout ?? 10_000 });
  const sockets: Socket[] = [];
  server.on('connection', (socket: Socket) => sockets.push(socket));
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    setTimeout(() => res.end(String(sockets.indexOf(req.socket))), options.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sockets };
}

/** An Agent on free lists, and the pool it made for the (one) origin of a test. */
function agentOnFreeLists(): { agent: Agent; pool: () => FreeListPool } {
  let made: FreeListPool | undefined;
  const agent = new Agent({
    factory: (origin) => {
      made = new FreeListPool(origin);
      return made;
    },
  });
  cleanups.push(() => agent.close());
  return {
    agent,
    pool: () => {
      if (!made) throw new Error('no call was made yet');
      return made;
    },
  };
}

/** Polls `condition`: undici frees a connection a moment after its answer was read. */
async function until(condition: () => boolean): Promise<void> {
  const end = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function connectionOf(origin: string, dispatcher: Agent): Promise<number> {
  const answer = await request(`${origin}/`, { dispatcher });
  return Number(await answer.body.text());
}

describe('FreeListPool (one origin’s connections, the free ones on a stack)', () => {
  it('gives calls made together a connection each, and reuses a free one afterwards', async () => {
    const server = await numberingServer({ delayMs: 50 });
    const { agent, pool } = agentOnFreeLists();

    const together = await Promise.all(
      Array.from({ length: 20 }, () => connectionOf(server.origin, agent)),
    );
    expect(new Set(together).size).toBe(20);
    expect(server.sockets).toHaveLength(20);

    // One after another, each once the connections are free: each takes one, none is opened.
    for (let index = 0; index < 5; index += 1) {
      await until(() => pool().freeCount === 20);
      expect(together).toContain(await connectionOf(server.origin, agent));
    }
    expect(server.sockets).toHaveLength(20);
  });

  it('connects again when the server closed an idle connection', async () => {
    const server = await numberingServer({ keepAliveTimeout: 50 });
    const { agent } = agentOnFreeLists();
    expect(await connectionOf(server.origin, agent)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the server closes it as idle
    expect(await connectionOf(server.origin, agent)).toBe(1);
  });

  it('fails the call when the origin refuses the connection, and serves the next one', async () => {
    const server = await numberingServer();
    const port = Number(new URL(server.origin).port);
    const pool = new FreeListPool('http://127.0.0.1:1');
    cleanups.push(() => pool.close());
    await expect(request('http://127.0.0.1:1/', { dispatcher: pool })).rejects.toThrow();

    const { agent } = agentOnFreeLists();
    expect(await connectionOf(`http://127.0.0.1:${port}`, agent)).toBe(0);
  });

  it('refuses calls once closed, after the calls it had finished', async () => {
    const server = await numberingServer({ delayMs: 50 });
    const pool = new FreeListPool(server.origin);
    const running = request(`${server.origin}/`, { dispatcher: pool }).then((answer) =>
      answer.body.text(),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    const closing = pool.close();
    expect(pool.closed).toBe(true);
    await expect(request(`${server.origin}/`, { dispatcher: pool })).rejects.toBeInstanceOf(
      errors.ClientClosedError,
    );
    expect(await running).toBe('0');
    await closing;
  });

  it('fails the calls in flight when destroyed', async () => {
    const server = await numberingServer({ delayMs: 5_000 });
    const pool = new FreeListPool(server.origin);
    const running = request(`${server.origin}/`, { dispatcher: pool });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await pool.destroy(new Error('going away'));
    expect(pool.destroyed).toBe(true);
    await expect(running).rejects.toThrow('going away');
  });
});
