import type Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { createStripeSandbox } from './create-stripe-sandbox';
import type { StripeSandbox, StripeSandboxOptions } from './stripe-sandbox';

/**
 * How the simulator delivers: a receiver that records the order and how many deliveries are in
 * flight at once (it answers after a short wait), standing in for the product's webhook route.
 */
function receiver() {
  const seen = { order: [] as string[], inFlight: 0, maxInFlight: 0 };
  const fetchLike = (async (_url: string | URL | Request, init?: RequestInit) => {
    seen.inFlight += 1;
    seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
    const event = JSON.parse(String(init?.body)) as Stripe.CustomerSubscriptionUpdatedEvent;
    seen.order.push(event.data.object.id);
    await new Promise((resolve) => setTimeout(resolve, 15));
    seen.inFlight -= 1;
    return new Response(null, { status: 200 });
  }) as typeof fetch;
  return { seen, fetchLike };
}

const sandboxes: StripeSandbox[] = [];
afterEach(() => sandboxes.splice(0).forEach((sandbox) => sandbox.close()));

function sandboxWith(options: Partial<StripeSandboxOptions>) {
  const sandbox = createStripeSandbox({
    secretKey: 'sk_test_delivery',
    webhookSecret: 'whsec_delivery',
    webhookUrl: 'http://127.0.0.1:9/webhooks',
    publicUrl: 'http://127.0.0.1:9',
    ...options,
  });
  sandboxes.push(sandbox);
  return sandbox;
}

const IDS = Array.from({ length: 8 }, (_, i) => `sub_${i}`);

async function deliverAll(sandbox: StripeSandbox): Promise<void> {
  sandbox.emit(
    IDS.map((id) =>
      sandbox.event('customer.subscription.updated', { id } as unknown as Stripe.Subscription),
    ),
  );
  await sandbox.webhooks.idle();
}

describe('webhook delivery order, as Stripe (no order guaranteed)', () => {
  it('by default: concurrent, and not in creation order', async () => {
    const { seen, fetchLike } = receiver();
    const sandbox = sandboxWith({ fetch: fetchLike, webhookDelivery: { seed: 7 } });
    expect(sandbox.state.webhookDelivery.mode).toBe('concurrent');
    await deliverAll(sandbox);
    expect([...seen.order].sort()).toEqual(IDS);
    expect(seen.maxInFlight).toBeGreaterThan(1);
    expect(seen.order).not.toEqual(IDS);
  });

  it('shuffled: one at a time, the same order for the same seed, another for another seed', async () => {
    const orders: string[][] = [];
    for (const seed of [42, 42, 43]) {
      const { seen, fetchLike } = receiver();
      await deliverAll(
        sandboxWith({ fetch: fetchLike, webhookDelivery: { mode: 'shuffled', seed } }),
      );
      expect(seen.maxInFlight).toBe(1);
      orders.push(seen.order);
    }
    expect(orders[0]).toEqual(orders[1]);
    expect(orders[0]).not.toEqual(IDS);
    expect(orders[2]).not.toEqual(orders[0]);
  });

  it('ordered: one at a time in creation order', async () => {
    const { seen, fetchLike } = receiver();
    await deliverAll(sandboxWith({ fetch: fetchLike, webhookDelivery: { mode: 'ordered' } }));
    expect(seen.order).toEqual(IDS);
    expect(seen.maxInFlight).toBe(1);
  });
});
