import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { requestBodySchema, type DiscoverySchema } from './discovery-schemas';
import { SpecViolation, type SpecRequest, type SpecRequestValidator } from './spec-request';

/** A method or global parameter of a discovery document. */
interface DiscoveryParameter {
  type: string;
  location: string;
  format?: string;
  required?: boolean;
  repeated?: boolean;
  enum?: string[];
  pattern?: string;
  minimum?: string;
  maximum?: string;
}

interface UploadProtocol {
  path: string;
  multipart?: boolean;
}

interface DiscoveryMethod {
  id: string;
  httpMethod: string;
  path: string;
  parameters?: Record<string, DiscoveryParameter>;
  request?: { $ref: string };
  mediaUpload?: { protocols: { simple?: UploadProtocol; resumable?: UploadProtocol } };
}

interface DiscoveryResource {
  methods?: Record<string, DiscoveryMethod>;
  resources?: Record<string, DiscoveryResource>;
}

interface DiscoveryDocument {
  servicePath: string;
  parameters: Record<string, DiscoveryParameter>;
  resources: Record<string, DiscoveryResource>;
  schemas: Record<string, DiscoverySchema>;
}

/** Where a method can be called: its own path, or one of its media upload paths. */
interface Route {
  method: DiscoveryMethod;
  pattern: RegExp;
  pathParameters: string[];
  /** The upload protocol whose path this is; null for the method's own path. */
  upload: 'simple' | 'resumable' | null;
}

/**
 * Checks requests against a Google API discovery document (YouTube Data API v3), as
 * openapi-request-validator.ts does against OpenAPI: the method is found by HTTP method and path
 * (`servicePath` + `method.path` with `{param}` / `{+param}` templates, or the
 * `mediaUpload.protocols.*.path` upload paths, all relative to `rootUrl`); every query parameter
 * must be declared by the method or the document, given once unless `repeated`, of its type,
 * within its enum and bounds; required ones present; the JSON body valid against the method's
 * request schema (Ajv, requestBodySchema of discovery-schemas.ts).
 */
export function createDiscoveryRequestValidator(file: string): SpecRequestValidator {
  const document = JSON.parse(readFileSync(file, 'utf8')) as DiscoveryDocument;
  const routes = collectRoutes(document);
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  const bodies = new Map<string, ValidateFunction>();
  const bodyValidator = (method: DiscoveryMethod, rootId: string) => {
    let validate = bodies.get(method.id);
    if (!validate) {
      validate = ajv.compile(requestBodySchema(document.schemas, rootId, method.id));
      bodies.set(method.id, validate);
    }
    return validate;
  };

  return {
    validate(request) {
      const httpMethod = request.method.toUpperCase();
      const where = `${httpMethod} ${request.path}`;
      const query = request.query ?? {};
      if (isResumableSession(routes, httpMethod, request.path, query)) return;
      const match = findRoute(routes, httpMethod, request.path);
      if (!match) throw new SpecViolation(`${where} is not a method of ${file}`);
      const { route, pathValues } = match;
      const { method } = route;
      const problems = [
        ...Object.entries(pathValues).flatMap(([name, value]) =>
          parameterProblems(name, [value], method.parameters?.[name]),
        ),
        ...queryProblems(document, method, query),
        ...uploadProblems(route, query),
      ];
      if (problems.length === 0) problems.push(...bodyProblems(request, route, bodyValidator));
      if (problems.length > 0) {
        throw new SpecViolation(
          `${where} (${method.id}) violates the discovery document: ${problems.join('; ')}`,
        );
      }
    },
  };
}

function collectRoutes(document: DiscoveryDocument): Route[] {
  const routes: Route[] = [];
  const visit = (resource: DiscoveryResource) => {
    for (const method of Object.values(resource.methods ?? {})) {
      routes.push({ method, ...template(`/${document.servicePath}${method.path}`), upload: null });
      const protocols = method.mediaUpload?.protocols ?? {};
      for (const upload of ['simple', 'resumable'] as const) {
        const protocol = protocols[upload];
        if (protocol) routes.push({ method, ...template(protocol.path), upload });
      }
    }
    for (const child of Object.values(resource.resources ?? {})) visit(child);
  };
  for (const resource of Object.values(document.resources)) visit(resource);
  return routes;
}

/** `{name}` matches one path segment, `{+name}` (reserved expansion) any rest of the path. */
function template(path: string): { pattern: RegExp; pathParameters: string[] } {
  const pathParameters: string[] = [];
  const source = path
    .split(/(\{\+?[^}]+\})/)
    .map((part) => {
      const parameter = /^\{(\+?)([^}]+)\}$/.exec(part);
      if (!parameter?.[2]) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      pathParameters.push(parameter[2]);
      return parameter[1] ? '(.+)' : '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), pathParameters };
}

function findRoute(
  routes: readonly Route[],
  httpMethod: string,
  path: string,
): { route: Route; pathValues: Record<string, string> } | null {
  const matches = routes.flatMap((route) => {
    const found = route.method.httpMethod === httpMethod ? route.pattern.exec(path) : null;
    return found ? [{ route, found }] : [];
  });
  // A literal path wins over a template that also matches it.
  matches.sort((a, b) => a.route.pathParameters.length - b.route.pathParameters.length);
  const [best] = matches;
  if (!best) return null;
  const pathValues: Record<string, string> = {};
  best.route.pathParameters.forEach((name, index) => {
    pathValues[name] = best.found[index + 1] ?? '';
  });
  return { route: best.route, pathValues };
}

