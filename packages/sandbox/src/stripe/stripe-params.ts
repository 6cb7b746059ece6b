import { z } from 'zod';
import { invalidRequest, type StripeApiError } from './stripe-errors';

/**
 * Strict request parameters, as Stripe checks them: a form body (`a[b][0][c]=…`, parsed with qs)
 * where every value is a string, refused with `parameter_unknown`, `parameter_missing` or
 * `parameter_invalid_*` naming the parameter the way Stripe does (`line_items[0][price]`).
 */

type Defined<T> = Exclude<T, null | undefined>;
type ObjectPart<T> = Extract<Defined<T>, object>;

/**
 * The names in S (a schema's output) that P (the SDK's params type) does not have, at any depth;
 * `never` when every name is one Stripe knows. Assignability alone would let a misspelt optional
 * name through (TypeScript allows extra properties on non-literal objects).
 */
export type UnknownParams<S, P> = S extends readonly (infer SE)[]
  ? ObjectPart<P> extends readonly (infer PE)[]
    ? UnknownParams<SE, PE>
    : 'not a list in the SDK'
  : S extends object
    ? {
        [K in keyof S]-?: K extends keyof ObjectPart<P>
          ? UnknownParams<Defined<S[K]>, ObjectPart<P>[K]>
          : K;
      }[keyof S]
    : never;

type Checked<Shape extends z.ZodRawShape, P> = [z.output<z.ZodObject<Shape>>] extends [P]
  ? [UnknownParams<z.output<z.ZodObject<Shape>>, P>] extends [never]
    ? Shape
    : { unknownToTheSdk: UnknownParams<z.output<z.ZodObject<Shape>>, P> }
  : { notAssignableTo: P };

/**
 * `paramsFor<Stripe.CustomerCreateParams>()({ email: text(), … })`: a strict object schema whose
 * output must be assignable to the SDK's params type and use only names it knows — a compile-time
 * check that the simulator accepts what the SDK sends, and nothing Stripe would refuse.
 */
export function paramsFor<P>() {
  return <Shape extends z.ZodRawShape>(shape: Shape & Checked<Shape, P>) =>
    z.strictObject(shape as Shape);
}

const CODE_PREFIX = 'stripe:';

export const text = () => z.string({ error: `${CODE_PREFIX}string` });
export const nonEmptyText = () => text().min(1, { error: `${CODE_PREFIX}empty` });
export const integer = () =>
  text()
    .regex(/^-?\d{1,15}$/, { error: `${CODE_PREFIX}integer` })
    .transform(Number);
export const boolean = () =>
  z.enum(['true', 'false'], { error: `${CODE_PREFIX}boolean` }).transform((v) => v === 'true');
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `${CODE_PREFIX}enum:${values.join(', ')}` });
export const metadata = () => z.record(z.string(), z.string({ error: `${CODE_PREFIX}string` }));
export const expand = () => z.array(z.string()).optional();
export const list = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: `${CODE_PREFIX}array` });

/** Stripe's name for a nested parameter: `line_items[0][price_data][currency]`. */
export function paramName(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  return `${first ?? ''}${rest.map((part) => `[${part}]`).join('')}`;
}

/** The parsed parameters, or the StripeApiError Stripe would answer for the first problem. */
export function parseParams<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw toStripeError(parsed.error.issues, input);
}

function toStripeError(issues: z.core.$ZodIssue[], input: unknown): StripeApiError {
  // Stripe reports unknown names before anything else: a typo is the likeliest mistake.
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unknown?.code === 'unrecognized_keys') {
    const name = paramName([...unknown.path, unknown.keys[0] ?? '']);
    return invalidRequest(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
  }
  const issue = issues[0];
  const name = paramName(issue?.path ?? []);
  if (!issue || valueAt(input, issue.path) === undefined) {
    return invalidRequest(`Missing required param: ${name}.`, name, 'parameter_missing');
  }
  return invalidValue(issue, name, valueAt(input, issue.path));
}

function invalidValue(issue: z.core.$ZodIssue, name: string, value: unknown): StripeApiError {
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  const kind = issue.message.startsWith(CODE_PREFIX) ? issue.message.slice(CODE_PREFIX.length) : '';
  if (kind === 'integer') {
    return invalidRequest(`Invalid integer: ${shown}`, name, 'parameter_invalid_integer');
  }
  if (kind === 'empty') {
    return invalidRequest(
      `You passed an empty string for '${name}'. We assume empty values are an attempt to unset a parameter; however '${name}' cannot be unset. You should remove '${name}' from your request or supply a non-empty value.`,
      name,
      'parameter_invalid_empty',
    );
  }
  if (kind === 'boolean') return invalidRequest(`Invalid boolean: ${shown}`, name);
  if (kind.startsWith('enum:')) {
    return invalidRequest(`Invalid ${name}: must be one of ${kind.slice(5)}`, name);
  }
  if (kind === 'array') return invalidRequest(`Invalid array`, name);
  if (kind === 'string') return invalidRequest(`Invalid string: ${shown}`, name);
  return invalidRequest(`Invalid ${name}: ${issue.message}`, name);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
