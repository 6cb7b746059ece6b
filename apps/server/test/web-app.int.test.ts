import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_APP_PATHS } from '@fanout/shared';
import { startTestServer, type TestServer } from './test-server';

const SCRIPT = `console.log(${JSON.stringify('Fanout '.repeat(2000))});`;
const SHELL = '<!doctype html><title>Fanout built shell</title>';

const PRERENDERED = ['landing', 'terms', 'privacy-policy', 'user-data-deletion', 'not-found'];
const prerenderedPage = (name: string) => `<!doctype html><title>Prerendered ${name}</title>`;

/**
 * A built web app as Vite and its compression plugin leave it: hashed assets with .br and .gz, and
 * with `prerendered` the public pages the build renders (ADR 0075).
 */
function builtWebDist({ prerendered = false } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanout-web-built-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'prerendered'));
  const files: Record<string, string> = { 'index.html': SHELL, 'assets/index-Bx12ab.js': SCRIPT };
  if (prerendered) {
    for (const name of PRERENDERED) files[`prerendered/${name}.html`] = prerenderedPage(name);
  }
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { webDistDir: builtWebDist() });
});
afterAll(async () => server.close());

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built web app (ADR 0029)', () => {
  it('answers 200 for every page of the app and 404 for any other path, with the app either way', async () => {
    for (const page of [...WEB_APP_PATHS, '/accounts/', '/reset-password?token=abc']) {
      const answer = await get(page);
      expect(answer.statusCode, page).toBe(200);
      expect(answer.body).toContain('Fanout built shell');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    for (const unknown of ['/no/such/page', '/admin/nothing', '/createx', '/sign-in/extra']) {
      const answer = await get(unknown);
      expect(answer.statusCode, unknown).toBe(404);
      expect(answer.body).toContain('Fanout built shell');
    }
  });

  it('sends hashed assets brotli- or gzip-compressed as accepted, cached for a year', async () => {
    const brotli = await get('/assets/index-Bx12ab.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await get('/assets/index-Bx12ab.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Bx12ab.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the app shell too, and serves files that have no compressed copy as they are', async () => {
    const shell = await get('/scheduled', 'br');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(shell.rawPayload).toString()).toBe(SHELL);
    const missing = await get('/nowhere', 'br');
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString()).toBe(SHELL);

    const icon = await get('/favicon.svg', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});

describe('the prerendered public pages (ADR 0075)', () => {
  let built: TestServer;
  beforeAll(async () => {
    built = await startTestServer({}, { webDistDir: builtWebDist({ prerendered: true }) });
  });
  afterAll(async () => built.close());
  const page = (url: string, headers: Record<string, string> = {}) =>
    built.app.inject({ method: 'GET', url, headers });

  it('sends each public page as rendered at build, with the status the app had', async () => {
    const expected = {
      '/': 'landing',
      '/terms': 'terms',
      '/terms/': 'terms',
      '/privacy-policy?from=footer': 'privacy-policy',
      '/user-data-deletion': 'user-data-deletion',
    };
    for (const [url, name] of Object.entries(expected)) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(prerenderedPage(name));
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
    for (const unknown of ['/no/such/page', '/createx']) {
      const answer = await page(unknown);
      expect(answer.statusCode, unknown).toBe(404);
      expect(answer.body, unknown).toBe(prerenderedPage('not-found'));
    }
    const compressed = await page('/terms', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(prerenderedPage('terms'));
  });

  it("gives '/' to the app when a session cookie comes (the dashboard), and other pages to the app", async () => {
    const signedIn = await page('/', { cookie: 'fanout_session=some-token' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('Fanout built shell');
    const terms = await page('/terms', { cookie: 'fanout_session=some-token' });
    expect(terms.body).toBe(prerenderedPage('terms'));
    for (const url of ['/sign-in', '/scheduled', '/user-data-deletion/confirm?token=x']) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('Fanout built shell');
    }
    const api = await page('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });
});

describe('request logs of the web app', () => {
  it('leaves successful asset and health answers out of the info log, and keeps page loads', async () => {
    const stream = new PassThrough();
    let log = '';
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const logged = await startTestServer(
      { LOG_LEVEL: 'info' },
      { webDistDir: builtWebDist(), logStream: stream },
    );
    try {
      await logged.app.inject({ method: 'GET', url: '/assets/index-Bx12ab.js' });
      await logged.app.inject({ method: 'GET', url: '/healthz' });
      expect(log).not.toMatch(/index-Bx12ab|healthz/);
      await logged.app.inject({ method: 'GET', url: '/no/such/page' });
      expect(log).toMatch(/no\/such\/page/);
    } finally {
      await logged.close();
    }
  });
});
