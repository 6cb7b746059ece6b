import type { PlatformHttp, PlatformRequest } from '../http/platform-request';
import type { PlatformTokens } from '../platform-client';
import { tokenResponseSchema, toPlatformTokens } from './token-response';

/** Sends a request to a token endpoint; every platform answers it in the OAuth token shape. */
export async function fetchTokens(
  http: PlatformHttp,
  request: PlatformRequest,
): Promise<PlatformTokens> {
  return toPlatformTokens(await http.fetchJson(request, tokenResponseSchema));
}
