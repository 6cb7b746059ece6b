import type { ApiKeyScope, CreatedApiKey } from '@fanout/shared';
import type { HttpClient } from './http-client';

/** Makes a key through the REST API on the owner's session, as the Developer page does. */
export async function createKey(
  owner: HttpClient,
  scopes: ApiKeyScope[],
  extra: { name?: string; expiresAt?: string; agentsMayPublish?: boolean } = {},
): Promise<CreatedApiKey> {
  const answer = await owner.post('/api/api-keys', { name: extra.name ?? 'CI', scopes, ...extra });
  if (answer.status !== 200) {
    throw new Error(`creating a key failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body as CreatedApiKey;
}

/**
 * A request with an API key and nothing else: no cookie, no Origin, no Sec-Fetch-Site, as a
 * script or another server sends it.
 */
export async function withKey(
  baseUrl: string,
  key: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; headers: Headers; text: string }> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers, text };
}
