import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import { createThreadsPublishKit } from './threads-publish-kit';
import {
  registerThreadsContainerRoute,
  registerThreadsPublishRoute,
} from './threads-container-routes';
import {
  registerThreadsListRoute,
  registerThreadsObjectRoute,
  registerThreadsRepliesRoute,
} from './threads-read-routes';
import { registerThreadsFiguresRoute } from './threads-figures-routes';

/**
 * Threads publishing (shared/reference/platform-apis.md §3): a container per post (and per
 * carousel item), IN_PROGRESS for `processingMs`, then `threads_publish` — the irreversible call.
 * Media are pulled from their URLs as Threads does. A container with `reply_to_id` publishes a
 * reply (ADR 0084). The user's threads list and a thread's replies let a client find a media id
 * after a lost publish answer. A thread's insights are its figures.
 */
export function registerThreadsPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const kit = createThreadsPublishKit(ctx);
  registerThreadsContainerRoute(app, kit);
  registerThreadsPublishRoute(app, kit);
  registerThreadsObjectRoute(app, kit);
  registerThreadsListRoute(app, kit);
  registerThreadsRepliesRoute(app, kit);
  registerThreadsFiguresRoute(app, kit);
}
