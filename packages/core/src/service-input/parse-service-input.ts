import type { z } from 'zod';
import { AppError, formatZodError } from '@fanout/shared';

/**
 * A service parses its input again (the transports already did): a caller that is not a transport
 * (a script, a test, another service) cannot store what the form refuses. A leaf module, imported by
 * any domain (billing's catalogue, the admin's directory, the audit log) without tying them together.
 */
export function parseServiceInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AppError('BAD_REQUEST', formatZodError(parsed.error));
  return parsed.data;
}
