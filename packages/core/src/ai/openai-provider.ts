import { zodResponseFormat } from 'openai/helpers/zod';
import type { AiConfig } from './ai-config';
import { createOpenAiClient, describeOpenAiError, OPENAI } from './openai-client';
import { notConfigured } from './provider-errors';
import { generateValidated } from './structured-generation';
import type { TextProvider } from './text-provider';

/**
 * OpenAI through its official SDK, on Chat Completions with a json_schema response format: the
 * endpoint OpenAI-compatible servers (Ollama, vLLM, llama.cpp, LM Studio) implement as well.
 */
export function createOpenAiProvider(config: AiConfig): TextProvider {
  const { model } = config.openai;
  const client = createOpenAiClient(config, config.timeoutMs);

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
          describeError: describeOpenAiError,
        },
        request,
        request.timeoutMs ?? config.timeoutMs,
      );
    },
  };
}
