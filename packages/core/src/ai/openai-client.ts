import OpenAI from 'openai';
import type { AppError } from '@fanout/shared';
import type { AiConfig } from './ai-config';
import { providerHttpError, providerUnreachable, type ProviderIdentity } from './provider-errors';

export const OPENAI: ProviderIdentity = { label: 'OpenAI', keyVariable: 'OPENAI_API_KEY' };
const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/**
 * The OpenAI SDK client (api.openai.com or an OpenAI-compatible server), or null without a key.
 * `timeoutMs` is the caller's own timeout, which aborts the request: the SDK's is set just past it
 * so it never fires first.
 */
export function createOpenAiClient(config: AiConfig, timeoutMs: number): OpenAI | null {
  const { apiKey } = config.openai;
  if (!apiKey) return null;
  return new OpenAI({
    apiKey,
    // Explicit, so the SDK never falls back to its own environment variables.
    baseURL: config.openai.baseUrl ?? DEFAULT_BASE_URL,
    organization: null,
    project: null,
    maxRetries: config.sdkRetries ?? 0,
    timeout: timeoutMs + 1000,
  });
}

/** An SDK error as the user reads it: status and OpenAI's code only (its messages can echo the key). */
export function describeOpenAiError(error: unknown): AppError {
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    return providerHttpError(OPENAI, error.status, error.code);
  }
  return providerUnreachable(OPENAI);
}
