import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeMediaFixtures, useFakeAiServers, type FakeAiRoute } from '@fanout/core/testing';
import { aiGenerations } from '@fanout/db/schema';
import type {
  AiMediaGeneration,
  AiMediaTypeList,
  ContentItem,
  NotificationList,
} from '@fanout/shared';
import { HttpClient, signedUpClient } from './http-client';
import { startPublishingServer, type PublishingServer } from './publishing-harness';

const fakes = useFakeAiServers();
const message = (body: unknown) => (body as { message: string }).message;

let server: PublishingServer;
let alice: { client: HttpClient; userId: string };
let bob: { client: HttpClient; userId: string };

/** Polls the generation as the Content Library page does, until it has ended. */
async function settled(client: HttpClient, id: string): Promise<AiMediaGeneration> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await client.get(`/api/ai/generations/${id}`);
    expect(response.status).toBe(200);
    const generation = response.body as AiMediaGeneration;
    if (generation.status === 'succeeded' || generation.status === 'failed') return generation;
    if (Date.now() > deadline) throw new Error(`generation still ${generation.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function generate(client: HttpClient, body: Record<string, unknown>) {
  const response = await client.post('/api/ai/generate-content', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const accepted = response.body as { id: string; status: string };
  expect(accepted.status).toBe('queued');
  return accepted.id;
}

beforeAll(async () => {
  // No platform credentials: the built-in sandbox, so the Sandbox media provider answers.
  server = await startPublishingServer();
  alice = await signedUpClient(server.baseUrl);
  bob = await signedUpClient(server.baseUrl);
});

afterAll(async () => {
  await server.close();
});

describe('AI library media (sandbox provider, in-process jobs)', () => {
  it.each([
    ['image', 'image/png', 512],
    ['video', 'video/mp4', 320],
    ['audio', 'audio/wav', null],
  ] as const)('generates %s into the caller’s library', async (type, mime, width) => {
    const id = await generate(alice.client, {
      title: `Bees ${type}`,
      type,
      prompt: '  A hive at dawn ',
    });
    const generation = await settled(alice.client, id);
    expect(generation).toMatchObject({
      id,
      title: `Bees ${type}`,
      type,
      prompt: 'A hive at dawn',
      provider: 'sandbox',
      status: 'succeeded',
      error: null,
    });
    expect(generation.contentId).not.toBeNull();

    const library = (await alice.client.get('/api/content')).body as ContentItem[];
    const item = library.find((entry) => entry.id === generation.contentId);
    expect(item).toMatchObject({ title: `Bees ${type}`, type, mimeType: mime });
    expect(item?.width ?? null).toBe(width);

    const records = await server.database.db
      .select()
      .from(aiGenerations)
      .where(eq(aiGenerations.userId, alice.userId));
    expect(records.filter((r) => r.kind === type)).toHaveLength(1);
    expect(records.find((r) => r.kind === type)).toMatchObject({
      provider: 'sandbox',
      outcome: 'succeeded',
    });
  });

  it('lists the caller’s generations newest first, and only theirs', async () => {
    const id = await generate(bob.client, { title: 'Bob’s', type: 'audio', prompt: 'Hello' });
    await settled(bob.client, id);
    const bobs = (await bob.client.get('/api/ai/generations')).body as AiMediaGeneration[];
    expect(bobs.map((g) => g.id)).toEqual([id]);
    const alices = (await alice.client.get('/api/ai/generations')).body as AiMediaGeneration[];
    expect(alices.length).toBeGreaterThanOrEqual(3);
    expect(alices.map((g) => g.id)).not.toContain(id);
    const sorted = [...alices].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(alices.map((g) => g.id)).toEqual(sorted.map((g) => g.id));

    const theirs = await alice.client.get(`/api/ai/generations/${id}`);
    expect(theirs.status).toBe(404);
    expect(message(theirs.body)).toBe('Generation not found');
    const library = (await alice.client.get('/api/content')).body as ContentItem[];
    expect(library.map((item) => item.title)).not.toContain('Bob’s');
  });

  it('applies the spec’s validation messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { title: 'T', type: 'image', prompt: '   ' },
        'Please describe the content you want to generate',
      ],
      [{ title: 'T', type: 'image' }, 'Please describe the content you want to generate'],
      [{ title: '  ', type: 'image', prompt: 'x' }, 'Title is required'],
      [{ type: 'image', prompt: 'x' }, 'Title is required'],
      [{ title: 'T', prompt: 'x' }, 'Type is required'],
      [{ title: 'T', type: 'gif', prompt: 'x' }, 'type must be one of image, video, audio'],
    ];
    for (const [body, expected] of cases) {
      const response = await alice.client.post('/api/ai/generate-content', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(message(response.body)).toBe(expected);
    }
  });

  it('tells the form which types a provider makes here', async () => {
    const response = await alice.client.get('/api/ai/media-types');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      ['image', 'video', 'audio'].map((type) => ({
        type,
        available: true,
        provider: 'Sandbox',
        reason: null,
      })),
    );
  });

  it('answers 401 when signed out', async () => {
    const anonymous = new HttpClient(server.baseUrl);
    const post = await anonymous.post('/api/ai/generate-content', {
      title: 'T',
      type: 'image',
      prompt: 'x',
    });
    expect(post.status).toBe(401);
    expect((await anonymous.get('/api/ai/generations')).status).toBe(401);
    expect((await anonymous.get('/api/ai/media-types')).status).toBe(401);
  });
});

describe('AI library media failure (OpenAI against a fake answering 500)', () => {
  it('marks the generation failed and notifies the owner with the provider’s reason', async () => {
    const fake = await fakes.start({ method: 'POST', path: '/v1/images/generations' }, [
      { status: 500, json: { error: { message: 'boom', type: 'server_error', code: null } } },
    ]);
    const openai = await startPublishingServer({
      OPENAI_API_KEY: 'sk-test-media-0123456789',
      OPENAI_BASE_URL: `${fake.url}/v1`,
    });
    try {
      const carol = await signedUpClient(openai.baseUrl);
      const types = (await carol.client.get('/api/ai/media-types')).body as AiMediaTypeList;
      expect(types.map((entry) => [entry.type, entry.provider])).toEqual([
        ['image', 'OpenAI'],
        ['video', 'Sandbox'],
        ['audio', 'OpenAI'],
      ]);
      const id = await generate(carol.client, { title: 'Sunset', type: 'image', prompt: 'Sea' });
      const generation = await settled(carol.client, id);
      expect(generation).toMatchObject({
        provider: 'openai',
        status: 'failed',
        contentId: null,
        error: 'OpenAI failed (500): try again later',
      });
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]?.body).toMatchObject({ model: 'gpt-image-1', prompt: 'Sea', n: 1 });
      expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-test-media-0123456789');

      const bell = (await carol.client.get('/api/notifications')).body as NotificationList;
      expect(bell.notifications).toEqual([
        expect.objectContaining({
          kind: 'ai_generation_failed',
          title: 'Generation Failed',
          body: '"Sunset" (image): OpenAI failed (500): try again later',
          postId: null,
          read: false,
        }),
      ]);
      expect((await carol.client.get('/api/content')).body).toEqual([]);
      const [record] = await openai.database.db
        .select()
        .from(aiGenerations)
        .where(eq(aiGenerations.userId, carol.userId));
      expect(record).toMatchObject({ kind: 'image', provider: 'openai', outcome: 'failed' });
    } finally {
      await openai.close();
    }
  });
});

describe('AI library media through Gemini (a fake of the Gemini API)', () => {
  const GEMINI_KEY = 'gm-test-media-0123456789';
  const OPERATION = 'models/veo-3.1-generate-preview/operations/op-1';
  let png: Buffer;
  let mp4: Buffer;

  beforeAll(async () => {
    const fixtures = await makeMediaFixtures(await mkdtemp(path.join(tmpdir(), 'fanout-gemini-')));
    png = await readFile(fixtures.imagePng);
    mp4 = await readFile(fixtures.videoMp4);
  });

  /** A live-mode server (no sandbox provider) whose only AI key is Gemini's, against `routes`. */
  async function geminiServer(routes: FakeAiRoute[]) {
    const fake = await fakes.startRoutes(routes);
    const gemini = await startPublishingServer({
      PLATFORM_MODE: 'live',
      GEMINI_API_KEY: GEMINI_KEY,
      GEMINI_BASE_URL: fake.url,
      GEMINI_VIDEO_POLL_SECONDS: '0.05',
    });
    return { fake, gemini, user: await signedUpClient(gemini.baseUrl) };
  }

  it('makes a video with Veo and an image with the image model into the caller’s library', async () => {
    const { fake, gemini, user } = await geminiServer([
      {
        method: 'POST',
        path: '/v1beta/models/veo-3.1-generate-preview:predictLongRunning',
        answers: [{ json: { name: OPERATION } }],
      },
      {
        method: 'GET',
        path: `/v1beta/${OPERATION}`,
        answers: [
          { json: { name: OPERATION } },
          (url) => ({
            json: {
              name: OPERATION,
              done: true,
              response: {
                generateVideoResponse: {
                  generatedSamples: [
                    { video: { uri: `${url}/v1beta/files/v1:download?alt=media` } },
                  ],
                },
              },
            },
          }),
        ],
      },
      {
        method: 'GET',
        path: '/v1beta/files/v1:download',
        answers: [{ bytes: mp4, contentType: 'video/mp4' }],
      },
      {
        method: 'POST',
        path: '/v1beta/models/gemini-2.5-flash-image:generateContent',
        answers: [
          {
            json: {
              candidates: [
                {
                  content: {
                    role: 'model',
                    parts: [
                      { inlineData: { mimeType: 'image/png', data: png.toString('base64') } },
                    ],
                  },
                  finishReason: 'STOP',
                },
              ],
              modelVersion: 'gemini-2.5-flash-image',
            },
          },
        ],
      },
    ]);
    try {
      const videoId = await generate(user.client, {
        title: 'Meadow',
        type: 'video',
        prompt: 'Bees',
      });
      const video = await settled(user.client, videoId);
      expect(video).toMatchObject({ provider: 'gemini', status: 'succeeded', error: null });
      const imageId = await generate(user.client, {
        title: 'Hive',
        type: 'image',
        prompt: 'A hive',
      });
      const image = await settled(user.client, imageId);
      expect(image).toMatchObject({ provider: 'gemini', status: 'succeeded', error: null });

      const library = (await user.client.get('/api/content')).body as ContentItem[];
      expect(library.find((item) => item.id === video.contentId)).toMatchObject({
        title: 'Meadow',
        type: 'video',
        mimeType: 'video/mp4',
        width: 320,
      });
      expect(library.find((item) => item.id === image.contentId)).toMatchObject({
        title: 'Hive',
        type: 'image',
        mimeType: 'image/png',
      });
      expect(fake.requests.map((r) => r.path)).toEqual([
        '/v1beta/models/veo-3.1-generate-preview:predictLongRunning',
        `/v1beta/${OPERATION}`,
        `/v1beta/${OPERATION}`,
        '/v1beta/files/v1:download',
        '/v1beta/models/gemini-2.5-flash-image:generateContent',
      ]);
      expect(fake.requests[0]?.body).toMatchObject({ instances: [{ prompt: 'Bees' }] });
      expect(fake.requests.every((r) => r.headers['x-goog-api-key'] === GEMINI_KEY)).toBe(true);

      const records = await gemini.database.db
        .select()
        .from(aiGenerations)
        .where(eq(aiGenerations.userId, user.userId));
      expect(records.map((r) => [r.kind, r.provider, r.model, r.outcome]).sort()).toEqual([
        ['image', 'gemini', 'gemini-2.5-flash-image', 'succeeded'],
        ['video', 'gemini', 'veo-3.1-generate-preview', 'succeeded'],
      ]);
    } finally {
      await gemini.close();
    }
  });

  it('fails a video Gemini rate-limits and tells the owner why, without the key', async () => {
    const { gemini, user } = await geminiServer([
      {
        method: 'POST',
        path: '/v1beta/models/veo-3.1-generate-preview:predictLongRunning',
        answers: [
          {
            status: 429,
            json: {
              error: {
                code: 429,
                message: `Quota for ${GEMINI_KEY}`,
                status: 'RESOURCE_EXHAUSTED',
              },
            },
          },
        ],
      },
    ]);
    try {
      const id = await generate(user.client, { title: 'Swarm', type: 'video', prompt: 'Bees' });
      const generation = await settled(user.client, id);
      const reason = 'Gemini is rate limiting requests (429): try again in a minute';
      expect(generation).toMatchObject({ status: 'failed', contentId: null, error: reason });
      const bell = (await user.client.get('/api/notifications')).body as NotificationList;
      expect(bell.notifications.map((n) => n.body)).toEqual([`"Swarm" (video): ${reason}`]);
      expect(JSON.stringify(bell)).not.toContain('test-');
    } finally {
      await gemini.close();
    }
  });

  it('answers 400 naming the key to set for a type no configured provider makes', async () => {
    const { gemini, user } = await geminiServer([]);
    const none = await startPublishingServer({ PLATFORM_MODE: 'live' });
    try {
      const audio = await user.client.post('/api/ai/generate-content', {
        title: 'Jingle',
        type: 'audio',
        prompt: 'A hum',
      });
      expect(audio.status).toBe(400);
      expect(message(audio.body)).toBe('AI provider not configured for audio: set OPENAI_API_KEY');
      const nobody = await signedUpClient(none.baseUrl);
      const video = await nobody.client.post('/api/ai/generate-content', {
        title: 'Clip',
        type: 'video',
        prompt: 'Bees',
      });
      expect(video.status).toBe(400);
      expect(message(video.body)).toBe('AI provider not configured for video: set GEMINI_API_KEY');
    } finally {
      await Promise.all([gemini.close(), none.close()]);
    }
  });
});
