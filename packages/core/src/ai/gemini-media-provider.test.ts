import { describe, expect, it } from 'vitest';
import {
  appErrorOf,
  useFakeAiServers,
  type FakeAiRoute,
  type FakeAiServer,
  type ScriptedAnswer,
} from '../testing';
import type { AiConfig } from './ai-config';
import { createMediaProviders } from './create-media-providers';
import type { MediaProvider } from './media-provider';

const fakes = useFakeAiServers();

const GEMINI_KEY = 'gm-test-gemini-media-0123456789';
const PROMPT = 'Bees at dawn over a meadow';
const IMAGE_PATH = '/v1beta/models/gemini-2.5-flash-image:generateContent';
const VIDEO_PATH = '/v1beta/models/veo-3.1-generate-preview:predictLongRunning';
const OPERATION = 'models/veo-3.1-generate-preview/operations/op-7';
const OPERATION_PATH = `/v1beta/${OPERATION}`;
const FILE_PATH = '/v1beta/files/vid123:download';
const STORAGE_PATH = '/storage/vid123.mp4';
const PNG = Buffer.from('89504e470d0a1a0a-fake-png', 'utf8');
const MP4 = Buffer.from('....ftypisom-fake-mp4-bytes', 'utf8');

function aiConfig(url: string, overrides: Partial<AiConfig['gemini']> = {}, mediaTimeoutMs = 5000) {
  const config: AiConfig = {
    openai: { model: 'gpt-5' },
    gemini: {
      apiKey: GEMINI_KEY,
      baseUrl: url,
      model: 'gemini-2.5-flash',
      videoPollMs: 20,
      videoMaxWaitMs: 5000,
      ...overrides,
    },
    timeoutMs: 5000,
    mediaTimeoutMs,
  };
  return config;
}

async function providerFor(
  routes: FakeAiRoute[],
  overrides?: Partial<AiConfig['gemini']>,
  mediaTimeoutMs?: number,
): Promise<{ provider: MediaProvider; server: FakeAiServer }> {
  const server = await fakes.startRoutes(routes);
  const provider = createMediaProviders(aiConfig(server.url, overrides, mediaTimeoutMs)).gemini;
  if (!provider) throw new Error('the Gemini media provider was not built');
  return { provider, server };
}

/** Gemini's error body; its message quotes the key, which must never reach ours. */
function geminiError(status: number): ScriptedAnswer {
  return {
    status,
    json: {
      error: {
        code: status,
        message: `Failure for key ${GEMINI_KEY}`,
        status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL',
      },
    },
  };
}

function imageAnswer(parts: unknown[], extra: Record<string, unknown> = {}): ScriptedAnswer {
  return {
    json: {
      candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 9, candidatesTokenCount: 1290, totalTokenCount: 1299 },
      modelVersion: 'gemini-2.5-flash-image',
      responseId: 'image-1',
      ...extra,
    },
  };
}

const started: ScriptedAnswer = { json: { name: OPERATION } };
const running: ScriptedAnswer = { json: { name: OPERATION, metadata: {} } };
/** The finished operation, its video at a download URI on the fake (where Google puts it). */
const finished: ScriptedAnswer = (url) => ({
  json: {
    name: OPERATION,
    done: true,
    response: {
      '@type': 'type.googleapis.com/google.ai.generativelanguage.v1beta.PredictLongRunningResponse',
      generateVideoResponse: {
        generatedSamples: [{ video: { uri: `${url}${FILE_PATH}?alt=media` } }],
      },
    },
  },
});

function expectKey(server: FakeAiServer, index: number) {
  expect(server.requests[index]?.headers['x-goog-api-key']).toBe(GEMINI_KEY);
}

function expectNoKeyLeak(message: string) {
  expect(message).not.toContain('test-');
}

