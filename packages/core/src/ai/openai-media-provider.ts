import { AppError } from '@fanout/shared';
import type { AiConfig } from './ai-config';
import { callWithTimeout, type TimedProvider } from './call-with-timeout';
import { mediaTimeoutOf, type MediaProvider } from './media-provider';
import { createOpenAiClient, describeOpenAiError, OPENAI } from './openai-client';

export const DEFAULT_IMAGE_MODEL = 'gpt-image-1';
export const DEFAULT_SPEECH_MODEL = 'gpt-4o-mini-tts';
/** OpenAI's speech endpoint reads at most this many characters. */
const SPEECH_INPUT_MAX = 4096;

const CALL: TimedProvider = { label: OPENAI.label, describeError: describeOpenAiError };

/**
 * Library media through OpenAI: images (Images API, answered as base64) and audio (text to speech).
 * Video is not something OpenAI's public API makes, so it is not offered. Without a key the
 * provider is not built at all (create-media-providers.ts).
 */
export function createOpenAiMediaProvider(config: AiConfig): MediaProvider | undefined {
  const timeoutMs = mediaTimeoutOf(config);
  const client = createOpenAiClient(config, timeoutMs);
  if (!client) return undefined;
  const imageModel = config.openai.imageModel ?? DEFAULT_IMAGE_MODEL;
  const speechModel = config.openai.speechModel ?? DEFAULT_SPEECH_MODEL;

  return {
    id: 'openai',
    label: 'OpenAI',
    types: ['image', 'audio'],
    async generate(request) {
      if (request.type === 'image') {
        const answer = await callWithTimeout(CALL, request.signal, timeoutMs, (signal) =>
          client.images.generate(
            {
              model: imageModel,
              prompt: request.prompt,
              n: 1,
              // DALL·E answers with a URL unless asked; GPT image models always answer base64.
              ...(imageModel.startsWith('dall-e') ? { response_format: 'b64_json' as const } : {}),
            },
            { signal },
          ),
        );
        const b64 = answer.data?.[0]?.b64_json;
        if (!b64) throw new AppError('BAD_GATEWAY', 'OpenAI answered without an image: try again');
        return {
          bytes: Buffer.from(b64, 'base64'),
          mime: 'image/png',
          ext: 'png',
          model: imageModel,
        };
      }
      if (request.type === 'audio') {
        const bytes = await callWithTimeout(CALL, request.signal, timeoutMs, async (signal) => {
          const speech = await client.audio.speech.create(
            {
              model: speechModel,
              voice: 'alloy',
              input: request.prompt.slice(0, SPEECH_INPUT_MAX),
              response_format: 'mp3',
            },
            { signal },
          );
          return Buffer.from(await speech.arrayBuffer());
        });
        return { bytes, mime: 'audio/mpeg', ext: 'mp3', model: speechModel };
      }
      throw new AppError('BAD_REQUEST', 'OpenAI does not generate video');
    },
  };
}
