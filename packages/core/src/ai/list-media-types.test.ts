import { describe, expect, it } from 'vitest';
import type { AiConfig } from './ai-config';
import { createMediaProviders } from './create-media-providers';
import { listMediaTypes } from './list-media-types';

/** No request is made: building the providers only reads the configuration. */
function config(openAiKey?: string): AiConfig {
  return {
    openai: { apiKey: openAiKey, model: 'gpt-5' },
    gemini: { model: 'gemini-2.5-flash' },
    timeoutMs: 5000,
  };
}

const unavailable = (type: string) => ({
  type,
  available: false,
  provider: null,
  reason: expect.stringMatching(new RegExp(`^AI provider not configured for ${type}: .+`)),
});

describe('listMediaTypes', () => {
  it('says why no type can be made when no provider is built', () => {
    expect(listMediaTypes({ mediaProviders: createMediaProviders(config()) })).toEqual([
      unavailable('image'),
      unavailable('video'),
      unavailable('audio'),
    ]);
    expect(listMediaTypes({})).toEqual([
      unavailable('image'),
      unavailable('video'),
      unavailable('audio'),
    ]);
  });

  it('names the provider that makes each type, a real one before the sandbox', () => {
    const openAiOnly = createMediaProviders(config('sk-test-0123456789'));
    expect(listMediaTypes({ mediaProviders: openAiOnly })).toEqual([
      { type: 'image', available: true, provider: 'OpenAI', reason: null },
      unavailable('video'),
      { type: 'audio', available: true, provider: 'OpenAI', reason: null },
    ]);

    const withSandbox = createMediaProviders(config('sk-test-0123456789'), { sandbox: true });
    expect(listMediaTypes({ mediaProviders: withSandbox })).toEqual([
      { type: 'image', available: true, provider: 'OpenAI', reason: null },
      { type: 'video', available: true, provider: 'Sandbox', reason: null },
      { type: 'audio', available: true, provider: 'OpenAI', reason: null },
    ]);

    const sandboxOnly = createMediaProviders(config(), { sandbox: true });
    expect(listMediaTypes({ mediaProviders: sandboxOnly }).map((entry) => entry.provider)).toEqual([
      'Sandbox',
      'Sandbox',
      'Sandbox',
    ]);
  });
});
