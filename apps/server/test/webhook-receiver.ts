import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One delivery as the receiver got it, and whether each secret it holds verified it. */
export interface ReceivedWebhook {
  id: string;
  type: string;
  data: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  body: string;
  /** Per secret given to `verifyWith`, in order: whether `Webhook.verify` accepted the delivery. */
  verified: boolean[];
}

/**
 * A receiver as an integrator writes one: it verifies each delivery with the `standardwebhooks`
 * package against the secrets it holds, answers 204 when one accepts and 400 otherwise. `mode`
 * makes it misbehave: `down` answers 503, `redirect` answers 302 elsewhere, `slow` waits first.
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Every request's `webhook-id`, in arrival order, whatever was answered (down included). */
  hits: string[];
  /** Only verified deliveries (a 2xx answered). */
  accepted: () => ReceivedWebhook[];
  verifyWith: (...secrets: string[]) => void;
  mode: { down: boolean; redirect: boolean; delayMs: number };
  close: () => Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let secrets: string[] = [];
  const received: ReceivedWebhook[] = [];
  const hits: string[] = [];
  const mode = { down: false, redirect: false, delayMs: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      hits.push(String(request.headers['webhook-id'] ?? ''));
      void (async () => {
        if (mode.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
        if (mode.down) {
          response.writeHead(503).end('down for maintenance');
          return;
        }
        if (mode.redirect) {
          response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
          return;
        }
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = {
          'webhook-id': String(request.headers['webhook-id'] ?? ''),
          'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
          'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
        };
        const verified = secrets.map((secret) => {
          try {
            new Webhook(secret).verify(body, headers);
            return true;
          } catch {
            return false;
          }
        });
        const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
        received.push({
          id: headers['webhook-id'],
          type: parsed.type,
          data: parsed.data,
          headers: request.headers,
          body,
          verified,
        });
        response.writeHead(verified.some(Boolean) ? 204 : 400).end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    hits,
    accepted: () => received.filter((item) => item.verified.some(Boolean)),
    verifyWith: (...list) => {
      secrets = list;
    },
    mode,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
