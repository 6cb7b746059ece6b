import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  createSandboxController,
  type SandboxController,
  type SandboxControllerOptions,
} from './sandbox-controller';
import { sandboxPlugin } from './sandbox-plugin';

/** Test helpers for the sandbox's own tests: an app with the plugin, and the consent dance. */

export interface SandboxApp {
  app: FastifyInstance;
  controller: SandboxController;
}

export async function createSandboxApp(
  options: SandboxControllerOptions = {},
): Promise<SandboxApp> {
  const controller = createSandboxController(options);
  const app = Fastify();
  await app.register(sandboxPlugin, { prefix: '/sandbox', controller });
  await app.ready();
  return { app, controller };
}

export function redirectUriFor(platform: string): string {
  return `http://localhost:3000/api/oauth/callback/${platform}`;
}

export function formBody(fields: Record<string, string>): {
  headers: Record<string, string>;
  payload: string;
} {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

export function basicAuth(clientId: string, secret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function urlWith(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** Submits the consent form of `path` with the authorize `params`; answers the redirect's URL. */
export async function submitConsent(
  app: FastifyInstance,
  path: string,
  params: Record<string, string>,
  options: { decision?: 'approve' | 'deny'; account?: string } = {},
): Promise<URL> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    ...formBody({
      ...params,
      decision: options.decision ?? 'approve',
      ...(options.account === undefined ? {} : { account: options.account }),
    }),
  });
  expect(response.statusCode, response.body).toBe(302);
  return new URL(String(response.headers.location));
}

/** Approves the consent and answers the code from the redirect. */
export async function approveCode(
  app: FastifyInstance,
  path: string,
  params: Record<string, string>,
  account?: string,
): Promise<string> {
  const location = await submitConsent(app, path, params, account === undefined ? {} : { account });
  const code = location.searchParams.get('code');
  expect(code).toBeTruthy();
  return code ?? '';
}

export function json(response: LightMyRequestResponse): Record<string, unknown> {
  return response.json<Record<string, unknown>>();
}
