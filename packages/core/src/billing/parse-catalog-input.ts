import type { z } from 'zod';
import { AppError, formatZodError } from '@fanout/shared';

/**
 * Admin changes are parsed again in the service (the transports already did): a caller that is not
 * a transport (a script, a test, another service) cannot store a plan or package the form refuses.
 */
export function parseCatalogInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AppError('BAD_REQUEST', formatZodError(parsed.error));
  return parsed.data;
}
