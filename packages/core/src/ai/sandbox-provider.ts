import { AppError, formatZodError, isPlatform, PLATFORM_LABELS } from '@fanout/shared';
import { z } from 'zod';
import type { StructuredResult, TextProvider } from './text-provider';

const LABEL = 'Sandbox';
const MARK = '[Sandbox]';

/**
 * A provider that calls nothing and answers canned, clearly marked text, so the AI flows can be
 * tried offline. Only built where PLATFORM_MODE=sandbox (create-text-providers.ts): a live
 * installation never offers it. Answers are deterministic: the same request, the same answer.
 *
 * It fills the request's schema field by field from the JSON Schema, so it serves every structured
 * request the product makes without knowing the callers; the answer is validated like a real one.
 */
export function createSandboxProvider(): TextProvider {
  return {
    id: 'sandbox',
    label: LABEL,
    available: true,
    model: 'sandbox',
    generateStructured(request) {
      request.signal?.throwIfAborted();
      const subject = summarise(request.subject ?? firstLine(request.prompt));
      const answer = cannedValue(z.toJSONSchema(request.schema, { io: 'output' }), '', subject);
      const parsed = request.schema.safeParse(answer);
      if (!parsed.success) {
        throw new AppError(
          'BAD_GATEWAY',
          `${LABEL} cannot answer this request (${formatZodError(parsed.error)}): choose another provider`,
        );
      }
      const result: StructuredResult<z.output<typeof request.schema>> = {
        value: parsed.data,
        usage: { inputTokens: 0, outputTokens: 0 },
        model: 'sandbox',
        attempts: 1,
      };
      return Promise.resolve(result);
    },
  };
}

type JsonSchema = z.core.JSONSchema._JSONSchema;

/** A canned value for one schema node; strings say what they are, tags come from the subject. */
function cannedValue(schema: JsonSchema, field: string, subject: string): unknown {
  if (typeof schema === 'boolean') return null;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [
          key,
          cannedValue(child, key, subject),
        ]),
      );
    case 'array':
      if (field === 'hashtags') return cannedHashtags(subject);
      {
        // As many items as the schema asks for (three variants), each telling which one it is.
        const items = Array.isArray(schema.items) ? {} : (schema.items ?? {});
        const count = Math.max(1, schema.minItems ?? 1);
        if (count === 1) return [cannedValue(items, field, subject)];
        return Array.from({ length: count }, (_, index) =>
          cannedValue(items, field, `${subject}, variant ${index + 1}`),
        );
      }
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return cannedText(field, subject);
    default:
      return null;
  }
}

function cannedText(field: string, subject: string): string {
  if (field === 'title') return `${MARK} ${subject}`;
  // "Adapt for each network" asks for one field per network (adapt-to-networks.ts).
  if (isPlatform(field))
    return `${MARK} ${subject}, adapted for ${PLATFORM_LABELS[field]} #Sandbox`;
  if (field === 'textContent') {
    return (
      `${MARK} A canned post about ${subject}. ` +
      'The sandbox provider writes this text without calling any AI service. ' +
      'Set OPENAI_API_KEY or GEMINI_API_KEY for real generation.'
    );
  }
  return `${MARK} ${field || 'answer'} about ${subject}`;
}

/** #Sandbox, then up to three words of the subject as tags (letters and digits only). */
function cannedHashtags(subject: string): string[] {
  const words = subject
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 3)
    .map((word) => `#${word[0]?.toUpperCase() ?? ''}${word.slice(1).toLowerCase()}`);
  return [...new Set(['#Sandbox', ...words])].slice(0, 4);
}

function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim() !== '') ?? '';
}

/** The subject on one line and short enough for a title. */
function summarise(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return 'your topic';
  return line.length <= 60 ? line : `${line.slice(0, 59).trimEnd()}…`;
}
