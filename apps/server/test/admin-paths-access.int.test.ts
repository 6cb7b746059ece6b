import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminStatsSchema,
  userDetailSchema,
  userDirectoryPageSchema,
  ACCOUNT_SUSPENDED_MESSAGE,
  adminUserSchema,
  auditEventsPageSchema,
  creditPackageSchema,
  menuItemSchema,
  permissionSchema,
  rolePermissionSchema,
  roleSchema,
  subscriptionPlanSchema,
  userRoleSchema,
} from '@fanout/shared';
import { adminClient } from './admin-helpers';
import {
  adminOperations,
  exampleInput,
  key,
  sendRest,
  sendTrpc,
  type AdminOperation,
  type OpenApiDocument,
} from './admin-operations';
import { HttpClient, PASSWORD, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/**
 * ADR 0051, 0066: every admin path answers its documented shape to an admin and refuses everyone else,
 * over REST and over the tRPC procedure behind it. The paths come from the served OpenAPI document,
 * so a path added later is covered without touching this file.
 */

// Spec 001 §7's administrator calls: the document must list at least these.
const SPEC_ADMIN_PATHS = [
  'GET /admin/stats',
  'POST /admin/subscription-plans',
  'PATCH /admin/subscription-plans/{id}',
  'DELETE /admin/subscription-plans/{id}',
  'GET /admin/users',
  'GET /admin/roles',
  'GET /admin/user-roles',
  'POST /admin/user-roles',
  'DELETE /admin/user-roles',
  'POST /admin/credit-packages',
  'PATCH /admin/credit-packages/{id}',
  'DELETE /admin/credit-packages/{id}',
  'GET /permissions',
  'GET /menu-permissions',
  'GET /role-permissions',
  'POST /admin/role-permissions',
  'DELETE /admin/role-permissions',
  'POST /admin/permissions',
  'POST /admin/menu-permissions',
];

// The answers web and server share a zod schema for (checked on top of the documented shape).
/** GET paths that read one row by id, and an id that exists when the test runs. */
const EXISTING_IDS: Record<string, () => string> = {
  '/admin/users/{id}': () => admin.userId,
};

const SHARED_SHAPES: Record<string, z.ZodType> = {
  'GET /admin/stats': adminStatsSchema,
  'GET /admin/user-directory': userDirectoryPageSchema,
  'GET /admin/users/{id}': userDetailSchema,
  'GET /admin/roles': z.array(roleSchema),
  'GET /admin/users': z.array(adminUserSchema),
  'GET /admin/user-roles': z.array(userRoleSchema),
  'GET /admin/audit-events': auditEventsPageSchema,
  'GET /admin/subscription-plans': z.array(subscriptionPlanSchema),
  'GET /admin/credit-packages': z.array(creditPackageSchema),
  'GET /permissions': z.array(permissionSchema),
  'GET /menu-permissions': z.array(menuItemSchema),
  'GET /role-permissions': z.array(rolePermissionSchema),
};

let server: TestServer;
let operations: AdminOperation[];
let admin: { client: HttpClient; userId: string };
let customer: { client: HttpClient; userId: string };
/** The user every user-id input names (never one of the callers). */
let target: { client: HttpClient; userId: string };
let known: Record<string, unknown>;
let counter = 0;

/** A valid input: the ids of real rows, names that are new each time. */
function inputFor(operation: AdminOperation) {
  counter += 1;
  return exampleInput(operation, { ...known, name: `access_probe_${counter}` });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminClient(server);
  customer = await signedUpClient(server.baseUrl);
  target = await signedUpClient(server.baseUrl);
  const document = (await new HttpClient(server.baseUrl).get('/api/openapi.json'))
    .body as OpenApiDocument;
  operations = adminOperations(document);
  const roles = (await admin.client.get('/api/admin/roles')).body as { id: string; name: string }[];
  // A permission nobody holds, so granting and revoking it changes no one's menus.
  const probe = await admin.client.post('/api/admin/permissions', { name: 'access_probe' });
  expect(probe.status).toBe(200);
  known = {
    userId: target.userId,
    roleId: roles.find((role) => role.name === 'customer')?.id,
    permissionId: (probe.body as { id: string }).id,
    permissionName: 'access_probe',
    description: 'Access probe',
    resource: 'menu',
    amount: 5,
    reason: 'Access probe',
    menuLabel: 'Probe',
    routePath: '/probe',
    iconName: null,
    parentMenuId: null,
    displayOrder: 100,
    priceMonthly: 1200,
    priceYearly: 11520,
    creditsPerMonth: 500,
    features: ['One'],
    isActive: true,
    creditQuantity: 100,
    priceMultiplier: 110,
    validityMonths: 12,
  };
}, 60_000);
afterAll(async () => server.close());

