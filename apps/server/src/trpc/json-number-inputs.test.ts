import { coerceSchema, unwrapZodType } from 'trpc-to-openapi';
import { describe, expect, it } from 'vitest';
import { appRouter } from './router';

/**
 * A number (or boolean) of a JSON input takes only a JSON number (ADR 0061). trpc-to-openapi's
 * REST adapter marks the numbers, booleans and dates of a procedure's input `coerce` before each
 * call, on the schema objects themselves, so once a REST call has run, tRPC coerces the same
 * fields too: `true` became 1, `"1e3"` 1000, `null` and `""` 0. This runs the adapter's own step on
 * every procedure, as a server that has answered every route has, and looks for what it marked.
 */

type Schema = { _zod: { def: Record<string, unknown> & { type: string } } };

interface Procedure {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: Schema[] };
}

/** The paths of the leaves that coerce what they are given, inside `schema`. */
function coercingLeaves(schema: Schema, path: string, seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const inner = (key: string, suffix = '') =>
    def[key] ? coercingLeaves(def[key] as Schema, path + suffix, seen) : [];
  switch (def.type) {
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'date':
      return def.coerce === true ? [path] : [];
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, value]) =>
        coercingLeaves(value, `${path}.${key}`, seen),
      );
    case 'array':
      return inner('element', '[]');
    case 'record':
      return inner('valueType', '{}');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'union':
      return (def.options as Schema[]).flatMap((option) => coercingLeaves(option, path, seen));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'tuple':
      return (def.items as Schema[]).flatMap((item, i) =>
        coercingLeaves(item, `${path}[${i}]`, seen),
      );
    case 'lazy':
      return coercingLeaves((def.getter as () => Schema)(), path, seen);
    default:
      return inner('innerType');
  }
}

describe('JSON inputs', () => {
  it('no mutation coerces a number or a boolean, over tRPC or REST, even after the REST adapter ran', () => {
    const procedures = Object.entries(
      (appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures,
    );
    // What the REST adapter does to each procedure's input before calling it.
    for (const [, procedure] of procedures) {
      for (const input of procedure._def.inputs) {
        const unwrapped = unwrapZodType(input as never, true) as unknown as Schema;
        if (unwrapped._zod.def.type === 'object') coerceSchema(unwrapped as never);
      }
    }
    const coercing = procedures
      // A GET's input comes from a query string, where every value is text (and reads say so).
      .filter(([, procedure]) => procedure._def.type === 'mutation')
      .flatMap(([path, procedure]) =>
        procedure._def.inputs.flatMap((input) => coercingLeaves(input, path)),
      );
    expect(procedures.length).toBeGreaterThan(50);
    expect(coercing).toEqual([]);
  });
});
