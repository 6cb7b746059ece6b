import { expect } from 'vitest';
import type { ProductServer } from './product-server';

/**
 * What a journey reads of the platform sandbox through its control API (the control token the
 * product server was started with): one way to list what a network received and to set a fault.
 */

/** A post as the sandbox's control API lists it; journeys read the fields they need. */
export interface SandboxPost {
  id: string;
  text: string;
  url: string | null;
  media: unknown[];
  options?: unknown;
  replyTo?: string;
  comment?: boolean;
  requestedAt?: number;
}

/** Every post (reply and comment included) the sandbox's `platform` holds, oldest first. */
export async function sandboxPosts(
  server: ProductServer,
  platform: string,
): Promise<SandboxPost[]> {
  const answer = await fetch(`${server.baseUrl}/sandbox/_control/publishing/${platform}/posts`, {
    headers: server.sandboxControl,
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { posts: SandboxPost[] }).posts;
}

/** Sets (or, with null, clears) a standing fault on one sandbox platform, as a tester would. */
export async function setSandboxFault(
  server: ProductServer,
  platform: string,
  fault: Record<string, unknown> | null,
): Promise<void> {
  const response = await fetch(`${server.baseUrl}/sandbox/_control/publishing/${platform}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...server.sandboxControl },
    body: JSON.stringify({ fault }),
  });
  expect(response.status).toBe(200);
}