/** Each operation over REST and tRPC; the statuses that differ from `expected`, as readable lines. */
async function refusals(client: HttpClient, expected: number): Promise<string[]> {
  const wrong: string[] = [];
  for (const operation of operations) {
    const input = inputFor(operation);
    const rest = await sendRest(client, operation, input);
    const message = (rest.body as { message?: unknown } | null)?.message;
    if (rest.status !== expected || typeof message !== 'string' || message === '') {
      wrong.push(`REST ${key(operation)}: ${rest.status} ${JSON.stringify(rest.body)}`);
    }
    const trpc = await sendTrpc(client, operation, input);
    if (trpc.status !== expected) {
      wrong.push(`tRPC ${operation.procedure ?? '?'} (${key(operation)}): ${trpc.status}`);
    }
  }
  return wrong;
}

describe('admin paths of the served OpenAPI document', () => {
  it('lists every admin path of spec 001 §7, each with its tRPC procedure', () => {
    expect(operations.length).toBeGreaterThanOrEqual(SPEC_ADMIN_PATHS.length);
    const listed = operations.map(key);
    expect(SPEC_ADMIN_PATHS.filter((path) => !listed.includes(path))).toEqual([]);
    expect(operations.filter((operation) => !operation.procedure).map(key)).toEqual([]);
  });

  it('a signed-out caller gets 401 on each', async () => {
    expect(await refusals(new HttpClient(server.baseUrl), 401)).toEqual([]);
  });

  it('a verified customer gets 403 on each', async () => {
    expect((await customer.client.get('/api/auth/user')).status).toBe(200);
    expect(await refusals(customer.client, 403)).toEqual([]);
  });

  it('an admin suspended by a second admin gets 401 on the old session and cannot sign in', async () => {
    const suspended = await adminClient(server);
    expect((await suspended.client.get('/api/admin/users')).status).toBe(200);
    const second = await adminClient(server);
    const suspension = await second.client.post('/api/admin/suspend-user', {
      userId: suspended.userId,
    });
    expect(suspension.body).toEqual({ userId: suspended.userId, suspended: true });
    expect(await refusals(suspended.client, 401)).toEqual([]);

    const signIn = await new HttpClient(server.baseUrl).post('/api/auth/login', {
      email: suspended.email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual({ message: ACCOUNT_SUSPENDED_MESSAGE, code: 'FORBIDDEN' });
  });

  it('an admin gets 200 and the documented shape from each GET', async () => {
    const gets = operations.filter((operation) => operation.method === 'GET');
    expect(gets.length).toBeGreaterThanOrEqual(7);
    for (const operation of gets) {
      // A read of one row needs a row that exists: the admin's own user is one.
      const pathId = EXISTING_IDS[operation.path]?.();
      const answer = await sendRest(admin.client, operation, inputFor(operation), pathId);
      expect(answer.status, key(operation)).toBe(200);
      expect(operation.answer, `${key(operation)} documents its answer`).toBeDefined();
      const documented = z.fromJSONSchema(
        (operation.answer ?? {}) as Parameters<typeof z.fromJSONSchema>[0],
      );
      expect(documented.safeParse(answer.body).error, key(operation)).toBeUndefined();
      const shared = SHARED_SHAPES[key(operation)];
      if (shared) expect(shared.safeParse(answer.body).error, key(operation)).toBeUndefined();
    }
  });

  // Last: these change rows. They prove the inputs above were valid, so each refusal was for access.
  it('an admin is not refused the same requests (the inputs were valid)', async () => {
    for (const operation of operations.filter((o) => o.method !== 'GET')) {
      const answer = await sendRest(admin.client, operation, inputFor(operation));
      const where = `${key(operation)}: ${JSON.stringify(answer.body)}`;
      // Path ids are random: 404 is the right answer there; everything else must succeed.
      if (operation.pathParams.length > 0) expect(answer.status, where).toBe(404);
      else expect(answer.status, where).toBe(200);
    }
  });
});
