import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  appErrorOf,
  openAiChatAnswer,
  useFakeAiServers,
  type FakeAiAnswer,
  type FakeAiServer,
} from '../testing';
import type { AiConfig } from './ai-config';
import { createTextProviders } from './create-text-providers';
import type { TextProvider } from './text-provider';

const fakes = useFakeAiServers();

const OPENAI_KEY = 'sk-test-openai-0123456789';
const GEMINI_KEY = 'gm-test-gemini-0123456789';

const postSchema = z.object({ title: z.string().min(1), textContent: z.string().min(1) });
const request = {
  system: 'You write social media posts.',
  prompt: 'A post about bees',
  schema: postSchema,
  schemaName: 'post',
};
const goodPost = { title: 'Bees', textContent: 'Bees pollinate a third of what we eat.' };

function aiConfig(url: string, timeoutMs = 5000): AiConfig {
  return {
    openai: { apiKey: OPENAI_KEY, baseUrl: `${url}/v1`, model: 'gpt-5' },
    gemini: { apiKey: GEMINI_KEY, baseUrl: url, model: 'gemini-2.5-flash' },
    timeoutMs,
  };
}

/** What differs between the vendors: endpoint, answer and error shapes, key and request checks. */
interface Vendor {
  id: 'openai' | 'gemini';
  label: string;
  path: string;
  keyVariable: string;
  answer(text: string, usage: { input: number; output: number }): FakeAiAnswer;
  error(status: number): FakeAiAnswer;
  /** The request as the SDK sent it, checked against the vendor's documented shape. */
  checkRequest(server: FakeAiServer, index: number): void;
}

const openai: Vendor = {
  id: 'openai',
  label: 'OpenAI',
  path: '/v1/chat/completions',
  keyVariable: 'OPENAI_API_KEY',
  answer: (text, usage) => openAiChatAnswer(text, usage),
  error: (status) => ({
    status,
    json: {
      error: {
        // OpenAI's own messages may echo part of the key: it must never reach ours.
        message: `Failure for key ${OPENAI_KEY}`,
        type: status === 429 ? 'requests' : 'server_error',
        param: null,
        code: status === 429 ? 'rate_limit_exceeded' : null,
      },
    },
  }),
  checkRequest(server, index) {
    const seen = server.requests[index];
    expect(seen?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(seen?.body).toEqual({
      model: 'gpt-5',
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.prompt },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'post',
          strict: true,
          schema: expect.objectContaining({
            type: 'object',
            properties: {
              title: { type: 'string', minLength: 1 },
              textContent: { type: 'string', minLength: 1 },
            },
            required: ['title', 'textContent'],
            additionalProperties: false,
          }),
        },
      },
    });
  },
};

const gemini: Vendor = {
  id: 'gemini',
  label: 'Gemini',
  path: '/v1beta/models/gemini-2.5-flash:generateContent',
  keyVariable: 'GEMINI_API_KEY',
  answer: (text, usage) => ({
    json: {
      candidates: [
        { content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 },
      ],
      usageMetadata: {
        promptTokenCount: usage.input,
        candidatesTokenCount: usage.output,
        totalTokenCount: usage.input + usage.output,
      },
      modelVersion: 'gemini-2.5-flash-001',
      responseId: 'response-1',
    },
  }),
  error: (status) => ({
    status,
    json: {
      error: {
        code: status,
        message: `Failure for key ${GEMINI_KEY}`,
        status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL',
      },
    },
  }),
  checkRequest(server, index) {
    const seen = server.requests[index];
    expect(seen?.headers['x-goog-api-key']).toBe(GEMINI_KEY);
    expect(seen?.body).toEqual({
      contents: [{ role: 'user', parts: [{ text: request.prompt }] }],
      systemInstruction: expect.objectContaining({ parts: [{ text: request.system }] }),
      generationConfig: {
        responseMimeType: 'application/json',
        responseJsonSchema: {
          type: 'object',
          properties: {
            title: { type: 'string', minLength: 1 },
            textContent: { type: 'string', minLength: 1 },
          },
          required: ['title', 'textContent'],
          additionalProperties: false,
        },
      },
    });
  },
};

async function providerFor(
  vendor: Vendor,
  answers: FakeAiAnswer[],
  timeoutMs?: number,
): Promise<{ provider: TextProvider; server: FakeAiServer }> {
  const server = await fakes.start({ method: 'POST', path: vendor.path }, answers);
  return { provider: createTextProviders(aiConfig(server.url, timeoutMs))[vendor.id], server };
}

