import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '@fanout/core/testing';
import {
  contentItems,
  postAttachments,
  posts,
  postTargets,
  postVariants,
  users,
} from '@fanout/db/schema';
import {
  CSV_IMPORT_MAX_BYTES,
  INSUFFICIENT_CREDITS,
  PLEASE_ENTER_CONTENT,
  SCHEDULED_TIME_MUST_BE_FUTURE,
  contentExceedsLimit,
  type PostCsvImportResult,
  type SocialAccount,
} from '@fanout/shared';
import { signedUpClient, type HttpClient } from './http-client';
import { connectAccount, newCreator } from './publishing-harness';
import { siteOriginOf } from './site-origins';
import { startTestServer, type TestServer } from './test-server';

/** ADR 0095: the posts CSV, imported all or nothing with the composer's messages, and exported. */
let server: TestServer;
let media: Server;
let mediaUrl: string;
const mediaHits = new Map<string, number>();
let alice: Awaited<ReturnType<typeof newCreator>>;
let x: SocialAccount;
let linkedin: SocialAccount;
let bluesky: SocialAccount;

beforeAll(async () => {
  server = await startTestServer({
    // The test's media server listens on loopback.
    OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true',
    SIGNUP_CREDIT_GRANT: '100000',
  });
  const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-csv-')));
  const png = readFileSync(fixtures.imagePng);
  const jpeg = readFileSync(fixtures.imageJpeg);
  media = createServer((request, response) => {
    const name = request.url ?? '';
    mediaHits.set(name, (mediaHits.get(name) ?? 0) + 1);
    if (name.startsWith('/photo.png')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else if (name.startsWith('/beach.jpg')) {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    } else {
      response.writeHead(404).end('not here');
    }
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  alice = await newCreator(server);
  x = await connectAccount(alice.client, alice.group, 'twitter');
  linkedin = await connectAccount(alice.client, alice.group, 'linkedin');
  bluesky = await connectAccount(alice.client, alice.group, 'bluesky');
  await server.database.db
    .update(users)
    .set({ timeZone: 'Europe/Berlin' })
    .where(eq(users.id, alice.userId));
});
afterAll(async () => {
  await new Promise((resolve) => media.close(resolve));
  await server.close();
});

const name = (account: SocialAccount, network: string) =>
  `${network}:${account.platformUsername.replace(/^@/, '')}`;

async function postCsv(
  client: HttpClient,
  csv: string | Buffer,
  { dryRun = false, contentType = 'text/csv' } = {},
) {
  const response = await fetch(
    `${server.baseUrl}/api/posts/import${dryRun ? '?dryRun=true' : ''}`,
    {
      method: 'POST',
      headers: {
        cookie: client.cookieHeader,
        origin: siteOriginOf(server.baseUrl),
        'content-type': contentType,
      },
      body: csv,
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as PostCsvImportResult & { message?: string },
  };
}

async function postCount(userId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(posts)
    .where(eq(posts.ownerId, userId));
  return row?.n ?? 0;
}

async function contentCount(userId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(contentItems)
    .where(eq(contentItems.ownerId, userId));
  return row?.n ?? 0;
}

/** A day well ahead, as YYYY-MM-DD. */
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const unique = () => Math.random().toString(36).slice(2);

describe('CSV import', () => {
  it('a dry run lists every row’s problems in the composer’s words and creates nothing', async () => {
    const before = await postCount(alice.userId);
    const csv = [
      'text,accounts,date,time,media_urls,text_x',
      `Fine ${unique()},${name(x, 'x')},${ahead(3)},09:30,,`,
      `"${'Too long for X. '.repeat(20)}",${name(x, 'x')},,,,`,
      `Old news,${name(linkedin, 'linkedin')},2020-01-01,10:00,,`,
      `,${name(linkedin, 'linkedin')},,,,`,
      `Someone else,x:nobody-${unique()},,,,`,
      `A photo,${name(linkedin, 'linkedin')},,,${mediaUrl}/missing.png,`,
      `Short on X,${name(linkedin, 'linkedin')},,,,for X`,
    ].join('\r\n');
    const answer = await postCsv(alice.client, csv, { dryRun: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const problemsOf = (line: number) =>
      answer.body.rows.find((row) => row.line === line)?.problems ?? [];
    expect(problemsOf(2)).toEqual([]);
    expect(problemsOf(3)).toEqual([contentExceedsLimit(280)]);
    expect(problemsOf(4)).toEqual([SCHEDULED_TIME_MUST_BE_FUTURE]);
    expect(problemsOf(5)).toEqual([PLEASE_ENTER_CONTENT]);
    expect(problemsOf(6)[0]).toMatch(
      /^Unknown account "x:nobody-.*": it is not one of your connected accounts$/,
    );
    expect(problemsOf(7)).toEqual([`${mediaUrl}/missing.png answered HTTP 404, not the file`]);
    expect(problemsOf(8)).toEqual(['text_x is given but the row names no X account']);
    expect(answer.body.problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(answer.body.created).toBe(0);
    // The first row's time is 09:30 in the user's zone (Europe/Berlin).
    const first = answer.body.rows[0]?.scheduledAt ?? '';
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(first)),
    ).toBe('09:30');
    expect(await postCount(alice.userId)).toBe(before);
  });

  it('a file with one bad row creates nothing, not even its media, and lists the problem', async () => {
    const [postsBefore, mediaBefore] = [
      await postCount(alice.userId),
      await contentCount(alice.userId),
    ];
    const rows = Array.from(
      { length: 20 },
      (_, index) =>
        `Row ${index} ${unique()},${name(x, 'x')},${ahead(2)},12:00,${mediaUrl}/photo.png?bad=${index},`,
    );
    rows.push(`Past ${unique()},${name(x, 'x')},2021-06-01,12:00,,`);
    const answer = await postCsv(
      alice.client,
      ['text,accounts,date,time,media_urls,text_x', ...rows].join('\n'),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The file has 1 problem; no post was created');
    expect(answer.body.problems).toEqual([
      { line: 22, column: null, message: SCHEDULED_TIME_MUST_BE_FUTURE },
    ]);
    expect(await postCount(alice.userId)).toBe(postsBefore);
    expect(await contentCount(alice.userId)).toBe(mediaBefore);
  });

  it('1,000 rows import in one step: drafts and scheduled posts, variants, media fetched once per URL', async () => {
    const before = await postCount(alice.userId);
    mediaHits.clear();
    const tag = unique();
    const lines = ['text,accounts,date,time,media_urls,text_x,text_bluesky'];
    for (let index = 0; index < 1000; index += 1) {
      const scheduled = index % 2 === 0;
      lines.push(
        [
          `Bulk ${tag} #${index}`,
          index % 3 === 0
            ? `${name(x, 'x')}|${name(bluesky, 'bluesky')}`
            : name(linkedin, 'linkedin'),
          scheduled ? ahead(1 + (index % 20)) : '',
          scheduled ? '08:15' : '',
          index % 10 === 0 ? `${mediaUrl}/photo.png?n=${(index / 10) % 4}` : '',
          index % 3 === 0 ? `X only ${index}` : '',
          '',
        ].join(','),
      );
    }
    const answer = await postCsv(alice.client, lines.join('\n'));
    expect(answer.status, JSON.stringify(answer.body.problems?.slice(0, 3))).toBe(200);
    expect(answer.body.created).toBe(1000);
    expect(await postCount(alice.userId)).toBe(before + 1000);
    // Four distinct URLs, each downloaded once however many rows list it.
    expect([...mediaHits.values()]).toEqual([1, 1, 1, 1]);

    const ids = answer.body.postIds;
    const targets = await server.database.db
      .select({
        postId: postTargets.postId,
        state: postTargets.state,
        platform: postTargets.platform,
      })
      .from(postTargets)
      .where(inArray(postTargets.postId, ids));
    const expectedTargets = Array.from({ length: 1000 }, (_, i) => (i % 3 === 0 ? 2 : 1)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(targets).toHaveLength(expectedTargets);
    expect(targets.filter((t) => t.state === 'scheduled')).toHaveLength(
      Array.from({ length: 1000 }, (_, i): number =>
        i % 2 === 0 ? (i % 3 === 0 ? 2 : 1) : 0,
      ).reduce((a, b) => a + b, 0),
    );
    const variants = await server.database.db
      .select({ text: postVariants.textContent })
      .from(postVariants)
      .where(inArray(postVariants.postId, ids));
    expect(variants).toHaveLength(334);
    expect(variants.every((v) => v.text?.startsWith('X only '))).toBe(true);
    const attachments = await server.database.db
      .select({ contentId: postAttachments.contentId })
      .from(postAttachments)
      .where(inArray(postAttachments.postId, ids));
    expect(attachments).toHaveLength(100);
    expect(new Set(attachments.map((a) => a.contentId)).size).toBe(4);
    const [first] = await server.database.db
      .select({ text: posts.textContent, timeZone: posts.timeZone })
      .from(posts)
      .where(eq(posts.id, ids[0] ?? ''));
    expect(first).toEqual({ text: `Bulk ${tag} #0`, timeZone: 'Europe/Berlin' });
  });

  it('takes the full 10,000 rows (statements in slices) and refuses one more', async () => {
    const frank = await signedUpClient(server.baseUrl);
    const rows = Array.from({ length: 10_000 }, (_, index) => `Idea ${index}`);
    const full = await postCsv(frank.client, ['text', ...rows].join('\n'));
    expect(full.status, JSON.stringify(full.body.problems?.slice(0, 2))).toBe(200);
    expect(full.body.created).toBe(10_000);
    expect(await postCount(frank.userId)).toBe(10_000);
    const over = await postCsv(frank.client, ['text', ...rows, 'One more'].join('\n'));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("The CSV file has more than 10,000 rows, the import's limit");
    expect(await postCount(frank.userId)).toBe(10_000);
  }, 120_000);

  it('another user’s accounts are unknown accounts and never used', async () => {
    const bob = await signedUpClient(server.baseUrl);
    const csv = `text,accounts\nHello,${name(bluesky, 'bluesky')}\nHi,${bluesky.platformUsername}\n`;
    const answer = await postCsv(bob.client, csv);
    expect(answer.status).toBe(400);
    expect(answer.body.problems.map((p) => p.message)).toEqual([
      `Unknown account "${name(bluesky, 'bluesky')}": it is not one of your connected accounts`,
      `Unknown account "${bluesky.platformUsername}": it is not one of your connected accounts`,
    ]);
    expect(await postCount(bob.userId)).toBe(0);
    const [targets] = await server.database.db
      .select({ n: count() })
      .from(postTargets)
      .where(and(eq(postTargets.socialAccountId, bluesky.id), eq(postTargets.ownerId, bob.userId)));
    expect(targets?.n).toBe(0);
  });

  it('scheduled rows beyond the available credits get the composer’s credits message', async () => {
    const carol = await newCreator(server);
    const carolX = await connectAccount(carol.client, carol.group, 'twitter');
    await server.database.db.update(users).set({ credits: 6 }).where(eq(users.id, carol.userId));
    const rows = [1, 2, 3].map((n) => `Post ${n},${name(carolX, 'x')},${ahead(2)},10:00`);
    const answer = await postCsv(carol.client, ['text,accounts,date,time', ...rows].join('\n'), {
      dryRun: true,
    });
    expect(answer.body.rows.map((row) => row.problems)).toEqual([[], [], [INSUFFICIENT_CREDITS]]);
  });

  it('refuses what is not a posts CSV with a 400 naming the problem', async () => {
    const cases: Array<[string | Buffer, string, RegExp]> = [
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]), 'text/csv', /not a CSV text file/],
      ['{"text":"hi"}', 'application/json', /sent with Content-Type: text\/csv/],
      ['Hello,world\nAgain,there', 'text/csv', /header naming the columns.*no "text" column/],
      ['text,acounts\nHi,x:me', 'text/csv', /Unknown column "acounts"/],
      ['text,accounts\n"unclosed,x:me\n', 'text/csv', /not a valid CSV/],
      ['text\n', 'text/csv', /no posts/],
      ['', 'text/csv', /empty|not a valid/],
      [`text\n${'a'.repeat(CSV_IMPORT_MAX_BYTES)}\n`, 'text/csv', /larger than 5 MB/],
    ];
    for (const [body, contentType, message] of cases) {
      const answer = await postCsv(alice.client, body, { contentType });
      expect(answer.status, `${contentType} ${String(body).slice(0, 30)}`).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const unknownParameter = await fetch(`${server.baseUrl}/api/posts/import?dry=1`, {
      method: 'POST',
      headers: {
        cookie: alice.client.cookieHeader,
        origin: siteOriginOf(server.baseUrl),
        'content-type': 'text/csv',
      },
      body: 'text\nHi',
    });
    expect(unknownParameter.status).toBe(400);
  });

  it('refuses media at a private address unless the operator allows it', async () => {
    const strict = await startTestServer();
    try {
      const zoe = await signedUpClient(strict.baseUrl);
      const answer = await fetch(`${strict.baseUrl}/api/posts/import?dryRun=true`, {
        method: 'POST',
        headers: {
          cookie: zoe.client.cookieHeader,
          origin: siteOriginOf(strict.baseUrl),
          'content-type': 'text/csv',
        },
        body: `text,media_urls\nA photo,${mediaUrl}/photo.png\n`,
      });
      const body = (await answer.json()) as PostCsvImportResult;
      expect(body.rows[0]?.problems).toEqual([
        `${mediaUrl}/photo.png is not at a public address: only public internet addresses can be fetched`,
      ]);
    } finally {
      await strict.close();
    }
  });

  it('needs a session', async () => {
    const answer = await fetch(`${server.baseUrl}/api/posts/import`, {
      method: 'POST',
      headers: { origin: siteOriginOf(server.baseUrl), 'content-type': 'text/csv' },
      body: 'text\nHi',
    });
    expect(answer.status).toBe(401);
    expect((await fetch(`${server.baseUrl}/api/posts/export`)).status).toBe(401);
  });
});

describe('CSV export', () => {
  it('export → import reproduces the posts: text, accounts, schedule, variants, media', async () => {
    const dana = await newCreator(server);
    const danaX = await connectAccount(dana.client, dana.group, 'twitter');
    const danaLinkedIn = await connectAccount(dana.client, dana.group, 'linkedin');
    await server.database.db
      .update(users)
      .set({ timeZone: 'America/New_York' })
      .where(eq(users.id, dana.userId));
    const csv = [
      'text,accounts,date,time,media_urls,text_x,first_comment',
      `"=SUM(A1) is not a formula, ""quoted"", and a line\nbreak",${name(danaX, 'x')}|${name(danaLinkedIn, 'linkedin')},${ahead(5)},18:45,${mediaUrl}/beach.jpg,-short for X,First! More below`,
      `A draft,${name(danaLinkedIn, 'linkedin')},,,${mediaUrl}/photo.png|${mediaUrl}/beach.jpg,,`,
    ].join('\n');
    const imported = await postCsv(dana.client, csv);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);

    const exported = await fetch(`${server.baseUrl}/api/posts/export`, {
      headers: { cookie: dana.client.cookieHeader },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await exported.text();
    // Formula-looking cells are guarded for spreadsheets.
    expect(text).toContain(`"'=SUM(A1)`);
    expect(text).toContain(`'-short for X`);

    const again = await postCsv(dana.client, text);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.created).toBe(2);
    const describe = async (ids: string[]) => {
      const rows = [];
      for (const id of ids) {
        const detail = (await dana.client.get(`/api/posts/${id}`)).body as {
          textContent: string;
          scheduledAt: string | null;
          status: string;
          attachments: string[];
          platforms: Array<{ socialAccountId: string; state: string }>;
          variants: Record<
            string,
            { textContent: string | null; firstComment: { textContent: string } | null }
          >;
        };
        rows.push({
          text: detail.textContent,
          scheduledAt: detail.status === 'draft' ? null : detail.scheduledAt,
          media: detail.attachments,
          accounts: detail.platforms.map((t) => `${t.socialAccountId}:${t.state}`).sort(),
          variants: Object.fromEntries(
            Object.entries(detail.variants).map(([id, v]) => [
              id,
              [v.textContent, v.firstComment?.textContent ?? null],
            ]),
          ),
        });
      }
      return rows.sort((a, b) => a.text.localeCompare(b.text));
    };
    const original = await describe(imported.body.postIds);
    expect(original[0]?.text).toBe('=SUM(A1) is not a formula, "quoted", and a line\nbreak');
    // X takes the row's own text; LinkedIn, a network with first comments, the comment.
    expect(original[0]?.variants).toEqual({
      [danaX.id]: ['-short for X', null],
      [danaLinkedIn.id]: [null, 'First! More below'],
    });
    expect(await describe(again.body.postIds)).toEqual(original);
  });

  it('filters by status, and another user’s posts never appear', async () => {
    const erin = await newCreator(server);
    const erinX = await connectAccount(erin.client, erin.group, 'twitter');
    const tag = unique();
    const csv = `text,accounts,date,time\nDraft ${tag},${name(erinX, 'x')},,\nLater ${tag},${name(erinX, 'x')},${ahead(4)},07:00\n`;
    expect((await postCsv(erin.client, csv)).status).toBe(200);
    const read = async (client: HttpClient, query = '') =>
      (
        await fetch(`${server.baseUrl}/api/posts/export${query}`, {
          headers: { cookie: client.cookieHeader },
        })
      ).text();
    const drafts = await read(erin.client, '?status=drafts');
    expect(drafts).toContain(`Draft ${tag}`);
    expect(drafts).not.toContain(`Later ${tag}`);
    const scheduled = await read(erin.client, '?status=scheduled');
    expect(scheduled).toContain(`Later ${tag}`);
    expect(scheduled).not.toContain(`Draft ${tag}`);
    expect(await read(alice.client)).not.toContain(tag);
    const bad = await fetch(`${server.baseUrl}/api/posts/export?status=soon`, {
      headers: { cookie: erin.client.cookieHeader },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/status must be one of/);
  });
});
