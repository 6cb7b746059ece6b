/**
 * The bad values of the input fuzz test (ADR 0031), derived from an OpenAPI operation's schemas:
 * per field, values of the wrong kind for it; per body, the shapes a JSON body should never have.
 */

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
};

export interface BadValue {
  /** What is wrong, as the test's failure list shows it. */
  name: string;
  value: unknown;
}

export const TEN_MB = 10 * 1024 * 1024;

const NUMBERS: BadValue[] = [
  { name: 'negative number', value: -1 },
  { name: 'huge number (1e308)', value: 1e308 },
  { name: 'number beyond 2^53', value: 2 ** 53 + 2 },
];

/**
 * What a coercing parser reads as a number (ADR 0061): `true` → 1, "5" → 5, "1e3" → 1000, `null` and
 * "" → 0. A JSON number field refuses each, naming itself; `null` only where the field is not nullable.
 */
export function notJsonNumbers(schema: JsonSchema): BadValue[] {
  return [
    { name: 'true for a number', value: true },
    { name: 'number in a string ("5")', value: '5' },
    { name: 'exponent in a string ("1e3")', value: '1e3' },
    ...(isNullable(schema) ? [] : [{ name: 'null for a number', value: null }]),
    { name: 'empty string for a number', value: '' },
  ];
}

export function isNumberField(schema: JsonSchema): boolean {
  const field = nonNull(schema);
  return field.type === 'number' || field.type === 'integer';
}

function isNullable(schema: JsonSchema): boolean {
  return (
    (schema.anyOf ?? []).some((option) => option.type === 'null') ||
    (Array.isArray(schema.type) && schema.type.includes('null'))
  );
}

/** The schema without its `null` alternative (nullish fields are `anyOf: [T, {type: null}]`). */
export function nonNull(schema: JsonSchema): JsonSchema {
  const options = (schema.anyOf ?? []).filter((option) => option.type !== 'null');
  if (options.length === 1 && options[0]) return options[0];
  if (Array.isArray(schema.type)) {
    return { ...schema, type: schema.type.find((type) => type !== 'null') ?? 'string' };
  }
  return schema;
}

/** Bad values for one field, by the kind of value the schema expects. */
export function badValuesFor(schema: JsonSchema): BadValue[] {
  const field = nonNull(schema);
  const wrongType: BadValue[] = [
    { name: 'object instead of a value', value: { nested: 'value' } },
    ...NUMBERS,
  ];
  if (field.type === 'string' && field.format === 'uuid') {
    return [
      { name: 'not a uuid', value: 'not-a-uuid' },
      { name: 'NUL', value: '\u0000' },
      { name: 'uuid with NUL', value: '00000000-0000-4000-8000-00000000000\u0000' },
      ...wrongType,
    ];
  }
  if (field.type === 'string' && field.enum) {
    return [
      { name: 'not one of the options', value: 'not-an-option' },
      { name: 'option with NUL', value: `${String(field.enum[0])}\u0000` },
      ...wrongType,
    ];
  }
  if (field.type === 'string') {
    return [
      { name: 'NUL', value: 'fuzz\u0000text' },
      { name: 'control character', value: 'fuzz\u001btext' },
      { name: 'lone surrogate', value: 'fuzz\uD800text' },
      { name: 'lone low surrogate', value: '\uDC00' },
      ...wrongType,
    ];
  }
  if (field.type === 'array') {
    const uuids = field.items?.format === 'uuid';
    return [
      { name: 'not an array', value: 'fuzz' },
      { name: 'array of null', value: [null] },
      ...(uuids
        ? [
            { name: 'array with a non-uuid', value: ['not-a-uuid'] },
            { name: 'array with NUL', value: ['\u0000'] },
          ]
        : [{ name: 'array with NUL', value: ['fuzz\u0000'] }]),
      { name: 'array of 10,000', value: Array.from({ length: 10_000 }, () => 'x') },
      ...NUMBERS,
    ];
  }
  if (field.type === 'object') {
    return [
      { name: 'not an object', value: 'fuzz' },
      { name: 'key with NUL', value: { 'fuzz\u0000': {} } },
      { name: 'key with a lone surrogate', value: { '\uD800': {} } },
      { name: 'value of the wrong type', value: { fuzz: 'fuzz' } },
      ...NUMBERS,
    ];
  }
  if (field.type === 'boolean' || field.const !== undefined) {
    return [
      { name: 'string instead of a boolean', value: 'true\u0000' },
      { name: 'false where only true is allowed', value: field.const === true ? false : 'x' },
      ...NUMBERS,
    ];
  }
  if (field.type === 'number' || field.type === 'integer') {
    return [
      ...NUMBERS,
      ...notJsonNumbers(schema),
      { name: 'NaN as a string', value: 'NaN' },
      { name: 'fraction', value: 1.5 },
      { name: 'Infinity as a string', value: 'Infinity' },
    ];
  }
  return wrongType;
}

/** Bad values for a path parameter (sent in the URL, so strings only). */
export const BAD_PATH_VALUES: BadValue[] = [
  { name: 'not a uuid', value: 'not-a-uuid' },
  { name: 'NUL', value: '%00' },
  { name: 'invalid UTF-8 (a lone surrogate)', value: '%ED%A0%80' },
  { name: 'negative number', value: '-1' },
  { name: 'huge number', value: '1e308' },
  { name: 'SQL', value: "1'%20OR%20'1'='1" },
];

const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Raw bodies for any operation: refused by the JSON layer whatever the route (and its path id). */
export function badRawBodies(): { name: string; body: string; contentType?: string }[] {
  return [
    { name: 'depth-1,000 JSON object', body: deepObject(1000) },
    { name: 'depth-1,000 JSON array', body: deepArray(1000) },
    { name: 'depth-100,000 JSON array', body: deepArray(100_000) },
    { name: 'malformed JSON', body: '{"a":' },
    { name: 'text/plain body', body: 'hello', contentType: 'text/plain' },
  ];
}

/** Whole-body values for an operation that reads its input from the body. */
export const BAD_BODIES: BadValue[] = [
  { name: 'null body', value: null },
  { name: 'empty object body', value: {} },
  { name: 'string body', value: 'fuzz' },
  { name: 'number body', value: -1 },
  { name: 'array body', value: [{}] },
];
