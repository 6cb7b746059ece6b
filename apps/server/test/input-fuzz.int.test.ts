import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_BODIES,
  BAD_PATH_VALUES,
  badRawBodies,
  badValuesFor,
  isNumberField,
  nonNull,
  notJsonNumbers,
  TEN_MB,
  type JsonSchema,
} from './input-fuzz-catalogue';
import { adminClient } from './admin-helpers';
import { PASSWORD, signedUpClient } from './http-client';
import { connectAccount } from './publishing-harness';
import { startTestServer, type TestServer } from './test-server';

/**
 * ADR 0031: every mutation route of the OpenAPI document, and the plain routes listed below,
 * answers bad input with a 4xx and a message, never a 5xx, and changes no row. ADR 0061: within a
 * budget, so that a path whose cost grows with the square of its input fails here: every request
 * answered within 2 s, and the server (this process) grows by less than 100 MB over the whole run.
 */
const ANSWER_BUDGET_MS = 2_000;
const MEMORY_BUDGET_BYTES = 100 * 1024 * 1024;

interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  pathParams: string[];
  /** Path parameters that are ids (uuid): "not a uuid" must be refused naming them. */
  uuidParams?: string[];
  /** Another helper owns this route's fixes (uploads): only "no 5xx" is checked. */
  statusOnly?: boolean;
  /** The procedure's path with "-" for "." (trpc-to-openapi's default operationId). */
  operationId?: string;
}

// Plain Fastify routes, not in the document. Left out: POST /api/auth/logout (takes no input; a
// body that got through would sign the test user out).
const PLAIN_ROUTES: Operation[] = [
  {
    method: 'POST',
    path: '/api/auth/signup',
    pathParams: [],
    body: object({ email: 'string', password: 'string', firstName: 'string', lastName: 'string' }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    pathParams: [],
    body: object({ email: 'string', password: 'string' }),
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset/request',
    pathParams: [],
    body: object({ email: 'string' }),
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    pathParams: [],
    body: object({ token: 'string', password: 'string' }),
  },
  {
    method: 'POST',
    path: '/api/content/{id}/signed-url',
    pathParams: ['id'],
    uuidParams: ['id'],
  },
  { method: 'POST', path: '/api/upload', pathParams: [], statusOnly: true },
];

function object(fields: Record<string, 'string'>): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([k, type]) => [k, { type }])),
  };
}

let server: TestServer;
let cookie = '';
/** Admin routes are fuzzed as an administrator: a customer's 403 would hide the input check. */
let adminCookie = '';
const cookieFor = (path: string) => (/^(\/api)?\/admin\//.test(path) ? adminCookie : cookie);
let ids: Record<string, string> = {};
const failures: string[] = [];
let requests = 0;
/** Requests answered later than ANSWER_BUDGET_MS. */
const slow: string[] = [];
const memory = { startRss: 0, peakRss: 0, startKept: 0, peakKept: 0, peakAfter: 'the start' };
let blueskyAccountId = '';

// The server runs in this process. Its resident memory counts garbage too: the client builds a
// 10 MB body for every route, and V8 and the allocator give pages back late. So whenever resident
// memory is over the budget, what is still alive after a full collection (V8's heap in use and the
// memory outside it) is measured: that growth is what counts, a leak or a cache without a bound. A
// path whose cost grows with the square of its input is caught by the time budget.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
function keptMemory(): number {
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}
/** After a route's requests, when no request body is held any more. */
async function sampleMemory(where: string): Promise<void> {
  memory.peakRss = Math.max(memory.peakRss, process.memoryUsage().rss);
  if (process.memoryUsage().rss - memory.startRss < MEMORY_BUDGET_BYTES) return;
  // A turn of the event loop first: the client and the server let go of the last request's buffers.
  await new Promise((resolve) => setTimeout(resolve, 10));
  const kept = keptMemory();
  if (kept > memory.peakKept) Object.assign(memory, { peakKept: kept, peakAfter: where });
}

/** One request, timed from sending to the last byte of its answer. */
async function timedFetch(
  where: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (elapsed > ANSWER_BUDGET_MS) slow.push(`${where}: answered in ${Math.round(elapsed)} ms`);
  memory.peakRss = Math.max(memory.peakRss, process.memoryUsage().rss);
  return { status: response.status, text };
}
let fuzzed: Operation[] = [];

/** Known-good values, so that a bad value in one field is the only thing wrong with a request. */
function baselineBody(path: string, schema: JsonSchema): Record<string, unknown> {
  const known: Record<string, unknown> = {
    title: 'Fuzz title',
    textContent: 'Fuzz text',
    status: 'draft',
    scheduledAt: null,
    generatedAt: null,
    timeZone: 'Europe/Paris',
    provider: 'sandbox',
    aiProvider: 'sandbox',
    type: 'image',
    tone: 'casual',
    prompt: 'a lighthouse at dawn',
    content: 'Fuzz text',
    platform: 'linkedin',
    platforms: path.startsWith('/ai/') ? ['linkedin'] : [],
    handle: 'fuzz.bsky.social',
    email: 'fuzz-nobody@example.com',
    password: PASSWORD,
    currentPassword: PASSWORD,
    newPassword: `${PASSWORD}-new`,
    routePath: '/fuzz',
    token: 'x'.repeat(43),
    ids: [ids.notification],
    // Billing (ADR 0047): a plan, a package and the Starter Pack as spec 001 prices them.
    package: 'starter',
    amount: 300,
    planId: ids.plan,
    priceMonthly: 1200,
    priceYearly: 11520,
    creditsPerMonth: 500,
    creditQuantity: 100,
    priceMultiplier: 110,
    validityMonths: 12,
    // An unconfirmed target's answer (ADR 0054): the link to the post is an http(s) URL.
    url: 'https://example.com/fuzz',
    // A webhook endpoint takes at least one event (ADR 0094).
    events: ['credits.low'],
  };
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = nonNull(property);
    if (name in known) body[name] = known[name];
    else if (field.format === 'uuid') body[name] = ids.group;
    else if (field.type === 'array') body[name] = [];
    else if (field.type === 'object') body[name] = {};
    else if (field.enum) body[name] = field.enum[0];
    else if (field.type === 'string') body[name] = 'fuzz';
  }
  // markRead takes ids or all, not both.
  if (path === '/notifications/read') delete body.all;
  return body;
}

