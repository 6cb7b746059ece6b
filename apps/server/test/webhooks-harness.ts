import { expect } from 'vitest';
import { registerWebhookJobs, startWebhookSweep } from '@fanout/core/webhooks';
import { createLogger, createWebhookJobRegistryFor } from '@fanout/runtime';
import type { WebhookEndpointWithSecret } from '@fanout/shared';
import type { HttpClient } from './http-client';
import { startPublishingServer, type PublishingServer } from './publishing-harness';

export interface WebhookServer extends PublishingServer {
  /** Stops the deliveries (queue and sweep), as a process that stops does. */
  stopWebhooks: () => Promise<void>;
  /**
   * Runs them again as a restarted process would: a new registry (the in-process driver's memory
   * is gone; BullMQ's jobs wait in Redis), the job registered, the sweep started.
   */
  restartWebhooks: () => void;
}

/**
 * A publishing test server that also delivers webhooks: their job registered on the webhooks queue,
 * the queue running and the outbox sweep on a short interval. Private addresses are allowed (the
 * receiver runs on 127.0.0.1) unless `env` says otherwise.
 */
export async function startWebhookServer(env: Record<string, string> = {}): Promise<WebhookServer> {
  const server = await startPublishingServer({
    WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
    WEBHOOKS_SWEEP_SECONDS: '0.2',
    ...env,
  });
  let stopSweep: (() => Promise<void>) | null = null;
  const startWebhooks = () => {
    registerWebhookJobs(server.core);
    server.core.webhookJobs.start();
    stopSweep = startWebhookSweep(server.core);
  };
  const restartWebhooks = () => {
    server.core.webhookJobs = createWebhookJobRegistryFor(
      server.config,
      createLogger({ level: 'silent' }),
    );
    startWebhooks();
  };
  const stopWebhooks = async () => {
    await stopSweep?.();
    stopSweep = null;
    await server.core.webhookJobs.stop();
  };
  startWebhooks();
  return {
    ...server,
    stopWebhooks,
    restartWebhooks,
    close: async () => {
      await stopWebhooks();
      await server.close();
    },
  };
}

/** Registers an endpoint through the REST API; its answer (with the secret). */
export async function addEndpoint(
  client: HttpClient,
  url: string,
  events: readonly string[],
): Promise<WebhookEndpointWithSecret> {
  const response = await client.post('/api/webhook-endpoints', { url, events });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as WebhookEndpointWithSecret;
}
