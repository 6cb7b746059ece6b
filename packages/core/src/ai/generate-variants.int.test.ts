import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations, users } from '@fanout/db/schema';
import { createTestDatabase, type TestDatabase } from '@fanout/db/testing';
import { countTextFor } from '@fanout/shared';
import {
  openAiStructuredAnswer,
  startFakeOpenAi,
  useFakeAiServers,
  type FakeAiAnswer,
} from '../testing';
import type { Actor } from '../access';
import { generateVariants } from './generate-variants';

const fakes = useFakeAiServers();
const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const actor: Actor = {
  userId: '7b0c3c1e-2b0a-4d7e-9d62-5f0f3f2b9a11',
  isAdmin: false,
  permissions: [],
};
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: actor.userId, email: 'variants@example.com' });
});
afterAll(async () => database.destroy());

async function openAiDeps(answers: FakeAiAnswer[]) {
  const { server, textProviders } = await startFakeOpenAi(fakes, answers);
  return { deps: { logger, textProviders, db: database.db, config: {} }, server };
}

const long = Array.from({ length: 20 }, (_, i) => `Bee fact ${i + 1} is worth a line.`).join(' ');
const post = (n: number, textContent = `Short post ${n}.`) => ({ title: `V${n}`, textContent });

describe('generateVariants', () => {
  it('asks once for three variants in the tone and returns them as they are when they fit', async () => {
    const { deps, server } = await openAiDeps([
      openAiStructuredAnswer({ variants: [post(1), post(2), post(3)] }),
    ]);
    const result = await generateVariants(deps, {
      actor,
      input: {
        prompt: 'Winter bees',
        platforms: ['twitter'],
        provider: 'openai',
        tone: 'storytelling',
      },
    });
    expect(result.variants).toEqual([post(1), post(2), post(3)]);
    expect(server.requests).toHaveLength(1);
    const body = JSON.stringify(server.requests[0]?.body);
    expect(body).toContain('storytelling');
    expect(body).toContain('Winter bees');
    // Recorded (and counted against the hourly limit) as one topic generation.
    const records = await database.db
      .select()
      .from(aiGenerations)
      .where(eq(aiGenerations.userId, actor.userId));
    expect(records.map((r) => [r.kind, r.outcome, r.inputTokens, r.outputTokens])).toEqual([
      ['topic', 'succeeded', 50, 40],
    ]);
  });

  it('asks again with a firmer limit when one is too long, then trims what still is', async () => {
    const { deps, server } = await openAiDeps([
      openAiStructuredAnswer({ variants: [post(1), post(2, long), post(3)] }),
      openAiStructuredAnswer({ variants: [post(1), post(2), post(3, long)] }),
    ]);
    const result = await generateVariants(deps, {
      actor,
      input: {
        prompt: 'Winter bees',
        platforms: ['bluesky', 'linkedin'],
        provider: 'openai',
        tone: 'casual',
      },
    });
    expect(server.requests).toHaveLength(2);
    expect(JSON.stringify(server.requests[1]?.body)).toContain('over the limit of 300');
    expect(result.variants).toHaveLength(3);
    expect(result.variants[2]?.textContent.length).toBeGreaterThan(0);
    for (const variant of result.variants) {
      expect(countTextFor('bluesky', variant.textContent)).toBeLessThanOrEqual(300);
    }
    expect(result.variants[2]?.textContent).toMatch(/\.$/);
  });
});
