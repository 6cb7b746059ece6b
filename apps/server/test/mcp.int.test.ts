import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '@fanout/core/testing';
import { auditEvents } from '@fanout/db/schema';
import {
  API_KEY_SCOPES,
  CREDITS_PER_PLATFORM,
  type ApiKeyScope,
  type ContentItem,
  type Post,
  type PostDetail,
  type SocialAccount,
} from '@fanout/shared';
import type { QueuedPost } from '@fanout/shared/queue';
import { createKey, withKey } from './api-key-client';
import {
  connectAccount,
  newCreator,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

let server: PublishingServer;
let media: Server;
let mediaUrl: string;
let alice: Awaited<ReturnType<typeof newCreator>>;
let bob: Awaited<ReturnType<typeof newCreator>>;
let x: SocialAccount;
let bluesky: SocialAccount;
const clients: Client[] = [];

beforeAll(async () => {
  // The test's media server listens on loopback.
  server = await startPublishingServer({ OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' });
  const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-mcp-')));
  const png = readFileSync(fixtures.imagePng);
  media = createServer((request, response) => {
    if (request.url === '/photo.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else response.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  alice = await newCreator(server);
  bob = await newCreator(server);
  x = await connectAccount(alice.client, alice.group, 'twitter');
  bluesky = await connectAccount(alice.client, alice.group, 'bluesky');
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await new Promise((resolve) => media.close(resolve));
  await server.close();
});

/** An MCP client of the SDK, connected to /mcp with a new key of Alice's (or `owner`'s). */
async function connect(
  scopes: readonly ApiKeyScope[],
  options: { agentsMayPublish?: boolean; owner?: typeof alice } = {},
): Promise<Client> {
  const { key } = await createKey((options.owner ?? alice).client, [...scopes], {
    agentsMayPublish: options.agentsMayPublish ?? false,
  });
  const client = new Client({ name: 'fanout-test-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.baseUrl}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  clients.push(client);
  return client;
}

const ALL_SCOPES = API_KEY_SCOPES.filter((scope) => scope !== 'admin');

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const texts = result.content.flatMap((part) => (part.type === 'text' ? [part.text] : []));
  return { isError: result.isError === true, summary: texts[0] ?? '', data: texts[1] };
}

async function callData<T>(client: Client, name: string, args: Record<string, unknown> = {}) {
  const answer = await call(client, name, args);
  expect(answer.isError, answer.summary).toBe(false);
  return { summary: answer.summary, data: JSON.parse(answer.data ?? 'null') as T };
}

describe('the MCP server at /mcp', () => {
  it('refuses a request without a key (401, whatever the Origin) and keeps no sessions', async () => {
    const noKey = await fetch(`${server.baseUrl}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get('www-authenticate')).toBe('Bearer realm="fanout"');
    expect(((await noKey.json()) as { message: string }).message).toMatch(/API key/);
    // Alice's session cookie is no key.
    const cookie = await alice.client.post('/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(cookie.status).toBe(401);
    const bad = await withKey(server.baseUrl, 'fo_live_nope_nope', 'POST', '/mcp', { body: {} });
    expect(bad.status).toBe(401);
    const { key } = await createKey(alice.client, ['posts:read']);
    // Bad input with a key is a 4xx naming the problem, never a 500.
    for (const body of [{}, [], { jsonrpc: '2.0', id: 1, method: 'tools/call' }, 'not json']) {
      const answer = await withKey(server.baseUrl, key, 'POST', '/mcp', {
        body,
        headers: { accept: 'application/json, text/event-stream' },
      });
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      expect(answer.text, JSON.stringify(body)).toMatch(/error|message/i);
    }
    const stream = await withKey(server.baseUrl, key, 'GET', '/mcp');
    expect(stream.status).toBe(405);
    expect(stream.headers.get('allow')).toBe('POST');
  });

  it('lists the tools a key’s scopes allow, each saying what it costs', async () => {
    const full = await connect(ALL_SCOPES);
    const { tools } = await full.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'add_to_queue',
      'create_draft',
      'get_analytics_overview',
      'get_post',
      'get_post_analytics',
      'list_accounts',
      'list_groups',
      'list_upcoming_posts',
      'schedule_post',
      'upload_media_from_url',
    ]);
    for (const tool of tools) expect(tool.description).toMatch(/credits|Free\./);
    const schedule = tools.find((tool) => tool.name === 'schedule_post');
    expect(schedule?.description).toContain(`${CREDITS_PER_PLATFORM} credits per account`);
    expect(schedule?.inputSchema.required).toEqual(expect.arrayContaining(['text', 'accountIds']));

    const reader = await connect(['posts:read']);
    expect((await reader.listTools()).tools.map((tool) => tool.name).sort()).toEqual([
      'get_post',
      'list_upcoming_posts',
    ]);
  });

  it('lists accounts and groups, and creates a draft with variants (free, audited)', async () => {
    const client = await connect(['accounts:read', 'posts:write', 'posts:read']);
    const accounts = await callData<SocialAccount[]>(client, 'list_accounts');
    expect(accounts.data.map((account) => account.id).sort()).toEqual([x.id, bluesky.id].sort());
    const groups = await callData<Array<{ id: string }>>(client, 'list_groups');
    expect(groups.data.map((group) => group.id)).toEqual([alice.group.id]);

    const before = await balance();
    const draft = await callData<Post>(client, 'create_draft', {
      text: 'A draft from an agent',
      accountIds: [x.id, bluesky.id],
      variants: [
        { accountId: x.id, text: 'The X voice', thread: ['Second', 'Third'] },
        { accountId: bluesky.id, text: 'The Bluesky voice' },
      ],
    });
    expect(draft.summary).toMatch(/^Draft .* saved for .*A draft costs no credits\.$/);
    expect(draft.data.status).toBe('draft');
    const detail = (await alice.client.get(`/api/posts/${draft.data.id}`)).body as PostDetail;
    expect(detail.variants[x.id]).toMatchObject({ textContent: 'The X voice' });
    expect(detail.variants[x.id]?.thread.map((reply) => reply.textContent)).toEqual([
      'Second',
      'Third',
    ]);
    expect(detail.variants[bluesky.id]).toMatchObject({ textContent: 'The Bluesky voice' });
    expect(await balance()).toBe(before);

    const audit = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'api_key.used'), eq(auditEvents.actorId, alice.userId)));
    expect(audit.map((row) => row.summary)).toContainEqual(
      expect.stringMatching(/^POST \/mcp\/tools\/create_draft with API key "CI"$/),
    );
  });

  it('answers the composer’s own messages as tool errors, and never another user’s post', async () => {
    const client = await connect(['posts:write', 'posts:read']);
    const blank = await call(client, 'create_draft', { text: '   ', accountIds: [x.id] });
    expect(blank).toMatchObject({ isError: true });
    expect(blank.summary).toMatch(/content/i);
    const bobs = await connect(['posts:read', 'posts:write'], { owner: bob });
    const mine = await callData<Post>(client, 'create_draft', { text: 'Mine', accountIds: [x.id] });
    const stolen = await call(bobs, 'get_post', { postId: mine.data.id });
    expect(stolen.isError).toBe(true);
    expect(stolen.summary).toMatch(/not found/i);
    const foreign = await call(bobs, 'create_draft', { text: 'Hijack', accountIds: [x.id] });
    expect(foreign.isError).toBe(true);
  });

  it('saves a draft for a person to approve when the key may not publish', async () => {
    const client = await connect(['posts:write']);
    const answer = await callData<Post>(client, 'schedule_post', {
      text: 'Needs a human',
      accountIds: [x.id],
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(answer.summary).toMatch(/draft .* for a person to approve.*Agents may publish/);
    expect(answer.data.status).toBe('draft');
    const queued = await callData<Post>(client, 'add_to_queue', {
      text: 'Queue it, maybe',
      accountIds: [x.id],
      groupId: alice.group.id,
    });
    expect(queued.data.status).toBe('draft');
  });

  it('with "Agents may publish", schedules a post that then publishes in the sandbox', async () => {
    const client = await connect(['posts:write', 'posts:read'], { agentsMayPublish: true });
    const before = await balance();
    const text = `Scheduled by an agent ${Math.random().toString(36).slice(2)}`;
    const scheduled = await callData<Post>(client, 'schedule_post', {
      text,
      accountIds: [x.id, bluesky.id],
      scheduledAt: new Date(Date.now() + 3_000).toISOString(),
    });
    expect(scheduled.data.status).toBe('scheduled');
    expect(scheduled.summary).toContain(`${2 * CREDITS_PER_PLATFORM} credits`);
    const upcoming = await callData<{ items: Post[] }>(client, 'list_upcoming_posts');
    expect(upcoming.data.items.map((post) => post.id)).toContain(scheduled.data.id);

    const targets = await settledTargets(server, scheduled.data.id);
    expect(targets.map((target) => target.state)).toEqual(['published', 'published']);
    const onNetworks = server.sandbox.publishing.posts().filter((post) => post.text === text);
    expect(onNetworks.map((post) => post.platform).sort()).toEqual(['bluesky', 'twitter']);
    expect(await balance()).toBe(before - 2 * CREDITS_PER_PLATFORM);

    const read = await callData<PostDetail>(client, 'get_post', { postId: scheduled.data.id });
    expect(read.data.status).toBe('published');
    expect(read.summary).toMatch(/twitter: published http/);

    const analytics = await connect(['analytics:read']);
    const figures = await callData<{ targets: unknown[] }>(analytics, 'get_post_analytics', {
      postId: scheduled.data.id,
    });
    expect(figures.data.targets).toHaveLength(2);
    const overview = await callData<{ totals: { posts: number } }>(
      analytics,
      'get_analytics_overview',
    );
    expect(overview.summary).toMatch(/^Analytics from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.$/);
    expect(overview.data.totals.posts).toBe(1);

    const queued = await callData<QueuedPost>(client, 'add_to_queue', {
      text: 'Into the queue',
      accountIds: [x.id],
      groupId: alice.group.id,
    });
    expect(queued.data.post.status).toBe('scheduled');
    expect(queued.data.post.scheduledAt).toBe(queued.data.slot);
  });

  it('uploads media from a URL into the library, over MCP and REST', async () => {
    const client = await connect(['media:write', 'posts:write']);
    const uploaded = await callData<ContentItem>(client, 'upload_media_from_url', {
      url: `${mediaUrl}/photo.png`,
    });
    expect(uploaded.data).toMatchObject({ type: 'image', mimeType: 'image/png' });
    const draft = await callData<Post>(client, 'create_draft', {
      text: 'With a photo',
      accountIds: [x.id],
      mediaIds: [uploaded.data.id],
    });
    expect(draft.data.attachments).toEqual([uploaded.data.id]);
    const missing = await call(client, 'upload_media_from_url', { url: `${mediaUrl}/gone.png` });
    expect(missing).toMatchObject({ isError: true });
    expect(missing.summary).toContain('HTTP 404');
    const { key } = await createKey(alice.client, ['media:write']);
    const rest = await withKey(server.baseUrl, key, 'POST', '/api/content/import-url', {
      body: { url: `${mediaUrl}/photo.png` },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ type: 'image' });
  });
});

async function balance(): Promise<number> {
  return ((await alice.client.get('/api/credits')).body as { credits: number }).credits;
}
