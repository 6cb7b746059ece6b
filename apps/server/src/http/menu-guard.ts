import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerRolePermissions } from '@fanout/core/access';
import {
  AppError,
  CORE_MENUS,
  hasPermission,
  MENU_GUARDS,
  menusOfRequest,
  type CoreMenuId,
} from '@fanout/shared';
import type { AppDeps } from './app-deps';
import { getActor } from './session-plugin';

/**
 * The menus hidden from the customer role, cached so requests pay no query while nothing is hidden
 * (the hot post reads included). A change through Menu Management forgets it at once in this
 * process; other processes see it within `TTL_MS`.
 */
const TTL_MS = 5_000;
// Keyed by the server's deps: each server (and test server) over its own database.
const caches = new WeakMap<AppDeps['core'], { at: number; hidden: Promise<Set<CoreMenuId>> }>();

export function forgetHiddenMenus(deps: AppDeps): void {
  caches.delete(deps.core);
}

function hiddenMenus(deps: AppDeps): Promise<Set<CoreMenuId>> {
  const cached = caches.get(deps.core);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.hidden;
  const hidden = customerRolePermissions(deps.core).then(
    (held) =>
      new Set((Object.keys(MENU_GUARDS) as CoreMenuId[]).filter((id) => !held.has(`access_${id}`))),
  );
  hidden.catch(() => forgetHiddenMenus(deps));
  caches.set(deps.core, { at: Date.now(), hidden });
  return hidden;
}

const labelOf = (id: CoreMenuId) => CORE_MENUS.find((menu) => menu.id === id)?.label ?? id;

/**
 * Refuses the call when one of `menus` is hidden from the caller's roles (403 naming the menu).
 * Only a call of a hidden menu loads the actor (once per request, shared with tRPC).
 */
export async function refuseHiddenMenus(
  request: FastifyRequest,
  deps: AppDeps,
  menus: readonly CoreMenuId[],
): Promise<void> {
  if (!request.auth || menus.length === 0) return;
  const hidden = await hiddenMenus(deps);
  if (hidden.size === 0) return;
  const closed = menus.filter((id) => hidden.has(id));
  if (closed.length === 0) return;
  const actor = await getActor(request, deps);
  const refused = closed.find((id) => !hasPermission(actor, `access_${id}`));
  if (refused) {
    throw new AppError('FORBIDDEN', `The menu "${labelOf(refused)}" is hidden from your role`);
  }
}

/**
 * A hidden menu is refused by the server too (ADR 0051): a signed-in caller whose
 * roles lack `access_{menuId}` gets 403 from the calls of that menu (`MENU_GUARDS`). Admins pass.
 * This hook covers the plain routes and tRPC batches before they run (the hot reads answer without
 * tRPC's middleware); every procedure, over tRPC or REST, is also checked by `callerGuards` in
 * `trpc/trpc.ts`.
 */
export function registerMenuGuard(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('preHandler', async (request) => {
    if (!request.auth) return;
    const pathname = new URL(request.url, 'http://fanout.invalid').pathname;
    await refuseHiddenMenus(request, deps, menusOfRequest(pathname, request.routeOptions.url));
  });
}
