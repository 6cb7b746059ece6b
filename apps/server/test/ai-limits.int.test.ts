import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { aiGenerations } from '@fanout/db/schema';
import { freePort } from '@fanout/db/testing';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

const LIMIT = 3;
const OPENAI_KEY = 'sk-test-limits-0123456789';
const topic = { prompt: 'Winter beekeeping', platforms: ['twitter'], provider: 'sandbox' };

let limited: TestServer;
let unlimited: TestServer;

const message = (body: unknown) => (body as { message: string }).message;

function recordsOf(server: TestServer, userId: string) {
  return server.database.db
    .select()
    .from(aiGenerations)
    .where(eq(aiGenerations.userId, userId))
    .orderBy(desc(aiGenerations.createdAt));
}

/** Generations made earlier (`minutesAgo`), as the service would have recorded them. */
async function earlierGenerations(
  server: TestServer,
  userId: string,
  count: number,
  minutesAgo: number,
) {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  await server.database.db.insert(aiGenerations).values(
    Array.from({ length: count }, () => ({
      userId,
      kind: 'topic' as const,
      provider: 'sandbox' as const,
      model: 'sandbox',
      attempts: 1,
      durationMs: 1,
      outcome: 'succeeded' as const,
      createdAt,
    })),
  );
}

beforeAll(async () => {
  // OpenAI "configured" against a port nobody listens on: its calls fail without leaving the machine.
  const nobody = `http://127.0.0.1:${await freePort()}/v1`;
  limited = await startTestServer({
    AI_RATE_LIMIT_PER_HOUR: String(LIMIT),
    OPENAI_API_KEY: OPENAI_KEY,
    OPENAI_BASE_URL: nobody,
  });
  unlimited = await startTestServer({ AI_RATE_LIMIT_PER_HOUR: '0' });
});

afterAll(async () => {
  await Promise.all([limited.close(), unlimited.close()]);
});

describe('records of AI generations', () => {
  it('records each successful generation with its kind, provider, model and tokens', async () => {
    const alice = await signedUpClient(limited.baseUrl);
    expect((await alice.client.post('/api/ai/generate-from-topic', topic)).status).toBe(200);
    const hashtags = await alice.client.post('/api/ai/generate-hashtags', {
      content: 'Winter beekeeping',
      platform: 'twitter',
      provider: 'sandbox' as const,
    });
    expect(hashtags.status).toBe(200);

    const records = await recordsOf(limited, alice.userId);
    expect(records.map((record) => record.kind).sort()).toEqual(['hashtags', 'topic']);
    for (const record of records) {
      expect(record).toMatchObject({
        provider: 'sandbox' as const,
        model: 'sandbox',
        inputTokens: 0,
        outputTokens: 0,
        attempts: 1,
        outcome: 'succeeded',
        errorClass: null,
        errorMessage: null,
      });
    }
    // The user's words stay out of the record.
    expect(JSON.stringify(records)).not.toContain('beekeeping');
  });

  it('records a failed generation with its reason, never the key or the prompt', async () => {
    const alice = await signedUpClient(limited.baseUrl);
    const response = await alice.client.post('/api/ai/generate-from-topic', {
      ...topic,
      prompt: 'Private roadmap',
      provider: 'openai',
    });
    expect(response.status).toBe(502);

    const [record] = await recordsOf(limited, alice.userId);
    expect(record).toMatchObject({
      kind: 'topic',
      provider: 'openai',
      model: 'gpt-5',
      inputTokens: null,
      outputTokens: null,
      attempts: 1,
      outcome: 'failed',
      errorClass: 'BAD_GATEWAY',
      errorMessage: message(response.body),
    });
    expect(JSON.stringify(record)).not.toMatch(/sk-test|Private roadmap/);
  });
});

describe('the hourly AI limit per user', () => {
  let alice: { client: HttpClient; userId: string };
  let bob: { client: HttpClient; userId: string };

  beforeAll(async () => {
    alice = await signedUpClient(limited.baseUrl);
    bob = await signedUpClient(limited.baseUrl);
  });

  it('refuses the call after the limit, saying when to try again, and spares another user', async () => {
    for (let n = 0; n < LIMIT; n += 1) {
      expect((await alice.client.post('/api/ai/generate-from-topic', topic)).status).toBe(200);
    }
    const refused = await alice.client.post('/api/ai/generate-hashtags', {
      content: 'Bees',
      platform: 'twitter',
      provider: 'sandbox' as const,
    });
    expect(refused.status).toBe(429);
    expect(message(refused.body)).toBe(
      `You have reached the limit of ${LIMIT} AI generations per hour: try again in 60 minutes`,
    );
    // A refused call is not a generation: it does not push the window further.
    expect(await recordsOf(limited, alice.userId)).toHaveLength(LIMIT);

    expect((await bob.client.post('/api/ai/generate-from-topic', topic)).status).toBe(200);
  });

  it('counts failed generations, and only those of the last hour', async () => {
    const carol = await signedUpClient(limited.baseUrl);
    await earlierGenerations(limited, carol.userId, LIMIT, 61);
    await earlierGenerations(limited, carol.userId, LIMIT - 1, 50);
    expect((await carol.client.post('/api/ai/generate-from-topic', topic)).status).toBe(200);
    const refused = await carol.client.post('/api/ai/generate-from-topic', topic);
    expect(refused.status).toBe(429);
    // The oldest counted generation, 50 minutes ago, leaves the window in 10 minutes.
    expect(message(refused.body)).toMatch(/try again in 10 minutes$/);

    const dave = await signedUpClient(limited.baseUrl);
    for (let n = 0; n < LIMIT; n += 1) {
      const failed = await dave.client.post('/api/ai/generate-from-topic', {
        ...topic,
        provider: 'openai',
      });
      expect(failed.status).toBe(502);
    }
    expect((await dave.client.post('/api/ai/generate-from-topic', topic)).status).toBe(429);
  });

  it('is off with AI_RATE_LIMIT_PER_HOUR=0', async () => {
    const erin = await signedUpClient(unlimited.baseUrl);
    // More than the default limit of 60 in the last hour.
    await earlierGenerations(unlimited, erin.userId, 61, 5);
    expect((await erin.client.post('/api/ai/generate-from-topic', topic)).status).toBe(200);
    expect(await recordsOf(unlimited, erin.userId)).toHaveLength(62);
  });
});
