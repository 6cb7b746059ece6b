import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './fanout-api';

export type { paths, components } from './fanout-api';

/**
 * A typed client of Fanout's REST API (ADR 0093): every path, body and answer checked against the
 * types generated from the server's OpenAPI document. `apiKey` is a `fo_live_…` key.
 */
export function createFanoutClient(options: { baseUrl: string; apiKey: string }): Client<paths> {
  return createClient<paths>({
    baseUrl: `${options.baseUrl.replace(/\/$/, '')}/api`,
    headers: { authorization: `Bearer ${options.apiKey}` },
  });
}