describe.each([openai, gemini])('$id text provider', (vendor) => {
  it('sends the prompt, the schema and the key, and answers the validated value', async () => {
    const { provider, server } = await providerFor(vendor, [
      vendor.answer(JSON.stringify(goodPost), { input: 21, output: 13 }),
    ]);
    expect(provider.available).toBe(true);

    const result = await provider.generateStructured(request);

    expect(result).toEqual({
      value: goodPost,
      usage: { inputTokens: 21, outputTokens: 13 },
      model: vendor.id === 'openai' ? 'gpt-5-2025-08-07' : 'gemini-2.5-flash-001',
      attempts: 1,
    });
    expect(server.requests).toHaveLength(1);
    vendor.checkRequest(server, 0);
  });

  it('retries an invalid answer once and counts the tokens of both attempts', async () => {
    const { provider, server } = await providerFor(vendor, [
      vendor.answer('Sure! Here is your post: Bees are great.', { input: 20, output: 9 }),
      vendor.answer(JSON.stringify(goodPost), { input: 20, output: 12 }),
    ]);

    const result = await provider.generateStructured(request);

    expect(result.value).toEqual(goodPost);
    expect(result.attempts).toBe(2);
    expect(result.usage).toEqual({ inputTokens: 40, outputTokens: 21 });
    expect(server.requests).toHaveLength(2);
    vendor.checkRequest(server, 1);
  });

  it('gives up after a second invalid answer with a clear error', async () => {
    const { provider, server } = await providerFor(vendor, [
      vendor.answer('not json at all', { input: 20, output: 3 }),
      vendor.answer(JSON.stringify({ title: 'Bees' }), { input: 20, output: 5 }),
    ]);

    const error = await appErrorOf(provider.generateStructured(request));

    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(
      `${vendor.label} gave an invalid answer twice (textContent: Invalid input: expected string, received undefined): try again or choose another provider`,
    );
    expect(server.requests).toHaveLength(2);
  });

  it('abandons a request that outlives the timeout', async () => {
    const { provider, server } = await providerFor(
      vendor,
      [{ ...vendor.answer(JSON.stringify(goodPost), { input: 1, output: 1 }), delayMs: 3000 }],
      200,
    );

    const started = Date.now();
    const error = await appErrorOf(provider.generateStructured(request));

    expect(error.code).toBe('GATEWAY_TIMEOUT');
    expect(error.message).toBe(`${vendor.label} did not answer within 0.2 s: try again later`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(server.requests).toHaveLength(1);
  });

  it('stops when the caller gives up, with the caller’s reason', async () => {
    const { provider, server } = await providerFor(vendor, [
      { ...vendor.answer(JSON.stringify(goodPost), { input: 1, output: 1 }), delayMs: 3000 },
    ]);
    const controller = new AbortController();
    const reason = new Error('page closed');

    const pending = provider.generateStructured({ ...request, signal: controller.signal });
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort(reason);

    await expect(pending).rejects.toBe(reason);
  });

  it.each([
    [429, 'TOO_MANY_REQUESTS', 'is rate limiting requests (429'],
    [500, 'BAD_GATEWAY', 'failed (500'],
    [503, 'BAD_GATEWAY', 'failed (503'],
    [401, 'BAD_GATEWAY', 'refused the API key (401'],
  ] as const)(
    'turns a %i into %s without retrying or echoing the key',
    async (status, code, text) => {
      const { provider, server } = await providerFor(vendor, [vendor.error(status)]);

      const error = await appErrorOf(provider.generateStructured(request));

      expect(error.code).toBe(code);
      expect(error.message).toContain(`${vendor.label} ${text}`);
      expect(error.message).not.toContain('test-');
      expect(JSON.stringify(error.cause ?? null)).not.toContain('test-');
      expect(server.requests).toHaveLength(1);
    },
  );

  it('is unavailable without a key and names the variable to set', async () => {
    const config = aiConfig('http://127.0.0.1:9');
    config[vendor.id].apiKey = undefined;
    const provider = createTextProviders(config)[vendor.id];

    expect(provider.available).toBe(false);
    const error = await appErrorOf(provider.generateStructured(request));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(`AI provider not configured: set ${vendor.keyVariable}`);
  });
});

describe('provider labels', () => {
  it('labels the default OpenAI model as the spec does and another model by its name', () => {
    const config = aiConfig('http://127.0.0.1:9');
    expect(createTextProviders(config).openai.label).toBe('GPT-5');
    expect(createTextProviders(config).gemini.label).toBe('Gemini');
    config.openai.model = 'llama3.1:8b';
    expect(createTextProviders(config).openai.label).toBe('llama3.1:8b');
  });
});
