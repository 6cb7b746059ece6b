import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import {
  checkWebhookAddress,
  RefusedAddressError,
  type CheckedAddress,
  type WebhookResolver,
} from './webhook-address';

/** Bytes of a receiver's answer kept in the delivery log. */
export const RESPONSE_EXCERPT_BYTES = 1024;

export interface SendOptions {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
  resolve?: WebhookResolver;
}

/** How one attempt went: `ok` only for a 2xx; `statusCode` null when no answer came. */
export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  /** The answer's first bytes, or why there was none. */
  excerpt: string;
}

/**
 * One POST of a delivery (ADR 0094): the host resolved and checked now (every attempt, not only at
 * registration), the connection made to that checked address (TLS still verifies the host's name),
 * no redirect followed (a 3xx is a failed attempt), the whole attempt bounded by `timeoutMs`, and
 * only RESPONSE_EXCERPT_BYTES of the answer read.
 */
export async function sendWebhook(options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(options.url);
  let address;
  try {
    address = await checkWebhookAddress(url, {
      allowPrivate: options.allowPrivate,
      ...(options.resolve ? { resolve: options.resolve } : {}),
    });
  } catch (error) {
    if (error instanceof RefusedAddressError) {
      return {
        ok: false,
        statusCode: null,
        latencyMs: elapsed(),
        excerpt: `Refused: ${error.message}`,
      };
    }
    throw error;
  }
  return post(url, address, options, elapsed);
}

/** The POST itself, to the checked address: bounded in time and in what is read of the answer. */
function post(
  url: URL,
  address: CheckedAddress,
  options: SendOptions,
  elapsed: () => number,
): Promise<SendResult> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const secure = url.protocol === 'https:';
  const request = secure ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: elapsed() });
    };
    const req = request({
      host: address.address,
      family: address.family,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      // TLS checks the certificate against the URL's host, not the address connected to.
      ...(secure && !isIP(hostname) ? { servername: hostname } : {}),
      headers: {
        ...options.headers,
        host: url.host,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(options.body)),
        'user-agent': 'Fanout-Webhooks/1',
      },
      agent: false,
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish({ ok: false, statusCode: null, excerpt: `No answer within ${options.timeoutMs} ms` });
    }, options.timeoutMs);
    req.on('error', (error) =>
      finish({ ok: false, statusCode: null, excerpt: `Request failed: ${error.message}` }),
    );
    req.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const text = Buffer.concat(chunks)
          .subarray(0, RESPONSE_EXCERPT_BYTES)
          .toString('utf8')
          // PostgreSQL's text refuses NUL; the log shows what the receiver said, not its bytes.
          .replaceAll('\u0000', '');
        const redirect =
          status >= 300 && status < 400
            ? `Redirect to ${response.headers.location ?? '(no location)'} not followed. `
            : '';
        finish({
          ok: status >= 200 && status < 300,
          statusCode: status,
          excerpt: `${redirect}${text}`,
        });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= RESPONSE_EXCERPT_BYTES) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    req.end(options.body);
  });
}
