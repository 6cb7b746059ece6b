import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxController } from '../control/sandbox-controller';
import { sandboxPlugin } from '../sandbox-plugin';
import { TEST_STRIPE_SECRET_KEY } from '../testing/stripe-test-kit';
import { createStripeSandbox } from './create-stripe-sandbox';
import { stripeSandboxPlugin } from './stripe-sandbox-plugin';

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The host app as the server builds it: the platform sandbox at /sandbox, Stripe's at the root. */
async function hostApp() {
  const app = Fastify();
  apps.push(app);
  const all = async () => ({ kind: 'all' as const });
  await app.register(sandboxPlugin, {
    prefix: '/sandbox',
    controller: createSandboxController(),
    authorizeControl: all,
  });
  await app.register(stripeSandboxPlugin, {
    sandbox: createStripeSandbox({
      secretKey: TEST_STRIPE_SECRET_KEY,
      webhookSecret: 'whsec_x',
      webhookUrl: 'http://127.0.0.1:9/never',
      publicUrl: 'http://localhost:3000',
    }),
    authorizeControl: all,
  });
  app.post('/api/echo', async (request) => ({ body: request.body ?? null }));
  await app.ready();
  return app;
}

describe('stripeSandboxPlugin in a host app', () => {
  it('serves /v1 and its /sandbox pages beside the platform sandbox, which keeps its own answers', async () => {
    const app = await hostApp();
    const created = await app.inject({
      method: 'POST',
      url: '/v1/customers',
      headers: {
        authorization: `Bearer ${TEST_STRIPE_SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=a%40example.com&metadata[userId]=u1',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ email: 'a@example.com', metadata: { userId: 'u1' } });
    expect(
      (await app.inject({ method: 'GET', url: '/sandbox/_control/stripe/events' })).json(),
    ).toEqual({
      data: [],
    });
    expect(
      (await app.inject({ method: 'GET', url: '/sandbox/stripe/checkout/cs_x' })).statusCode,
    ).toBe(404);
    const platform = await app.inject({ method: 'GET', url: '/sandbox/nowhere' });
    expect(platform.json()).toMatchObject({ error: 'not_found' });
  });

  it('leaves the host’s own routes and parsers alone', async () => {
    const app = await hostApp();
    const form = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a[b]=1',
    });
    // The host has no form parser: the simulator's stays inside its plugin.
    expect(form.statusCode).toBe(415);
    const json = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
    expect(json.json()).toEqual({ body: { a: 1 } });
  });
});
