import { AppError, formatZodError } from '@fanout/shared';
import type { z } from 'zod';
import { callWithTimeout, type TimedProvider } from './call-with-timeout';
import type { ProviderIdentity } from './provider-errors';
import type { StructuredRequest, StructuredResult, TokenUsage } from './text-provider';

/** One answer of a provider before validation. */
export interface RawAnswer {
  /** The answer's text, null when the provider gave none (a refusal, an empty candidate). */
  text: string | null;
  usage: TokenUsage;
  model: string;
}

export interface ProviderCall extends ProviderIdentity, TimedProvider {
  /** One request to the provider; `signal` aborts it (caller gone or timeout). */
  attempt(signal: AbortSignal): Promise<RawAnswer>;
}

/** An invalid answer is retried once: models occasionally break the format, rarely twice running. */
const MAX_ATTEMPTS = 2;

/**
 * Runs a provider call until its answer is JSON that matches the schema, for every provider alike:
 * each attempt has its own timeout, the caller's signal abandons the whole call.
 */
export async function generateValidated<Schema extends z.ZodType>(
  call: ProviderCall,
  request: StructuredRequest<Schema>,
  timeoutMs: number,
): Promise<StructuredResult<z.output<Schema>>> {
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  let problem = '';
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const answer = await callWithTimeout(call, request.signal, timeoutMs, (signal) =>
      call.attempt(signal),
    );
    usage.inputTokens += answer.usage.inputTokens;
    usage.outputTokens += answer.usage.outputTokens;
    const parsed = parseAnswer(answer.text, request.schema);
    if (parsed.success)
      return { value: parsed.value, usage, model: answer.model, attempts: attempt };
    problem = parsed.problem;
  }
  throw new AppError(
    'BAD_GATEWAY',
    `${call.label} gave an invalid answer twice (${problem}): try again or choose another provider`,
  );
}

type Parsed<T> = { success: true; value: T } | { success: false; problem: string };

function parseAnswer<Schema extends z.ZodType>(
  text: string | null,
  schema: Schema,
): Parsed<z.output<Schema>> {
  if (text === null || text.trim() === '') return { success: false, problem: 'no text' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { success: false, problem: 'not JSON' };
  }
  const result = schema.safeParse(json);
  if (!result.success) return { success: false, problem: formatZodError(result.error) };
  return { success: true, value: result.data };
}
