import { countTextFor } from '@fanout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@fanout/db/client';
import { aiGenerations, users } from '@fanout/db/schema';
import { desc, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@fanout/db/testing';
import {
  appErrorOf,
  NO_AI_KEYS,
  openAiStructuredAnswer,
  startFakeOpenAi,
  useFakeAiServers,
  type FakeAiAnswer,
} from '../testing';
import type { Actor } from '../access';
import { createTextProviders } from './create-text-providers';
import { generateHashtags } from './generate-hashtags';
import { generateFromTopic } from './generate-post';

const fakes = useFakeAiServers();
const logged: unknown[] = [];
const logger = {
  info: (entry: object | string) => void logged.push(entry),
  warn: (entry: object | string) => void logged.push(entry),
  error: (entry: object | string) => void logged.push(entry),
};
const actor: Actor = {
  userId: '7b0c3c1e-2b0a-4d7e-9d62-5f0f3f2b9a11',
  isAdmin: false,
  permissions: [],
};

// Generations are recorded (ai_generations); the hourly limit is tested in the server's tests.
const config = { ai: { rateLimitPerHour: 0 } };
let database: TestDatabase;
const sandboxDeps = {
  logger,
  config,
  db: undefined as unknown as Database,
  textProviders: createTextProviders(NO_AI_KEYS, { sandbox: true }),
};

beforeAll(async () => {
  database = await createTestDatabase();
  sandboxDeps.db = database.db;
  await database.db.insert(users).values({ id: actor.userId, email: 'writer@example.com' });
});

afterAll(async () => {
  await database.destroy();
});

async function openAiDeps(answers: FakeAiAnswer[]) {
  const { server, textProviders } = await startFakeOpenAi(fakes, answers);
  return { deps: { logger, config, db: database.db, textProviders }, server };
}

/** The messages of the n-th request the fake received. */
function messagesOf(body: unknown): { system: string; user: string } {
  const { messages } = body as { messages: { role: string; content: string }[] };
  return {
    system: messages.find((m) => m.role === 'system')?.content ?? '',
    user: messages.find((m) => m.role === 'user')?.content ?? '',
  };
}

const sentences = (count: number, word = 'bees') =>
  Array.from({ length: count }, (_, i) => `Fact ${i + 1} about ${word} is worth sharing.`).join(
    ' ',
  );

describe('generateFromTopic with the sandbox provider', () => {
  it('answers a canned, marked post about the topic, the same every time', async () => {
    const input = {
      prompt: ' Beekeeping in winter ',
      platforms: ['twitter'],
      provider: 'sandbox' as const,
    };
    const post = await generateFromTopic(sandboxDeps, { actor, input });

    expect(post.title).toBe('[Sandbox] Beekeeping in winter');
    expect(post.textContent).toMatch(/^\[Sandbox\] A canned post about Beekeeping in winter\./);
    expect(countTextFor('twitter', post.textContent)).toBeLessThanOrEqual(280);
    expect(await generateFromTopic(sandboxDeps, { actor, input })).toEqual(post);
  });

  it('trims the canned post to the smallest limit too', async () => {
    const topic = 'x'.repeat(300);
    const post = await generateFromTopic(sandboxDeps, {
      actor,
      input: {
        prompt: topic,
        platforms: ['bluesky', 'linkedin'],
        provider: 'sandbox',
      },
    });
    expect(countTextFor('bluesky', post.textContent)).toBeLessThanOrEqual(300);
    expect(post.title.length).toBeLessThanOrEqual(80);
  });

  it('refuses without platforms or topic, with the spec messages', async () => {
    expect(
      (
        await appErrorOf(
          generateFromTopic(sandboxDeps, {
            actor,
            input: {
              prompt: 'Bees',
              platforms: [],
              provider: 'sandbox',
            },
          }),
        )
      ).message,
    ).toBe('Please select platforms to generate optimized content');
    expect(
      (
        await appErrorOf(
          generateFromTopic(sandboxDeps, {
            actor,
            input: {
              prompt: ' \u200B',
              platforms: ['twitter'],
              provider: 'sandbox',
            },
          }),
        )
      ).message,
    ).toBe('Enter Topic/Keywords');
  });

  it('is unknown where the platforms are live, and a provider without key names its variable', async () => {
    const live = {
      logger,
      config,
      db: database.db,
      textProviders: createTextProviders(NO_AI_KEYS),
    };
    const sandbox = await appErrorOf(
      generateFromTopic(live, {
        actor,
        input: {
          prompt: 'Bees',
          platforms: ['twitter'],
          provider: 'sandbox',
        },
      }),
    );
    expect(sandbox.code).toBe('BAD_REQUEST');
    expect(sandbox.message).toContain('PLATFORM_MODE=sandbox');

    const openai = await appErrorOf(
      generateFromTopic(live, {
        actor,
        input: {
          prompt: 'Bees',
          platforms: ['twitter'],
          provider: 'openai',
        },
      }),
    );
    expect(openai).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'AI provider not configured: set OPENAI_API_KEY',
    });
  });

  it('gives up when the caller has gone', async () => {
    const gone = new AbortController();
    const reason = new Error('page closed');
    gone.abort(reason);
    const input = { prompt: 'Bees', platforms: ['twitter'], provider: 'sandbox' as const };
    await expect(
      generateFromTopic(sandboxDeps, { actor, input, signal: gone.signal }),
    ).rejects.toBe(reason);
  });
});

