import type { FastifyRequest } from 'fastify';
import type { SandboxPost } from '../publishing/sandbox-publishing';

/**
 * What the caller of the sandbox control API may do (ADR 0029): `all` — read every post and change
 * faults and latency (an administrator, or a tool holding the control token); `own` — read only
 * the posts of their own accounts, change nothing; `denied` — nothing, with the status and message
 * to answer.
 */
export type ControlAccess =
  | { kind: 'all' }
  | { kind: 'own'; owns: (post: SandboxPost) => boolean }
  | { kind: 'denied'; status: 401 | 403; message: string };

/**
 * Decides a control request. The host app supplies it: it knows sessions, roles and which platform
 * accounts belong to whom, which the simulator does not.
 */
export type ControlAuthorizer = (request: FastifyRequest) => Promise<ControlAccess>;

export const CONTROL_CHANGE_REFUSED =
  'Only an administrator (or a tool holding SANDBOX_CONTROL_TOKEN) can change the sandbox';
