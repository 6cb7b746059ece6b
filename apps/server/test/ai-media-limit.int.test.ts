import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aiGenerations, aiMediaGenerations } from '@fanout/db/schema';
import { signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

const LIMIT = 3;
const message = (body: unknown) => (body as { message: string }).message;
const media = (n: number) => ({ title: `Clip ${n}`, type: 'image', prompt: 'Bees' });

// Jobs are not started: accepted generations stay queued, as behind a busy worker.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ AI_RATE_LIMIT_PER_HOUR: String(LIMIT) });
});
afterAll(async () => server.close());

function generationsOf(userId: string) {
  return server.database.db
    .select()
    .from(aiMediaGenerations)
    .where(eq(aiMediaGenerations.userId, userId));
}

/** Generations recorded `minutesAgo`, as the service records them when they end. */
async function recorded(userId: string, count: number, minutesAgo: number) {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  await server.database.db.insert(aiGenerations).values(
    Array.from({ length: count }, () => ({
      userId,
      kind: 'image' as const,
      provider: 'sandbox' as const,
      model: 'sandbox',
      attempts: 1,
      durationMs: 1,
      outcome: 'succeeded' as const,
      createdAt,
    })),
  );
}

describe('the hourly AI limit counts library media accepted but not run yet', () => {
  it('refuses the request past the limit in a burst arriving together', async () => {
    const alice = await signedUpClient(server.baseUrl);
    const responses = await Promise.all(
      Array.from({ length: LIMIT + 2 }, (_, n) =>
        alice.client.post('/api/ai/generate-content', media(n)),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    for (const refused of responses.filter((response) => response.status === 429)) {
      expect(message(refused.body)).toBe(
        `You have reached the limit of ${LIMIT} AI generations per hour: try again in 60 minutes`,
      );
    }
    const rows = await generationsOf(alice.userId);
    expect(rows.map((row) => row.status)).toEqual(['queued', 'queued', 'queued']);

    // Post text is held back by the same queued generations, and another user is not.
    const text = await alice.client.post('/api/ai/generate-from-topic', {
      prompt: 'Bees',
      platforms: ['twitter'],
      provider: 'sandbox' as const,
    });
    expect(text.status).toBe(429);
    const bob = await signedUpClient(server.baseUrl);
    expect((await bob.client.post('/api/ai/generate-content', media(0))).status).toBe(200);
  });

  it('adds queued generations to the hour’s records, and says when a record frees a slot', async () => {
    const carol = await signedUpClient(server.baseUrl);
    await recorded(carol.userId, 1, 50);
    await recorded(carol.userId, 1, 20);
    expect((await carol.client.post('/api/ai/generate-content', media(1))).status).toBe(200);

    const refused = await carol.client.post('/api/ai/generate-content', media(2));
    expect(refused.status).toBe(429);
    // One queued and two recorded: the older record, 50 minutes old, leaves in 10 minutes.
    expect(message(refused.body)).toBe(
      `You have reached the limit of ${LIMIT} AI generations per hour: try again in 10 minutes`,
    );
  });

  it('counts a generation that has ended once, by its record', async () => {
    const dave = await signedUpClient(server.baseUrl);
    // Two generations that ran: rows ended, each with its record.
    await server.database.db.insert(aiMediaGenerations).values(
      (['succeeded', 'failed'] as const).map((status) => ({
        userId: dave.userId,
        title: 'Earlier',
        type: 'image' as const,
        prompt: 'Bees',
        provider: 'sandbox' as const,
        status,
        finishedAt: new Date(),
      })),
    );
    await recorded(dave.userId, 2, 5);
    expect((await dave.client.post('/api/ai/generate-content', media(1))).status).toBe(200);
    expect((await dave.client.post('/api/ai/generate-content', media(2))).status).toBe(429);
  });
});
