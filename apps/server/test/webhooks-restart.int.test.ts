/**
 * Webhook deliveries survive a restart (ADR 0094): the deliveries stop mid-backlog — the queue
 * and the sweep stop as a process that gets SIGTERM does — and start again as a new process would
 * (a new registry: the in-process driver's memory is gone, BullMQ's jobs wait in Redis). Every
 * event reaches the receiver exactly once, in order, on both job drivers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { emitWebhookEvent } from '@fanout/core/webhooks';
import { signedUpClient } from './http-client';
import { DRIVERS, driverEnv } from './publishing-harness';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';
import { addEndpoint, startWebhookServer, type WebhookServer } from './webhooks-harness';

const EVENTS = 20;
let server: WebhookServer | null = null;
let receiver: WebhookReceiver | null = null;
afterEach(async () => {
  await server?.close();
  await receiver?.close();
  server = null;
  receiver = null;
});

describe.each(DRIVERS)('a restart mid-backlog (%s driver)', (driver) => {
  it('loses no delivery and sends none twice', async () => {
    const started = await startWebhookServer(driverEnv(driver));
    server = started;
    const hooks = await startWebhookReceiver();
    receiver = hooks;
    // A slow receiver: the backlog takes a while, so the stop lands in its middle.
    hooks.mode.delayMs = 60;
    const alice = await signedUpClient(started.baseUrl);
    const endpoint = await addEndpoint(alice.client, hooks.url, ['payment.succeeded']);
    hooks.verifyWith(endpoint.secret);
    for (let i = 0; i < EVENTS; i += 1) {
      await emitWebhookEvent(started.database.db, {
        userId: alice.userId,
        type: 'payment.succeeded',
        data: {
          paymentId: `p${i}`,
          amount: 100,
          currency: 'usd',
          credits: 10,
          description: 'Pack',
        },
        dedupKey: `restart:${driver}:${i}`,
      });
    }
    await expect.poll(() => hooks.accepted().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    await started.stopWebhooks();
    const beforeRestart = hooks.accepted().length;
    // The stop really landed mid-backlog, and nothing goes out while stopped.
    expect(beforeRestart).toBeLessThan(EVENTS);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(hooks.accepted().length).toBe(beforeRestart);

    started.restartWebhooks();
    await expect.poll(() => hooks.accepted().length, { timeout: 30_000 }).toBe(EVENTS);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = hooks.accepted().map((item) => item.id);
    expect(new Set(ids).size).toBe(EVENTS);
    expect(hooks.hits).toHaveLength(EVENTS);
    expect(hooks.accepted().map((item) => item.data.paymentId)).toEqual(
      Array.from({ length: EVENTS }, (_, i) => `p${i}`),
    );
  });
});
