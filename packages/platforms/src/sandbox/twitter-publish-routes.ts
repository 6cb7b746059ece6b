import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './sandbox-context';

/** Twitter's publishing endpoints on the simulator (shapes from shared/reference/platform-apis.md). Not built yet. */
export function registerTwitterPublishRoutes(_app: FastifyInstance, _ctx: SandboxContext): void {}
