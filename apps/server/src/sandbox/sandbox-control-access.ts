import type { FastifyRequest } from 'fastify';
import { listAccountIdentities } from '@fanout/core/accounts';
import type { ControlAccess, ControlAuthorizer, SandboxPost } from '@fanout/sandbox';
import type { AppDeps } from '../http/app-deps';
import { getActor, NOT_SIGNED_IN_MESSAGE } from '../http/session-plugin';
import { hasSandboxControlToken } from './sandbox-control-token';

/**
 * Who may use the sandbox control API (ADR 0029): a tool holding SANDBOX_CONTROL_TOKEN or an
 * administrator may do everything; another signed-in user may read the posts of their own accounts;
 * nobody else anything.
 */
export function sandboxControlAuthorizer(deps: AppDeps): ControlAuthorizer {
  return async (request: FastifyRequest): Promise<ControlAccess> => {
    if (hasSandboxControlToken(request, deps.config)) return { kind: 'all' };
    if (!request.auth) return { kind: 'denied', status: 401, message: NOT_SIGNED_IN_MESSAGE };
    const actor = await getActor(request, deps);
    if (actor.isAdmin) return { kind: 'all' };
    const identities = await listAccountIdentities(deps.core, { actor });
    return {
      kind: 'own',
      owns: (post: SandboxPost) =>
        identities.some(
          (identity) =>
            identity.platform === post.platform &&
            identity.ids.some((id) => post.account === id || post.account.endsWith(`:${id}`)),
        ),
    };
  };
}
