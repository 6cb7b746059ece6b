import { randomUUID } from 'node:crypto';
import type { HttpClient } from './http-client';
import { nonNull, type JsonSchema } from './input-fuzz-catalogue';

/** The parts of the served OpenAPI document an access test reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentedOperation>>;
}

interface DocumentedOperation {
  operationId?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** One admin operation of the document: its REST route and the tRPC procedure behind it. */
export interface AdminOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document names it, without /api: `/admin/subscription-plans/{id}`. */
  path: string;
  /** `admin.assignRole`: trpc-to-openapi's operationId is the procedure path with '-' for '.'. */
  procedure: string | undefined;
  pathParams: string[];
  /** The input as query parameters (GET and DELETE) or as a JSON body. */
  input: JsonSchema | undefined;
  inputIn: 'query' | 'body' | 'none';
  /** The documented 200 answer. */
  answer: JsonSchema | undefined;
}

export const key = (operation: { method: string; path: string }) =>
  `${operation.method} ${operation.path}`;

/** Every operation tagged `admin`, and every operation under /admin/ whatever its tags. */
export function adminOperations(document: OpenApiDocument): AdminOperation[] {
  const operations: AdminOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const isAdmin = operation.tags?.includes('admin') || /^(\/api)?\/admin\//.test(path);
      if (isAdmin) operations.push(describeOperation(path, method, operation));
    }
  }
  return operations;
}

function describeOperation(
  path: string,
  method: string,
  operation: DocumentedOperation,
): AdminOperation {
  const parameters = operation.parameters ?? [];
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const body = operation.requestBody?.content['application/json']?.schema;
  const input: JsonSchema | undefined =
    body ??
    (query.length > 0
      ? {
          type: 'object',
          properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
          required: query.filter((p) => p.required).map((p) => p.name),
        }
      : undefined);
  return {
    method: method.toUpperCase() as AdminOperation['method'],
    path: path.replace(/^\/api/, ''),
    procedure: operation.operationId?.replaceAll('-', '.'),
    pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
    input,
    inputIn: body ? 'body' : query.length > 0 ? 'query' : 'none',
    answer: operation.responses?.['200']?.content?.['application/json']?.schema,
  };
}

/**
 * A valid input for the operation: every documented field, from `known` by name, else a plain
 * value of its type. Fields added to a schema later get a value without this test changing.
 */
export function exampleInput(
  operation: AdminOperation,
  known: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (!operation.input) return undefined;
  const input: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(operation.input.properties ?? {})) {
    if (name in known) input[name] = known[name];
    else if (operation.inputIn === 'body' || operation.input.required?.includes(name)) {
      input[name] = plainValue(nonNull(property));
    }
  }
  return input;
}

function plainValue(field: JsonSchema & { minimum?: number; minLength?: number }): unknown {
  if (field.enum) return field.enum[0];
  if (field.format === 'uuid') return randomUUID();
  switch (field.type) {
    case 'integer':
    case 'number':
      return Math.max(field.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    case 'null':
      return null;
    default:
      return 'probe'.padEnd(field.minLength ?? 0, 'e');
  }
}

/** Sends the operation over REST, path parameters `pathId` or else a random uuid. */
export function sendRest(
  client: HttpClient,
  operation: AdminOperation,
  input: Record<string, unknown> | undefined,
  pathId?: string,
) {
  const path = operation.path.replace(/\{[A-Za-z]+\}/g, () => pathId ?? randomUUID());
  if (operation.inputIn === 'query' && input) {
    const query = new URLSearchParams(
      Object.entries(input).map(([name, value]): [string, string] => [name, String(value)]),
    );
    return client.request(operation.method, `/api${path}?${query.toString()}`);
  }
  if (operation.method === 'GET' || operation.method === 'DELETE') {
    return client.request(operation.method, `/api${path}`);
  }
  return client.request(operation.method, `/api${path}`, { body: input ?? {} });
}

/** Sends the same input to the tRPC procedure behind the route, as the web app does. */
export function sendTrpc(
  client: HttpClient,
  operation: AdminOperation,
  input: Record<string, unknown> | undefined,
) {
  const withIds = operation.pathParams.reduce<Record<string, unknown>>(
    (all, name) => ({ ...all, [name]: randomUUID() }),
    { ...input },
  );
  const hasInput = operation.input !== undefined || operation.pathParams.length > 0;
  if (operation.method === 'GET') {
    const query = hasInput ? `?input=${encodeURIComponent(JSON.stringify(withIds))}` : '';
    return client.get(`/trpc/${operation.procedure ?? ''}${query}`);
  }
  return client.post(`/trpc/${operation.procedure ?? ''}`, hasInput ? withIds : undefined);
}
