import { EventEmitter } from 'node:events';
import { initTRPC } from '@trpc/server';
import Fastify from 'fastify';
import { fastifyTRPCOpenApiPlugin, getRequestSignal, type OpenApiMeta } from 'trpc-to-openapi';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkedOnce } from './trpc';

/**
 * trpc-to-openapi as patched (`patches/trpc-to-openapi@3.3.0.patch`, ADR 0098): what the REST
 * adapter still does for every call, without the work it did for nothing.
 */

function exchange(answer: { writableEnded?: boolean; raw?: { writableEnded: boolean } }) {
  return { req: new EventEmitter(), res: Object.assign(new EventEmitter(), answer) };
}

describe('the REST call signal', () => {
  it('is not aborted by the close that follows an answer (a Fastify reply or a raw response)', () => {
    for (const answer of [{ raw: { writableEnded: true } }, { writableEnded: true }]) {
      const { req, res } = exchange(answer);
      const signal = getRequestSignal(req as never, res as never);
      res.emit('close');
      expect(signal.aborted).toBe(false);
      expect(req.listenerCount('aborted')).toBe(0);
    }
  });

  it('is aborted when the client goes away before the answer ends', () => {
    const closed = exchange({ raw: { writableEnded: false } });
    const closedSignal = getRequestSignal(closed.req as never, closed.res as never);
    closed.res.emit('close');
    expect(closedSignal.aborted).toBe(true);

    const aborted = exchange({ raw: { writableEnded: false } });
    const abortedSignal = getRequestSignal(aborted.req as never, aborted.res as never);
    aborted.req.emit('aborted');
    expect(abortedSignal.aborted).toBe(true);
    expect(aborted.res.listenerCount('close')).toBe(0);
  });
});

describe('the REST answer', () => {
  it('is serialised once when it is a reused answer checked once, on every call when it is not', async () => {
    const schema = z.object({ label: z.string(), views: z.number() });
    const reused = Object.freeze({ label: 'reused', views: 3 });
    const t = initTRPC.meta<OpenApiMeta>().create();
    const router = t.router({
      reused: t.procedure
        .meta({ openapi: { method: 'GET', path: '/reused' } })
        .input(z.object({}))
        .output(checkedOnce(schema))
        .query(() => reused),
      fresh: t.procedure
        .meta({ openapi: { method: 'GET', path: '/fresh' } })
        .input(z.object({}))
        .output(checkedOnce(schema))
        .query(() => ({ label: 'fresh', views: 3 })),
    });
    const app = Fastify();
    await app.register(fastifyTRPCOpenApiPlugin, { basePath: '/api', router });
    const stringify = vi.spyOn(JSON, 'stringify');
    const serialised = (label: string) =>
      stringify.mock.calls.filter(([value]) => (value as { label?: unknown })?.label === label)
        .length;
    try {
      for (const label of ['reused', 'reused', 'reused', 'fresh', 'fresh']) {
        const response = await app.inject({ method: 'GET', url: `/api/${label}` });
        expect(response.json()).toEqual({ label, views: 3 });
      }
      expect(serialised('reused')).toBe(1);
      expect(serialised('fresh')).toBe(2);
    } finally {
      stringify.mockRestore();
      await app.close();
    }
  });
});
