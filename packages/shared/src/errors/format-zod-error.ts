import type { z } from 'zod';

/** One readable sentence naming the field(s) at fault, e.g. "email: Enter a valid email address". */
export function formatZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}
