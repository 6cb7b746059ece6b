import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './sandbox-context';

/** LinkedIn's publishing endpoints on the simulator (shapes from shared/reference/platform-apis.md). Not built yet. */
export function registerLinkedInPublishRoutes(_app: FastifyInstance, _ctx: SandboxContext): void {}