describe('Gemini media provider: images', () => {
  it('asks the image model for an image and answers its inline bytes', async () => {
    const { provider, server } = await providerFor([
      {
        method: 'POST',
        path: IMAGE_PATH,
        answers: [
          imageAnswer([
            { text: 'Here is your meadow.' },
            { inlineData: { mimeType: 'image/png', data: PNG.toString('base64') } },
          ]),
        ],
      },
    ]);
    expect(provider.types).toEqual(['image', 'video']);

    const media = await provider.generate({ type: 'image', prompt: PROMPT });

    expect(media).toEqual({
      bytes: PNG,
      mime: 'image/png',
      ext: 'png',
      model: 'gemini-2.5-flash-image',
    });
    expect(server.requests).toHaveLength(1);
    expectKey(server, 0);
    expect(server.requests[0]?.body).toEqual({
      contents: [{ role: 'user', parts: [{ text: PROMPT }] }],
      generationConfig: { responseModalities: ['IMAGE'] },
    });
  });

  it.each([
    [
      'a blocked prompt',
      { promptFeedback: { blockReason: 'PROHIBITED_CONTENT' } },
      'PROHIBITED_CONTENT',
    ],
    [
      'a safety-filtered image',
      { candidates: [{ content: { role: 'model', parts: [] }, finishReason: 'IMAGE_SAFETY' }] },
      'IMAGE_SAFETY',
    ],
  ])('explains %s by Gemini’s reason', async (_case, answer, reason) => {
    const { provider } = await providerFor([
      { method: 'POST', path: IMAGE_PATH, answers: [{ json: answer }] },
    ]);

    const error = await appErrorOf(provider.generate({ type: 'image', prompt: PROMPT }));

    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(
      `Gemini answered without an image (${reason}): its safety filters may have blocked the description; try another`,
    );
  });

  it('refuses an answer with text but no image', async () => {
    const { provider } = await providerFor([
      { method: 'POST', path: IMAGE_PATH, answers: [imageAnswer([{ text: 'I cannot draw.' }])] },
    ]);
    const error = await appErrorOf(provider.generate({ type: 'image', prompt: PROMPT }));
    expect(error.message).toBe(
      'Gemini answered without an image: try again or describe it differently',
    );
  });

  it.each([
    [429, 'TOO_MANY_REQUESTS', 'Gemini is rate limiting requests (429): try again in a minute'],
    [500, 'BAD_GATEWAY', 'Gemini failed (500): try again later'],
  ] as const)('turns a %i into %s without echoing the key', async (status, code, message) => {
    const { provider, server } = await providerFor([
      { method: 'POST', path: IMAGE_PATH, answers: [geminiError(status)] },
    ]);
    const error = await appErrorOf(provider.generate({ type: 'image', prompt: PROMPT }));
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expectNoKeyLeak(error.message);
    expect(server.requests).toHaveLength(1);
  });

  it('abandons an image request that outlives the media timeout', async () => {
    const { provider } = await providerFor(
      [
        {
          method: 'POST',
          path: IMAGE_PATH,
          answers: [{ json: {}, delayMs: 3000 }],
        },
      ],
      {},
      200,
    );
    const before = Date.now();
    const error = await appErrorOf(provider.generate({ type: 'image', prompt: PROMPT }));
    expect(error.code).toBe('GATEWAY_TIMEOUT');
    expect(error.message).toBe('Gemini did not answer within 0.2 s: try again later');
    expect(Date.now() - before).toBeLessThan(2000);
  });
});

