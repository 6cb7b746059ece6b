import type { z } from 'zod';
import { AppError, formatZodError, isAppError } from '@fanout/shared';

const INVALID_PAYLOAD = 'Invalid payload for job';

/**
 * A job is a typed definition: a `<domain>.<verb>` name and a zod payload (the catalogue:
 * jobs-catalog.ts). Handlers live beside the domain they serve and are registered with the job
 * registry (job-registry.ts), which checks a payload when it is enqueued; either driver (in-process,
 * BullMQ) checks it again before the handler runs.
 */
export interface JobDefinition<Name extends string, Payload extends z.ZodType> {
  name: Name;
  payload: Payload;
}

export function defineJob<Name extends `${string}.${string}`, Payload extends z.ZodType>(
  definition: JobDefinition<Name, Payload>,
): JobDefinition<Name, Payload> {
  return definition;
}

/** Validates a payload; an invalid payload is a programming error and must not be retried. */
export function parseJobPayload<Payload extends z.ZodType>(
  definition: JobDefinition<string, Payload>,
  raw: unknown,
): z.infer<Payload> {
  const result = definition.payload.safeParse(raw);
  if (!result.success) {
    throw new AppError(
      'BAD_REQUEST',
      `${INVALID_PAYLOAD} ${definition.name}: ${formatZodError(result.error)}`,
    );
  }
  return result.data;
}

/** An invalid payload is a programming error: no driver retries it. */
export function isInvalidPayloadError(error: unknown): boolean {
  return isAppError(error) && error.message.startsWith(INVALID_PAYLOAD);
}
