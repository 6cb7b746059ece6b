import { z } from 'zod';
import type { AiConfig } from './ai-config';
import { createGeminiClient, describeGeminiError, GEMINI } from './gemini-client';
import { notConfigured } from './provider-errors';
import { generateValidated } from './structured-generation';
import type { TextProvider } from './text-provider';

/** Gemini through @google/genai (the Gemini API, not Vertex AI), answering JSON for a JSON schema. */
export function createGeminiProvider(config: AiConfig): TextProvider {
  const { model } = config.gemini;
  const client = createGeminiClient(config);

  return {
    id: 'gemini',
    label: GEMINI.label,
    available: client !== null,
    model,
    async generateStructured(request) {
      if (!client) throw notConfigured(GEMINI);
      const responseJsonSchema = toGeminiJsonSchema(request.schema);
      return generateValidated(
        {
          ...GEMINI,
          async attempt(signal) {
            const response = await client.models.generateContent({
              model,
              contents: request.prompt,
              config: {
                systemInstruction: request.system,
                responseMimeType: 'application/json',
                responseJsonSchema,
                abortSignal: signal,
              },
            });
            return {
              text: response.text ?? null,
              usage: {
                inputTokens: response.usageMetadata?.promptTokenCount ?? 0,
                outputTokens: response.usageMetadata?.candidatesTokenCount ?? 0,
              },
              model: response.modelVersion ?? model,
            };
          },
          describeError: describeGeminiError,
        },
        request,
        request.timeoutMs ?? config.timeoutMs,
      );
    },
  };
}

/** The schema as plain JSON Schema; `$schema` dropped, the Gemini API accepts only a subset of keys. */
function toGeminiJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'output' });
  return jsonSchema;
}