describe('Gemini media provider: video (Veo)', () => {
  it('starts the operation, polls it until done, and downloads the video with the key', async () => {
    const { provider, server } = await providerFor([
      { method: 'POST', path: VIDEO_PATH, answers: [started] },
      { method: 'GET', path: OPERATION_PATH, answers: [running, running, finished] },
      // Google answers the download with a redirect to storage; the key stays behind.
      {
        method: 'GET',
        path: FILE_PATH,
        answers: [{ status: 302, headers: { location: STORAGE_PATH }, json: {} }],
      },
      { method: 'GET', path: STORAGE_PATH, answers: [{ bytes: MP4, contentType: 'video/mp4' }] },
    ]);

    const media = await provider.generate({ type: 'video', prompt: PROMPT });

    expect(media).toEqual({
      bytes: MP4,
      mime: 'video/mp4',
      ext: 'mp4',
      model: 'veo-3.1-generate-preview',
    });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${VIDEO_PATH}`,
      `GET ${OPERATION_PATH}`,
      `GET ${OPERATION_PATH}`,
      `GET ${OPERATION_PATH}`,
      `GET ${FILE_PATH}`,
      `GET ${STORAGE_PATH}`,
    ]);
    expect(server.requests[0]?.body).toEqual({
      instances: [{ prompt: PROMPT }],
      parameters: { sampleCount: 1 },
    });
    for (const index of [0, 1, 2, 3, 4]) expectKey(server, index);
    expect(server.requests[4]?.query).toBe('alt=media');
    expect(server.requests[5]?.headers['x-goog-api-key']).toBeUndefined();
  });

  it('takes video bytes answered inline without a download', async () => {
    const { provider, server } = await providerFor([
      {
        method: 'POST',
        path: VIDEO_PATH,
        answers: [
          {
            json: {
              name: OPERATION,
              done: true,
              response: {
                generateVideoResponse: {
                  generatedSamples: [
                    { video: { encodedVideo: MP4.toString('base64'), encoding: 'video/mp4' } },
                  ],
                },
              },
            },
          },
        ],
      },
    ]);
    const media = await provider.generate({ type: 'video', prompt: PROMPT });
    expect(media.bytes).toEqual(MP4);
    expect(server.requests).toHaveLength(1);
  });

  it('gives up with a clear error when the operation is not done within the bounded wait', async () => {
    const { provider, server } = await providerFor(
      [
        { method: 'POST', path: VIDEO_PATH, answers: [started] },
        { method: 'GET', path: OPERATION_PATH, answers: Array.from({ length: 40 }, () => running) },
      ],
      { videoPollMs: 30, videoMaxWaitMs: 300 },
    );
    const before = Date.now();

    const error = await appErrorOf(provider.generate({ type: 'video', prompt: PROMPT }));

    expect(error.code).toBe('GATEWAY_TIMEOUT');
    expect(error.message).toBe('Gemini did not finish the video within 0.3 s: try again later');
    expect(Date.now() - before).toBeLessThan(2000);
    expect(server.requests.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('says the safety filters blocked a video that came back filtered', async () => {
    const { provider } = await providerFor([
      { method: 'POST', path: VIDEO_PATH, answers: [started] },
      {
        method: 'GET',
        path: OPERATION_PATH,
        answers: [
          {
            json: {
              name: OPERATION,
              done: true,
              response: {
                generateVideoResponse: {
                  raiMediaFilteredCount: 1,
                  raiMediaFilteredReasons: ['The prompt could not be submitted.'],
                },
              },
            },
          },
        ],
      },
    ]);
    const error = await appErrorOf(provider.generate({ type: 'video', prompt: PROMPT }));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(
      'Gemini’s safety filters blocked the video: describe it differently and try again',
    );
  });

  it('reports a failed operation by its code only', async () => {
    const { provider } = await providerFor([
      {
        method: 'POST',
        path: VIDEO_PATH,
        answers: [
          {
            json: {
              name: OPERATION,
              done: true,
              error: { code: 13, message: `Internal failure for ${GEMINI_KEY}` },
            },
          },
        ],
      },
    ]);
    const error = await appErrorOf(provider.generate({ type: 'video', prompt: PROMPT }));
    expect(error.message).toBe('Gemini could not make the video (error 13): try again later');
  });

  it.each([
    ['starting', 429, 'Gemini is rate limiting requests (429): try again in a minute'],
    ['polling', 500, 'Gemini failed (500): try again later'],
  ] as const)('turns an error while %s into its status (%i)', async (step, status, message) => {
    const { provider } = await providerFor(
      step === 'starting'
        ? [{ method: 'POST', path: VIDEO_PATH, answers: [geminiError(status)] }]
        : [
            { method: 'POST', path: VIDEO_PATH, answers: [started] },
            { method: 'GET', path: OPERATION_PATH, answers: [geminiError(status)] },
          ],
    );
    const error = await appErrorOf(provider.generate({ type: 'video', prompt: PROMPT }));
    expect(error.message).toBe(message);
    expectNoKeyLeak(error.message);
  });

  it('does not send the key to a video address outside the Gemini API', async () => {
    const { provider, server } = await providerFor([
      {
        method: 'POST',
        path: VIDEO_PATH,
        answers: [
          {
            json: {
              name: OPERATION,
              done: true,
              response: {
                generateVideoResponse: {
                  generatedSamples: [{ video: { uri: 'https://files.example.net/v.mp4' } }],
                },
              },
            },
          },
        ],
      },
    ]);
    const error = await appErrorOf(provider.generate({ type: 'video', prompt: PROMPT }));
    expect(error.message).toBe(
      'Gemini answered with a video address outside its API: it was not downloaded',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('fails a download Google refuses by its status', async () => {
    const { provider } = await providerFor([
      { method: 'POST', path: VIDEO_PATH, answers: [started] },
      { method: 'GET', path: OPERATION_PATH, answers: [finished] },
      { method: 'GET', path: FILE_PATH, answers: [geminiError(403)] },
    ]);
    const error = await appErrorOf(provider.generate({ type: 'video', prompt: PROMPT }));
    expect(error.message).toBe('Gemini refused the API key (403): check GEMINI_API_KEY');
  });
});

describe('media providers of an installation', () => {
  it('builds Gemini and OpenAI only with their keys, the sandbox only when asked', () => {
    const config = aiConfig('http://127.0.0.1:9');
    expect(Object.keys(createMediaProviders(config))).toEqual(['gemini']);
    config.openai.apiKey = 'sk-test-openai';
    expect(Object.keys(createMediaProviders(config, { sandbox: true }))).toEqual([
      'openai',
      'gemini',
      'sandbox',
    ]);
    config.gemini.apiKey = undefined;
    expect(Object.keys(createMediaProviders(config))).toEqual(['openai']);
  });
});
