import { z } from 'zod';

/**
 * A number of a JSON input: only a JSON number is one (ADR 0061). Without the pipe, trpc-to-openapi's
 * REST adapter marks the field `coerce` on the schema object itself before each call, so REST and,
 * from then on, tRPC read `true` as 1, `"1e3"` as 1000 and `null` or `""` as 0 (an admin's plan
 * priced `null` became a $0 plan). The adapter does not look inside a pipe. Query strings of GET
 * routes are text and keep `z.coerce`. `json-number-inputs.test.ts` (apps/server) runs the adapter's
 * own step on every mutation and fails on any field it would still coerce.
 */
export function jsonNumber(schema: z.ZodNumber): z.ZodPipe<z.ZodNumber, z.ZodNumber> {
  return schema.pipe(z.number());
}

/**
 * A boolean of a JSON input, kept strict the same way: the REST adapter marks a top-level
 * `z.boolean()` `coerce` (the string "false" would read as true) but leaves a pipe alone.
 */
export function jsonBoolean(field: string): z.ZodPipe<z.ZodBoolean, z.ZodBoolean> {
  return z.boolean({ error: `${field} must be true or false` }).pipe(z.boolean());
}
