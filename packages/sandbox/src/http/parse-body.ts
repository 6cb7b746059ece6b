import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** The first thing wrong with a request body, as its zod schema found it. */
export interface BodyProblem {
  /** JSON pointer of the field, `/distribution/feedDistribution`; `` for the body itself. */
  pointer: string;
  /** Dotted name of the field, `media.media_ids`; `body` for the body itself. */
  name: string;
  /** The schema's message for the field, e.g. `must be a string`. */
  message: string;
}

/** How one vendor refuses a malformed body, in its own error shape (one per vendor). */
export type BodyRefusal = (reply: FastifyReply, problem: BodyProblem) => FastifyReply;

export type ParsedBody<T> = { ok: true; body: T } | { ok: false; reply: FastifyReply };

/**
 * Parses `body` with `schema`; on failure sends the vendor's refusal of its first problem. A
 * missing body parses as `{}`, as the vendors treat an empty request.
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  reply: FastifyReply,
  refuse: BodyRefusal,
): ParsedBody<z.output<Schema>> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  const path = (issue?.path ?? []).map(String);
  return {
    ok: false,
    reply: refuse(reply, {
      pointer: path.map((segment) => `/${segment}`).join(''),
      name: path.length === 0 ? 'body' : path.join('.'),
      message: issue?.message ?? 'is malformed',
    }),
  };
}
