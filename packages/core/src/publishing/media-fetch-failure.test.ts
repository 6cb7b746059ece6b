import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError, type PublishMediaFile } from '@fanout/platforms';
import { clockTime, mediaFetchFailure } from './media-fetch-failure';

// Our media route as a pulling platform sees it: a JPEG, an expired link, an HTML error page.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/media/photo') {
      response.writeHead(206, { 'content-type': 'image/jpeg' }).end('x');
    } else if (request.url === '/media/html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>oops</p>');
    } else {
      response.writeHead(403, { 'content-type': 'application/json' }).end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const logger = { warn: () => undefined } as unknown as Parameters<
  typeof mediaFetchFailure
>[0]['logger'];

function file(publicUrl: string, fileName = 'beach.jpg'): PublishMediaFile {
  return { kind: 'image', mimeType: 'image/jpeg', fileName, publicUrl } as PublishMediaFile;
}

function refusal(): PlatformError {
  const error = new PlatformError(
    'instagram',
    'invalid_content',
    "Instagram refused the media container: Media download has failed. The media URI doesn't meet our requirements.",
    400,
  );
  error.mediaFetch = true;
  return error;
}

describe('a pulling platform could not download our media', () => {
  it('our URL serves the file a second time: the file is the problem, named, and the target ends', async () => {
    const { failure, retryMessage, firstServedRefusal } = await mediaFetchFailure(
      { logger },
      refusal(),
      'Instagram',
      [file(`${base}/media/photo`)],
      { refusedWhileServedBefore: true },
    );
    expect(failure.errorClass).toBe('invalid_content');
    expect(failure.message).toBe(
      "Instagram could not use the media (beach.jpg) although our server delivered it: Instagram refused the media container: Media download has failed. The media URI doesn't meet our requirements.",
    );
    expect(retryMessage).toBeUndefined();
    expect(firstServedRefusal).toBeUndefined();
  });

  it('our URL serves the file the first time: tried once more (our server may just have come back)', async () => {
    const { failure, retryMessage, firstServedRefusal } = await mediaFetchFailure(
      { logger },
      refusal(),
      'Instagram',
      [file(`${base}/media/photo`)],
    );
    expect(failure.errorClass).toBe('transient');
    expect(firstServedRefusal).toBe(true);
    expect(retryMessage?.(new Date('2026-11-24T14:05:09.000Z'))).toBe(
      'Instagram could not fetch the media (beach.jpg), which our server delivers now; it will be tried once more at 14:05:09 UTC.',
    );
    // On the owner's clock (ADR 0056).
    expect(retryMessage?.(new Date('2026-11-24T14:05:09.000Z'), 'Europe/Berlin')).toMatch(
      /it will be tried once more at 15:05:09 GMT\+1\.$/,
    );
  });

  it.each([
    ['does not answer', () => 'http://127.0.0.1:1/media/photo'],
    ['answers 403', () => `${base}/media/expired`],
    ['answers a page, not an image', () => `${base}/media/html`],
  ])('our URL %s: our side, retried, and the message never blames the media', async (_, url) => {
    const { failure, retryMessage } = await mediaFetchFailure({ logger }, refusal(), 'Instagram', [
      file(`${base}/media/photo`),
      file(url(), 'second.jpg'),
    ]);
    expect(failure.errorClass).toBe('transient');
    expect(retryMessage?.(new Date('2026-11-24T14:05:09.000Z'))).toBe(
      'Our media server was not reachable when Instagram fetched the file; it will be retried at 14:05:09 UTC.',
    );
    expect(failure.message).toBe(
      'Our media server was not reachable when Instagram fetched the file, on every try; post it again once the server is up.',
    );
  });
});

describe('clockTime', () => {
  it('names the time on the owner’s clock with the zone’s short name, across a DST change', () => {
    expect(clockTime(new Date('2026-11-24T14:05:09Z'))).toBe('14:05:09 UTC');
    expect(clockTime(new Date('2026-11-24T14:05:09Z'), 'Europe/Berlin')).toBe('15:05:09 GMT+1');
    expect(clockTime(new Date('2026-07-24T14:05:09Z'), 'Europe/Berlin')).toBe('16:05:09 GMT+2');
    expect(clockTime(new Date('2026-11-24T14:05:09Z'), 'America/New_York')).toBe('09:05:09 EST');
  });
});
