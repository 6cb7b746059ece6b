import { ApiError, GoogleGenAI } from '@google/genai';
import type { AppError } from '@fanout/shared';
import type { AiConfig } from './ai-config';
import { providerHttpError, providerUnreachable, type ProviderIdentity } from './provider-errors';

export const GEMINI: ProviderIdentity = { label: 'Gemini', keyVariable: 'GEMINI_API_KEY' };

/** Where the Gemini API answers when no gateway is configured. */
export const GEMINI_API_ORIGIN = 'https://generativelanguage.googleapis.com';

/**
 * The @google/genai client of the Gemini API (not Vertex AI), or null without a key. Given its key
 * and endpoint explicitly, so the SDK never reads the environment itself.
 */
export function createGeminiClient(config: AiConfig): GoogleGenAI | null {
  const { apiKey, baseUrl } = config.gemini;
  if (!apiKey) return null;
  return new GoogleGenAI({
    apiKey,
    vertexai: false,
    httpOptions: {
      ...(baseUrl ? { baseUrl } : {}),
      // The SDK retries only when given retry options; 1 attempt each unless configured.
      ...(config.sdkRetries ? { retryOptions: { attempts: config.sdkRetries + 1 } } : {}),
    },
  });
}

/** An SDK error as the user reads it: the HTTP status only (Gemini's messages can quote the key). */
export function describeGeminiError(error: unknown): AppError {
  if (error instanceof ApiError) return providerHttpError(GEMINI, error.status);
  return providerUnreachable(GEMINI);
}