/** Fields where a negative number is a valid value: an admin's adjustment can remove credits. */
const SIGNED_FIELDS = new Set(['/admin/adjust-credits amount']);
function acceptsSigned(path: string, field: string, bad: { name: string }): boolean {
  return bad.name === 'negative number' && SIGNED_FIELDS.has(`${path} ${field}`);
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function realId(path: string): string {
  if (path.includes('/account-groups/')) return ids.group ?? randomUUID();
  if (path.includes('/posts/')) return ids.post ?? randomUUID();
  if (path.includes('/subscription-plans/')) return ids.plan ?? randomUUID();
  if (path.includes('/credit-packages/')) return ids.creditPackage ?? randomUUID();
  return randomUUID();
}

async function snapshot(): Promise<string> {
  const tables = [
    'users',
    'password_credentials',
    'password_reset_tokens',
    'user_roles',
    'account_groups',
    'social_accounts',
    'posts',
    'post_targets',
    'post_attachments',
    'content_items',
    'notifications',
    'credit_transactions',
    'ai_generations',
    'ai_media_generations',
    'subscription_plans',
    'credit_packages',
    'billing_customers',
    'subscriptions',
    'payments',
  ];
  const columns = tables.map(
    (table) =>
      `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`,
  );
  const [row] = await server.database.db.execute(sql.raw(`select ${columns.join(', ')}`));
  return JSON.stringify(row);
}

async function send(
  operation: Operation,
  label: string,
  url: string,
  body: string | undefined,
  options: { contentType?: string; field?: string; trpc?: boolean } = {},
): Promise<void> {
  requests += 1;
  const before = await snapshot();
  const where = options.trpc
    ? `tRPC ${url} ${label}`
    : `${operation.method} ${operation.path} ${label}`;
  let status: number;
  let answer: unknown;
  try {
    const response = await timedFetch(where, `${server.baseUrl}${url}`, {
      method: options.trpc ? 'POST' : operation.method,
      headers: {
        cookie: cookieFor(operation.path),
        origin: server.baseUrl,
        ...(body !== undefined
          ? { 'content-type': options.contentType ?? 'application/json' }
          : {}),
      },
      ...(body !== undefined ? { body } : {}),
    });
    status = response.status;
    try {
      answer = JSON.parse(response.text);
    } catch {
      answer = response.text;
    }
  } catch (error) {
    failures.push(`${where}: request failed (${String(error)})`);
    return;
  }
  // tRPC answers {error: {message}}, REST {message}.
  const message = options.trpc
    ? (answer as { error?: { message?: unknown } } | null)?.error?.message
    : (answer as { message?: unknown } | null)?.message;
  if (status >= 500) failures.push(`${where}: ${status} ${JSON.stringify(answer).slice(0, 200)}`);
  else if (operation.statusOnly) return;
  else if (status < 400) failures.push(`${where}: accepted (${status})`);
  else if (typeof message !== 'string' || message.trim() === '') {
    failures.push(`${where}: ${status} without a message: ${JSON.stringify(answer).slice(0, 200)}`);
  } else if (options.field && !message.includes(options.field)) {
    failures.push(`${where}: ${status} "${message.slice(0, 200)}" does not name ${options.field}`);
  }
  if ((await snapshot()) !== before) failures.push(`${where}: rows changed`);
}

async function fuzz(operation: Operation): Promise<void> {
  // The plain routes are written with /api/ (a document path may start "/api-keys").
  const plain = operation.path.startsWith('/api/');
  const documentPath = plain ? operation.path.slice('/api'.length) : operation.path;
  // Every path parameter ({id}, {packageId}, ...) gets the value under test, or a real id.
  const url = (value?: string) =>
    `${plain ? '' : '/api'}${operation.path.replace(
      /\{[A-Za-z]+\}/g,
      () => value ?? realId(documentPath),
    )}`;
  const baseline = operation.body ? baselineBody(documentPath, operation.body) : undefined;
  const json = (value: unknown) => JSON.stringify(value);

  for (const param of operation.pathParams) {
    for (const bad of BAD_PATH_VALUES) {
      await send(
        operation,
        `path ${param}: ${bad.name}`,
        url(String(bad.value)),
        json(baseline ?? {}),
        {
          // A Stripe session id is no uuid: only id parameters must name themselves then.
          ...(bad.name === 'not a uuid' && operation.uuidParams?.includes(param)
            ? { field: param }
            : {}),
        },
      );
    }
  }
  for (const raw of badRawBodies()) {
    // A route without a body (DELETE) takes its input from the path: a text body is not read at all.
    if (raw.contentType && !operation.body) continue;
    await send(operation, raw.name, url(), raw.body, { contentType: raw.contentType });
  }
  if (!operation.body || !baseline) return;
  for (const bad of BAD_BODIES) await send(operation, bad.name, url(), json(bad.value));
  const properties = Object.entries(operation.body.properties ?? {});
  for (const [name, schema] of properties) {
    for (const bad of badValuesFor(schema).filter(
      (value) => !acceptsSigned(documentPath, name, value),
    )) {
      await send(
        operation,
        `${name}: ${bad.name}`,
        url(),
        json({ ...baseline, [name]: bad.value }),
        {
          field: name,
        },
      );
    }
    // The same procedure over tRPC: coercion was once switched on there by the REST calls above.
    if (!isNumberField(schema) || !operation.operationId) continue;
    const pathInput = Object.fromEntries(
      operation.pathParams.map((param) => [param, realId(documentPath)]),
    );
    for (const bad of notJsonNumbers(schema)) {
      await send(
        operation,
        `${name}: ${bad.name}`,
        `/trpc/${operation.operationId.replace(/-/g, '.')}`,
        json({ ...baseline, ...pathInput, [name]: bad.value }),
        { field: name, trpc: true },
      );
    }
  }
  // A text far over a platform's limit, counted the costly way (Bluesky counts graphemes): refused
  // with the spec's message, within the budget. Plain letters are the shape that once took the
  // server down. An edit counts for the post's own platforms: the kept post is on Bluesky.
  if ('textContent' in baseline) {
    for (const [shape, text] of [
      ['plain letters', 'a'.repeat(70_000)],
      ['accented letters and emoji', 'é😀👨‍👩‍👧'.repeat(6_400)],
    ] as const) {
      await send(
        operation,
        `textContent: ${shape}, ${text.length} UTF-16 units, for Bluesky`,
        url(),
        json({
          ...baseline,
          textContent: text,
          ...('platforms' in baseline ? { platforms: [blueskyAccountId] } : {}),
        }),
      );
    }
  }
  const [firstField = 'fuzz'] = properties.map(([name]) => name);
  await send(
    operation,
    '10 MB string',
    url(),
    json({ ...baseline, [firstField]: 'x'.repeat(TEN_MB) }),
  );
}

beforeAll(async () => {
  server = await startTestServer({ AI_RATE_LIMIT_PER_HOUR: '100000' });
  const user = await signedUpClient(server.baseUrl);
  cookie = user.client.cookieHeader;
  const admin = (await adminClient(server)).client;
  adminCookie = admin.cookieHeader;
  const plan = await admin.post('/api/admin/subscription-plans', {
    name: 'Fuzz plan',
    priceMonthly: 1200,
    priceYearly: 11520,
    creditsPerMonth: 500,
  });
  const creditPackage = await admin.post('/api/admin/credit-packages', {
    name: 'Fuzz package',
    creditQuantity: 100,
    priceMultiplier: 110,
    validityMonths: 12,
  });
  const group = await user.client.post('/api/account-groups', { name: 'Fuzz group' });
  blueskyAccountId = (await connectAccount(user.client, group.body as never, 'bluesky')).id;
  // On Bluesky, so an edit of its text is counted in graphemes.
  const post = await user.client.post('/api/posts', {
    textContent: 'Kept',
    status: 'draft',
    platforms: [blueskyAccountId],
  });
  const [notification] = await server.database.db.execute<{ id: string }>(sql`
    insert into notifications (user_id, kind, title, body)
    values (${user.userId}, 'target_failed', 'Fuzz', 'Kept unread') returning id`);
  ids = {
    group: (group.body as { id: string }).id,
    post: (post.body as { id: string }).id,
    notification: notification?.id ?? '',
    plan: (plan.body as { id: string }).id,
    creditPackage: (creditPackage.body as { id: string }).id,
  };
}, 60_000);
afterAll(async () => server.close());

// Run after the fuzzing (vitest runs a file's tests in order): these change rows.
const ACCEPTED_BASELINES = [
  ['POST', '/account-groups'],
  ['PATCH', '/account-groups/{id}'],
  ['POST', '/posts'],
  ['PUT', '/posts/{id}'],
  ['POST', '/notifications/read'],
  ['POST', '/ai/generate-from-topic'],
  ['POST', '/ai/generate-hashtags'],
  ['POST', '/ai/generate-content'],
  ['POST', '/admin/subscription-plans'],
  ['PATCH', '/admin/subscription-plans/{id}'],
  ['POST', '/admin/credit-packages'],
  ['PATCH', '/admin/credit-packages/{id}'],
  // Checkouts on the Stripe simulator (ADR 0046): each answers the URL of its hosted page.
  ['POST', '/credits/purchase'],
  ['POST', '/subscription/subscribe'],
] as const;

describe('bad input, every mutation route', () => {
  it('answers 4xx with a message, never 5xx, and changes no row', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            operationId?: string;
            requestBody?: { content: Record<string, { schema: JsonSchema }> };
            parameters?: { in: string; name: string; schema?: JsonSchema }[];
          }
        >
      >;
    };
    const operations: Operation[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        operations.push({
          method: method.toUpperCase(),
          path,
          ...(operation.operationId ? { operationId: operation.operationId } : {}),
          body: operation.requestBody?.content['application/json']?.schema,
          pathParams: (operation.parameters ?? [])
            .filter((p) => p.in === 'path')
            .map((p) => p.name),
          uuidParams: (operation.parameters ?? [])
            .filter((p) => p.in === 'path' && p.schema?.format === 'uuid')
            .map((p) => p.name),
        });
      }
    }
    expect(operations.length).toBeGreaterThanOrEqual(17);
    // The id parameters are known as such, so "not a uuid" is checked to name them.
    expect(operations.filter((o) => o.uuidParams?.length).length).toBeGreaterThanOrEqual(6);
    const started = Date.now();
    memory.startKept = memory.peakKept = keptMemory();
    memory.startRss = memory.peakRss = process.memoryUsage().rss;
    for (const operation of [...operations, ...PLAIN_ROUTES]) {
      await fuzz(operation);
      await sampleMemory(`${operation.method} ${operation.path}`);
    }
    console.info(
      `input fuzz: ${requests} requests to ${operations.length + PLAIN_ROUTES.length} routes in ${Date.now() - started} ms`,
    );
    expect(failures).toEqual([]);
    fuzzed = operations;
  }, 300_000);

  it('sends baselines the routes accept, so each bad value was the only fault', async () => {
    for (const [method, path] of ACCEPTED_BASELINES) {
      const operation = fuzzed.find((o) => o.method === method && o.path === path);
      expect(operation?.body, `${method} ${path} is in the document`).toBeDefined();
      const response = await fetch(`${server.baseUrl}/api${path.replace('{id}', realId(path))}`, {
        method,
        headers: {
          cookie: cookieFor(path),
          origin: server.baseUrl,
          'content-type': 'application/json',
        },
        body: JSON.stringify(baselineBody(path, operation?.body ?? {})),
      });
      expect(response.status, `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    }
  });

  it('answers bad list parameters (numbers, cursors) with 4xx on the REST arrays and tRPC', async () => {
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    const values: [string, string][] = [
      ['limit', '-1'],
      ['limit', '0'],
      ['limit', '1e308'],
      ['limit', String(2 ** 53 + 2)],
      ['limit', 'NaN'],
      ['limit', '1.5'],
      ['limit', 'Infinity'],
      ['cursor', 'fuzz\u0000'],
      ['cursor', '\uD800'],
      ['cursor', 'not-a-cursor'],
      ['cursor', 'x'.repeat(10_000)],
      // Dates JavaScript accepts and PostgreSQL cannot hold.
      ['cursor', forged('-271821-04-20T00:00:00.000Z|00000000-0000-4000-8000-000000000000')],
      ['cursor', forged('+275760-09-13T00:00:00.000Z|00000000-0000-4000-8000-000000000000')],
      ['platform', 'not-a-platform\u0000'],
    ];
    const bad: string[] = [];
    const check = async (label: string, url: string, field: string) => {
      requests += 1;
      const { status, text } = await timedFetch(label, `${server.baseUrl}${url}`, {
        headers: { cookie },
      });
      if (status < 400 || status >= 500 || !text.includes(field)) {
        bad.push(`${label}: ${status} ${text.slice(0, 200)}`);
      }
    };
    for (const [field, value] of values) {
      const query = new URLSearchParams({ [field]: value }).toString();
      for (const path of [
        '/api/posts',
        '/api/posts/scheduled',
        '/api/posts/drafts',
        '/api/content',
      ]) {
        if (path === '/api/content' && field === 'platform') continue;
        await check(`GET ${path} ${field}=${value.slice(0, 40)}`, `${path}?${query}`, field);
      }
      for (const procedure of ['post.list', 'content.list']) {
        if (procedure === 'content.list' && field === 'platform') continue;
        const input = encodeURIComponent(JSON.stringify({ [field]: value }));
        await check(
          `tRPC ${procedure} ${field}=${value.slice(0, 40)}`,
          `/trpc/${procedure}?input=${input}`,
          field,
        );
      }
    }
    // Reads addressed by id or name: a bad one is a 4xx too, never a query PostgreSQL refuses.
    for (const url of [
      '/api/ai/generations/not-a-uuid',
      '/api/content/not-a-uuid/file',
      '/api/content/%00/thumbnail',
      '/api/social-accounts/not-a-uuid/facebook-pages',
      '/api/social-accounts/1e308/pinterest-boards',
      '/api/oauth/connect/linkedin?groupId=not-a-uuid',
      '/api/oauth/connect/not-a-platform',
      '/media/not-a-uuid?expires=99999999999&signature=' + 'a'.repeat(64),
      '/media/%00?expires=-1&signature=x',
      '/media/not-a-uuid?expires=1e308&signature=%ED%A0%80',
    ]) {
      requests += 1;
      const { status, text } = await timedFetch(`GET ${url}`, `${server.baseUrl}${url}`, {
        headers: { cookie },
      });
      if (status < 400 || status >= 500) bad.push(`GET ${url}: ${status} ${text.slice(0, 200)}`);
    }
    await sampleMemory('the list parameters');
    console.info(`input fuzz: ${requests} requests in all`);
    expect(bad).toEqual([]);
  });

  // Last: over every request of the tests above.
  it('answered every request within 2 s, and the server grew by less than 100 MB', () => {
    const kept = keptMemory();
    if (kept > memory.peakKept) Object.assign(memory, { peakKept: kept, peakAfter: 'the end' });
    const growth = memory.peakKept - memory.startKept;
    console.info(
      `input fuzz: resident ${mb(memory.startRss)} at the start, ${mb(memory.peakRss)} at the most; ` +
        `alive after a collection ${mb(memory.startKept)} at the start, ${mb(memory.peakKept)} at the most (after ${memory.peakAfter})`,
    );
    expect(slow, `requests answered later than ${ANSWER_BUDGET_MS} ms`).toEqual([]);
    expect(
      growth,
      `the server kept ${mb(growth)} more than at the start (budget ${mb(MEMORY_BUDGET_BYTES)}), the most after ${memory.peakAfter}`,
    ).toBeLessThan(MEMORY_BUDGET_BYTES);
  });
});
