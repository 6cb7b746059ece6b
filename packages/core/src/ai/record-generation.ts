import { aiGenerations, type AiGenerationKind } from '@fanout/db/schema';
import { isAppError } from '@fanout/shared';
import type { z } from 'zod';
import type { Actor } from '../access';
import { nowOf, type CoreConfig, type CoreDeps } from '../deps';
import { checkGenerationLimit } from './generation-limit';
import type { StructuredRequest, TextProvider } from './text-provider';

export type RecordingDeps = Pick<CoreDeps, 'db' | 'logger' | 'now'> & {
  config: Pick<CoreConfig, 'ai'>;
};

/** Stored messages are AppError messages (written for users); a bound keeps a row small anyway. */
const MESSAGE_MAX = 500;

/** What the provider calls of one generation cost, summed as they answer. */
interface Meter {
  inputTokens: number;
  outputTokens: number;
  /** Whether any call answered: tokens are unknown (null) otherwise. */
  answered: boolean;
  attempts: number;
  model: string;
}

/**
 * Runs one generation under the user's hourly limit and records it, succeeded or failed, in
 * ai_generations. `run` gets the provider to use: the same provider, metered, so every call the
 * generation makes (a retry, a "shorter, please") is summed into the one record.
 *
 * A provider without its key is called as it is and not recorded: it answers its "not configured"
 * error without spending anything, and that must not use up the user's limit.
 */
export async function recordGeneration<T>(
  deps: RecordingDeps,
  actor: Actor,
  request: { kind: AiGenerationKind; provider: TextProvider },
  run: (provider: TextProvider) => Promise<T>,
): Promise<T> {
  if (!request.provider.available) return run(request.provider);
  await checkGenerationLimit(deps, actor);
  const meter: Meter = {
    inputTokens: 0,
    outputTokens: 0,
    answered: false,
    attempts: 0,
    model: request.provider.model,
  };
  const createdAt = nowOf(deps);
  const started = performance.now();
  const finish = (error?: unknown) =>
    save(deps, actor, request, meter, {
      createdAt,
      durationMs: Math.round(performance.now() - started),
      error,
    });
  let value: T;
  try {
    value = await run(metered(request.provider, meter));
  } catch (error) {
    await finish(error ?? new Error('unknown'));
    throw error;
  }
  await finish();
  return value;
}

function metered(provider: TextProvider, meter: Meter): TextProvider {
  return {
    id: provider.id,
    label: provider.label,
    available: provider.available,
    model: provider.model,
    async generateStructured<Schema extends z.ZodType>(request: StructuredRequest<Schema>) {
      try {
        const result = await provider.generateStructured(request);
        meter.inputTokens += result.usage.inputTokens;
        meter.outputTokens += result.usage.outputTokens;
        meter.attempts += result.attempts;
        meter.answered = true;
        meter.model = result.model;
        return result;
      } catch (error) {
        // How many attempts a failed call made is the provider's secret; at least one was made.
        meter.attempts += 1;
        throw error;
      }
    },
  };
}

/**
 * Writes the record. A failure to write is logged, not thrown: the user's generation (paid for)
 * is not lost because of its bookkeeping.
 */
async function save(
  deps: RecordingDeps,
  actor: Actor,
  request: { kind: AiGenerationKind; provider: TextProvider },
  meter: Meter,
  run: { createdAt: Date; durationMs: number; error?: unknown },
): Promise<void> {
  const failure = run.error === undefined ? undefined : describeFailure(run.error);
  try {
    await deps.db.insert(aiGenerations).values({
      userId: actor.userId,
      kind: request.kind,
      provider: request.provider.id,
      model: meter.model,
      inputTokens: meter.answered ? meter.inputTokens : null,
      outputTokens: meter.answered ? meter.outputTokens : null,
      attempts: meter.attempts,
      durationMs: run.durationMs,
      outcome: failure ? 'failed' : 'succeeded',
      errorClass: failure?.errorClass ?? null,
      errorMessage: failure?.errorMessage ?? null,
      createdAt: run.createdAt,
    });
  } catch (error) {
    deps.logger.error(
      { err: error, userId: actor.userId, kind: request.kind, provider: request.provider.id },
      'ai generation not recorded',
    );
  }
}

/**
 * The error's class and, for AppErrors only, its message: those are written for users and never
 * hold a key or the prompt (provider-errors.ts). Anything else (an SDK error, an abort reason)
 * could quote a request, so only its name is kept.
 */
function describeFailure(error: unknown): { errorClass: string; errorMessage: string | null } {
  if (isAppError(error)) {
    return { errorClass: error.code, errorMessage: error.message.slice(0, MESSAGE_MAX) };
  }
  const name = error instanceof Error || error instanceof DOMException ? error.name : 'Error';
  return { errorClass: name || 'Error', errorMessage: null };
}
