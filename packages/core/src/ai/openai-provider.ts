import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { AiConfig } from './ai-config';
import {
  notConfigured,
  providerHttpError,
  providerUnreachable,
  type ProviderIdentity,
} from './provider-errors';
import { generateValidated } from './structured-generation';
import type { TextProvider } from './text-provider';

const OPENAI: ProviderIdentity = { label: 'OpenAI', keyVariable: 'OPENAI_API_KEY' };
const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/**
 * OpenAI through its official SDK, on Chat Completions with a json_schema response format: the
 * endpoint OpenAI-compatible servers (Ollama, vLLM, llama.cpp, LM Studio) implement as well.
 */
export function createOpenAiProvider(config: AiConfig): TextProvider {
  const { apiKey, model } = config.openai;
  const client = apiKey
    ? new OpenAI({
        apiKey,
        // Explicit, so the SDK never falls back to its own environment variables.
        baseURL: config.openai.baseUrl ?? DEFAULT_BASE_URL,
        organization: null,
        project: null,
        maxRetries: config.sdkRetries ?? 0,
        // Our own per-attempt timeout aborts the request; this only keeps the SDK's from firing first.
        timeout: config.timeoutMs + 1000,
      })
    : null;

  return {
    id: 'openai',
    // The spec labels the default model "GPT-5"; another model (a local server's) shows its own name.
    label: model === 'gpt-5' ? 'GPT-5' : model,
    available: client !== null,
    model,
    async generateStructured(request) {
      if (!client) throw notConfigured(OPENAI);
      const responseFormat = zodResponseFormat(request.schema, request.schemaName ?? 'answer');
      return generateValidated(
        {
          ...OPENAI,
          async attempt(signal) {
            const completion = await client.chat.completions.create(
              {
                model,
                messages: [
                  { role: 'system', content: request.system },
                  { role: 'user', content: request.prompt },
                ],
                response_format: responseFormat,
              },
              { signal },
            );
            const message = completion.choices[0]?.message;
            return {
              // A refusal has no content: it counts as an invalid answer.
              text: message?.content ?? null,
              usage: {
                inputTokens: completion.usage?.prompt_tokens ?? 0,
                outputTokens: completion.usage?.completion_tokens ?? 0,
              },
              model: completion.model || model,
            };
          },
          describeError(error) {
            if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
              return providerHttpError(OPENAI, error.status, error.code);
            }
            return providerUnreachable(OPENAI);
          },
        },
        request,
        request.timeoutMs ?? config.timeoutMs,
      );
    },
  };
}
