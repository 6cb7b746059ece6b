/**
 * Benchmark: server memory during uploads, two runs over the real server process and a fresh test
 * database, sampling the server's RSS from /proc every 50 ms:
 *
 * - video: one 500 MB video (growth must stay under 100 MB, ADR 0009): a valid MP4 followed by a
 *   500 MB top-level `free` box (players and ffprobe skip it);
 * - bombs: 20 decompression-bomb PNGs in one request (ADR 0030: ~250 KB each, 16,000 × 16,000
 *   pixels decoded; refused within 1 s, growth under 50 MB).
 *
 * Prints the figures; exits 1 when a run is over budget.
 *
 *   pnpm bench:upload [video|bombs]   (both by default; needs PostgreSQL at TEST_DATABASE_URL)
 */
import { request } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeDecompressionBombPng, makeMediaFixtures } from '@fanout/core/testing';
import { startProductServer } from '../e2e/support/product-server';
import { benchSession } from './support/bench-session';

const FILE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 500);
const BUDGET_MB = 100;
const BOMBS = Number(process.env.BENCH_BOMB_COUNT ?? 20);
// The bombs' side in pixels; 10000 (100 MP, just at the default limit) measures what still passes.
const BOMB_SIDE = Number(process.env.BENCH_BOMB_SIDE ?? 16_000);
const BOMB_BUDGET_MB = 50;
const BOMB_BUDGET_SECONDS = 1;
const runs = process.argv[2] ? [process.argv[2]] : ['video', 'bombs'];
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

async function* bombsBody(boundary: string, bomb: Buffer, count: number) {
  for (let index = 1; index <= count; index += 1) {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="bomb-${index}.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    yield bomb;
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

/** Samples the server's RSS every 50 ms until stopped; returns the peak. */
function sampleRss(pid: number) {
  let peak = rssBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssBytes(pid));
  };
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

type Server = Awaited<ReturnType<typeof startProductServer>>;

async function videoRun(server: Server, cookie: string, mp4: Buffer): Promise<void> {
  await new Promise((r) => setTimeout(r, 500));
  const baseline = rssBytes(server.pid);
  const stop = sampleRss(server.pid);
  const started = performance.now();
  const result = await upload(
    server.baseUrl,
    cookie,
    multipartBody('bench', mp4, FILE_MB * MB),
    'bench',
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = stop();
  if (result.status !== 201) throw new Error(`upload failed: ${result.status} ${result.text}`);

  const growthMb = (peak - baseline) / MB;
  console.log('video run');
  console.log(
    `  upload size:        ${FILE_MB} MB (+ ${(mp4.length / 1024).toFixed(0)} KB of real MP4)`,
  );
  console.log(
    `  duration:           ${seconds.toFixed(1)} s (${(FILE_MB / seconds).toFixed(0)} MB/s)`,
  );
  console.log(`  server RSS before:  ${(baseline / MB).toFixed(1)} MB`);
  console.log(`  server RSS peak:    ${(peak / MB).toFixed(1)} MB`);
  console.log(
    `  server RSS growth:  ${growthMb.toFixed(1)} MB (budget ${BUDGET_MB} MB) ${growthMb < BUDGET_MB ? 'OK' : 'OVER BUDGET'}`,
  );
  if (growthMb >= BUDGET_MB) process.exitCode = 1;
}

async function bombsRun(server: Server, cookie: string): Promise<void> {
  const bomb = await makeDecompressionBombPng(BOMB_SIDE);
  await new Promise((r) => setTimeout(r, 500));
  const baseline = rssBytes(server.pid);
  const stop = sampleRss(server.pid);
  const started = performance.now();
  const result = await upload(server.baseUrl, cookie, bombsBody('bombs', bomb, BOMBS), 'bombs');
  const seconds = (performance.now() - started) / 1000;
  const peak = stop();

  const growthMb = (peak - baseline) / MB;
  const refused = result.status >= 400 && result.status < 500;
  const inTime = seconds < BOMB_BUDGET_SECONDS;
  console.log('decompression-bomb run');
  console.log(
    `  request:            ${BOMBS} PNGs of ${(bomb.length / 1024).toFixed(0)} KB, ${BOMB_SIDE.toLocaleString('en')} × ${BOMB_SIDE.toLocaleString('en')} px each`,
  );
  console.log(
    `  answer:             ${result.status} ${(JSON.parse(result.text || '{}') as { message?: string }).message ?? ''}`,
  );
  console.log(
    `  time to answer:     ${seconds.toFixed(2)} s (budget ${BOMB_BUDGET_SECONDS} s) ${refused && inTime ? 'OK' : refused ? 'OVER BUDGET' : 'NOT REFUSED'}`,
  );
  console.log(`  server RSS before:  ${(baseline / MB).toFixed(1)} MB`);
  console.log(`  server RSS peak:    ${(peak / MB).toFixed(1)} MB`);
  console.log(
    `  server RSS growth:  ${growthMb.toFixed(1)} MB (budget ${BOMB_BUDGET_MB} MB) ${growthMb < BOMB_BUDGET_MB ? 'OK' : 'OVER BUDGET'}`,
  );
  if (!refused || !inTime || growthMb >= BOMB_BUDGET_MB) process.exitCode = 1;
}

async function main(): Promise<void> {
  const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-bench-')));
  const mp4 = readFileSync(fixtures.videoMp4);
  const server = await startProductServer(
    { LOG_LEVEL: 'error', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanout-bench-data-')) },
    { requireWebBuild: false },
  );
  try {
    const cookie = await benchSession(server.baseUrl);

    // Warm-up: load sharp, ffprobe and the upload path once, so the baseline is steady state.
    const warm = await upload(server.baseUrl, cookie, multipartBody('warm', mp4, MB), 'warm');
    if (warm.status !== 201) throw new Error(`warm-up upload failed: ${warm.status} ${warm.text}`);
    const image = await upload(
      server.baseUrl,
      cookie,
      (async function* () {
        yield Buffer.from(
          '--warm\r\nContent-Disposition: form-data; name="files"; filename="warm.png"\r\n' +
            'Content-Type: image/png\r\n\r\n',
        );
        yield readFileSync(fixtures.imagePng);
        yield Buffer.from('\r\n--warm--\r\n');
      })(),
      'warm',
    );
    if (image.status !== 201)
      throw new Error(`warm-up image failed: ${image.status} ${image.text}`);

    for (const run of runs) {
      if (run === 'video') await videoRun(server, cookie, mp4);
      else if (run === 'bombs') await bombsRun(server, cookie);
      else throw new Error(`unknown run "${run}": video or bombs`);
    }
  } finally {
    await server.stop();
  }
}

await main();
