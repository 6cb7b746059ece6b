import { TestNetworkNoAppView } from '@atproto/dev-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlueskyClient } from './bluesky-client';
import { createPlatformHttp } from '../http/platform-request';
import { LIVE_HOSTS, type PlatformHosts } from '../platform-hosts';
import { createPlatformPublishers } from '../publish/create-platform-publishers';
import { mediaFile, pngBytes } from '../testing/media-fixtures';
import { publishInput, resumedInput } from '../testing/publisher-sandbox';
import { createTid } from './bluesky-tid';

/**
 * The independent check of the Bluesky adapter: not our sandbox but the reference PDS
 * (@atproto/dev-env, in-process PLC directory and PDS on SQLite), which validates records against
 * the real lexicons. Publishes text with facets and an image, then reads the record back.
 */
let network: TestNetworkNoAppView;
let hosts: PlatformHosts;

beforeAll(async () => {
  network = await TestNetworkNoAppView.create({});
  hosts = { ...LIVE_HOSTS, bluesky: { pds: network.pds.url } };
  const agent = network.pds.getClient();
  await agent.createAccount({
    email: 'bob@example.com',
    handle: 'bob.test',
    password: 'bob-password',
  });
  await agent.createAccount({
    email: 'alice@example.com',
    handle: 'alice.test',
    password: 'alice-password',
  });
});

afterAll(async () => {
  await network?.close();
});

async function appPasswordAccount() {
  const agent = network.pds.getClient();
  await agent.login({ identifier: 'alice.test', password: 'alice-password' });
  const { data } = await agent.com.atproto.server.createAppPassword({
    name: `fanout-${Date.now()}`,
  });
  // The product signs in with an app password, as the account-connect flow does.
  const session = await createBlueskyClient({ hosts, http: createPlatformHttp() }).createSession({
    identifier: 'alice.test',
    appPassword: data.password,
  });
  return {
    externalId: session.did,
    username: session.handle,
    details: {},
    accessToken: session.accessJwt,
  };
}

async function getRecord(query: Record<string, string>) {
  const url = `${network.pds.url}/xrpc/com.atproto.repo.getRecord?${new URLSearchParams(query).toString()}`;
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function byteRange(text: string, part: string) {
  const start = Buffer.byteLength(text.slice(0, text.indexOf(part)), 'utf8');
  return { byteStart: start, byteEnd: start + Buffer.byteLength(part, 'utf8') };
}

describe('Bluesky publisher against a real local PDS', () => {
  it('publishes text with facets and an image; the record reads back with byte-exact facets and the blob', async () => {
    const account = await appPasswordAccount();
    const bob = await network.pds.getClient().resolveHandle({ handle: 'bob.test' });
    const png = pngBytes({ width: 6, height: 4 });
    const text = 'Grüße 👋 @bob.test — read https://fanout.example/notes?id=7 #fanout';
    const input = publishInput({
      account,
      text,
      media: [mediaFile(png, { kind: 'image', mimeType: 'image/png', width: 6, height: 4 })],
    });
    const publisher = createPlatformPublishers({ hosts }).bluesky;
    const result = await publisher.publish(input);

    const rkey = input.saved.rkey ?? '';
    expect(result).toEqual({
      platformPostId: `at://${account.externalId}/app.bsky.feed.post/${rkey}`,
      url: `https://bsky.app/profile/alice.test/post/${rkey}`,
    });
    const { status, body } = await getRecord({
      repo: account.externalId,
      collection: 'app.bsky.feed.post',
      rkey,
    });
    expect(status).toBe(200);
    expect(body.uri).toBe(result.platformPostId);
    const record = body.value as {
      text: string;
      facets: unknown[];
      embed: {
        $type: string;
        images: {
          image: { ref: { $link: string }; mimeType: string; size: number };
          aspectRatio: unknown;
        }[];
      };
    };
    expect(record.text).toBe(text);
    expect(record.facets).toEqual([
      {
        index: byteRange(text, '@bob.test'),
        features: [{ $type: 'app.bsky.richtext.facet#mention', did: bob.data.did }],
      },
      {
        index: byteRange(text, 'https://fanout.example/notes?id=7'),
        features: [
          { $type: 'app.bsky.richtext.facet#link', uri: 'https://fanout.example/notes?id=7' },
        ],
      },
      {
        index: byteRange(text, '#fanout'),
        features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'fanout' }],
      },
    ]);
    expect(record.embed.$type).toBe('app.bsky.embed.images');
    const [item] = record.embed.images;
    expect(item?.image).toMatchObject({ mimeType: 'image/png', size: png.length });
    expect(item?.aspectRatio).toEqual({ width: 6, height: 4 });
    // The blob the record points at holds exactly the bytes uploaded.
    const blob = await fetch(
      `${network.pds.url}/xrpc/com.atproto.sync.getBlob?did=${encodeURIComponent(account.externalId)}&cid=${item?.image.ref.$link ?? ''}`,
    );
    expect(blob.status).toBe(200);
    expect(Buffer.from(await blob.arrayBuffer()).equals(png)).toBe(true);

    // Reconcile reads the same record by its saved key...
    expect(await publisher.reconcile?.(resumedInput(input))).toEqual(result);
    // ...and the PDS's RecordNotFound for a key never written means "surely not posted".
    const unused = publishInput({
      account,
      text,
      media: input.media,
      handles: { ...input.saved, rkey: createTid(new Date()) },
    });
    expect(await publisher.reconcile?.(unused)).toBeNull();
  });

  it('is refused as invalid content by the PDS past 300 graphemes', async () => {
    const account = await appPasswordAccount();
    const publisher = createPlatformPublishers({ hosts }).bluesky;
    await expect(
      publisher.publish(publishInput({ account, text: 'a'.repeat(301) })),
    ).rejects.toMatchObject({
      errorClass: 'invalid_content',
      message: expect.stringContaining('300') as unknown,
    });
  });
});
