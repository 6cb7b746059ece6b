import { readFileSync } from 'node:fs';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { SpecViolation, type SpecRequestValidator } from './spec-request';

/**
 * Checks requests against a vendor's official OpenAPI document (ADR 0016): the operation must exist
 * (path templates such as `/2/media/upload/{id}/append` included) and its parameters and request
 * body must be valid. openapi-backend does the routing and the Ajv validation.
 */
export async function createOpenApiRequestValidator(
  file: string,
  apiRoot: string,
): Promise<SpecRequestValidator> {
  const document = enumChoicesAsAnyOf(JSON.parse(readFileSync(file, 'utf8'))) as Document;
  const api = new OpenAPIBackend({
    definition: document,
    apiRoot,
    // The documents are the vendors' own: checking them on every start only costs time.
    quick: true,
    // Ajv's `discriminator` refuses the `mapping` Pinterest uses; its oneOf branches differ by
    // `source_type` enums anyway. Formats (date-time) so start_time is checked.
    ajvOpts: { strict: false },
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();

  return {
    validate(request) {
      const method = request.method.toLowerCase();
      const contentType = request.contentType?.split(';')[0]?.trim() ?? 'application/json';
      const where = `${request.method.toUpperCase()} ${request.path}`;
      const probe = {
        method,
        path: request.path,
        query: request.query ?? {},
        headers: { 'content-type': contentType },
        body: request.body,
      };
      const operation = api.matchOperation(probe);
      if (!operation) throw new SpecViolation(`${where} is not an operation of ${file}`);
      if (
        contentType === 'multipart/form-data' ||
        contentType === 'application/x-www-form-urlencoded'
      ) {
        probe.body = coerceFormFields(document, operation, contentType, request.body);
      }
      const result = api.validateRequest(probe, operation);
      if (!result.valid) {
        const errors = (result.errors ?? [])
          .map(
            (error) =>
              `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
          )
          .join('; ');
        throw new SpecViolation(
          `${where} (${operation.operationId ?? '?'}) violates the spec: ${errors}`,
        );
      }
    },
  };
}

/**
 * Form fields travel as text; OpenAPI types them by the body schema (`segment_index: integer`).
 * Converts the fields whose schema is a number or boolean, leaving anything unparseable for Ajv
 * to refuse.
 */
function coerceFormFields(
  document: Document,
  operation: { requestBody?: unknown },
  contentType: string,
  body: unknown,
): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const requestBody = resolve(document, operation.requestBody) as
    { content?: Record<string, { schema?: unknown }> } | undefined;
  const schema = resolve(document, requestBody?.content?.[contentType]?.schema) as
    { properties?: Record<string, unknown> } | undefined;
  const coerced: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name, value] of Object.entries(coerced)) {
    const property = resolve(document, schema?.properties?.[name]) as { type?: string } | undefined;
    if (typeof value !== 'string') continue;
    if (
      (property?.type === 'integer' || property?.type === 'number') &&
      /^-?\d+(\.\d+)?$/.test(value)
    ) {
      coerced[name] = Number(value);
    } else if (property?.type === 'boolean' && (value === 'true' || value === 'false')) {
      coerced[name] = value === 'true';
    }
  }
  return coerced;
}

/** Follows a local `$ref` (`#/components/schemas/X`) to what it points at. */
function resolve(document: Document, node: unknown): unknown {
  let current = node;
  for (let hops = 0; hops < 10; hops += 1) {
    if (typeof current !== 'object' || current === null || !('$ref' in current)) return current;
    const ref = String(current.$ref);
    if (!ref.startsWith('#/')) return current;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (into, key) =>
          typeof into === 'object' && into !== null
            ? (into as Record<string, unknown>)[key]
            : undefined,
        document,
      );
  }
  return current;
}

/**
 * A `oneOf` whose branches are all string enums is a choice among named lists, not "exactly one":
 * Pinterest's pin analytics `metric_types` items are `oneOf` its standard and its video metric
 * types, which share IMPRESSION, SAVE, PIN_CLICK…, so read literally every documented request
 * naming one of those would fail. Such a `oneOf` is checked as `anyOf`; every other one as written.
 */
function enumChoicesAsAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(enumChoicesAsAnyOf);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, enumChoicesAsAnyOf(value)]);
  const copy = Object.fromEntries(entries) as Record<string, unknown>;
  const { oneOf } = copy;
  if (Array.isArray(oneOf) && oneOf.length > 1 && oneOf.every(isStringEnum)) {
    delete copy.oneOf;
    copy.anyOf = oneOf;
  }
  return copy;
}

function isStringEnum(branch: unknown): boolean {
  return (
    typeof branch === 'object' &&
    branch !== null &&
    (branch as { type?: unknown }).type === 'string' &&
    Array.isArray((branch as { enum?: unknown }).enum)
  );
}
