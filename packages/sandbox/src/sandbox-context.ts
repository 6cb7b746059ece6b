import type { Platform } from '@fanout/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxController, SandboxOperation } from './control/sandbox-controller';
import type { SandboxStore } from './store/sandbox-store';

/** What every platform's routes get from the plugin. */
export interface SandboxContext {
  controller: SandboxController;
  store: SandboxStore;
  /** The sandbox's absolute URL as this request reached it, e.g. `http://localhost:3000/sandbox`. */
  baseUrl(request: FastifyRequest): string;
  /** Meta's hosts serve Facebook and Instagram: names the platform in the request log. */
  attribute(request: FastifyRequest, platform: Platform): void;
  /** Sends the failure queued for this platform and operation, if any; returns the reply when it did. */
  injectedFailure(
    reply: FastifyReply,
    platform: Platform,
    operation: SandboxOperation,
  ): FastifyReply | undefined;
}
