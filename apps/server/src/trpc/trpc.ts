import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError, type z } from 'zod';
import {
  type ApiKeyScope,
  ERROR_CODES,
  formatZodError,
  isAppError,
  menusOfProcedure,
  type PermissionName,
} from '@fanout/shared';
import { requireAccess } from '@fanout/core/access';
import { deepFreeze } from '@fanout/core/posts';
import { requireKeyScope } from '../http/api-key-scope-guard';
import { refuseHiddenMenus } from '../http/menu-guard';
import { getActor, requireAuth } from '../http/session-plugin';
import type { TrpcContext } from './context';

/**
 * A procedure's meta: its REST path (`openapi`) and the scope an API key needs to call it
 * (`scope`, ADR 0092); without a scope, keys are refused.
 */
export type ProcedureMeta = OpenApiMeta<{ scope?: ApiKeyScope }>;

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    // Stack traces never reach clients, whatever NODE_ENV says.
    isDev: false,
    errorFormatter({ shape, error }) {
      // Never leak internals: unknown errors keep only a generic message.
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        return { ...shape, message: 'Internal server error' };
      }
      return shape;
    },
  });

/**
 * Maps the one error model onto tRPC: AppError codes through ERROR_CODES, and input validation errors
 * to a message that names the field. Sits before `.input()` so it also sees parse failures.
 */
const errorMapping = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  if (isAppError(error.cause)) {
    throw new TRPCError({ code: ERROR_CODES[error.cause.code].trpc, message: error.cause.message });
  }
  if (error.code === 'BAD_REQUEST' && error.cause instanceof ZodError) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: formatZodError(error.cause) });
  }
  return result;
});

/**
 * The caller's two gates, in one middleware (each tRPC middleware is another layer every call of
 * every procedure passes, REST too: ADR 0098). First a call made with an API key (REST only:
 * api-key-auth.ts refuses keys on /trpc) needs the scope its procedure declares, and a procedure
 * that declares none refuses keys (ADR 0092); then a procedure of a menu hidden from the caller's
 * roles is refused (ADR 0051), the same over tRPC and over REST: the REST API runs these
 * procedures, so no path can go round the menu's guard.
 */
const callerGuards = t.middleware(async ({ ctx, meta, path, next }) => {
  await requireKeyScope(ctx.req, ctx.deps, meta?.scope);
  await refuseHiddenMenus(ctx.req, ctx.deps, menusOfProcedure(path));
  return next();
});

export const router = t.router;
export const publicProcedure = t.procedure.use(errorMapping).use(callerGuards);

/** A signed-in user; `ctx.actor` carries their roles and permissions. */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const auth = requireAuth(ctx.req);
  const actor = await getActor(ctx.req, ctx.deps);
  return next({ ctx: { ...ctx, auth, actor } });
});

/**
 * A signed-in user acting on their own data only (`ctx.owner`): no roles and permissions are
 * loaded, which saves two queries on the most frequent reads (the post lists and stats).
 */
export const ownerProcedure = publicProcedure.use(({ ctx, next }) => {
  const auth = requireAuth(ctx.req);
  return next({ ctx: { ...ctx, auth, owner: { userId: auth.user.id } } });
});

/** Transport-level gate through the same `requireAccess` the services call. */
export function permissionProcedure(permission: PermissionName) {
  return authedProcedure.use(({ ctx, next }) => {
    requireAccess({ actor: ctx.actor, permission });
    return next();
  });
}

/**
 * A schema as a synchronous parser, for the outputs of the hot reads (post lists, tab counts,
 * stats). tRPC validates with `parseAsync` when a schema has one, and zod 4 only takes its compiled
 * fast path in a synchronous parse: for a 100-post page that is ≈1.2 ms instead of ≈0.25 ms of the
 * server's one thread, on every read (ADR 0042). Same schema, same checks, same errors.
 */
export function parsedSync<Schema extends z.ZodType>(
  schema: Schema,
): (value: unknown) => z.output<Schema> {
  // A reused answer is deep-frozen by core (list-posts.ts): it cannot change after its check, so it
  // is checked once, when first served, not on every read that serves it again. What the check
  // gives is frozen in turn, a reused answer as well: the REST adapter serialises a frozen answer
  // once, not on every call that sends it (ADR 0098).
  const checked = new WeakMap<object, z.output<Schema>>();
  return (value) => {
    if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) {
      return schema.parse(value);
    }
    const known = checked.get(value);
    if (known !== undefined) return known;
    const parsed = deepFreeze(schema.parse(value));
    checked.set(value, parsed);
    return parsed;
  };
}

export const createCallerFactory = t.createCallerFactory;

/**
 * `parsedSync` for a procedure with a REST path: the OpenAPI document is made from its output's
 * zod schema, so the output stays that schema (a derived object, read through to it), and only
 * how tRPC checks an answer changes — a reused, frozen answer once, as `parsedSync` does. The
 * Analytics page's reads, reused under the owner's analytics version (ADR 0090), are checked once
 * each and, over tRPC, serialised once (hot-reads.ts).
 */
export function checkedOnce<Schema extends z.ZodType>(schema: Schema): Schema {
  const parse = parsedSync(schema);
  return Object.assign(Object.create(schema) as Schema, {
    parseAsync: async (value: unknown) => parse(value),
  });
}