describe('generateHashtags with the sandbox provider', () => {
  it('answers tags from the content, as many as the strictest platform takes', async () => {
    const content = 'Beekeeping in winter: keeping colonies warm';
    const forX = await generateHashtags(sandboxDeps, {
      actor,
      input: {
        content,
        platform: 'twitter,linkedin',
        provider: 'sandbox',
      },
    });
    expect(forX).toEqual({ hashtags: ['#Sandbox', '#Beekeeping'] });

    const forLinkedIn = await generateHashtags(sandboxDeps, {
      actor,
      input: {
        content,
        platform: 'linkedin',
        provider: 'sandbox',
      },
    });
    expect(forLinkedIn).toEqual({ hashtags: ['#Sandbox', '#Beekeeping', '#Winter', '#Keeping'] });
  });
});

describe('generateFromTopic with a provider over HTTP (fake OpenAI)', () => {
  it('tells the model the platforms, their hashtag habits and the smallest limit', async () => {
    const { deps, server } = await openAiDeps([
      openAiStructuredAnswer({ title: 'Bees', textContent: sentences(2) }),
    ]);
    const post = await generateFromTopic(deps, {
      actor,
      input: {
        prompt: 'Bees in winter',
        platforms: ['twitter', 'linkedin'],
        provider: 'openai',
      },
    });

    expect(post).toEqual({ title: 'Bees', textContent: sentences(2) });
    const { system, user } = messagesOf(server.requests[0]?.body);
    expect(system).toContain('X (Twitter) and LinkedIn');
    expect(system).toContain('at most 280 characters');
    expect(system).toContain('- LinkedIn: 3 to 5 professional hashtags');
    expect(system).toContain('Never include links');
    expect(user).toContain('Bees in winter');
  });

  it('asks once more, more strictly, when the answer is over the limit', async () => {
    const { deps, server } = await openAiDeps([
      openAiStructuredAnswer({ title: 'Bees', textContent: sentences(12) }),
      openAiStructuredAnswer({ title: 'Bees, shorter', textContent: sentences(3) }),
    ]);
    const post = await generateFromTopic(deps, {
      actor,
      input: {
        prompt: 'Bees in winter',
        platforms: ['twitter', 'instagram'],
        provider: 'openai',
      },
    });

    expect(post).toEqual({ title: 'Bees, shorter', textContent: sentences(3) });
    expect(server.requests).toHaveLength(2);
    // What it cost, and never the user's words.
    expect(logged.at(-1)).toMatchObject({ provider: 'openai', calls: 2, inputTokens: 100 });
    expect(JSON.stringify(logged)).not.toContain('Bees in winter');
    const retry = messagesOf(server.requests[1]?.body).user;
    expect(retry).toContain(
      `Your previous post was ${sentences(12).length} characters, over the limit of 280`,
    );
    expect(retry).toContain('at most 224 characters');
  });

  it('trims at a sentence boundary when the second answer is still too long', async () => {
    // X counts each emoji as 2: under 280 characters, over 280 weighted.
    const long = Array.from({ length: 30 }, (_, i) => `Hive ${i + 1} 🐝🐝🐝.`).join(' ');
    const { deps, server } = await openAiDeps([
      openAiStructuredAnswer({ title: 'Hives', textContent: long }),
      openAiStructuredAnswer({ title: 'Hives', textContent: long }),
    ]);
    const post = await generateFromTopic(deps, {
      actor,
      input: {
        prompt: 'Hives',
        platforms: ['twitter', 'bluesky'],
        provider: 'openai',
      },
    });

    expect(server.requests).toHaveLength(2);
    expect(countTextFor('twitter', post.textContent)).toBeLessThanOrEqual(280);
    expect(countTextFor('bluesky', post.textContent)).toBeLessThanOrEqual(300);
    expect(long.startsWith(post.textContent)).toBe(true);
    expect(post.textContent).toMatch(/🐝\.$/);
  });
});

