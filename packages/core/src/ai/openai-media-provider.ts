import OpenAI from 'openai';
import { AppError } from '@fanout/shared';
import type { AiConfig } from './ai-config';
import type { MediaProvider } from './media-provider';
import { providerHttpError, providerUnreachable, type ProviderIdentity } from './provider-errors';

const OPENAI: ProviderIdentity = { label: 'OpenAI', keyVariable: 'OPENAI_API_KEY' };
const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_IMAGE_MODEL = 'gpt-image-1';
export const DEFAULT_SPEECH_MODEL = 'gpt-4o-mini-tts';
/** OpenAI's speech endpoint reads at most this many characters. */
const SPEECH_INPUT_MAX = 4096;
/** Images and speech take longer than text; a background job can wait. */
const MEDIA_TIMEOUT_FLOOR_MS = 180_000;

/**
 * Library media through OpenAI: images (Images API, answered as base64) and audio (text to speech).
 * Video is not something OpenAI's public API makes, so it is not offered. Without a key the
 * provider is not built at all (create-media-providers.ts).
 */
export function createOpenAiMediaProvider(config: AiConfig): MediaProvider | undefined {
  const { apiKey } = config.openai;
  if (!apiKey) return undefined;
  const imageModel = config.openai.imageModel ?? DEFAULT_IMAGE_MODEL;
  const speechModel = config.openai.speechModel ?? DEFAULT_SPEECH_MODEL;
  const client = new OpenAI({
    apiKey,
    baseURL: config.openai.baseUrl ?? DEFAULT_BASE_URL,
    organization: null,
    project: null,
    maxRetries: config.sdkRetries ?? 0,
    timeout: Math.max(config.timeoutMs, MEDIA_TIMEOUT_FLOOR_MS),
  });

  return {
    id: 'openai',
    label: 'OpenAI',
    types: ['image', 'audio'],
    async generate(request) {
      try {
        if (request.type === 'image') {
          const answer = await client.images.generate(
            {
              model: imageModel,
              prompt: request.prompt,
              n: 1,
              // DALL·E answers with a URL unless asked; GPT image models always answer base64.
              ...(imageModel.startsWith('dall-e') ? { response_format: 'b64_json' as const } : {}),
            },
            { signal: request.signal },
          );
          const b64 = answer.data?.[0]?.b64_json;
          if (!b64) {
            throw new AppError('BAD_GATEWAY', 'OpenAI answered without an image: try again');
          }
          return {
            bytes: Buffer.from(b64, 'base64'),
            mime: 'image/png',
            ext: 'png',
            model: imageModel,
          };
        }
        if (request.type === 'audio') {
          const speech = await client.audio.speech.create(
            {
              model: speechModel,
              voice: 'alloy',
              input: request.prompt.slice(0, SPEECH_INPUT_MAX),
              response_format: 'mp3',
            },
            { signal: request.signal },
          );
          return {
            bytes: Buffer.from(await speech.arrayBuffer()),
            mime: 'audio/mpeg',
            ext: 'mp3',
            model: speechModel,
          };
        }
        throw new AppError('BAD_REQUEST', 'OpenAI does not generate video');
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
          throw providerHttpError(OPENAI, error.status, error.code);
        }
        if (request.signal?.aborted) throw error;
        throw providerUnreachable(OPENAI);
      }
    },
  };
}
