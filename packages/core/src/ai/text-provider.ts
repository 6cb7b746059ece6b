import type { AiProvider } from '@fanout/shared';
import type { z } from 'zod';

/** One structured generation: the answer must be JSON matching `schema`. */
export interface StructuredRequest<Schema extends z.ZodType> {
  system: string;
  prompt: string;
  schema: Schema;
  /** Names the schema for providers that want one (OpenAI's json_schema.name); letters, digits, _ and -. */
  schemaName?: string;
  /**
   * What the request is about in a few words (the topic, the post being tagged). Real providers read
   * the prompt; the sandbox provider builds its canned answer from this.
   */
  subject?: string;
  /** The caller giving up (the user closed the page): the request is abandoned and its reason rethrown. */
  signal?: AbortSignal;
  /** Overrides the configured timeout of each attempt. */
  timeoutMs?: number;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface StructuredResult<T> {
  value: T;
  /** Summed over the attempts (an invalid answer is retried once): what the call cost. */
  usage: TokenUsage;
  /** The model that answered, as the provider names it. */
  model: string;
  /** 1, or 2 when the first answer was invalid. */
  attempts: number;
}

/**
 * A source of generated text. Every provider answers the same way so callers never branch on the
 * vendor; failures are AppErrors whose message names the provider and never holds a key.
 */
export interface TextProvider {
  id: AiProvider;
  /** What the product shows, e.g. "OpenAI". */
  label: string;
  /** False when its key is not configured; calling it then throws a BAD_REQUEST naming the variable. */
  available: boolean;
  /** The model used when the call does not choose one. */
  model: string;
  generateStructured<Schema extends z.ZodType>(
    request: StructuredRequest<Schema>,
  ): Promise<StructuredResult<z.output<Schema>>>;
}