/**
 * A `PUT` to the session URI a resumable upload opened: an upload path of a method that declares
 * the resumable protocol, with the session's `upload_id`. It carries bytes, not a method's
 * parameters or body (the resumable upload protocol, not the API surface).
 */
function isResumableSession(
  routes: readonly Route[],
  httpMethod: string,
  path: string,
  query: Readonly<Record<string, string | string[]>>,
): boolean {
  if (httpMethod !== 'PUT' || typeof query.upload_id !== 'string' || query.upload_id === '') {
    return false;
  }
  return routes.some(
    (route) =>
      route.upload !== null &&
      route.method.mediaUpload?.protocols.resumable !== undefined &&
      route.pattern.test(path),
  );
}

function queryProblems(
  document: DiscoveryDocument,
  method: DiscoveryMethod,
  query: Readonly<Record<string, string | string[]>>,
): string[] {
  const problems: string[] = [];
  for (const [name, given] of Object.entries(query)) {
    const declared = method.parameters?.[name] ?? document.parameters[name];
    if (!declared || declared.location !== 'query') {
      problems.push(`query parameter ${name} is not declared`);
      continue;
    }
    const values = [given].flat();
    if (!declared.repeated && values.length > 1) {
      problems.push(`query parameter ${name} is given ${values.length} times`);
      continue;
    }
    // Repeated parameters may also be given as one comma-separated list (`part=snippet,status`).
    const items = declared.repeated ? values.flatMap((value) => value.split(',')) : values;
    problems.push(...parameterProblems(name, items, declared));
  }
  for (const [name, declared] of Object.entries(method.parameters ?? {})) {
    if (declared.required && declared.location === 'query' && query[name] === undefined) {
      problems.push(`required query parameter ${name} is missing`);
    }
  }
  return problems;
}

const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function parameterProblems(
  name: string,
  values: readonly string[],
  declared: DiscoveryParameter | undefined,
): string[] {
  if (!declared) return [`parameter ${name} is not declared`];
  return values.flatMap((value) => {
    const problem = valueProblem(value, declared);
    return problem ? [`parameter ${name}=${JSON.stringify(value)} ${problem}`] : [];
  });
}

function valueProblem(value: string, declared: DiscoveryParameter): string | null {
  if (value === '') return 'is empty';
  if (declared.enum && !declared.enum.includes(value)) {
    return `is not one of ${declared.enum.join(', ')}`;
  }
  if (declared.pattern !== undefined && !new RegExp(declared.pattern).test(value)) {
    return `does not match ${declared.pattern}`;
  }
  if (declared.type === 'boolean' && value !== 'true' && value !== 'false') {
    return 'is not a boolean';
  }
  if (declared.type === 'integer') {
    if (!/^-?\d+$/.test(value)) return 'is not an integer';
    const number = Number(value);
    if (declared.minimum !== undefined && number < Number(declared.minimum)) {
      return `is below ${declared.minimum}`;
    }
    if (declared.maximum !== undefined && number > Number(declared.maximum)) {
      return `is above ${declared.maximum}`;
    }
  }
  if (declared.format === 'google-datetime' && !RFC_3339.test(value)) {
    return 'is not an RFC 3339 date-time';
  }
  return null;
}

/**
 * An upload path needs `uploadType` naming a protocol the method declares. Google's own resumable
 * guide for YouTube opens the session on the simple path (`/upload/...?uploadType=resumable`);
 * the document's `resumable.path` (`/resumable/upload/...`) is the same protocol's other address,
 * so either path takes `resumable` when the method declares that protocol.
 */
function uploadProblems(route: Route, query: Readonly<Record<string, unknown>>): string[] {
  if (route.upload === null) return [];
  const protocols = route.method.mediaUpload?.protocols ?? {};
  const allowed = [
    ...(protocols.resumable ? ['resumable'] : []),
    ...(route.upload === 'simple' ? ['media'] : []),
    ...(route.upload === 'simple' && protocols.simple?.multipart ? ['multipart'] : []),
  ];
  const given = query.uploadType;
  return typeof given === 'string' && allowed.includes(given)
    ? []
    : [`an upload needs uploadType ${allowed.join(' or ')}`];
}

function bodyProblems(
  request: SpecRequest,
  route: Route,
  bodyValidator: (method: DiscoveryMethod, rootId: string) => ValidateFunction,
): string[] {
  const { method } = route;
  const contentType = request.contentType?.split(';')[0]?.trim() ?? 'application/json';
  const hasBody = request.body !== undefined && request.body !== null;
  // A simple upload's body is the media itself, not the resource.
  if (route.upload === 'simple' && contentType !== 'application/json') return [];
  if (!method.request) return hasBody ? ['the method takes no request body'] : [];
  if (!hasBody) return [`the method needs a ${method.request.$ref} body`];
  if (contentType !== 'application/json') return [`the body must be JSON, not ${contentType}`];
  const validate = bodyValidator(method, method.request.$ref);
  return validate(request.body) ? [] : (validate.errors ?? []).map(describeError);
}

function describeError(error: ErrorObject): string {
  return `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`;
}
