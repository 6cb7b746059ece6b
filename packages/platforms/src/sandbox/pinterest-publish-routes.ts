import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './sandbox-context';

/** Pinterest's publishing endpoints on the simulator (shapes from shared/reference/platform-apis.md). Not built yet. */
export function registerPinterestPublishRoutes(_app: FastifyInstance, _ctx: SandboxContext): void {}
