import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import { createThreadsPublishKit } from './threads-publish-kit';
import {
  registerThreadsContainerRoute,
  registerThreadsPublishRoute,
} from './threads-container-routes';
import { registerThreadsObjectRoute, registerThreadsListRoute } from './threads-read-routes';

/**
 * Threads publishing (shared/reference/platform-apis.md §3): a container per post (and per
 * carousel item), IN_PROGRESS for `processingMs`, then `threads_publish` — the irreversible call.
 * Media are pulled from their URLs as Threads does. The user's threads list lets a client find a
 * media id after a lost publish answer.
 */
export function registerThreadsPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const kit = createThreadsPublishKit(ctx);
  registerThreadsContainerRoute(app, kit);
  registerThreadsPublishRoute(app, kit);
  registerThreadsObjectRoute(app, kit);
  registerThreadsListRoute(app, kit);
}
