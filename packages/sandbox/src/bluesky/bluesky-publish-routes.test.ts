import { describe, expect, it } from 'vitest';
import { usePublisherSandbox } from '@fanout/platforms/testing';
import { json } from '../testing/sandbox-test-kit';

const XRPC = '/sandbox/bluesky/pds/xrpc';
const sandbox = usePublisherSandbox();

async function session(handle = 'alice.bsky.social') {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: `${XRPC}/com.atproto.server.createSession`,
    payload: { identifier: handle, password: 'abcd-1234-efgh-5678' },
  });
  return response.json<{ did: string; accessJwt: string }>();
}

function createRecord(token: string, payload: Record<string, unknown>) {
  return sandbox.app.inject({
    method: 'POST',
    url: `${XRPC}/com.atproto.repo.createRecord`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}

function post(did: string, record: Record<string, unknown>, rkey = '3lbcdefghijk2') {
  return {
    repo: did,
    collection: 'app.bsky.feed.post',
    rkey,
    record: {
      $type: 'app.bsky.feed.post',
      text: 'hi',
      createdAt: new Date().toISOString(),
      ...record,
    },
  };
}

describe('Bluesky publishing sandbox', () => {
  it('refuses createRecord without a session or for another repo', async () => {
    const { did, accessJwt } = await session();
    const anonymous = await sandbox.app.inject({
      method: 'POST',
      url: `${XRPC}/com.atproto.repo.createRecord`,
      payload: post(did, {}),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toEqual({
      error: 'AuthenticationRequired',
      message: 'Authentication Required',
    });
    const other = await session('bob.bsky.social');
    const response = await createRecord(accessJwt, post(other.did, {}));
    expect(response.statusCode).toBe(401);
  });

  it('validates the record like the lexicon, naming the field', async () => {
    const { did, accessJwt } = await session();
    const cases: [Record<string, unknown>, string][] = [
      [post(did, { text: undefined }), 'Record must have the property "text"'],
      [post(did, { text: 'a'.repeat(301) }), 'must not be longer than 300 graphemes'],
      // Counted in linear time (ADR 0061): this once took seconds and gigabytes.
      [post(did, { text: 'ä'.repeat(100_000) }), 'must not be longer than 300 graphemes'],
      [
        post(did, {
          facets: [
            {
              index: { byteStart: 0, byteEnd: 9 },
              features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'x' }],
            },
          ],
        }),
        'Record/facets/0/index is outside the text (2 bytes)',
      ],
      [
        post(did, {
          facets: [
            {
              index: { byteStart: 0, byteEnd: 2 },
              features: [{ $type: 'app.bsky.richtext.facet#mention', did: 'alice' }],
            },
          ],
        }),
        'Record/facets/0/features/0 is not a valid',
      ],
      [
        post(did, {
          embed: {
            $type: 'app.bsky.embed.images',
            images: [
              {
                alt: '',
                image: {
                  $type: 'blob',
                  ref: { $link: 'bafkreinope' },
                  mimeType: 'image/png',
                  size: 1,
                },
              },
            ],
          },
        }),
        'Record/embed/images/0/image must be a blob uploaded by this account',
      ],
      [post(did, {}, 'not-a-tid'), 'Invalid record key: not-a-tid'],
    ];
    for (const [payload, message] of cases) {
      const response = await createRecord(accessJwt, payload);
      expect(response.statusCode, message).toBe(400);
      expect(json(response)).toMatchObject({ error: 'InvalidRequest' });
      expect(String(json(response).message)).toContain(message);
    }
    expect(sandbox.controller.publishing.posts()).toEqual([]);
  });

  it('stores an uploaded image blob, refuses a second record under the same key, and reads records back', async () => {
    const { did, accessJwt } = await session();
    const empty = await sandbox.app.inject({
      method: 'POST',
      url: `${XRPC}/com.atproto.repo.uploadBlob`,
      headers: { authorization: `Bearer ${accessJwt}`, 'content-type': 'image/png' },
      payload: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    const upload = await sandbox.app.inject({
      method: 'POST',
      url: `${XRPC}/com.atproto.repo.uploadBlob`,
      headers: { authorization: `Bearer ${accessJwt}`, 'content-type': 'image/png' },
      payload: Buffer.alloc(1234, 1),
    });
    expect(upload.statusCode).toBe(200);
    const { blob } = upload.json<{ blob: Record<string, unknown> }>();
    expect(blob).toEqual({
      $type: 'blob',
      ref: { $link: expect.stringMatching(/^bafkrei/) },
      mimeType: 'image/png',
      size: 1234,
    });
    const payload = post(did, {
      embed: { $type: 'app.bsky.embed.images', images: [{ alt: 'a', image: blob }] },
    });
    const created = await createRecord(accessJwt, payload);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['ratelimit-remaining']).toBe('4997');
    const again = await createRecord(accessJwt, payload);
    expect(again.statusCode).toBe(400);
    expect(String(json(again).message)).toContain('Record already exists');

    const read = await sandbox.app.inject({
      method: 'GET',
      url: `${XRPC}/com.atproto.repo.getRecord?repo=${did}&collection=app.bsky.feed.post&rkey=3lbcdefghijk2`,
    });
    expect(json(read)).toMatchObject({
      uri: `at://${did}/app.bsky.feed.post/3lbcdefghijk2`,
      value: payload.record,
    });
    const missing = await sandbox.app.inject({
      method: 'GET',
      url: `${XRPC}/com.atproto.repo.getRecord?repo=${did}&collection=app.bsky.feed.post&rkey=3lbcdefghijk3`,
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ error: 'RecordNotFound' });
  });

  it('of two createRecords under one key within the latency, the second is refused', async () => {
    const { did, accessJwt } = await session();
    sandbox.controller.publishing.latencyMs = 100;
    try {
      const payload = post(did, {}, '3lbcdefghijk7');
      const answers = await Promise.all([
        createRecord(accessJwt, payload),
        createRecord(accessJwt, payload),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400);
      expect(String(json(refused as (typeof answers)[number]).message)).toContain(
        'Record already exists',
      );
      expect(sandbox.controller.publishing.posts('bluesky')).toHaveLength(1);
    } finally {
      sandbox.controller.publishing.latencyMs = 0;
    }
  });
});
