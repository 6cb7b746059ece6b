/**
 * Benchmark: server memory while one 500 MB video is uploaded (issue 3: growth must stay under
 * 100 MB). Runs the real server process over a fresh test database, streams a valid MP4 followed
 * by a 500 MB top-level `free` box (players and ffprobe skip it), and samples the server's RSS
 * from /proc every 50 ms. Prints the figures; exits 1 when the growth is over budget.
 *
 *   pnpm bench:upload            (needs PostgreSQL at TEST_DATABASE_URL, like the tests)
 */
import { request } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeMediaFixtures } from '@fanout/core/testing';
import { startProductServer } from '../e2e/support/product-server';

const FILE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 500);
const BUDGET_MB = 100;
const CHUNK = 1024 * 1024;
const MB = 1024 * 1024;

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb) * 1024;
}

async function* multipartBody(boundary: string, mp4: Buffer, paddingBytes: number) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  yield mp4;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(paddingBytes + 8, 0);
  header.write('free', 4, 'latin1');
  yield header;
  const zeros = Buffer.alloc(CHUNK);
  for (let left = paddingBytes; left > 0; left -= CHUNK)
    yield left >= CHUNK ? zeros : zeros.subarray(0, left);
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

function upload(baseUrl: string, cookie: string, body: AsyncGenerator<Buffer>, boundary: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${baseUrl}/api/upload`, {
      method: 'POST',
      headers: {
        cookie,
        origin: baseUrl,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    void (async () => {
      for await (const chunk of body) {
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(reject);
  });
}

async function main(): Promise<void> {
  const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-bench-')));
  const mp4 = readFileSync(fixtures.videoMp4);
  const server = await startProductServer(
    { LOG_LEVEL: 'error', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanout-bench-data-')) },
    { requireWebBuild: false },
  );
  try {
    // Sign-up starts no session (ADR 0028); an unverified account may sign in, enough here.
    const credentials = JSON.stringify({
      email: 'bench@example.com',
      password: 'benchmark password',
    });
    const headers = { 'content-type': 'application/json', origin: server.baseUrl };
    await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers,
      body: credentials,
    });
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers,
      body: credentials,
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    // Warm-up: load sharp, ffprobe and the upload path once, so the baseline is steady state.
    const warm = await upload(server.baseUrl, cookie, multipartBody('warm', mp4, MB), 'warm');
    if (warm.status !== 201) throw new Error(`warm-up upload failed: ${warm.status} ${warm.text}`);
    await new Promise((r) => setTimeout(r, 500));
    const baseline = rssBytes(server.pid);

    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(server.pid));
    }, 50);
    const started = performance.now();
    const result = await upload(
      server.baseUrl,
      cookie,
      multipartBody('bench', mp4, FILE_MB * MB),
      'bench',
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(server.pid));
    if (result.status !== 201) throw new Error(`upload failed: ${result.status} ${result.text}`);

    const growthMb = (peak - baseline) / MB;
    console.log(
      `upload size:        ${FILE_MB} MB (+ ${(mp4.length / 1024).toFixed(0)} KB of real MP4)`,
    );
    console.log(
      `duration:           ${seconds.toFixed(1)} s (${(FILE_MB / seconds).toFixed(0)} MB/s)`,
    );
    console.log(`server RSS before:  ${(baseline / MB).toFixed(1)} MB`);
    console.log(`server RSS peak:    ${(peak / MB).toFixed(1)} MB`);
    console.log(
      `server RSS growth:  ${growthMb.toFixed(1)} MB (budget ${BUDGET_MB} MB) ${growthMb < BUDGET_MB ? 'OK' : 'OVER BUDGET'}`,
    );
    if (growthMb >= BUDGET_MB) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
