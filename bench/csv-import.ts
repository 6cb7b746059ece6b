/**
 * Benchmark (ADR 0095): a 1,000-row posts CSV through `POST /api/posts/import` on the real server
 * process over a fresh test database. Rows alternate drafts and scheduled posts on two Bluesky
 * accounts, a third with a Bluesky variant, a tenth with one of 20 image URLs served by a local
 * server (each URL fetched once however many rows list it). Prints the dry run's and the import's
 * times and how many images the media server sent; the integration test
 * (apps/server/test/posts-csv.int.test.ts) checks what the import creates.
 *
 *   pnpm bench:csv-import      (BENCH_ROWS to change the size, BENCH_MEDIA_DELAY_MS to slow the
 *                               media server down as a distant host would)
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { makeMediaFixtures } from '@fanout/core/testing';
import { users } from '@fanout/db/schema';
import { startProductServer } from '../e2e/support/product-server';
import { benchSession } from './support/bench-session';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const MEDIA_DELAY_MS = Number(process.env.BENCH_MEDIA_DELAY_MS ?? 0);
const IMAGES = 20;

/** The file: drafts and scheduled posts, a variant on a third, an image on a tenth. */
function benchCsv(handles: readonly string[], mediaUrl: string): string {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const lines = ['text,accounts,date,time,media_urls,text_bluesky'];
  for (let index = 0; index < ROWS; index += 1) {
    const scheduled = index % 2 === 0;
    lines.push(
      [
        `Benchmark post ${index} with a little text as a real one would have`,
        index % 5 === 0 ? `bluesky:${handles[0]}|bluesky:${handles[1]}` : `bluesky:${handles[0]}`,
        scheduled ? day(1 + (index % 30)) : '',
        scheduled ? '09:00' : '',
        index % 10 === 0 ? `${mediaUrl}/image-${(index / 10) % IMAGES}.png` : '',
        index % 3 === 0 ? `Bluesky's own ${index}` : '',
      ].join(','),
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-bench-csv-')));
  const png = readFileSync(fixtures.imagePng);
  let served = 0;
  const media = createServer((_request, response) => {
    served += 1;
    setTimeout(
      () => response.writeHead(200, { 'content-type': 'image/png' }).end(png),
      MEDIA_DELAY_MS,
    );
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  const mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;

  const server = await startProductServer(
    { OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true', LOG_LEVEL: 'warn' },
    { requireWebBuild: false },
  );
  try {
    const cookie = await benchSession(server.baseUrl);
    // Enough credits for every scheduled row (an unverified sign-up is granted none).
    await server.database.db.update(users).set({ credits: 1_000_000 });
    const headers = { cookie, origin: server.baseUrl, 'content-type': 'application/json' };
    const newGroup = async (name: string) =>
      (await (
        await fetch(`${server.baseUrl}/api/account-groups`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name }),
        })
      ).json()) as { id: string };
    const handles: string[] = [];
    // One Bluesky account per group.
    for (const name of ['benchone', 'benchtwo']) {
      const group = await newGroup(name);
      const handle = `${name}${Math.floor(Math.random() * 1e6)}.bsky.social`;
      const answer = await fetch(`${server.baseUrl}/api/social-accounts/bluesky`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ groupId: group.id, handle, appPassword: 'abcd-efgh-ijkl-mnop' }),
      });
      if (!answer.ok)
        throw new Error(`connecting Bluesky answered ${answer.status}: ${await answer.text()}`);
      handles.push(handle);
    }

    const csv = benchCsv(handles, mediaUrl);
    const send = async (dryRun: boolean) => {
      const started = performance.now();
      const answer = await fetch(
        `${server.baseUrl}/api/posts/import${dryRun ? '?dryRun=true' : ''}`,
        { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: csv },
      );
      const body = (await answer.json()) as { created: number; problems: unknown[] };
      const seconds = (performance.now() - started) / 1000;
      if (!answer.ok || (body.problems ?? []).length > 0) {
        throw new Error(`import answered ${answer.status}: ${JSON.stringify(body).slice(0, 500)}`);
      }
      return { seconds, created: body.created };
    };
    const dry = await send(true);
    const servedByDryRun = served;
    const real = await send(false);
    console.log(`CSV import of ${ROWS} rows (${csv.length} bytes, ${IMAGES} image URLs):`);
    console.log(`  dry run   ${dry.seconds.toFixed(2)} s (images fetched: ${servedByDryRun})`);
    console.log(
      `  import    ${real.seconds.toFixed(2)} s, ${real.created} posts created (images fetched: ${served - servedByDryRun})`,
    );
  } finally {
    await server.stop();
    media.close();
  }
}

await main();