describe('the record of each generation (ai_generations)', () => {
  const recordsOfActor = () =>
    database.db
      .select()
      .from(aiGenerations)
      .where(eq(aiGenerations.userId, actor.userId))
      .orderBy(desc(aiGenerations.createdAt));
  const serverError: FakeAiAnswer = {
    status: 500,
    json: { error: { message: 'The server had an error', type: 'server_error', code: null } },
  };

  it('sums the tokens of every call, with the model that answered', async () => {
    const { deps } = await openAiDeps([
      openAiStructuredAnswer({ title: 'Bees', textContent: sentences(12) }),
      openAiStructuredAnswer({ title: 'Bees', textContent: sentences(3) }),
    ]);
    await generateFromTopic(deps, {
      actor,
      input: {
        prompt: 'Recorded bees',
        platforms: ['twitter'],
        provider: 'openai',
      },
    });
    const [record] = await recordsOfActor();
    expect(record).toMatchObject({
      kind: 'topic',
      provider: 'openai',
      model: 'gpt-5-2025-08-07',
      inputTokens: 100,
      outputTokens: 80,
      attempts: 2,
      outcome: 'succeeded',
      errorClass: null,
      errorMessage: null,
    });
    expect(record?.durationMs).toBeGreaterThanOrEqual(0);
    expect(logged).not.toContainEqual(expect.objectContaining({ kind: 'topic' }));
  });

  it('records a failure with its reason, the tokens already spent, and nothing secret', async () => {
    const { deps } = await openAiDeps([
      openAiStructuredAnswer({ title: 'Bees', textContent: sentences(12) }),
      serverError,
    ]);
    const error = await appErrorOf(
      generateFromTopic(deps, {
        actor,
        input: {
          prompt: 'Secret plans',
          platforms: ['twitter'],
          provider: 'openai',
        },
      }),
    );
    const [record] = await recordsOfActor();
    expect(record).toMatchObject({
      kind: 'topic',
      provider: 'openai',
      model: 'gpt-5-2025-08-07',
      inputTokens: 50,
      outputTokens: 40,
      attempts: 2,
      outcome: 'failed',
      errorClass: 'BAD_GATEWAY',
      errorMessage: error.message,
    });
    expect(error.message).toContain('500');
    expect(JSON.stringify(record)).not.toMatch(/sk-test|Secret plans/);
  });

  it('has no tokens when no call answered, and records hashtags too', async () => {
    const { deps } = await openAiDeps([serverError]);
    await appErrorOf(
      generateHashtags(deps, {
        actor,
        input: { content: 'Bees', platform: 'twitter', provider: 'openai' },
      }),
    );
    const [record] = await recordsOfActor();
    expect(record).toMatchObject({
      kind: 'hashtags',
      model: 'gpt-5',
      inputTokens: null,
      outputTokens: null,
      attempts: 1,
      outcome: 'failed',
    });
  });

  it('does not record a provider without its key: nothing was called', async () => {
    const before = (await recordsOfActor()).length;
    const live = {
      logger,
      config,
      db: database.db,
      textProviders: createTextProviders(NO_AI_KEYS),
    };
    await appErrorOf(
      generateFromTopic(live, {
        actor,
        input: {
          prompt: 'Bees',
          platforms: ['twitter'],
          provider: 'gemini',
        },
      }),
    );
    expect(await recordsOfActor()).toHaveLength(before);
  });
});
