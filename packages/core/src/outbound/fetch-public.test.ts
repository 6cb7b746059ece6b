import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublic } from './fetch-public';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/hello') response.end('hello');
    else if (request.url === '/hop') response.writeHead(302, { location: '/hello' }).end();
    else if (request.url === '/loop') response.writeHead(302, { location: '/loop' }).end();
    else if (request.url === '/to-localhost') {
      response.writeHead(302, { location: `http://localhost:${port}/hello` }).end();
    }
    // '/slow' never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const read = async (url: string, allowPrivateAddresses: boolean, timeoutMs = 2_000) => {
  const response = await fetchPublic(url, { allowPrivateAddresses, timeoutMs });
  let text = '';
  for await (const chunk of response.body) text += String(chunk);
  return { status: response.status, text, url: response.url };
};

describe('fetchPublic', () => {
  it('refuses loopback by address and by name unless private addresses are allowed', async () => {
    await expect(read(`http://127.0.0.1:${port}/hello`, false)).rejects.toThrow(
      /is not at a public address/,
    );
    await expect(read(`http://localhost:${port}/hello`, false)).rejects.toThrow(
      /is not at a public address/,
    );
    await expect(read(`http://[::1]:${port}/hello`, false)).rejects.toThrow(
      /is not at a public address/,
    );
    expect(await read(`http://127.0.0.1:${port}/hello`, true)).toEqual({
      status: 200,
      text: 'hello',
      url: `http://127.0.0.1:${port}/hello`,
    });
  });

  it('follows a few redirects, each checked again', async () => {
    expect((await read(`http://127.0.0.1:${port}/hop`, true)).text).toBe('hello');
    expect((await read(`http://localhost:${port}/to-localhost`, true)).text).toBe('hello');
    await expect(read(`http://127.0.0.1:${port}/loop`, true)).rejects.toThrow(
      /redirects more than 3 times/,
    );
  });

  it('takes only http(s) URLs and ends at its deadline', async () => {
    await expect(read('file:///etc/passwd', true)).rejects.toThrow(/is not an http or https URL/);
    await expect(read('not a url', true)).rejects.toThrow(/is not a URL/);
    await expect(read(`http://127.0.0.1:${port}/slow`, true, 300)).rejects.toThrow(
      /did not answer in time/,
    );
  });
});
