import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTextFor, type Post } from '@fanout/shared';
import { HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let alice: { client: HttpClient; userId: string };
let bob: { client: HttpClient; userId: string };

const message = (body: unknown) => (body as { message: string }).message;

async function draft(owner: HttpClient, title: string, textContent: string): Promise<Post> {
  const response = await owner.post('/api/posts', {
    title,
    textContent,
    platforms: [],
    status: 'draft',
  });
  expect(response.status).toBe(200);
  return response.body as Post;
}

beforeAll(async () => {
  // No platform credentials: the built-in sandbox, so the Sandbox AI provider is offered.
  server = await startTestServer();
  alice = await signedUpClient(server.baseUrl);
  bob = await signedUpClient(server.baseUrl);
});

afterAll(async () => {
  await server.close();
});

describe('AI post generation API (sandbox platforms)', () => {
  it('lists the providers with their availability, the sandbox included', async () => {
    const response = await alice.client.get('/api/ai/providers');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: 'openai', label: 'GPT-5', available: false },
      { id: 'gemini', label: 'Gemini', available: false },
      { id: 'sandbox', label: 'Sandbox', available: true },
    ]);
  });

  it('generates a post from a topic that fits the selected platforms', async () => {
    const response = await alice.client.post('/api/ai/generate-from-topic', {
      prompt: 'Winter beekeeping',
      platforms: ['twitter', 'linkedin', 'twitter'],
      provider: 'sandbox',
    });
    expect(response.status).toBe(200);
    const post = response.body as { title: string; textContent: string };
    expect(post.title).toBe('[Sandbox] Winter beekeeping');
    expect(post.textContent).toMatch(/^\[Sandbox\] A canned post about Winter beekeeping\./);
    expect(countTextFor('twitter', post.textContent)).toBeLessThanOrEqual(280);
  });

  it('generates a post in the style of the caller’s own posts', async () => {
    const first = await draft(alice.client, 'Hive diary', 'Opened the hive today. Calm bees.');
    const second = await draft(alice.client, 'Honey', 'First honey of the year!');
    const response = await alice.client.post('/api/ai/generate-from-style', {
      referencePostIds: [first.id, second.id],
      platforms: ['bluesky'],
      provider: 'sandbox',
    });
    expect(response.status).toBe(200);
    const post = response.body as { title: string; textContent: string };
    expect(post.title).toBe('[Sandbox] the style of Hive diary');
    expect(countTextFor('bluesky', post.textContent)).toBeLessThanOrEqual(300);
  });

  it('answers 404 for another user’s reference post', async () => {
    const own = await draft(alice.client, 'Mine', 'My own words.');
    const theirs = await draft(bob.client, 'Theirs', 'Not for Alice to read.');
    const response = await alice.client.post('/api/ai/generate-from-style', {
      referencePostIds: [own.id, theirs.id],
      platforms: ['twitter'],
      provider: 'sandbox',
    });
    expect(response.status).toBe(404);
    expect(message(response.body)).toBe('Post not found');
  });

  it('needs 1 to 3 reference posts, with the spec messages', async () => {
    const ids = await Promise.all(
      [1, 2, 3, 4].map(async (n) => (await draft(alice.client, `Post ${n}`, `Text ${n}.`)).id),
    );
    const four = await alice.client.post('/api/ai/generate-from-style', {
      referencePostIds: ids,
      platforms: ['twitter'],
      provider: 'sandbox',
    });
    expect(four.status).toBe(400);
    expect(message(four.body)).toBe('Choose at most 3 reference posts for style emulation');

    const none = await alice.client.post('/api/ai/generate-from-style', {
      referencePostIds: [],
      platforms: ['twitter'],
      provider: 'sandbox',
    });
    expect(none.status).toBe(400);
    expect(message(none.body)).toBe('Select Reference Posts');
  });

  it('refuses a topic without platforms, and unknown platform names', async () => {
    const none = await alice.client.post('/api/ai/generate-from-topic', {
      prompt: 'Bees',
      platforms: [],
      provider: 'sandbox',
    });
    expect(none.status).toBe(400);
    expect(message(none.body)).toBe('Please select platforms to generate optimized content');

    const unknown = await alice.client.post('/api/ai/generate-from-topic', {
      prompt: 'Bees',
      platforms: ['myspace'],
      provider: 'sandbox',
    });
    expect(unknown.status).toBe(400);
    expect(message(unknown.body)).toContain('platforms must be platform names');
  });

  it('names the variable to set when the provider is not configured', async () => {
    const response = await alice.client.post('/api/ai/generate-from-topic', {
      prompt: 'Bees',
      platforms: ['twitter'],
      provider: 'gemini',
    });
    expect(response.status).toBe(400);
    expect(message(response.body)).toBe('AI provider not configured: set GEMINI_API_KEY');
  });

  it('suggests hashtags for the comma-joined platforms', async () => {
    const response = await alice.client.post('/api/ai/generate-hashtags', {
      content: 'Winter beekeeping: keeping colonies warm',
      platform: 'twitter,linkedin',
      provider: 'sandbox',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ hashtags: ['#Sandbox', '#Winter'] });
  });

  it('generates three variants in a tone, each fitting the platforms', async () => {
    const response = await alice.client.post('/api/ai/generate-variants', {
      prompt: 'Winter beekeeping',
      platforms: ['bluesky', 'linkedin'],
      provider: 'sandbox',
      tone: 'witty',
    });
    expect(response.status).toBe(200);
    const { variants } = response.body as { variants: { title: string; textContent: string }[] };
    expect(variants.map((variant) => variant.title)).toEqual([
      '[Sandbox] Winter beekeeping (witty), variant 1',
      '[Sandbox] Winter beekeeping (witty), variant 2',
      '[Sandbox] Winter beekeeping (witty), variant 3',
    ]);
    for (const variant of variants) {
      expect(countTextFor('bluesky', variant.textContent)).toBeLessThanOrEqual(300);
    }
  });

  it('refuses variants without a topic or with an unknown tone', async () => {
    const blank = await alice.client.post('/api/ai/generate-variants', {
      prompt: '  ',
      platforms: ['twitter'],
      provider: 'sandbox',
      tone: 'casual',
    });
    expect(blank.status).toBe(400);
    expect(message(blank.body)).toBe('Enter Topic/Keywords');

    const tone = await alice.client.post('/api/ai/generate-variants', {
      prompt: 'Bees',
      platforms: ['twitter'],
      provider: 'sandbox',
      tone: 'angry',
    });
    expect(tone.status).toBe(400);
    expect(message(tone.body)).toContain('tone must be one of casual, witty, storytelling');
  });

  it('answers 401 without a session', async () => {
    const anonymous = new HttpClient(server.baseUrl);
    for (const [path, body] of [
      [
        '/api/ai/generate-from-topic',
        { prompt: 'Bees', platforms: ['twitter'], provider: 'sandbox' },
      ],
      ['/api/ai/generate-from-style', { referencePostIds: [], platforms: ['twitter'] }],
      ['/api/ai/generate-hashtags', { content: 'Bees', platform: 'twitter' }],
      ['/api/ai/generate-variants', { prompt: 'Bees', platforms: ['twitter'], tone: 'witty' }],
    ] as const) {
      expect((await anonymous.post(path, body)).status).toBe(401);
    }
    expect((await anonymous.get('/api/ai/providers')).status).toBe(401);
  });
});

describe('AI post generation API (live platforms)', () => {
  let live: TestServer;
  beforeAll(async () => {
    live = await startTestServer({ PLATFORM_MODE: 'live' });
  });
  afterAll(async () => {
    await live.close();
  });

  it('never offers the sandbox provider', async () => {
    const { client } = await signedUpClient(live.baseUrl);
    const providers = (await client.get('/api/ai/providers')).body as { id: string }[];
    expect(providers.map((provider) => provider.id)).toEqual(['openai', 'gemini']);

    const response = await client.post('/api/ai/generate-from-topic', {
      prompt: 'Bees',
      platforms: ['twitter'],
      provider: 'sandbox',
    });
    expect(response.status).toBe(400);
    expect(message(response.body)).toContain('PLATFORM_MODE=sandbox');
  });
});
