import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@fanout/db/schema';
import { createTestDatabase, type TestDatabase } from '@fanout/db/testing';
import { AppError, countTextFor, PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import {
  NO_AI_KEYS,
  openAiStructuredAnswer,
  startFakeOpenAi,
  useFakeAiServers,
  type FakeAiAnswer,
} from '../testing';
import type { Actor } from '../access';
import { adaptToNetworks } from './adapt-to-networks';
import { createTextProviders } from './create-text-providers';

const fakes = useFakeAiServers();
const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const actor: Actor = {
  userId: '8b0c3c1e-2b0a-4d7e-9d62-5f0f3f2b9a12',
  isAdmin: false,
  permissions: [],
};
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: actor.userId, email: 'adapt@example.com' });
});
afterAll(async () => database.destroy());

async function openAiDeps(answers: FakeAiAnswer[]) {
  const { server, textProviders } = await startFakeOpenAi(fakes, answers);
  return { deps: { logger, textProviders, db: database.db, config: {} }, server };
}

const SHARED = 'We shipped threads and first comments today. Try them in the composer.';

describe('adaptToNetworks (ADR 0086)', () => {
  it('asks once for a text per network, with each limit and habit, and answers them in order', async () => {
    const { deps, server } = await openAiDeps([
      openAiStructuredAnswer({
        twitter: 'Threads are here. 🧵 #launch',
        linkedin: 'Today we shipped threads.\n\nTry them in the composer. #product #launch',
      }),
    ]);
    const result = await adaptToNetworks(deps, {
      actor,
      input: { textContent: SHARED, platforms: ['twitter', 'linkedin'], provider: 'openai' },
    });
    expect(result.adaptations).toEqual([
      { platform: 'twitter', textContent: 'Threads are here. 🧵 #launch' },
      {
        platform: 'linkedin',
        textContent: 'Today we shipped threads.\n\nTry them in the composer. #product #launch',
      },
    ]);
    const [request] = server.requests;
    const body = JSON.stringify(request?.body);
    expect(body).toContain('X (Twitter) (field \\"twitter\\"): at most 280 characters');
    expect(body).toContain('LinkedIn (field \\"linkedin\\"): at most 3000 characters');
    expect(body).toContain('open with a hook');
    expect(body).toContain(SHARED);
  });

  it('asks again for the networks still too long, then trims: none exceeds its limit', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence ${i + 1} of a long text.`).join(
      ' ',
    );
    const { deps, server } = await openAiDeps([
      openAiStructuredAnswer({ twitter: long, bluesky: long, linkedin: 'Fits LinkedIn.' }),
      openAiStructuredAnswer({ twitter: long, bluesky: 'Short for Bluesky.' }),
    ]);
    const result = await adaptToNetworks(deps, {
      actor,
      input: {
        textContent: SHARED,
        platforms: ['twitter', 'bluesky', 'linkedin'],
        provider: 'openai',
      },
    });
    expect(server.requests).toHaveLength(2);
    const byPlatform = Object.fromEntries(
      result.adaptations.map((a) => [a.platform, a.textContent]),
    );
    expect(byPlatform.linkedin).toBe('Fits LinkedIn.');
    expect(byPlatform.bluesky).toBe('Short for Bluesky.');
    expect(countTextFor('twitter', byPlatform.twitter ?? '')).toBeLessThanOrEqual(
      PLATFORM_TEXT_LIMITS.twitter,
    );
    expect(byPlatform.twitter).toMatch(/^Sentence 1 of a long text\./);
  });

  it('refuses a blank text and no networks, with the composer’s words', async () => {
    const deps = {
      logger,
      textProviders: createTextProviders(NO_AI_KEYS, { sandbox: true }),
      db: database.db,
      config: {},
    };
    await expect(
      adaptToNetworks(deps, {
        actor,
        input: { textContent: '  ', platforms: ['twitter'], provider: 'sandbox' },
      }),
    ).rejects.toThrow(new AppError('BAD_REQUEST', 'Please enter post content'));
  });

  it('the sandbox provider answers a marked text per network, within each limit', async () => {
    const textProviders = createTextProviders(NO_AI_KEYS, { sandbox: true });
    const result = await adaptToNetworks(
      { logger, textProviders, db: database.db, config: {} },
      {
        actor,
        input: { textContent: SHARED, platforms: ['twitter', 'instagram'], provider: 'sandbox' },
      },
    );
    expect(result.adaptations.map((a) => a.platform)).toEqual(['twitter', 'instagram']);
    for (const adaptation of result.adaptations) {
      expect(adaptation.textContent).toContain('[Sandbox]');
      expect(countTextFor(adaptation.platform, adaptation.textContent)).toBeLessThanOrEqual(
        PLATFORM_TEXT_LIMITS[adaptation.platform],
      );
    }
  });
});
