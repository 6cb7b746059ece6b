import { describe, expect, it } from 'vitest';
import { appErrorOf, useFakeAiServers, type FakeAiAnswer, type FakeAiServer } from '../testing';
import type { AiConfig } from './ai-config';
import type { MediaProvider } from './media-provider';
import { createOpenAiMediaProvider } from './openai-media-provider';

const fakes = useFakeAiServers();

const OPENAI_KEY = 'sk-test-openai-media-0123456789';
const PNG = Buffer.from('89504e470d0a1a0a-fake-png', 'utf8');
const MP3 = Buffer.from('ID3-fake-mp3-bytes', 'utf8');

async function providerFor(
  path: string,
  answers: FakeAiAnswer[],
  mediaTimeoutMs = 5000,
): Promise<{ provider: MediaProvider; server: FakeAiServer }> {
  const server = await fakes.start({ method: 'POST', path }, answers);
  const config: AiConfig = {
    openai: { apiKey: OPENAI_KEY, baseUrl: `${server.url}/v1`, model: 'gpt-5' },
    gemini: { model: 'gemini-2.5-flash' },
    timeoutMs: 5000,
    mediaTimeoutMs,
  };
  const provider = createOpenAiMediaProvider(config);
  if (!provider) throw new Error('the OpenAI media provider was not built');
  return { provider, server };
}

const imageAnswer: FakeAiAnswer = {
  json: {
    created: 1_700_000_000,
    data: [{ b64_json: PNG.toString('base64') }],
    usage: { input_tokens: 12, output_tokens: 4160, total_tokens: 4172 },
  },
};

describe('OpenAI media provider: images', () => {
  it('asks the Images API for one image and answers its base64 bytes', async () => {
    const { provider, server } = await providerFor('/v1/images/generations', [imageAnswer]);

    const media = await provider.generate({ type: 'image', prompt: 'A hive at dawn' });

    expect(media).toEqual({ bytes: PNG, mime: 'image/png', ext: 'png', model: 'gpt-image-1' });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(server.requests[0]?.body).toEqual({
      model: 'gpt-image-1',
      prompt: 'A hive at dawn',
      n: 1,
    });
  });

  it('refuses an answer without an image', async () => {
    const { provider } = await providerFor('/v1/images/generations', [
      { json: { created: 1_700_000_000, data: [] } },
    ]);
    const error = await appErrorOf(provider.generate({ type: 'image', prompt: 'x' }));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe('OpenAI answered without an image: try again');
  });

  it('turns a 429 into TOO_MANY_REQUESTS with OpenAI’s code, never its message', async () => {
    const { provider, server } = await providerFor('/v1/images/generations', [
      {
        status: 429,
        json: {
          error: {
            message: `Rate limit reached for key ${OPENAI_KEY}`,
            type: 'requests',
            param: null,
            code: 'rate_limit_exceeded',
          },
        },
      },
    ]);
    const error = await appErrorOf(provider.generate({ type: 'image', prompt: 'x' }));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toBe(
      'OpenAI is rate limiting requests (429 rate_limit_exceeded): try again in a minute',
    );
    // Not retried: a retry pays twice, and the job records the failure for the user.
    expect(server.requests).toHaveLength(1);
  });

  it('abandons an image request that outlives the media timeout', async () => {
    const { provider, server } = await providerFor(
      '/v1/images/generations',
      [{ ...imageAnswer, delayMs: 3000 }],
      200,
    );
    const before = Date.now();
    const error = await appErrorOf(provider.generate({ type: 'image', prompt: 'x' }));
    expect(error.code).toBe('GATEWAY_TIMEOUT');
    expect(error.message).toBe('OpenAI did not answer within 0.2 s: try again later');
    expect(Date.now() - before).toBeLessThan(2000);
    expect(server.requests).toHaveLength(1);
  });
});

describe('OpenAI media provider: speech', () => {
  it('asks for mp3 speech in the alloy voice and answers the audio bytes', async () => {
    const { provider, server } = await providerFor('/v1/audio/speech', [
      { bytes: MP3, contentType: 'audio/mpeg' },
    ]);

    const media = await provider.generate({ type: 'audio', prompt: 'Welcome to the hive.' });

    expect(media).toEqual({ bytes: MP3, mime: 'audio/mpeg', ext: 'mp3', model: 'gpt-4o-mini-tts' });
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(server.requests[0]?.body).toEqual({
      model: 'gpt-4o-mini-tts',
      voice: 'alloy',
      input: 'Welcome to the hive.',
      response_format: 'mp3',
    });
  });

  it('sends at most the 4096 characters the speech endpoint reads', async () => {
    const { provider, server } = await providerFor('/v1/audio/speech', [
      { bytes: MP3, contentType: 'audio/mpeg' },
    ]);
    await provider.generate({ type: 'audio', prompt: 'b'.repeat(5000) });
    expect((server.requests[0]?.body as { input: string }).input).toBe('b'.repeat(4096));
  });

  it('turns a 500 into BAD_GATEWAY', async () => {
    const { provider } = await providerFor('/v1/audio/speech', [
      { status: 500, json: { error: { message: 'boom', type: 'server_error', code: null } } },
    ]);
    const error = await appErrorOf(provider.generate({ type: 'audio', prompt: 'x' }));
    expect(error.message).toBe('OpenAI failed (500): try again later');
  });
});

describe('OpenAI media provider without a key', () => {
  it('is not built, and does not make video', async () => {
    const config: AiConfig = { openai: { model: 'gpt-5' }, gemini: { model: 'g' }, timeoutMs: 1 };
    expect(createOpenAiMediaProvider(config)).toBeUndefined();
    const { provider } = await providerFor('/v1/images/generations', []);
    expect(provider.types).toEqual(['image', 'audio']);
    const error = await appErrorOf(provider.generate({ type: 'video', prompt: 'x' }));
    expect(error.message).toBe('OpenAI does not generate video');
  });
});
